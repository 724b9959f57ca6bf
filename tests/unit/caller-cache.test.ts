// The session lookup cache of the server: a second of reuse, never past a write.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { createCallerCache, onlyReads } from '../../server/auth/caller-cache.ts';

function setup() {
  let now = 0;
  let lookups = 0;
  const cache = createCallerCache<{ user: string }>(1000, () => now);
  const lookup = async () => {
    lookups++;
    return { user: `row ${lookups}` };
  };
  return { cache, lookup, lookups: () => lookups, advance: (ms: number) => (now += ms) };
}

describe('caller cache', () => {
  it('answers a session looked up less than a second ago without a lookup, and looks again after', async () => {
    const { cache, lookup, lookups, advance } = setup();
    expect(await cache.resolve('a', lookup)).toEqual({ user: 'row 1' });
    advance(999);
    expect(await cache.resolve('a', lookup)).toEqual({ user: 'row 1' });
    advance(1);
    expect(await cache.resolve('a', lookup)).toEqual({ user: 'row 2' });
    expect(lookups()).toBe(2);
  });

  it('forgets everything at once, so a write is seen by the next request', async () => {
    const { cache, lookup } = setup();
    await cache.resolve('a', lookup);
    cache.forgetAll();
    expect(await cache.resolve('a', lookup)).toEqual({ user: 'row 2' });
  });

  it('does not keep a lookup that a write overtook', async () => {
    const { cache, lookup } = setup();
    let finish: (row: { user: string }) => void = () => undefined;
    const slow = cache.resolve('a', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetAll();
    finish({ user: 'read before the write' });
    expect(await slow).toEqual({ user: 'read before the write' });
    expect(await cache.resolve('a', lookup)).toEqual({ user: 'row 1' });
  });

  it('does not keep unknown tokens', async () => {
    const { cache } = setup();
    let lookups = 0;
    const missing = async () => (lookups++, undefined);
    await cache.resolve('guess', missing);
    await cache.resolve('guess', missing);
    expect(lookups).toBe(2);
  });

  it('counts as reads exactly the actions the contract marks kind read', () => {
    const reads = CATALOGUE.filter(onlyReads).map((spec) => spec.name);
    expect(reads).toEqual(expect.arrayContaining(['me', 'list.orders', 'get.order']));
    for (const name of ['logout', 'login', 'update.role', 'update.user', 'read.notifications', 'manage.material_transfer', 'refresh_token']) {
      expect(reads).not.toContain(name);
    }
    // A write whose name reads like a read is still a write: the name is not consulted.
    expect(onlyReads({ kind: 'write' })).toBe(false);
  });
});
