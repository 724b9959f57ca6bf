// The bench's split of scroll frames by CPU steal: a dropped frame is only the host's when
// /proc/stat shows the hypervisor taking the CPUs around it.
import { describe, expect, it } from 'vitest';
import { addAttributions, attributeFrames, stolenShare, stolenTicks, type StealSample } from '../../bench/lib/cpu-steal.ts';

/** Two CPUs sampled every 10 ms for a second (2 ticks a sample); the host takes a tick a sample from 500 to 700 ms. */
function samples(): StealSample[] {
  const list: StealSample[] = [];
  let steal = 0;
  for (let at = 0; at <= 1000; at += 10) {
    if (at > 500 && at <= 700) steal += 1;
    list.push({ at, steal, total: at / 5 });
  }
  return list;
}

const frames = (dropped: number[]) => Array.from({ length: 60 }, (_, i) => ({ at: i * 16.7, dropped: dropped.includes(i) }));

describe('CPU steal', () => {
  it('reads the host share and ticks between two times', () => {
    expect(stolenShare(samples(), 500, 700)).toBeCloseTo(0.5);
    expect(stolenTicks(samples(), 500, 700)).toBe(20);
    expect(stolenTicks(samples(), 700, 1000)).toBe(0);
    expect(stolenTicks(samples(), 2000, 3000)).toBeNaN();
    expect(stolenShare(samples(), 0, 400)).toBe(0);
    expect(stolenShare(samples(), 0, 1000)).toBeCloseTo(0.1);
  });

  it('blames the host only for frames dropped while it took the CPUs', () => {
    // Frame 18 is due at 300 ms (the VM's own CPUs), frame 36 at 601 ms (the host taking half).
    const split = attributeFrames(frames([18, 36]), samples())!;
    expect(split).toMatchObject({ ownDropped: 1, stolenDropped: 1, ownDropsAt: [18] });
    expect(split.ownFrames + split.stolenFrames).toBe(60);
    // Frames 28 to 44 (468 to 735 ms): a tick was stolen within 50 ms of each.
    expect(split.stolenFrames).toBe(17);
    expect(split.share).toBeCloseTo(0.1);
  });

  it('counts a frame with no samples around it as the VM own', () => {
    const split = attributeFrames([{ at: 5000, dropped: true }], samples())!;
    expect(split).toMatchObject({ ownFrames: 1, ownDropped: 1, stolenFrames: 0 });
  });

  it('gives no split where steal could not be read, and adds splits up', () => {
    expect(attributeFrames(frames([1]), [])).toBeNull();
    const split = attributeFrames(frames([18, 36]), samples())!;
    const added = addAttributions([split, null, split]);
    expect(added).toMatchObject({ ownDropped: 2, stolenDropped: 2, ownFrames: split.ownFrames * 2 });
    expect(added?.ownDropsAt).toBeUndefined();
    expect(addAttributions([null, undefined])).toBeNull();
  });
});
