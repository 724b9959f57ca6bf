/** The coalescer behind presence and heartbeats: notes of one key merge, a flush writes each key once, in batches. */
import { describe, expect, it } from 'vitest';
import { Coalescer } from '../../server/device/coalescer.ts';

function recorder(options: { batchSize?: number; fail?: boolean } = {}) {
  const batches: { key: string; n: number }[][] = [];
  const coalescer = new Coalescer<string, { key: string; n: number }>({
    merge: (a, b) => ({ key: a.key, n: a.n + b.n }),
    write: (batch) => (options.fail ? Promise.reject(new Error('database down')) : Promise.resolve(void batches.push(batch))),
    intervalMs: 60_000,
    batchSize: options.batchSize,
    onError: () => {},
  });
  return { coalescer, batches };
}

describe('Coalescer', () => {
  it('merges notes of one key and writes each key once per flush', async () => {
    const { coalescer, batches } = recorder();
    for (let i = 0; i < 100; i++) coalescer.note(`m${i % 3}`, { key: `m${i % 3}`, n: 1 });
    expect(coalescer.size).toBe(3);
    await coalescer.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((v) => v.n).sort()).toEqual([33, 33, 34]);
    expect(coalescer.stats).toEqual({ notes: 100, batches: 1, written: 3 });
    await coalescer.flush();
    expect(batches).toHaveLength(1);
  });

  it('splits a large flush into batches of batchSize', async () => {
    const { coalescer, batches } = recorder({ batchSize: 4 });
    for (let i = 0; i < 10; i++) coalescer.note(String(i), { key: String(i), n: 1 });
    await coalescer.flush();
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
  });

  it('writes what arrives during a flush in the next one, never twice at once', async () => {
    let release!: () => void;
    const written: string[][] = [];
    const coalescer = new Coalescer<string, string>({
      merge: (_a, b) => b, intervalMs: 60_000,
      write: async (batch) => {
        if (!written.length) await new Promise<void>((r) => (release = r));
        written.push(batch);
      },
    });
    coalescer.note('a', 'a1');
    const first = coalescer.flush();
    await Promise.resolve();
    coalescer.note('a', 'a2');
    const second = coalescer.flush();
    release();
    await Promise.all([first, second]);
    expect(written).toEqual([['a1'], ['a2']]);
  });

  it('drops a failed batch without stopping later flushes', async () => {
    const { coalescer } = recorder({ fail: true });
    coalescer.note('a', { key: 'a', n: 1 });
    await expect(coalescer.flush()).resolves.toBeUndefined();
    expect(coalescer.size).toBe(0);
    expect(coalescer.stats.batches).toBe(0);
  });

  it('flushes by itself after the interval', async () => {
    const batches: string[][] = [];
    const coalescer = new Coalescer<string, string>({ merge: (_a, b) => b, write: async (b) => void batches.push(b), intervalMs: 10 });
    coalescer.note('a', 'x');
    await new Promise((r) => setTimeout(r, 50));
    expect(batches).toEqual([['x']]);
  });
});
