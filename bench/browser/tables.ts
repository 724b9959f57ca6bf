/**
 * Tables: /orders over the large business (navigation start → first rows painted), and
 * the kit's DataTable over 100,000 client-side rows scrolled through 10,000 of them by
 * script, scrollTop set once a frame, counting frame intervals, the rows in the DOM and the
 * full garbage collections: the main thread's own pace, since every such frame waits for
 * its rows. Scrolling as users do, with the wheel, is in wheel.ts.
 */
import type { Page } from 'playwright';
import { attributeFrames, monotonicMs, sampleSteal, type StealAttribution } from '../lib/cpu-steal.ts';
import { attributeToPauses, fullGcPauses, GC_TRACE_CATEGORIES, type GcAttribution, type TraceEvent } from '../lib/gc-pauses.ts';
import { measureOwnCpu } from '../lib/own-cpu.ts';
import { summarize, type Summary } from '../lib/stats.ts';
import { benchOf, jsHeapMiB } from './chromium.ts';

export interface FirstRowsResult {
  /** Navigation start → first order rows painted. */
  firstRows: Summary;
  /** The list.orders request as the browser timed it. */
  listRequest: Summary;
}

export async function measureOrdersFirstRows(page: Page, runs: number): Promise<FirstRowsResult> {
  const firstRows: number[] = [];
  const requests: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    await page.goto('/orders', { waitUntil: 'commit' });
    await page.waitForFunction(() => ((window as unknown as { __bench: { firstRows?: number } }).__bench.firstRows ?? 0) > 0, undefined, { timeout: 60_000, polling: 20 });
    const bench = await benchOf(page);
    const request = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/sales')).map((e) => e.duration)[0] ?? NaN);
    // The first load warms the browser's cache of the app's files, as any later visit finds it.
    if (i === 0) continue;
    firstRows.push(bench.firstRows!);
    requests.push(request);
  }
  return { firstRows: summarize(firstRows), listRequest: summarize(requests) };
}

/** The bench page scrolled: the big DataTable, or the floor that draws nothing as it scrolls (bench/page/StaticBench.tsx). */
export type BenchPage = 'table' | 'static';

export interface ScrollResult {
  /** Navigation start → 100,000 rows mounted in the table and painted. */
  mountMs: number;
  rowsScrolled: number;
  rowsPerFrame: number;
  frames: number;
  /** Interval between painted frames while scrolling. */
  frameMs: Summary;
  /** The display's frame interval, from an idle page before scrolling. */
  idleFrameMs: number;
  /** Frames whose interval exceeded 1.5 × the idle interval (a missed vsync). */
  droppedFrames: number;
  /** Which scroll frames (0 = the first) were late, and by how long they took. */
  drops: { frame: number; ms: number }[];
  /** The frames split by whether the hypervisor was taking the CPUs around them (null: steal not readable). */
  steal?: StealAttribution | null;
  /** The full garbage collections during the scroll, and the late frames they fell in. */
  gc?: GcAttribution;
  /** CPU the bench's own process used during the scroll, in ms (lib/own-cpu.ts). */
  benchCpuMs?: number;
  domRows: { max: number; median: number };
  heapMiB: number;
}

interface ScrollTrace {
  idle: number[];
  deltas: number[];
  /** When each delta ended, in ms since the Unix epoch (the page's time origin plus the frame's time). */
  ends: number[];
  rows: number[];
  scrolled: number;
}

/** Scrolls the big table, or with `page: 'static'` the list that no scroll changes (the floor). */
export async function measureTableScroll(page: Page, url: string, rowsToScroll: number, rowsPerFrame: number, benchPage: BenchPage = 'table'): Promise<ScrollResult> {
  await page.goto(`${url}/?mode=${benchPage}`);
  await page.waitForFunction(() => (window as unknown as { __mounted?: number }).__mounted !== undefined, undefined, { timeout: 120_000, polling: 50 });
  const mountMs = await page.evaluate(() => (window as unknown as { __mounted: number }).__mounted);
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: GC_TRACE_CATEGORIES });
  const stealing = sampleSteal();
  const ownCpu = measureOwnCpu();
  const trace = await page.evaluate(
    ([target, perFrame]) =>
      new Promise<ScrollTrace>((resolve) => {
        const table = document.querySelector('table[aria-label="Orders"]')!;
        const scroller = table.parentElement!;
        const domRows = () => table.querySelectorAll('tbody tr[data-index]').length;
        const rowHeight = (table.querySelector('tbody tr[data-index]') as HTMLElement).getBoundingClientRect().height;
        const idle: number[] = [];
        const deltas: number[] = [];
        const ends: number[] = [];
        const rows: number[] = [];
        let last = 0;
        const idleFrame = (t: number) => {
          if (last) idle.push(t - last);
          last = t;
          if (idle.length < 60) requestAnimationFrame(idleFrame);
          else requestAnimationFrame(scrollFrame);
        };
        const scrollFrame = (t: number) => {
          deltas.push(t - last);
          ends.push(performance.timeOrigin + t);
          last = t;
          rows.push(domRows());
          const scrolled = Math.round(scroller.scrollTop / rowHeight);
          if (scrolled >= target) return resolve({ idle, deltas: deltas.slice(1), ends: ends.slice(1), rows, scrolled });
          scroller.scrollTop += perFrame * rowHeight;
          requestAnimationFrame(scrollFrame);
        };
        requestAnimationFrame(idleFrame);
      }),
    [rowsToScroll, rowsPerFrame] as const,
  );
  const benchCpuMs = ownCpu.stop();
  const samples = stealing.stop();
  const gcTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const idleFrameMs = summarize(trace.idle).median;
  // The page's times are wall-clock; the steal samples are on the monotonic clock.
  const toMonotonic = monotonicMs() - (performance.timeOrigin + performance.now());
  const stamps = trace.deltas.map((d, i) => ({ at: trace.ends[i] + toMonotonic, dropped: d > idleFrameMs * 1.5 }));
  const spans = trace.deltas.map((d, i) => ({ from: stamps[i].at - d, to: stamps[i].at, dropped: stamps[i].dropped }));
  const pauses = spans.length ? fullGcPauses(gcTrace.traceEvents, spans[0].from, spans[spans.length - 1].to) : [];
  const sortedRows = [...trace.rows].sort((a, b) => a - b);
  return {
    mountMs,
    rowsScrolled: trace.scrolled,
    rowsPerFrame,
    frames: trace.deltas.length,
    frameMs: summarize(trace.deltas),
    idleFrameMs,
    droppedFrames: stamps.filter((stamp) => stamp.dropped).length,
    drops: trace.deltas.flatMap((d, frame) => (stamps[frame].dropped ? [{ frame, ms: Math.round(d) }] : [])),
    steal: attributeFrames(stamps, samples),
    gc: attributeToPauses(spans, pauses),
    benchCpuMs,
    domRows: { max: sortedRows[sortedRows.length - 1], median: sortedRows[Math.floor(sortedRows.length / 2)] },
    heapMiB: await jsHeapMiB(page),
  };
}
