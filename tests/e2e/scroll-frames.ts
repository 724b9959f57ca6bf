/**
 * A wheel scroll as a user makes it, and the frames Chromium's compositor showed meanwhile.
 * Used by the e2e suite (the order list scrolls on the compositor) and by `npm run bench`.
 *
 * Chromium's frame reporter (trace category `benchmark`) files one or more `PipelineReporter`
 * events per frame: whether the frame was shown with the main thread's latest rows
 * (`STATE_PRESENTED_ALL`), shown with the scroll moved but older rows (`..._PARTIAL`), or
 * not shown at all (`STATE_DROPPED`); which thread scrolled it; and whether tiles were
 * missing (checkerboarding).
 */
import type { Browser, Page } from 'playwright';

export interface ScrollFrames {
  /** Frames between the gesture's first and last scroll update. */
  frames: number;
  /** Frames the display should have had and did not: a visible stutter. */
  dropped: number;
  /** Frames shown with the scroll moved but without the main thread's newest rows. */
  rowsBehind: number;
  /** Frames shown with some tiles not yet rasterised. */
  checkerboarded: number;
  /** How many frames each thread scrolled, e.g. { SCROLL_COMPOSITOR_THREAD: 118 }. */
  scrolledBy: Record<string, number>;
  /** Each dropped frame (0 = the gesture's first) and what kind of drop it was. Missing in reports written before 2026-11-24 20:00. */
  drops?: { frame: number; kind: DropKind }[];
}

/**
 * What Chromium's reports say about a dropped frame:
 * - `skipped`: the renderer's compositor never began it (a `BACKFILL` report, filed for a
 *   frame whose BeginFrame never reached the compositor thread);
 * - `no-scroll`: it began, but no scroll update was applied in it (the reports do not say
 *   whether the input came late or the compositor thread was busy when it came), and the main
 *   thread's update it then waited for missed the deadline;
 * - `scrolled`: it had a scroll update and still missed the display.
 */
export type DropKind = 'skipped' | 'no-scroll' | 'scrolled';

interface FrameReport {
  state: string;
  scroll_state?: string;
  has_missing_content?: boolean;
  frame_sequence: number;
  /** `FORKED` or `BACKFILL`; absent for an ordinary frame. */
  frame_type?: string;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { frame_reporter?: FrameReport; snapshot?: string };
}

/** From the gesture's first scroll to its last, in trace time. */
export function gestureWindow(events: TraceEvent[]): { begin: number; end: number } {
  const at = (name: string) => events.filter((e) => e.name === name).map((e) => e.ts);
  return { begin: Math.min(...at('InputLatency::GestureScrollBegin')), end: Math.max(...at('InputLatency::GestureScrollEnd')) };
}

/** The gesture's frames in order, each with every pipeline report Chromium made for it and when the first began (trace µs). */
function gestureFrames(events: TraceEvent[]): { ts: number; reports: FrameReport[] }[] {
  const { begin, end } = gestureWindow(events);
  const bySequence = new Map<number, { ts: number; reports: FrameReport[] }>();
  for (const e of events) {
    const report = e.args?.frame_reporter;
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || !report || e.ts < begin || e.ts > end) continue;
    const frame = bySequence.get(report.frame_sequence) ?? { ts: e.ts, reports: [] };
    frame.reports.push(report);
    bySequence.set(report.frame_sequence, frame);
  }
  return [...bySequence.values()].filter(({ reports }) => !reports.every((r) => r.state === 'STATE_NO_UPDATE_DESIRED'));
}

const isDropped = (reports: FrameReport[]) => reports.some((r) => r.state === 'STATE_DROPPED');

export function dropKind(reports: FrameReport[]): DropKind {
  if (reports.some((r) => r.frame_type === 'BACKFILL')) return 'skipped';
  return reports.some((r) => r.scroll_state && r.scroll_state !== 'SCROLL_NONE') ? 'scrolled' : 'no-scroll';
}

/** When each frame of the gesture was due (ms on the trace's monotonic clock) and whether it was dropped. */
export function frameStamps(events: TraceEvent[]): { at: number; dropped: boolean }[] {
  return gestureFrames(events).map(({ ts, reports }) => ({ at: ts / 1000, dropped: isDropped(reports) }));
}

export function scrollFramesOf(events: TraceEvent[]): ScrollFrames {
  const drops: NonNullable<ScrollFrames['drops']> = [];
  const result: ScrollFrames = { frames: 0, dropped: 0, rowsBehind: 0, checkerboarded: 0, scrolledBy: {}, drops };
  for (const { reports } of gestureFrames(events)) {
    result.frames++;
    if (isDropped(reports)) {
      result.dropped++;
      drops.push({ frame: result.frames - 1, kind: dropKind(reports) });
      continue;
    }
    const states = reports.map((r) => r.state);
    if (!states.includes('STATE_PRESENTED_ALL')) result.rowsBehind++;
    if (reports.some((r) => r.has_missing_content)) result.checkerboarded++;
    const scroller = reports.find((r) => r.scroll_state && r.scroll_state !== 'SCROLL_NONE')?.scroll_state;
    if (scroller) result.scrolledBy[scroller] = (result.scrolledBy[scroller] ?? 0) + 1;
  }
  return result;
}

export interface WheelGesture {
  /** Where the pointer sits: the middle of the scroller. */
  x: number;
  y: number;
  /** Pixels to scroll down. */
  distance: number;
  /** Pixels a second, held steady from the first frame to the last (both rounded to whole pixels). */
  speed: number;
  /** More trace categories (e.g. screenshots) to record alongside the frames. */
  categories?: string[];
  /** Called as soon as the gesture has ended, before its trace is read back. */
  onEnd?: () => void;
}

/** Scrolls with a real wheel gesture (Chromium's synthetic input, one event a frame) and reports its frames. */
export async function wheelScroll(browser: Browser, page: Page, gesture: WheelGesture): Promise<{ frames: ScrollFrames; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  await browser.startTracing(page, { categories: ['benchmark', ...(gesture.categories ?? [])] });
  try {
    await cdp.send('Input.synthesizeScrollGesture', { x: gesture.x, y: gesture.y, yDistance: -Math.round(gesture.distance), speed: Math.round(gesture.speed), gestureSourceType: 'mouse', preventFling: true });
    gesture.onEnd?.();
  } finally {
    await cdp.detach();
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return { frames: scrollFramesOf(trace.traceEvents), events: trace.traceEvents };
}
