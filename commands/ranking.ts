/**
 * Ranking for the palette: exact > prefix > word > substring > fuzzy, ties by recency.
 * Built for jump-to-machine over 100,000 machines within one frame per keystroke:
 * - fields are lower-cased once into one joined string, so a scan is a handful of native
 *   `indexOf` calls, keeping only the best `limit` results (no sort of the whole list);
 * - short queries ("w", "ko") are in nearly every item but start few words: when enough
 *   items match at a word start, only those places are looked at (ranking-text.ts
 *   `indexHeads`), and up to three characters read a list ordered in advance;
 * - while the query grows, only the last matches are looked at again;
 * - a scan looks for the query from its rarest pair of characters, and for several words
 *   looks for the rarest word;
 * - the costlier fuzzy pass runs only when the better tiers leave room, and stops once it
 *   has filled them (items are tried shortest first, the order ties rank in).
 *
 *   const index = createSearchIndex(machines, { key: (m) => `vm:${m[0]}`, fields: (m) => [m[1], m[2], m[3], String(m[0])] });
 *   index.setRecency(new Map([['vm:42', 3]]));   // higher = more recent/frequent
 *   index.search('whitefield gym', 50)           // → [{ item, tier }, …] best first
 */

import { ITEM_SEP, PairCounts, SEP, TIER, TopK, charMask, finish, indexHeads, isSubsequence, orderByLength, queryTier, rarestOf, stripControl, termTier, tierAt, type Steps, type Tier } from './ranking-text.ts';

export { TIER, finish, type Steps, type Tier } from './ranking-text.ts';

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
/** Pause after every this many items while building (a few milliseconds of work). */
const ITEM_STEP = 0x3ff;

/**
 * The index keeps every item's lower-cased fields in ONE string (items split by NUL,
 * fields by newline), so a keystroke is a handful of native indexOf scans over it,
 * walking the hits in order, instead of 100,000 small calls.
 */
export function createSearchIndex<T>(items: readonly T[], options: IndexOptions<T>): SearchIndex<T> {
  return finish(buildSearchIndex(items, options));
}

