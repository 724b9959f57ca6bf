/** A seeded PRNG (mulberry32) so that every seed run writes the same rows. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => roundRobin(items, Math.floor(next() * items.length)),
    chance: (p) => next() < p,
  };
}

/**
 * The item at `index` (≥ 0), wrapping around the list: how the seed spreads rows over
 * warehouses, stores and partners. Every list it gets was seeded above it, so an empty one
 * is a bug. Items may themselves be undefined (a test picks an absent search), hence the
 * length check rather than a check of the item.
 */
export function roundRobin<T>(items: readonly T[], index: number): T {
  if (!items.length) throw new Error('Expected a non-empty list to choose from.');
  return items[index % items.length] as T;
}

/** Inserts rows in chunks that stay under Postgres's parameter limit. */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
