// The bench report says where the console's own dropped frames fell, so a reader can tell a
// stutter mid-scroll from one as the scroll stops.
import { describe, expect, it } from 'vitest';
import { benchCpuNote, benchCpuSummary, dropKindsNote, gestureEndNote } from '../../bench/report-tables.ts';
import { dropKind, scrollFramesOf, type DropKind } from '../e2e/scroll-frames.ts';
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

describe('dropKind', () => {
  const report = (state: string, extra: Partial<{ scroll_state: string; frame_type: string }> = {}) => ({ state, frame_sequence: 7, ...extra });

  it('tells a frame the compositor never began from one without a scroll and one with', () => {
    expect(dropKind([report('STATE_DROPPED', { scroll_state: 'SCROLL_COMPOSITOR_THREAD', frame_type: 'BACKFILL' })])).toBe('skipped');
    expect(dropKind([report('STATE_DROPPED', { scroll_state: 'SCROLL_NONE' })])).toBe('no-scroll');
    expect(dropKind([report('STATE_DROPPED')])).toBe('no-scroll');
    expect(dropKind([report('STATE_DROPPED', { scroll_state: 'SCROLL_COMPOSITOR_THREAD' }), report('STATE_PRESENTED_PARTIAL', { frame_type: 'FORKED' })])).toBe('scrolled');
  });

  it('is kept for each dropped frame of a gesture, by its place in the gesture', () => {
    const event = (name: string, ts: number, args?: object) => ({ name, ph: name === 'PipelineReporter' ? 'b' : 'X', ts, args });
    const frame = (sequence: number, state: string, extra: object = {}) =>
      event('PipelineReporter', 1000 + sequence * 16_667, { frame_reporter: { state, frame_sequence: sequence, scroll_state: 'SCROLL_COMPOSITOR_THREAD', ...extra } });
    const frames = scrollFramesOf([
      event('InputLatency::GestureScrollBegin', 0),
      frame(1, 'STATE_PRESENTED_ALL'),
      frame(2, 'STATE_DROPPED', { scroll_state: 'SCROLL_NONE' }),
      frame(3, 'STATE_PRESENTED_ALL'),
      frame(4, 'STATE_DROPPED', { frame_type: 'BACKFILL' }),
      event('InputLatency::GestureScrollEnd', 200_000),
    ]);
    expect(frames.dropped).toBe(2);
    expect(frames.drops).toEqual([{ frame: 1, kind: 'no-scroll' }, { frame: 3, kind: 'skipped' }]);
  });
});

describe('dropKindsNote', () => {
  it('counts the wheel’s drops by kind across runs', () => {
    const withDrops = (kinds: DropKind[]): WheelResult => {
      const r = run(1002, []);
      return { ...r, frames: { ...r.frames, dropped: kinds.length, drops: kinds.map((kind, i) => ({ frame: 40 + i, kind })) } };
    };
    const note = dropKindsNote([withDrops(['no-scroll']), withDrops(['skipped', 'no-scroll'])]);
    expect(note).toContain('The 3 dropped');
    expect(note).toContain('1 never begun by the renderer');
    expect(note).toContain('2 with no scroll update applied in it');
    expect(note).not.toContain('still missing the display');
  });

  it('says nothing without drops, or for runs recorded before the kinds were kept', () => {
    expect(dropKindsNote([run(1002, [])])).toBe('');
    expect(dropKindsNote([run(1002, [500])])).toBe('');
  });
});

describe('benchCpuNote', () => {
  it('gives the bench process’s own CPU during a scroll in whole ms', () => {
    expect(benchCpuNote({ benchCpuMs: 612.4 })).toBe("; the bench's own process used 612 ms of CPU meanwhile");
  });

  it('says nothing for runs recorded before the figure was kept', () => {
    expect(benchCpuNote({})).toBe('');
  });
});

describe('benchCpuSummary', () => {
  it('gives the range of the bench’s own CPU per 1,000 frames over the runs that measured it', () => {
    const note = benchCpuSummary([{ benchCpuMs: 400, frames: 1000 }, { benchCpuMs: 1400, frames: 3334 }, { frames: 1000 }], true);
    expect(note).toMatch(/^- The bench's own process .* used 400–420 ms of CPU per 1,000 frames of a scroll/);
    expect(note).toContain("It ran with V8's memory reducer off");
  });

  it('says plainly when the bench ran with the memory reducer on', () => {
    expect(benchCpuSummary([{ benchCpuMs: 400, frames: 1000 }], false)).toContain("**It ran with V8's memory reducer on**");
  });

  it('says nothing when no run measured it', () => {
    expect(benchCpuSummary([{ frames: 1000 }], true)).toBe('');
  });
});
