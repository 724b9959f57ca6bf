/**
 * Full garbage collections on the page's main thread during a scroll, read from Chromium's
 * trace (its `v8` category), and which of the scroll's late frames they fell in. A frame
 * that waits for the main thread (the scripted scroll) is late whenever a collection's
 * final pause and the frame's own work together pass the frame's 16.7 ms; the report
 * counts those drops apart from the others, so a reader sees what the misses are made of.
 */

/** Trace categories that carry the full collections and little else (about 1 KB a frame). */
export const GC_TRACE_CATEGORIES = ['v8'];

/** The fields of a Chromium trace event read here (ts and dur in µs on the monotonic clock). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export interface GcPause {
  /** Start, in monotonic ms (the clock of the trace and of lib/cpu-steal.ts). */
  at: number;
  ms: number;
}

/** A scroll frame: the interval between two painted frames, in monotonic ms. */
export interface FrameSpan {
  from: number;
  to: number;
  dropped: boolean;
}

export interface GcAttribution {
  /** Each full collection's main-thread pause during the scroll, in ms. */
  pausesMs: number[];
  /** The late frames a pause fell in (0 = the scroll's first frame). */
  dropsOnPausesAt: number[];
}

/** Full collections (V8's `MajorGC`, which includes Blink's heap) on renderer main threads between two monotonic times. */
export function fullGcPauses(events: readonly TraceEvent[], from: number, to: number): GcPause[] {
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === 'MajorGC' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ at: e.ts / 1000, ms: (e.dur ?? 0) / 1000 }))
    .filter((pause) => pause.at >= from && pause.at <= to)
    .sort((a, b) => a.at - b.at);
}

/** Which late frames had a pause overlap them. */
export function attributeToPauses(frames: readonly FrameSpan[], pauses: readonly GcPause[]): GcAttribution {
  const dropsOnPausesAt = frames.flatMap((frame, index) =>
    frame.dropped && pauses.some((pause) => pause.at < frame.to && pause.at + pause.ms > frame.from) ? [index] : [],
  );
  return { pausesMs: pauses.map((pause) => Math.round(pause.ms * 10) / 10), dropsOnPausesAt };
}
