// The bench report says where the console's own dropped frames fell, so a reader can tell a
// stutter mid-scroll from one as the scroll stops.
import { describe, expect, it } from 'vitest';
import { gestureEndNote } from '../../bench/report-tables.ts';
import type { WheelResult } from '../../bench/browser/wheel.ts';

function run(frames: number, ownDropsAt: number[]): WheelResult {
  return {
    rowsPerFrame: 10,
    rowsScrolled: 10_000,
    frames: { frames, dropped: ownDropsAt.length, rowsBehind: 0, checkerboarded: 0, scrolledBy: {} },
    steal: { share: 0, ownFrames: frames, ownDropped: ownDropsAt.length, stolenFrames: 0, stolenDropped: 0, ownDropsAt },
    domRows: 40,
    rowsMissing: { frames: 0, blankFrames: 0, seconds: 0 },
  };
}

describe('gestureEndNote', () => {
  it('counts the own drops on each gesture’s last three frames', () => {
    const note = gestureEndNote([run(1002, [500, 1000, 1001]), run(3339, [3336])]);
    expect(note).toBe(" Of the 4 dropped with the CPUs the VM's own, 3 fell on their gesture's last 3 frames, as the scroll stops.");
  });

  it('says nothing when no frame dropped on the VM’s own CPUs or steal could not be read', () => {
    expect(gestureEndNote([run(1002, [])])).toBe('');
    expect(gestureEndNote([{ ...run(1002, [1001]), steal: null }])).toBe('');
  });
});
