/**
 * The pieces ranking.ts is built from: tiers, the joined-text format, per-item tiering,
 * a bounded top-k, and the index of places where words start.
 */

/**
 * A build that pauses now and then (`yield`), so a caller in the browser can spread the
 * index of 100,000 machines over several tasks instead of one that blocks input for most of
 * a second. `finish` runs one to the end at once.
 */
export type Steps<R> = Generator<void, R, void>;

export function finish<R>(steps: Steps<R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Pause after every this many characters of a walk over the joined text (well under a millisecond). */
const TEXT_STEP = 0x3fff;

/** Match quality, best first. */
export const TIER = { exact: 5, prefix: 4, word: 3, substring: 2, fuzzy: 1, none: 0 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

// Fields are joined with a character no one types, so a match never spans two fields.
export const SEP = '\n';
export const BOUNDARY = new Set([' ', '-', '_', ',', '/', '.', '(', ')', ':', '#', '@', '&', SEP]);

// \p{Cc}, with and without the newline: most texts hold none, and a test is several times
// cheaper than a replace (a tenth of a second over 100,000 machines).
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_NEWLINE = /[^\P{Cc}\n]/u;

/** Control characters never take part in a match (they separate fields and items in the index). */
export function stripControl(value: string, keepNewlines = false): string {
  if (!(keepNewlines ? CONTROL_BUT_NEWLINE : CONTROL).test(value)) return value;
  return value.replace(/\p{Cc}/gu, (ch) => (keepNewlines && ch === SEP ? ch : ' '));
}

// Char codes after which a match starts a word (the same set as BOUNDARY).
const WORD_START = new Uint8Array(128);
for (const ch of BOUNDARY) WORD_START[ch.charCodeAt(0)] = 1;
/** Between items in the joined text; a query never contains it. */
export const ITEM_SEP = '\u0000';

/** The tier of a match of `length` characters at `at` in the joined text (between NUL/newline-separated fields). */
export function tierAt(text: string, at: number, length: number): number {
  const before = text.charCodeAt(at - 1);
  if (before === 0 || before === 10) {
    const after = text.charCodeAt(at + length);
    return after === 0 || after === 10 ? TIER.exact : TIER.prefix;
  }
  return before < 128 && WORD_START[before] ? TIER.word : TIER.substring;
}

/** Best tier of one term within a haystack of joined, lower-cased fields. */
export function termTier(hay: string, term: string): Tier {
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

/**
 * Which letters and digits a text holds, a bit each (digits share six bits): an item whose
 * mask lacks a bit of the query's cannot hold it even loosely, so most items are ruled out
 * before the costlier `isSubsequence`. Other characters set no bit and rule nothing out.
 */
export function charMask(text: string): number {
  let mask = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) % 6));
  }
  return mask;
}

/** Every character of `query` (spaces ignored) appears in order within one haystack. */
export function isSubsequence(hay: string, query: string): boolean {
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

/**
 * Tier of a whole query: the full text as typed, or word by word (each word matching
 * somewhere; several words rank as a word match at best), whichever is better.
 */
export function queryTier(hay: string, query: string, terms: readonly string[]): Tier {
  const whole = termTier(hay, query);
  if (whole >= TIER.word || terms.length < 2) return whole;
  let worst: Tier = TIER.word;
  for (const term of terms) {
    const tier = termTier(hay, term);
    if (tier === TIER.none) return whole;
    if (tier < worst) worst = tier;
  }
  return worst > whole ? worst : whole;
}

/**
 * How often characters and pairs of adjacent characters occur in the joined text, to pick
 * what a scan looks for: `indexOf` is slow when the pattern's start is everywhere ("vm-"
 * begins every machine code), fast from a rarer pair inside it.
 */
export class PairCounts {
  private readonly pairs = new Uint32Array(65536);
  private readonly singles = new Uint32Array(65536);

  static *count(text: string): Steps<PairCounts> {
    const counts = new PairCounts();
    let before = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      counts.singles[code]++;
      counts.pairs[((before & 0xff) << 8) | (code & 0xff)]++;
      before = code;
      if ((at & TEXT_STEP) === TEXT_STEP) yield;
    }
    return counts;
  }

  /** At least how often `word` occurs: the count of its rarest pair (of the character, for one). */
  bound(word: string): number {
    if (word.length === 1) return this.singles[word.charCodeAt(0)];
    return this.pairs[this.pairAt(word, this.rarestPair(word))];
  }

  /** Where in `word` its rarest pair starts (0 for a single character). */
  rarestPair(word: string): number {
    let best = 0;
    for (let at = 1; at < word.length - 1; at++) if (this.pairs[this.pairAt(word, at)] < this.pairs[this.pairAt(word, best)]) best = at;
    return best;
  }

  private pairAt(word: string, at: number): number {
    return ((word.charCodeAt(at) & 0xff) << 8) | (word.charCodeAt(at + 1) & 0xff);
  }
}

/** The word of `terms` with the fewest occurrences by `count` (the first of equals). */
export function rarestOf(terms: readonly string[], count: (term: string) => number): string {
  let best = terms[0];
  let fewest = count(best);
  for (let t = 1; t < terms.length; t++) {
    const here = count(terms[t]);
    if (here < fewest) [best, fewest] = [terms[t], here];
  }
  return best;
}

/** Item indexes ordered by their main field's length, then index: how equally matched, equally recent items rank. */
export function orderByLength(mainLength: Uint32Array): Int32Array {
  let longest = 0;
  for (const length of mainLength) if (length > longest) longest = length;
  const counts = new Uint32Array(longest + 2);
  for (const length of mainLength) counts[length + 1]++;
  for (let k = 1; k < counts.length; k++) counts[k] += counts[k - 1];
  const order = new Int32Array(mainLength.length);
  for (let i = 0; i < mainLength.length; i++) order[counts[mainLength[i]]++] = i;
  return order;
}

