/**
 * The palette's ranking (commands/ranking.ts): exact > prefix > word > substring > fuzzy,
 * ties by recency, and jump-to-machine over 100,000 machines. The speed part prints
 * figures per keystroke and asserts only how much work a keystroke does, never a time.
 */
import { describe, expect, it } from 'vitest';
import { TIER, buildSearchIndex, createSearchIndex, matchTier, rankItems } from '../../commands/ranking.ts';

type Machine = [number, string, string, string, 1 | 2 | 3];
const fields = (m: Machine) => [m[1], m[2], m[3], String(m[0])];
const key = (m: Machine) => `vm:${m[0]}`;

describe('matchTier', () => {
  it('orders exact > prefix > word > substring > fuzzy > none', () => {
    expect(matchTier('vm-00042', ['Koramangala Gym 04', 'VM-00042'])).toBe(TIER.exact);
    expect(matchTier('kora', ['Koramangala Gym 04'])).toBe(TIER.prefix);
    expect(matchTier('gym', ['Koramangala Gym 04'])).toBe(TIER.word);
    expect(matchTier('mangala', ['Koramangala Gym 04'])).toBe(TIER.substring);
    expect(matchTier('kgym', ['Koramangala Gym 04'])).toBe(TIER.fuzzy);
    expect(matchTier('xyz', ['Koramangala Gym 04'])).toBe(TIER.none);
  });

  it('ignores case and extra spaces, and matches words in any order', () => {
    expect(matchTier('  KORAMANGALA   gym ', ['Koramangala Gym 04'])).toBe(TIER.prefix);
    expect(matchTier('gym koramangala', ['Koramangala Gym 04'])).toBe(TIER.word);
    expect(matchTier('gym bengaluru', ['Koramangala Gym 04', 'VM-1', 'Koramangala, Bengaluru'])).toBe(TIER.word);
  });

  it('never matches across two fields', () => {
    // "04vm" would only exist if the name and the code were glued together.
    expect(matchTier('04vm', ['Gym 04', 'VM-1'])).toBe(TIER.fuzzy);
    expect(matchTier('04 vm', ['Gym 04', 'VM-1'])).toBe(TIER.word);
  });

  it('ranks words that each start a word as a word match, even when the phrase is also inside a word', () => {
    // "l mall" is inside "Bal|l Mall", but "l" starts "Lalbagh" and "mall" starts a word.
    expect(matchTier('l mall', ['Ball Mall', 'VM-9', 'Lalbagh'])).toBe(TIER.word);
    expect(matchTier('l mall', ['Ball Mall', 'VM-9', 'Bengaluru'])).toBe(TIER.substring);
  });

  it('reads control characters in a field as spaces', () => {
    expect(matchTier('cold drinks', ['cold\tdrinks'])).toBe(TIER.exact);
    expect(matchTier('cold drinks', ['cold\u0085drinks'])).toBe(TIER.exact);
    expect(matchTier('gym', ['Gym\u0000Lobby'])).toBe(TIER.prefix);
  });

  it('an empty query matches nothing', () => {
    expect(matchTier('   ', ['anything'])).toBe(TIER.none);
  });
});

describe('createSearchIndex', () => {
  const machines: Machine[] = [
    [1, 'Whitefield Gym 01', 'VM-00001', 'Whitefield, Bengaluru', 1],
    [2, 'Gym Whitefield Annex', 'VM-00002', 'Whitefield, Bengaluru', 1],
    [3, 'Koramangala Mall 02', 'VM-00003', 'Koramangala, Bengaluru', 2],
    [4, 'Indiranagar Gymkhana', 'VM-00004', 'Indiranagar, Bengaluru', 3],
    [5, 'Big Gym', 'VM-00005', 'Powai, Mumbai', 1],
    [42, 'Airport Lounge 42', 'VM-00042', 'Andheri East, Mumbai', 1],
  ];
  const index = createSearchIndex(machines, { key, fields });
  const ids = (query: string, limit?: number) => index.search(query, limit).map((r) => r.item[0]);

  it('ranks prefix before word before substring', () => {
    expect(ids('gym')).toEqual([2, 5, 1, 4]);
    expect(index.search('gym').map((r) => r.tier)).toEqual([TIER.prefix, TIER.word, TIER.word, TIER.word]);
  });

  it('finds a machine by id, code or location', () => {
    expect(ids('42')[0]).toBe(42);
    expect(ids('vm-00003')).toEqual([3]);
    expect(ids('powai')).toEqual([5]);
  });

  it('breaks ties by recency, then by the shorter name', () => {
    expect(ids('whitefield')).toEqual([1, 2]);
    index.setRecency(new Map([['vm:2', 5]]));
    expect(ids('whitefield')).toEqual([2, 1]);
    index.setRecency(new Map());
  });

  it('keeps only the best `limit` results', () => {
    expect(ids('bengaluru', 2)).toHaveLength(2);
    expect(ids('a', 100).length).toBeLessThanOrEqual(machines.length);
  });

  it('falls back to fuzzy matches only when there is room', () => {
    expect(ids('whitefield')).not.toContain(5);
    // "wfg": w…f…g in order, in "Whitefield Gym 01" and in "Gym Whitefield Annex … Bengaluru".
    expect(ids('wfg')).toEqual([1, 2]);
    expect(index.search('wfg').every((r) => r.tier === TIER.fuzzy)).toBe(true);
  });
});

