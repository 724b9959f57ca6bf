// The bench report says which of the scripted scroll's late frames a full garbage collection
// fell in, so a reader can tell the misses the browser's collector makes from the rest.
import { describe, expect, it } from 'vitest';
import { attributeToPauses, fullGcPauses, type TraceEvent } from '../../bench/lib/gc-pauses.ts';
import { gcShare } from '../../bench/report-tables.ts';
import type { ScrollResult } from '../../bench/browser/tables.ts';

const thread = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid, args: { name } });
const gc = (tid: number, atMs: number, ms: number, name = 'MajorGC'): TraceEvent => ({ name, ph: 'X', ts: atMs * 1000, dur: ms * 1000, pid: 1, tid });

describe('fullGcPauses', () => {
  const events = [thread(7, 'CrRendererMain'), thread(8, 'DedicatedWorker thread'), gc(7, 100, 12), gc(8, 150, 30), gc(7, 200, 2, 'MinorGC'), gc(7, 5000, 20), gc(7, 50, 15)];

  it('keeps the full collections of the page’s main thread within the scroll, in order', () => {
    expect(fullGcPauses(events, 40, 1000)).toEqual([
      { at: 50, ms: 15 },
      { at: 100, ms: 12 },
    ]);
  });

  it('finds none where the trace names no main thread', () => {
    expect(fullGcPauses(events.slice(1), 0, 10_000)).toEqual([]);
  });
});

describe('attributeToPauses', () => {
  const frames = [
    { from: 0, to: 16.7, dropped: false },
    { from: 16.7, to: 50, dropped: true },
    { from: 50, to: 66.7, dropped: false },
    { from: 66.7, to: 100, dropped: true },
  ];

  it('counts a late frame when a pause overlaps it, and no on-time frame', () => {
    const result = attributeToPauses(frames, [{ at: 10, ms: 8.04 }, { at: 55, ms: 9 }]);
    expect(result).toEqual({ pausesMs: [8, 9], dropsOnPausesAt: [1] });
  });

  it('leaves a late frame with no pause in it to the other causes', () => {
    expect(attributeToPauses(frames, []).dropsOnPausesAt).toEqual([]);
  });
});

function scripted(droppedFrames: number, gc?: ScrollResult['gc']): ScrollResult {
  const summary = { n: 1, median: 16.7, min: 16.7, max: 16.7, p95: 16.7 };
  return { mountMs: 500, rowsScrolled: 10_000, rowsPerFrame: 10, frames: 1000, frameMs: summary, idleFrameMs: 16.7, droppedFrames, drops: [], gc, domRows: { max: 39, median: 39 }, heapMiB: 27 };
}

describe('gcShare', () => {
  it('adds up the late frames in pauses and the pauses over the traced runs', () => {
    const note = gcShare([scripted(3, { pausesMs: [10, 20, 14], dropsOnPausesAt: [5, 6] }), scripted(1, { pausesMs: [9], dropsOnPausesAt: [] }), scripted(4)]);
    expect(note).toBe(" 2 of the 4 late frames of the traced runs fell in a full garbage collection's pause (4 collections over the 2 traced runs, pauses 9–20 ms, median 10).");
  });

  it('says when no frame was late, collections and all', () => {
    expect(gcShare([scripted(0, { pausesMs: [7, 14], dropsOnPausesAt: [] })])).toBe(' No frame of the traced runs was late, full garbage collections included (2 collections over the 1 traced runs, pauses 7–14 ms, median 7).');
  });

  it('says nothing for results from before the runs were traced', () => {
    expect(gcShare([scripted(2)])).toBe('');
  });
});
