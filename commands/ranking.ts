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

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
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
  const hay = fields.map((f) => f.toLowerCase()).join(SEP);
  const tier = queryTier(hay, q, q.split(' '));
  if (tier !== TIER.none) return tier;
  return isSubsequence(hay, q) ? TIER.fuzzy : TIER.none;
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

export function createSearchIndex<T>(items: readonly T[], options: IndexOptions<T>): SearchIndex<T> {
  const n = items.length;
  const hays: string[] = new Array(n);
  const mainLength = new Uint32Array(n);
  const keyToIndex = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const fields = options.fields(items[i]);
    hays[i] = fields.join(SEP).toLowerCase();
    mainLength[i] = fields[0]?.length ?? 0;
    keyToIndex.set(options.key(items[i]), i);
  }
  let recency = new Float64Array(n);

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
      const top = new TopK(limit);
      const unmatched: number[] = [];
      for (let i = 0; i < n; i++) {
        const tier = queryTier(hays[i], q, terms);
        if (tier === TIER.none) unmatched.push(i);
        else top.offer(i, tier, recency[i], mainLength[i]);
      }
      // Fuzzy matches can only fill places the better tiers left empty.
      if (top.idx.length < limit) {
        for (const i of unmatched) if (isSubsequence(hays[i], q)) top.offer(i, TIER.fuzzy, recency[i], mainLength[i]);
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