describe('the index agrees with matchTier while the user types and deletes', () => {
  it('finds exactly the items matchTier finds, with the same tiers, keystroke by keystroke', () => {
    const machines = fleet(3000);
    const index = createSearchIndex(machines, { key, fields });
    const phrases = ['guindy hospital 42', 'vm-0012', 'gym whitefield', 'mall  pune', 'zq', 'hosp-tal', 'chennai, guindy'];
    const typed: string[] = [];
    for (const phrase of phrases) {
      for (let i = 1; i <= phrase.length; i++) typed.push(phrase.slice(0, i));
      // Backspacing: the query shrinks, so the index must not reuse the narrowed matches.
      for (let i = phrase.length - 1; i >= Math.max(1, phrase.length - 4); i--) typed.push(phrase.slice(0, i));
    }
    for (const query of typed) {
      const got = new Map(index.search(query, machines.length).map((r) => [r.item[0], r.tier]));
      const want = new Map<number, number>();
      for (const m of machines) {
        const tier = matchTier(query, fields(m));
        if (tier) want.set(m[0], tier);
      }
      expect(got, query).toEqual(want);
    }
  });
});

describe('the top results are the best of all matches, however they were found', () => {
  // Short queries are ranked from where words start (every item holds "a", few start a word
  // with it); the top must still be what ranking every single item would give.
  const machines = fleet(3000);
  const index = createSearchIndex(machines, { key, fields });
  const recency = new Map(machines.filter((_, i) => i % 97 === 0).map((m, i) => [key(m), (i % 5) + 1]));
  index.setRecency(recency);

  // Every item ranked once per query; each limit takes its top (a few seconds of sorting saved).
  const ranked = new Map<string, number[][]>();
  function bruteForce(query: string, limit: number) {
    if (!ranked.has(query)) {
      const scored = machines
        .map((m, i) => ({ m, i, tier: matchTier(query, fields(m)), recent: recency.get(key(m)) ?? 0 }))
        .filter((s) => s.tier > 0)
        .sort((a, b) => b.tier - a.tier || b.recent - a.recent || a.m[1].length - b.m[1].length || a.i - b.i);
      ranked.set(query, scored.map((s) => [s.m[0], s.tier]));
    }
    return ranked.get(query)!.slice(0, limit);
  }

  // Machine codes and names typed in full (the word-start pass runs out of matches part
  // way), loose words ("tkpk", "wfgx"), and words found from the rarest of them.
  const phrases = ['whitefield gym', 'vm-0001', 'vm-00123', 'g', '0', 'mall pu', 'tech park 01', 'hos', 'ko ma', 'guindy hospital 42', 'tkpk', 'wfgx', 'l mall'];
  it.each([1, 10, 50])('for every keystroke, forwards and backwards, at limit %i', (limit) => {
    for (const phrase of phrases) {
      const typed: string[] = [];
      for (let i = 1; i <= phrase.length; i++) typed.push(phrase.slice(0, i));
      for (let i = phrase.length - 1; i >= 1; i--) typed.push(phrase.slice(0, i));
      for (const query of typed) {
        const got = index.search(query, limit).map((r) => [r.item[0], r.tier]);
        expect(got, `${query} (limit ${limit})`).toEqual(bruteForce(query, limit));
      }
    }
  });
});

describe('rankItems (commands)', () => {
  const commands = [
    { id: 'go.products', title: 'Go to Products', keywords: ['catalogue'] },
    { id: 'add.product', title: 'Add product', keywords: [] },
    { id: 'go.refills', title: 'Go to Refills', keywords: ['refill plan'] },
  ];
  const rank = (query: string, recency?: Map<string, number>) =>
    rankItems(commands, query, { key: (c) => c.id, fields: (c) => [c.title, ...c.keywords, c.id], recency }).map((r) => r.item.id);

  it('matches titles and keywords', () => {
    expect(rank('catalogue')).toEqual(['go.products']);
    expect(rank('product')).toEqual(['add.product', 'go.products']);
  });

  it('lets recent use decide between equal matches', () => {
    expect(rank('product')[0]).toBe('add.product');
    expect(rank('product', new Map([['go.products', 10]]))[0]).toBe('go.products');
    expect(rank('go to', new Map([['go.refills', 10]]))).toEqual(['go.refills', 'go.products']);
  });
});

