/**
 * Ranking for the palette: exact > prefix > word > substring > fuzzy, ties by recency.
 * Built for jump-to-machine over 100,000 machines within one frame per keystroke:
 * - fields are lower-cased once into one joined string, so a scan is a handful of native
 *   `indexOf` calls, keeping only the best `limit` results (no sort of the whole list);
 * - short queries ("w", "ko") are in nearly every item but start few words: when enough
 *   items match at a word start, only those places are looked at (ranking-text.ts
 *   `indexHeads`), and one character reads a list ordered in advance;
 * - while the query grows, only the last matches are looked at again;
 * - the costlier fuzzy pass runs only when the better tiers leave room.
 *
 *   const index = createSearchIndex(machines, { key: (m) => `vm:${m[0]}`, fields: (m) => [m[1], m[2], m[3], String(m[0])] });
 *   index.setRecency(new Map([['vm:42', 3]]));   // higher = more recent/frequent
 *   index.search('whitefield gym', 50)           // → [{ item, tier }, …] best first
 */

import { ITEM_SEP, SEP, TIER, TopK, charMask, indexHeads, isSubsequence, longestOf, queryTier, stripControl, termTier, tierAt, type Tier } from './ranking-text.ts';

export { TIER, type Tier } from './ranking-text.ts';

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