/** A bounded, sorted top-k: cheap because most candidates lose to the current worst. */
export class TopK {
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

/** The items a short prefix starts a field or a word in, best first (see `indexHeads`). */
export interface PrefixOrder {
  items: Int32Array;
  tiers: Uint8Array;
}

/** Prefixes up to this long have their items ordered in advance. */
export const ORDERED_PREFIX = 3;

export interface Heads {
  /**
   * Where a field or a word starts with the word's first three characters (all of them, for
   * a shorter word) in the joined text, in text order: a superset of where it matches.
   */
  places(word: string): Int32Array | undefined;
  /**
   * For a word of at most ORDERED_PREFIX characters: the items in which it starts a field or
   * a word, each with its best such tier, ordered as ranking orders equally recent items:
   * tier, then the shorter main field, then the item's index. Undefined when nothing starts
   * with it, or some main field is too long to be ordered this way.
   */
  ordered(word: string): PrefixOrder | undefined;
}

// Main fields longer than this are not ordered by length here (see ordered).
const ORDERED_LENGTH = 255;

/** One number per prefix of 1 to 3 characters; the lengths cannot collide (no character is 0). */
function prefixKey(text: string, at: number, length: number): number {
  let key = 0;
  for (let k = 0; k < length; k++) key = key * 65536 + text.charCodeAt(at + k);
  return key;
}

/**
 * Where each prefix of 1 to 3 characters starts a field or a word: the only places a match
 * better than a substring can begin. Built once per index (text: the joined items; starts:
 * where each item begins, with a sentinel past the end).
 */
export function* indexHeads(text: string, starts: Int32Array, mainLength: Uint32Array): Steps<Heads> {
  // By length-1 prefix, then length 2, then 3: a longer query then looks at few places.
  const byPrefix = [new Map<number, number[]>(), new Map<number, number[]>(), new Map<number, number[]>()];
  for (let at = 1; at < text.length; at++) {
    if ((at & TEXT_STEP) === 0) yield;
    const code = text.charCodeAt(at);
    if (code === 0 || code === 10) continue;
    const before = text.charCodeAt(at - 1);
    if (before !== 0 && before !== 10 && !(before < 128 && WORD_START[before])) continue;
    for (let length = 1; length <= ORDERED_PREFIX; length++) {
      const last = text.charCodeAt(at + length - 1);
      if (length > 1 && (last === 0 || last === 10 || Number.isNaN(last))) break;
      const map = byPrefix[length - 1];
      const key = prefixKey(text, at, length);
      const list = map.get(key);
      if (list) list.push(at);
      else map.set(key, [at]);
    }
  }
  const places = byPrefix.map(() => new Map<number, Int32Array>());
  const orderable = mainLength.every((length) => length <= ORDERED_LENGTH);
  // Ordered up front (a linear pass over every place): the first keystrokes are the ones
  // people wait on, and the index is built once per session.
  const orders = places.map(() => new Map<number, PrefixOrder>());
  const counts = new Uint32Array(3 * (ORDERED_LENGTH + 1) + 1);
  for (let i = 0; i < byPrefix.length; i++) {
    for (const [key, list] of byPrefix[i]) {
      const at = Int32Array.from(list);
      places[i].set(key, at);
      if (orderable) orders[i].set(key, yield* orderPrefix(text, starts, mainLength, at, i + 1, counts));
      yield;
    }
  }
  const lookup = <V>(maps: Map<number, V>[], word: string) => {
    const length = Math.min(word.length, ORDERED_PREFIX);
    return length ? maps[length - 1].get(prefixKey(word, 0, length)) : undefined;
  };
  return {
    places: (word) => lookup(places, word),
    ordered: (word) => (word.length <= ORDERED_PREFIX ? lookup(orders, word) : undefined),
  };
}

/**
 * The best tier per item for a prefix of `length` characters at these places, sorted by
 * (tier, length, index) in linear time. `counts` is scratch space, reused between calls.
 */
function* orderPrefix(text: string, starts: Int32Array, mainLength: Uint32Array, places: Int32Array, length: number, counts: Uint32Array): Steps<PrefixOrder> {
  const items: number[] = [];
  const tiers: number[] = [];
  let item = -1;
  for (let p = 0; p < places.length; p++) {
    // A single letter starts a word in most machines: pause within its list too.
    if ((p & TEXT_STEP) === TEXT_STEP) yield;
    const at = places[p];
    const here = tierAt(text, at, length);
    if (item === -1 || at >= starts[item + 1]) {
      item++;
      while (starts[item + 1] <= at) item++;
      items.push(item);
      tiers.push(here);
    } else if (here > tiers[tiers.length - 1]) {
      tiers[tiers.length - 1] = here;
    }
  }
  // A stable counting sort on (tier, length): items were collected in index order.
  const keyOf = (j: number) => (TIER.exact - tiers[j]) * (ORDERED_LENGTH + 1) + mainLength[items[j]];
  counts.fill(0);
  for (let j = 0; j < items.length; j++) counts[keyOf(j) + 1]++;
  for (let k = 1; k < counts.length; k++) counts[k] += counts[k - 1];
  const order: PrefixOrder = { items: new Int32Array(items.length), tiers: new Uint8Array(items.length) };
  for (let j = 0; j < items.length; j++) {
    const to = counts[keyOf(j)]++;
    order.items[to] = items[j];
    order.tiers[to] = tiers[j];
  }
  return order;
}