/** A fleet like the seed's, scaled up: site + place + number names, codes, locations. */
function fleet(n: number): Machine[] {
  const sites = ['Whitefield', 'Koramangala', 'Electronic City', 'Indiranagar', 'Andheri East', 'Powai', 'Saket', 'Hinjewadi', 'Guindy', 'Gachibowli'];
  const places = ['Tech Park', 'Metro Station', 'Hospital', 'College', 'Mall', 'Office Tower', 'Gym', 'Airport Lounge', 'Hostel', 'Bus Depot'];
  const cities = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune', 'Chennai', 'Hyderabad'];
  let seed = 7;
  const rnd = (k: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % k);
  return Array.from({ length: n }, (_, i) => {
    const site = sites[rnd(sites.length)];
    return [i + 1, `${site} ${places[rnd(places.length)]} ${String(i % 997).padStart(3, '0')}`, `VM-${String(i + 1).padStart(6, '0')}`, `${site}, ${cities[rnd(cities.length)]}`, 1];
  });
}

describe('loose matches while the query grows', () => {
  it('resumes where the last loose pass stopped, counting earlier matches only once', () => {
    const names = ['a b', 'a b', 'a xb z', 'a xb zz', 'ab and a long name z', 'ab and a longer name z'];
    const index = createSearchIndex(names, { key: (name) => name, fields: (name) => [name] });
    // "ab": two hits, the third place goes to the shortest loose match, and the pass stops there.
    expect(index.search('ab', 3).map((r) => r.item)).toEqual(['ab and a long name z', 'ab and a longer name z', 'a b']);
    // "abz" matches everything left only loosely: shortest first, the two former hits last.
    expect(index.search('abz', 3).map((r) => r.item)).toEqual(['a xb z', 'a xb zz', 'ab and a long name z']);
  });
});

describe('recent use changing while the user types', () => {
  it('ranks the next keystroke by the new recency', () => {
    const machines = fleet(3000);
    const index = createSearchIndex(machines, { key, fields });
    // "tp" and "tpa" match "Tech Park" loosely, hundreds of machines: the loose pass stops
    // once it has the 5 shortest, and the next keystroke would resume after them.
    const loosely = machines.filter((m) => matchTier('tpa', fields(m)) === TIER.fuzzy);
    expect(loosely.length).toBeGreaterThan(100);
    const late = loosely.reduce((a, b) => (b[1].length >= a[1].length ? b : a));
    expect(index.search('tp', 5).map((r) => r.item[0])).not.toContain(late[0]);
    index.setRecency(new Map([[key(late), 9]]));
    expect(index.search('tpa', 5)[0].item).toBe(late);
  });
});

describe('jump-to-machine at 100,000 machines', () => {
  const machines = fleet(100_000);
  const built = performance.now();
  const index = createSearchIndex(machines, { key, fields });
  const buildMs = performance.now() - built;

  it('finds the right machines for each keystroke of a search', () => {
    const target = machines[73_210];
    const typed = target[1].toLowerCase();
    const timings: number[] = [];
    for (let i = 1; i <= typed.length; i++) {
      const started = performance.now();
      const results = index.search(typed.slice(0, i), 50);
      timings.push(performance.now() - started);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(50);
    }
    // Names repeat in a big fleet; every machine of that name ranks as an exact match.
    const full = index.search(typed, 50);
    expect(full.map((r) => r.item)).toContain(target);
    expect(full.filter((r) => r.item[1] === target[1]).every((r) => r.tier === TIER.exact)).toBe(true);
    expect(index.search(target[2], 50)[0].item).toBe(target);
    // Worst case: a query that matches nothing runs the fuzzy pass over everything.
    const miss = performance.now();
    expect(index.search('zzqx', 50)).toEqual([]);
    const missMs = performance.now() - miss;
    const sorted = [...timings].sort((a, b) => a - b);
    console.log(
      `ranking 100,000 machines: index built in ${buildMs.toFixed(1)} ms; per keystroke median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, ` +
        `max ${sorted[sorted.length - 1].toFixed(2)} ms over ${timings.length} keystrokes; a miss ${missMs.toFixed(2)} ms (frame budget 16 ms)`,
    );
  });

  it('is built in small steps, for the browser to spread over many tasks, and ranks the same', () => {
    const steps = buildSearchIndex(machines, { key, fields });
    let pauses = 0;
    let longest = 0;
    for (;;) {
      const started = performance.now();
      const step = steps.next();
      longest = Math.max(longest, performance.now() - started);
      if (step.done) {
        for (const query of ['w', 'ko', 'whi', 'gym 4', 'vm-0731', 'zzqx']) expect(step.value.search(query, 50)).toEqual(index.search(query, 50));
        break;
      }
      pauses++;
    }
    // At least one pause per 1,024 machines, and more along the joined text and the word starts.
    expect(pauses).toBeGreaterThan(200);
    console.log(`ranking 100,000 machines in steps: ${pauses} pauses, the longest step ${longest.toFixed(1)} ms`);
  });

  it('returns at most `limit` results even when nearly every machine matches', () => {
    // "a" is in nearly every machine; the palette still renders only 50.
    expect(index.search('a', 50)).toHaveLength(50);
    expect(index.size).toBe(100_000);
  });
});
