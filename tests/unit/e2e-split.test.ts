import { describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS, splitByDuration } from '../e2e/split.ts';

describe('splitting the e2e spec files between runs', () => {
  it('puts the longest file alone against the many short ones, every file exactly once', () => {
    const seconds = { 'a11y.spec.ts': 300, 'b.spec.ts': 100, 'c.spec.ts': 100, 'd.spec.ts': 60, 'e.spec.ts': 40 };
    const [first, second] = splitByDuration(Object.keys(seconds), seconds, 2);
    expect(first).toEqual(['a11y.spec.ts']);
    expect(second).toEqual(['b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts']);
  });

  it('counts a file it has no time for as DEFAULT_SECONDS', () => {
    const groups = splitByDuration(['new.spec.ts', 'old.spec.ts'], { 'old.spec.ts': DEFAULT_SECONDS + 1 }, 2);
    expect(groups).toEqual([['old.spec.ts'], ['new.spec.ts']]);
  });

  it('keeps the runs within one file of each other in time', () => {
    const seconds = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}.spec.ts`, (i * 37) % 50 + 1]));
    const totals = splitByDuration(Object.keys(seconds), seconds, 2).map((g) => g.reduce((n, f) => n + seconds[f]!, 0));
    expect(Math.abs(totals[0]! - totals[1]!)).toBeLessThanOrEqual(50);
    expect(totals[0]! + totals[1]!).toBe(Object.values(seconds).reduce((n, s) => n + s, 0));
  });
});
