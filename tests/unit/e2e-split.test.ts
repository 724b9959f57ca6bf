import { describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS, SECONDS_PER_TEST, splitByDuration, testsPerFile } from '../e2e/split.ts';

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

  it('weighs each test\'s overhead, so a file of many short tests is not taken for a light one', () => {
    // Equal measured seconds: by durations alone a 2-to-2 split; the 40 tests' overhead is ~46 s more.
    const seconds = { 'many.spec.ts': 100, 'few.spec.ts': 100, 'c.spec.ts': 30, 'd.spec.ts': 30 };
    const tests = { 'many.spec.ts': 40, 'few.spec.ts': 1, 'c.spec.ts': 1, 'd.spec.ts': 1 };
    const groups = splitByDuration(Object.keys(seconds), seconds, 2, tests);
    expect(groups).toEqual([['many.spec.ts'], ['c.spec.ts', 'd.spec.ts', 'few.spec.ts']]);
  });

  it('ends the runs of the last CI together once the per-test overhead is counted', () => {
    // The run 1.5 min late had 132 tests against 51: every file here is its real seconds and count.
    const seconds: Record<string, number> = {};
    const tests: Record<string, number> = {};
    for (const [i, n] of [[307, 5], [92, 13], [84, 29], [48, 10], [35, 8], [33, 9], [29, 3], [28, 7], [28, 6], [28, 1]].entries()) {
      seconds[`f${i}.spec.ts`] = n![0]!;
      tests[`f${i}.spec.ts`] = n![1]!;
    }
    const wall = (files: string[]) => files.reduce((t, f) => t + seconds[f]! + SECONDS_PER_TEST * tests[f]!, 0);
    const [a, b] = splitByDuration(Object.keys(seconds), seconds, 2, tests).map(wall);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(30);
    const [c, d] = splitByDuration(Object.keys(seconds), seconds, 2).map(wall);
    expect(Math.abs(a! - b!)).toBeLessThan(Math.abs(c! - d!));
  });

  it('counts the tests of each file from Playwright\'s list, inside describes and loops', () => {
    const list = {
      suites: [
        { file: 'a.spec.ts', specs: [{ tests: [{}] }, { tests: [{}] }], suites: [{ file: 'a.spec.ts', specs: [{ tests: [{}, {}] }] }] },
        { file: 'b.spec.ts', specs: [{ tests: [{}] }] },
      ],
    };
    expect(testsPerFile(list)).toEqual({ 'a.spec.ts': 4, 'b.spec.ts': 1 });
  });
});
