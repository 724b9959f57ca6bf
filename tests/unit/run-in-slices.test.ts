/**
 * The palette's machine index is built a slice at a time (src/app/palette/run-in-slices.ts),
 * so typing and frames go on while 100,000 machines are indexed.
 */
import { describe, expect, it } from 'vitest';
import { finish, type Steps } from '../../commands/ranking.ts';
import { runInSlices } from '../../src/app/palette/run-in-slices.ts';
import { canJumpToMachines } from '../../src/app/palette/machine-index.ts';

/** Ten steps of at least 3 ms each, then the answer. */
function* slowSteps(done: number[]): Steps<string> {
  for (let i = 0; i < 10; i++) {
    const until = performance.now() + 3;
    while (performance.now() < until);
    done.push(i);
    yield;
  }
  return 'built';
}

describe('runInSlices', () => {
  it('gives back the main thread between slices and ends with what the build returns', async () => {
    const done: number[] = [];
    let pauses = 0;
    const result = await runInSlices(slowSteps(done), () => false, async () => void pauses++);
    expect(result).toBe('built');
    expect(done).toHaveLength(10);
    // 30 ms of work in slices of 8: at most three steps between two pauses.
    expect(pauses).toBeGreaterThanOrEqual(3);
  });

  it('stops, and returns nothing, once the build is no longer wanted', async () => {
    const done: number[] = [];
    let wanted = true;
    const result = await runInSlices(slowSteps(done), () => !wanted, async () => void (wanted = false));
    expect(result).toBeNull();
    expect(done.length).toBeLessThan(10);
  });

  it('runs a build that never pauses in one go', async () => {
    // eslint-disable-next-line require-yield -- a build with nothing to spread out
    function* quick(): Steps<number> {
      return 42;
    }
    expect(await runInSlices(quick())).toBe(42);
    expect(finish(quick())).toBe(42);
  });
});

describe('canJumpToMachines', () => {
  it('needs the permission to view machines', () => {
    expect(canJumpToMachines(['PERM_VIEW_VENDING_MACHINE'])).toBe(true);
    expect(canJumpToMachines(['PERM_VIEW_PRODUCT'])).toBe(false);
    expect(canJumpToMachines([])).toBe(false);
  });
});