export function normalizeQuery(query: string): string {
  return stripControl(query).trim().toLowerCase().replace(/\s+/g, ' ');
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

const HEADS_FROM = 1000;

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
  const masks = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const fields = options.fields(items[i]);
    parts[i] = stripControl(fields.join(SEP).toLowerCase(), true);
    masks[i] = charMask(parts[i]);
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
  const recency = new Float64Array(n);
  let recent: number[] = [];
  const best = new Uint8Array(n);
  const longest = new Uint8Array(n);
  const found = new Int32Array(n);
  // Word starts pay off on long lists; a short one (the commands) is scanned whole.
  const heads = n >= HEADS_FROM ? indexHeads(text, starts, mainLength) : null;
  // The last search's matches: while the user keeps typing (the query grows), only they
  // can match, so the next keystroke looks at them alone. `fuzzy` (when that search tried
  // loose matches) holds the items that matched only loosely: together with `hits`, every
  // item the longer query can still match loosely.
  let last: { query: string; hits: Int32Array; fuzzy: Int32Array | null } = { query: '', hits: new Int32Array(0), fuzzy: null };

  /** Tier of `t` per item into `into` (zeroed first), by scanning the joined text once. */
  function scan(t: string, into: Uint8Array) {
    into.fill(0);
    let item = 0;
    let at = text.indexOf(t);
    while (at !== -1) {
      while (starts[item + 1] <= at) item++;
      const tier = tierAt(text, at, t.length);
      if (tier > into[item]) into[item] = tier;
      at = text.indexOf(t, at + 1);
    }
  }

  /** Every item's tier for the query into `best`; returns the matching items. */
  function match(q: string, terms: string[]): Int32Array {
    best.fill(0);
    let count = 0;
    if (last.query && q.startsWith(last.query)) {
      for (const i of last.hits) {
        const tier = queryTier(parts[i], q, terms);
        if (tier) {
          best[i] = tier;
          found[count++] = i;
        }
      }
      return found.slice(0, count);
    }
    if (terms.length === 1) {
      scan(q, best);
    } else {
      // Only items holding the longest word can match: scan for it, judge just those.
      scan(longestOf(terms), longest);
      for (let i = 0; i < n; i++) if (longest[i]) best[i] = queryTier(parts[i], q, terms);
    }
    for (let i = 0; i < n; i++) if (best[i]) found[count++] = i;
    return found.slice(0, count);
  }

  /**
   * One character, the commonest keystroke: its items come pre-ordered (Heads.firstCharacter),
   * so the top is the first `limit` equally-unused ones plus the recently used, ranked.
   */
  function searchOneCharacter(q: string, limit: number): Ranked<T>[] | null {
    const order = heads?.firstCharacter(q.charCodeAt(0));
    if (!order || order.items.length < limit) return null;
    const top = new TopK(limit);
    for (let j = 0, taken = 0; j < order.items.length && taken < limit; j++) {
      const i = order.items[j];
      if (recency[i] !== 0) continue;
      top.offer(i, order.tiers[j], 0, mainLength[i]);
      taken++;
    }
    for (const i of recent) {
      const tier = recency[i] === 0 ? TIER.none : termTier(parts[i], q);
      if (tier >= TIER.word) top.offer(i, tier, recency[i], mainLength[i]);
    }
    // Not every match was found: the next keystroke must scan afresh.
    last = { query: '', hits: new Int32Array(0), fuzzy: null };
    return top.idx.map((i, p) => ({ item: items[i], tier: top.tier[p] as Tier }));
  }

  /**
   * When at least `limit` items match by a field or a word start, no mere substring can
   * make the top, so only the places where the query's longest word starts a field or a
   * word are looked at: short queries such as "w" or "ko" are in nearly every item, but
   * start few words. Null when there are too few such matches.
   */
  function searchHeads(q: string, terms: readonly string[], limit: number): Ranked<T>[] | null {
    const lead = terms.length === 1 ? q : longestOf(terms);
    const places = heads?.places(lead);
    if (!places || places.length < limit) return null;
    const top = new TopK(limit);
    let matched = 0;
    let item = -1;
    let tier = 0;
    const flush = () => {
      if (item === -1) return;
      // Several words: the lead word starting a word is necessary, not sufficient.
      const final = terms.length === 1 ? tier : queryTier(parts[item], q, terms);
      if (final < TIER.word) return;
      matched++;
      top.offer(item, final, recency[item], mainLength[item]);
    };
    for (const at of places) {
      if (lead.length > 1 && !text.startsWith(lead, at)) continue;
      const here = tierAt(text, at, lead.length);
      // Places come in text order, so one item's places are next to each other.
      if (item === -1 || at >= starts[item + 1]) {
        flush();
        item++;
        while (starts[item + 1] <= at) item++;
        tier = here;
      } else if (here > tier) {
        tier = here;
      }
    }
    flush();
    if (matched < limit) return null;
    // Not every match was found: the next keystroke must scan afresh.
    last = { query: '', hits: new Int32Array(0), fuzzy: null };
    return top.idx.map((i, p) => ({ item: items[i], tier: top.tier[p] as Tier }));
  }

  return {
    size: n,
    setRecency(scores) {
      for (const i of recent) recency[i] = 0;
      recent = [];
      for (const [key, score] of scores) {
        const i = keyToIndex.get(key);
        if (i !== undefined) {
          recency[i] = score;
          recent.push(i);
        }
      }
    },
    search(query, limit = 50) {
      const q = normalizeQuery(query);
      if (!q || limit <= 0) return [];
      const terms = q.split(' ');
      // Narrowing the last matches is cheaper when they are fewer than the word starts.
      const narrowing = last.query !== '' && q.startsWith(last.query) && last.hits.length < (heads?.places(longestOf(terms))?.length ?? 0);
      if (!narrowing) {
        const quick = (q.length === 1 ? searchOneCharacter(q, limit) : null) ?? searchHeads(q, terms, limit);
        if (quick) return quick;
      }
      const previous = last;
      const hits = match(q, terms);
      const top = new TopK(limit);
      for (const i of hits) top.offer(i, best[i], recency[i], mainLength[i]);
      // Fuzzy matches can only fill places the better tiers left empty; several words
      // are matched word by word, so only a single word is also tried loosely.
      let fuzzy: Int32Array | null = null;
      if (hits.length < limit && terms.length === 1) {
        let count = 0;
        const needed = charMask(q);
        const tryLoosely = (i: number) => {
          if (!best[i] && (masks[i] & needed) === needed && isSubsequence(parts[i], q)) {
            found[count++] = i;
            top.offer(i, TIER.fuzzy, recency[i], mainLength[i]);
          }
        };
        // A longer query matches loosely only items the shorter one matched at all.
        if (previous.fuzzy && previous.query && q.startsWith(previous.query)) {
          for (const i of previous.hits) tryLoosely(i);
          for (const i of previous.fuzzy) tryLoosely(i);
        } else {
          for (let i = 0; i < n; i++) tryLoosely(i);
        }
        fuzzy = found.slice(0, count);
      }
      last = { query: q, hits, fuzzy };
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
