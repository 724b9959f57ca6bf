/**
 * Ranking for the palette: exact > prefix > word > substring > fuzzy, ties by recency.
 * Built for jump-to-machine over 100,000 machines within one frame per keystroke:
 * fields are lower-cased once into one string per item, a keystroke is one linear pass of
 * native `indexOf` calls keeping only the best `limit` results (no sort of the whole list),
 * and the costlier fuzzy pass runs only when the better tiers leave room.
 *
 *   const index = createSearchIndex(machines, { key: (m) => `vm:${m[0]}`, fields: (m) => [m[1], m[2], m[3], String(m[0])] });
 *   index.setRecency(new Map([['vm:42', 3]]));   // higher = more recent/frequent
 *   index.search('whitefield gym', 50)           // → [{ item, tier }, …] best first
 */

/** Match quality, best first. */
export const TIER = { exact: 5, prefix: 4, word: 3, substring: 2, fuzzy: 1, none: 0 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

export interface Ranked<T> {
  item: T;
  tier: Tier;
}

export interface SearchIndex<T> {
  readonly size: number;
  /** Recency/frequency score per key (higher ranks first among equal matches). */
  setRecency(scores: ReadonlyMap<string, number>): void;
  search(query: string, limit?: number): Ranked<T>[];
}

export interface IndexOptions<T> {
  key: (item: T) => string;
  /** Searchable texts, the main one (name/title) first: its length breaks remaining ties. */
  fields: (item: T) => readonly string[];
}

// Fields are joined with a character no one types, so a match never spans two fields.
const SEP = '\n';
const BOUNDARY = new Set([' ', '-', '_', ',', '/', '.', '(', ')', ':', '#', '@', '&', SEP]);

/** Control characters never take part in a match (they separate fields and items in the index). */
function stripControl(value: string, keepNewlines = false): string {
  return value.replace(/\p{Cc}/gu, (ch) => (keepNewlines && ch === SEP ? ch : ' '));
}

export function normalizeQuery(query: string): string {
  return stripControl(query).trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Best tier of one term within a haystack of joined, lower-cased fields. */
function termTier(hay: string, term: string): Tier {
  let best: Tier = TIER.none;
  let at = hay.indexOf(term);
  while (at !== -1) {
    const startsField = at === 0 || hay.charCodeAt(at - 1) === 10;
    const end = at + term.length;
    if (startsField && (end === hay.length || hay.charCodeAt(end) === 10)) return TIER.exact;
    const tier = startsField ? TIER.prefix : BOUNDARY.has(hay[at - 1]) ? TIER.word : TIER.substring;
    if (tier > best) best = tier;
    at = hay.indexOf(term, at + 1);
  }
  return best;
}

/** Every character of `query` (spaces ignored) appears in order within one haystack. */
function isSubsequence(hay: string, query: string): boolean {
  let at = 0;
  for (let i = 0; i < query.length; i++) {
    const ch = query[i];
    if (ch === ' ') continue;
    at = hay.indexOf(ch, at);
    if (at === -1) return false;
    at++;
  }
  return true;
}

/** Tier of a whole query: the full text first; several words each matching rank as a word match at best. */
function queryTier(hay: string, query: string, terms: readonly string[]): Tier {
  const whole = termTier(hay, query);
  if (whole !== TIER.none || terms.length < 2) return whole;
  let worst: Tier = TIER.word;
  for (const term of terms) {
    const tier = termTier(hay, term);
    if (tier === TIER.none) return TIER.none;
    if (tier < worst) worst = tier;
  }
  return worst;
}

/** The tier for one item's fields; exported for tests and small lists. */
export function matchTier(query: string, fields: readonly string[]): Tier {
  const q = normalizeQuery(query);
  if (!q) return TIER.none;
  const hay = stripControl(fields.join(SEP).toLowerCase(), true);
  const terms = q.split(' ');
  const tier = queryTier(hay, q, terms);
  if (tier !== TIER.none) return tier;
  // Only a single word is also tried loosely; several words match word by word.
  return terms.length === 1 && isSubsequence(hay, q) ? TIER.fuzzy : TIER.none;
}

/** A bounded, sorted top-k: cheap because most candidates lose to the current worst. */
class TopK {
  readonly idx: number[] = [];
  readonly tier: number[] = [];
  readonly rec: number[] = [];
  readonly len: number[] = [];
  constructor(readonly k: number) {}

  /** True when (t, r, l, i) would rank before position p. */
  private before(p: number, t: number, r: number, l: number, i: number): boolean {
    if (t !== this.tier[p]) return t > this.tier[p];
    if (r !== this.rec[p]) return r > this.rec[p];
    if (l !== this.len[p]) return l < this.len[p];
    return i < this.idx[p];
  }

  offer(i: number, t: number, r: number, l: number) {
    const n = this.idx.length;
    if (n === this.k && !this.before(n - 1, t, r, l, i)) return;
    let p = n === this.k ? n - 1 : n;
    while (p > 0 && this.before(p - 1, t, r, l, i)) p--;
    this.idx.splice(p, 0, i);
    this.tier.splice(p, 0, t);
    this.rec.splice(p, 0, r);
    this.len.splice(p, 0, l);
    if (this.idx.length > this.k) {
      this.idx.pop();
      this.tier.pop();
      this.rec.pop();
      this.len.pop();
    }
  }
}

// Char codes after which a match starts a word (the same set as BOUNDARY).
const WORD_START = new Uint8Array(128);
for (const ch of BOUNDARY) WORD_START[ch.charCodeAt(0)] = 1;
/** Between items in the joined text; a query never contains it. */
const ITEM_SEP = '\u0000';

/**
 * The index keeps every item's lower-cased fields in ONE string (items split by NUL,
 * fields by newline), so a keystroke is a handful of native indexOf scans over it,
 * walking the hits in order, instead of 100,000 small calls.
 */
export function createSearchIndex<T>(items: readonly T[], options: IndexOptions<T>): SearchIndex<T> {
  const n = items.length;
  const mainLength = new Uint32Array(n);
  const keyToIndex = new Map<string, number>();
  const parts: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const fields = options.fields(items[i]);
    parts[i] = stripControl(fields.join(SEP).toLowerCase(), true);
    mainLength[i] = fields[0]?.length ?? 0;
    keyToIndex.set(options.key(items[i]), i);
  }
  const text = ITEM_SEP + parts.join(ITEM_SEP) + ITEM_SEP;
  // starts[i]: where item i begins; starts[n]: past the end (a sentinel for the walk).
  const starts = new Int32Array(n + 1);
  let offset = 1;
  for (let i = 0; i < n; i++) {
    starts[i] = offset;
    offset += parts[i].length + 1;
  }
  starts[n] = text.length + 1;
  let recency = new Float64Array(n);
  const best = new Uint8Array(n);
  const longest = new Uint8Array(n);
  // The last search's matches: while the user keeps typing (the query grows), only
  // they can match, so the next keystroke looks at them alone.
  let last: { query: string; hits: Int32Array } = { query: '', hits: new Int32Array(0) };

  /** Tier of `t` per item into `into` (zeroed first), by scanning the joined text once. */
  function scan(t: string, into: Uint8Array) {
    into.fill(0);
    let item = 0;
    let at = text.indexOf(t);
    while (at !== -1) {
      while (starts[item + 1] <= at) item++;
      const before = text.charCodeAt(at - 1);
      let tier: number;
      if (before === 0 || before === 10) {
        const after = text.charCodeAt(at + t.length);
        tier = after === 0 || after === 10 ? TIER.exact : TIER.prefix;
      } else {
        tier = before < 128 && WORD_START[before] ? TIER.word : TIER.substring;
      }
      if (tier > into[item]) into[item] = tier;
      at = text.indexOf(t, at + 1);
    }
  }

  /** Every item's tier for the query into `best`; returns the matching items. */
  function match(q: string, terms: string[]): Int32Array {
    best.fill(0);
    const found: number[] = [];
    if (last.query && q.startsWith(last.query)) {
      for (const i of last.hits) {
        const tier = queryTier(parts[i], q, terms);
        if (tier) {
          best[i] = tier;
          found.push(i);
        }
      }
      return Int32Array.from(found);
    }
    if (terms.length === 1) {
      scan(q, best);
    } else {
      // Only items holding the longest word can match: scan for it, judge just those.
      const [first] = [...terms].sort((a, b) => b.length - a.length);
      scan(first, longest);
      for (let i = 0; i < n; i++) if (longest[i]) best[i] = queryTier(parts[i], q, terms);
    }
    for (let i = 0; i < n; i++) if (best[i]) found.push(i);
    return Int32Array.from(found);
  }

  return {
    size: n,
    setRecency(scores) {
      recency = new Float64Array(n);
      for (const [key, score] of scores) {
        const i = keyToIndex.get(key);
        if (i !== undefined) recency[i] = score;
      }
    },
    search(query, limit = 50) {
      const q = normalizeQuery(query);
      if (!q || limit <= 0) return [];
      const terms = q.split(' ');
      const hits = match(q, terms);
      last = { query: q, hits };
      const top = new TopK(limit);
      for (const i of hits) top.offer(i, best[i], recency[i], mainLength[i]);
      // Fuzzy matches can only fill places the better tiers left empty; several words
      // are matched word by word, so only a single word is also tried loosely.
      if (hits.length < limit && terms.length === 1) {
        for (let i = 0; i < n; i++) {
          if (!best[i] && isSubsequence(parts[i], q)) top.offer(i, TIER.fuzzy, recency[i], mainLength[i]);
        }
      }
      return top.idx.map((i, p) => ({ item: items[i], tier: top.tier[p] as Tier }));
    },
  };
}

/** Ranks a small list (commands) in one call. */
export function rankItems<T>(items: readonly T[], query: string, options: IndexOptions<T> & { recency?: ReadonlyMap<string, number>; limit?: number }): Ranked<T>[] {
  const index = createSearchIndex(items, options);
  if (options.recency) index.setRecency(options.recency);
  return index.search(query, options.limit ?? items.length);
}