/** The same index, built in steps (see Steps): the browser builds the machine index between frames. */
export function* buildSearchIndex<T>(items: readonly T[], options: IndexOptions<T>): Steps<SearchIndex<T>> {
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
    if ((i & ITEM_STEP) === ITEM_STEP) yield;
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
  const holding = new Uint8Array(n);
  const found = new Int32Array(n);
  // Word starts pay off on long lists; a short one (the commands) is scanned whole.
  const heads = n >= HEADS_FROM ? yield* indexHeads(text, starts, mainLength) : null;
  const counts = n >= HEADS_FROM ? yield* PairCounts.count(text) : null;
  const byLength = orderByLength(mainLength);
  const lengthRank = new Int32Array(n);
  byLength.forEach((i, rank) => (lengthRank[i] = rank));
  // The character masks in that order: the loose pass reads them one after another.
  const masksByLength = byLength.map((i) => masks[i]);
  const tried = new Uint8Array(n);
  /** The word of several a scan looks for: the one with the fewest places it can be. */
  const scanTerm = (terms: readonly string[]) => (counts && terms.length > 1 ? rarestOf(terms, (t) => counts.bound(t)) : terms[0]);
  /** The word the word-start pass follows: the one starting the fewest words. */
  const leadTerm = (terms: readonly string[]) => (terms.length > 1 ? rarestOf(terms, (t) => heads?.places(t)?.length ?? 0) : terms[0]);
  // The last search's matches: while the user keeps typing (the query grows), only they
  // can match, so the next keystroke looks at them alone. `fuzzy` (when that search tried
  // loose matches) holds the items that matched only loosely among those tried: every
  // recent item and the shortest-first order up to `tried` (see addLoose). With `hits`,
  // they are all the items before that point the longer query can still match loosely.
  type Last = { query: string; hits: Int32Array; fuzzy: Int32Array | null; tried: number };
  let last: Last = { query: '', hits: new Int32Array(0), fuzzy: null, tried: 0 };
  const forget = () => (last = { query: '', hits: new Int32Array(0), fuzzy: null, tried: 0 });
  // The last word-start pass's matches, all of them (and for one word, where it starts a
  // word): a longer query's are among them.
  let lastHeads: { query: string; items: Int32Array; places: Int32Array | null } | null = null;

  /** Tier of `t` per item into `into` (zeroed first), by scanning the joined text once. */
  function scan(t: string, into: Uint8Array) {
    into.fill(0);
    let item = 0;
    // Looked for from its rarest pair, each find checked for the whole word.
    const skip = counts ? counts.rarestPair(t) : 0;
    const tail = t.slice(skip);
    for (let hit = text.indexOf(tail); hit !== -1; hit = text.indexOf(tail, hit + 1)) {
      const at = hit - skip;
      if (skip && (at < 0 || !text.startsWith(t, at))) continue;
      while (starts[item + 1] <= at) item++;
      const tier = tierAt(text, at, t.length);
      if (tier > into[item]) into[item] = tier;
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
      // Only items holding every word can match: scan for the rarest, judge just those.
      scan(scanTerm(terms), holding);
      for (let i = 0; i < n; i++) if (holding[i]) best[i] = queryTier(parts[i], q, terms);
    }
    for (let i = 0; i < n; i++) if (best[i]) found[count++] = i;
    return found.slice(0, count);
  }

  /**
   * One to three characters, the commonest keystrokes: their items come pre-ordered
   * (Heads.ordered), so the top is the first `limit` equally-unused ones plus the recently
   * used, ranked. Null for several words, longer words, or too few items.
   */
  function searchPreordered(q: string, limit: number): Ranked<T>[] | null {
    const order = q.includes(' ') ? undefined : heads?.ordered(q);
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
    // Substrings were not looked for: the next full match must scan afresh. Every word-start
    // match was, though: the next keystroke looks only at those places.
    forget();
    lastHeads = { query: q, items: order.items, places: heads!.places(q) ?? null };
    return top.idx.map((i, p) => ({ item: items[i], tier: top.tier[p] as Tier }));
  }

  /**
   * When at least `limit` items match by a field or a word start, no mere substring can
   * make the top, so only the places where one of the query's words starts a field or a
   * word are looked at: short queries such as "w" or "ko" are in nearly every item, but
   * start few words. While the query grows, only the last such matches are looked at.
   * Null when there are too few such matches.
   */
  function searchHeads(q: string, terms: readonly string[], limit: number): Ranked<T>[] | null {
    const top = new TopK(limit);
    let matched = 0;
    const offer = (i: number, tier: number) => {
      if (tier < TIER.word) return;
      found[matched++] = i;
      top.offer(i, tier, recency[i], mainLength[i]);
    };
    const single = terms.length === 1;
    const narrow = lastHeads && q.startsWith(lastHeads.query) ? lastHeads : null;
    let kept: Int32Array | null = null;
    if (narrow && !single) {
      for (const i of narrow.items) offer(i, queryTier(parts[i], q, terms));
    } else {
      const lead = leadTerm(terms);
      const places = (single && narrow?.places) || heads?.places(lead);
      if (!places || places.length < limit) return null;
      // One word: where it starts a word, for the next keystroke to look at alone.
      kept = single ? new Int32Array(places.length) : null;
      let keptCount = 0;
      let item = -1;
      let tier = 0;
      // Several words: the lead word starting a word is necessary, not sufficient.
      const flush = () => item !== -1 && offer(item, single ? tier : queryTier(parts[item], q, terms));
      for (const at of places) {
        if (lead.length > 1 && !text.startsWith(lead, at)) continue;
        if (kept) kept[keptCount++] = at;
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
      kept = kept?.subarray(0, keptCount) ?? null;
    }
    if (matched < limit) {
      lastHeads = null;
      return null;
    }
    lastHeads = { query: q, items: found.slice(0, matched), places: kept };
    // Substrings were not looked for: the next full match must scan afresh.
    forget();
    return top.idx.map((i, p) => ({ item: items[i], tier: top.tier[p] as Tier }));
  }

  /**
   * Loose (fuzzy) matches into `top` for the `room` places the better tiers left: every
   * recent item, then the rest shortest first (the order ties rank in), stopping once the
   * room is filled. When the query grew, only what the last pass could still match is tried
   * again, and the walk resumes where it stopped.
   */
  function addLoose(q: string, top: TopK, room: number, previous: Last): { fuzzy: Int32Array; tried: number } {
    const needed = charMask(q);
    let count = 0;
    const tryItem = (i: number) => {
      const loose = !best[i] && (masks[i] & needed) === needed && isSubsequence(parts[i], q);
      if (loose) {
        found[count++] = i;
        top.offer(i, TIER.fuzzy, recency[i], mainLength[i]);
      }
      // 2: matched loosely, 1: tried and did not.
      tried[i] = loose ? 2 : 1;
    };
    tried.fill(0);
    const resume = previous.fuzzy && previous.query && q.startsWith(previous.query);
    const from = resume ? previous.tried : 0;
    let taken = 0;
    if (resume) {
      for (const i of previous.hits) tryItem(i);
      for (const i of previous.fuzzy!) tryItem(i);
      for (let c = 0; c < count; c++) if (recency[found[c]] === 0 && lengthRank[found[c]] < from) taken++;
    } else {
      for (const i of recent) if (recency[i] !== 0) tryItem(i);
    }
    let j = from;
    for (; j < n && taken < room; j++) {
      if ((masksByLength[j] & needed) !== needed) continue;
      const i = byLength[j];
      if (recency[i] !== 0) continue;
      if (!tried[i]) tryItem(i);
      if (tried[i] === 2) taken++;
    }
    return { fuzzy: found.slice(0, count), tried: j };
  }

  return {
    size: n,
    setRecency(scores) {
      // What the last search tried assumed the old recency (recent items were tried apart).
      forget();
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
      const headCount = lastHeads && q.startsWith(lastHeads.query) ? lastHeads.items.length : (heads?.places(leadTerm(terms))?.length ?? 0);
      const narrowing = last.query !== '' && q.startsWith(last.query) && last.hits.length < headCount;
      if (!narrowing) {
        const quick = searchPreordered(q, limit) ?? searchHeads(q, terms, limit);
        if (quick) return quick;
      }
      const previous = last;
      const hits = match(q, terms);
      const top = new TopK(limit);
      for (const i of hits) top.offer(i, best[i], recency[i], mainLength[i]);
      // Fuzzy matches can only fill places the better tiers left empty; several words
      // are matched word by word, so only a single word is also tried loosely.
      const loose = hits.length < limit && terms.length === 1 ? addLoose(q, top, limit - hits.length, previous) : null;
      last = { query: q, hits, fuzzy: loose?.fuzzy ?? null, tried: loose?.tried ?? 0 };
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
