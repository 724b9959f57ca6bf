/** The tables' part of bench/results.md: the scrolling budgets, where their time goes, and the Tables section. */
import { TABLE_OVERSCAN } from '../src/ui/table/overscan.ts';
import { addAttributions, STEAL_WINDOW_MS, type StealAttribution } from './lib/cpu-steal.ts';
import { fmt as ms, spread, summarize } from './lib/stats.ts';
import type { ScrollResult } from './browser/tables.ts';
import type { WheelResult } from './browser/wheel.ts';
import type { DropKind } from '../tests/e2e/scroll-frames.ts';
import type { BenchResults, Budget } from './results.ts';

const rows = (n: number) => n.toLocaleString('en');

/** Runs grouped by their speed (rows a frame), fastest first as measured. */
function bySpeed<Run>(list: Run[], speedOf: (run: Run) => number): [number, Run[]][] {
  const groups = new Map<number, Run[]>();
  for (const run of list) groups.set(speedOf(run), [...(groups.get(speedOf(run)) ?? []), run]);
  return [...groups];
}

const runsNote = (n: number) => `${n} run${n > 1 ? 's' : ''}`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const STOLEN_WHEN = `within ${STEAL_WINDOW_MS} ms of the host taking a CPU for a tick (10 ms) or more`;

/**
 * The budget line for the frames the VM had its CPUs for: a frame the hypervisor took the
 * CPUs around is dropped whatever the page does (lib/cpu-steal.ts).
 */
function ownFramesBudget(what: string, steal: StealAttribution | null): Budget[] {
  if (!steal) return [];
  return [
    {
      what: `${what}: dropped frames with the CPUs the VM's own (none ${STOLEN_WHEN})`,
      budget: '0',
      measured: `${steal.ownDropped} of ${steal.ownFrames} frames; the other ${steal.stolenFrames}, the host taking a CPU near them (${percent(steal.share)} of the CPU time over the runs), dropped ${steal.stolenDropped}`,
      ok: steal.ownDropped === 0,
    },
  ];
}

/** "; 9 of those 11 with the host taking a CPU near them": the drops steal accounts for, over several scrolls. */
function hostShare(list: (StealAttribution | null | undefined)[]): string {
  const steal = addAttributions(list);
  return steal ? `; ${steal.stolenDropped} of those ${steal.stolenDropped + steal.ownDropped} with the host taking a CPU near them` : '';
}

const stealNote = (steal: StealAttribution | null | undefined, frames: number) =>
  steal
    ? `; host steal ${percent(steal.share)}: ${steal.ownDropped} of ${steal.ownFrames} frames dropped with the CPUs the VM's own${ownDropsNote(steal, frames)}, ${steal.stolenDropped} of ${steal.stolenFrames} with the host taking one near them`
    : '';

/** "; the bench's own process used 20 ms of CPU meanwhile" ('' for runs recorded before it was measured). */
export const benchCpuNote = (run: { benchCpuMs?: number }) =>
  run.benchCpuMs === undefined ? '' : `; the bench's own process used ${Math.round(run.benchCpuMs)} ms of CPU meanwhile`;

/**
 * The bench's own CPU over every scroll run, per 1,000 frames (about 17 s at 60 Hz), as a
 * note ('' when no run measured it).
 */
export function benchCpuSummary(runs: readonly { benchCpuMs?: number; frames: number }[], memoryReducerOff: boolean | undefined): string {
  const perThousand = runs.filter((run) => run.benchCpuMs !== undefined && run.frames > 0).map((run) => (run.benchCpuMs! * 1000) / run.frames);
  if (!perThousand.length) return '';
  const [least, most] = [Math.min(...perThousand), Math.max(...perThousand)].map((n) => Math.round(n));
  return (
    `- The bench's own process (Playwright's client, the steal sampler, V8's collector) used ${least === most ? least : `${least}–${most}`} ms of CPU per 1,000 frames of a scroll (about 17 s), beside the browser at the same priority. ` +
    (memoryReducerOff
      ? "It ran with V8's memory reducer off (`--no-memory-reducer`, as `npm run bench` runs it): "
      : "**It ran with V8's memory reducer on** (not through `npm run bench`, which turns it off): ") +
    "the reducer collects the bench's garbage, such as the last run's parsed trace, on 5 threads while the next run scrolls, and in probes held a frame's main thread off the CPU for up to 20 ms (docs/decisions.md)."
  );
}

/** Where in the scroll the console's own drops fell, e.g. " (frame # 998, 999 of 1000)". */
const ownDropsNote = (steal: StealAttribution, frames: number) =>
  steal.ownDropsAt?.length ? ` (frame # ${firstTwelve(steal.ownDropsAt)} of ${frames})` : '';

/** A list cut to its first 12, so one stuttering run does not fill the report. */
const firstTwelve = (items: readonly (string | number)[]) => `${items.slice(0, 12).join(', ')}${items.length > 12 ? ', …' : ''}`;

/** The floor's drops at this speed (the same scroll of a list that draws nothing new), for the budget table. */
function floorNote(runs: { dropped: number; frames: number; rowsPerFrame: number }[], speed: number): string {
  const run = runs.find((f) => f.rowsPerFrame === speed);
  return run ? `; floor ${run.dropped} of ${run.frames}` : '';
}

function floorRuns(r: BenchResults) {
  const floor = r.browser?.scrollFloor;
  return {
    wheel: (floor?.wheel ?? []).map((w) => ({ dropped: w.frames.dropped, frames: w.frames.frames, rowsPerFrame: w.rowsPerFrame })),
    scripted: (floor?.scripted ?? []).map((t) => ({ dropped: t.droppedFrames, frames: t.frames, rowsPerFrame: t.rowsPerFrame })),
  };
}

export function scrollBudgets(r: BenchResults): Budget[] {
  const list: Budget[] = [];
  const floor = floorRuns(r);
  const wheel = r.browser?.wheel ?? [];
  const wheelSpeeds = bySpeed(wheel, (w) => w.rowsPerFrame);
  for (const [speed, runs] of wheelSpeeds) {
    const dropped = runs.map((w) => w.frames.dropped);
    const total = dropped.reduce((a, b) => a + b, 0);
    const perRun = runs.length > 1 ? ` (${dropped.join(', ')} by run)` : '';
    list.push({
      what: `Scrolling ${rows(runs[0].rowsScrolled)} of 100,000 rows with the wheel at ${speed} rows a frame: dropped frames (Chromium's frame reporter, ${runsNote(runs.length)})`,
      budget: '0',
      measured: `${total} of ${runs.reduce((n, w) => n + w.frames.frames, 0)} frames${perRun}${floorNote(floor.wheel, speed)}`,
      ok: total === 0,
    });
    list.push(...ownFramesBudget(`Wheel at ${speed} rows a frame`, addAttributions(runs.map((w) => w.steal))));
  }
  for (const [speed, runs] of wheelSpeeds) {
    const blank = runs.reduce((n, w) => n + w.rowsMissing.blankFrames, 0);
    const shots = runs.reduce((n, w) => n + w.rowsMissing.frames, 0);
    list.push({ what: `Wheel at ${speed} rows a frame: frames showing blank rows not drawn yet (a screenshot of every frame for ${runs[0].rowsMissing.seconds} s, ${runsNote(runs.length)})`, budget: 'none set', measured: `${blank} of ${shots} frames`, ok: undefined, figure: true });
  }
  const table = r.browser?.table ?? [];
  for (const [speed, runs] of bySpeed(table, (t) => t.rowsPerFrame ?? 10)) {
    const dropped = runs.reduce((n, t) => n + t.droppedFrames, 0);
    const what = `Scripted scrolling (scrollTop set every frame, each frame waits for the main thread): ${rows(runs[0].rowsScrolled)} rows at ${speed} rows a frame, dropped frames (${runsNote(runs.length)})`;
    list.push({ what, budget: '0', measured: `${dropped} of ${runs.reduce((n, t) => n + t.frames, 0)} frames${floorNote(floor.scripted, speed)}`, ok: dropped === 0 });
    list.push(...ownFramesBudget(`Scripted scrolling at ${speed} rows a frame`, addAttributions(runs.map((t) => t.steal))));
  }
  const domRows = [...table.map((t) => t.domRows.max), ...wheel.map((w) => w.domRows)];
  if (domRows.length) {
    const most = Math.max(...domRows);
    list.push({ what: 'Scrolling: most table rows in the DOM at once', budget: 'near the visible rows', measured: `${most}`, ok: most <= 60 });
  }
  return list;
}

export function scrollNotes(r: BenchResults): string[] {
  const lines: string[] = [];
  const wheel = r.browser?.wheel ?? [];
  const table = r.browser?.table ?? [];
  const floorScrolls = r.browser?.scrollFloor;
  const steal = addAttributions([...wheel, ...table, ...(floorScrolls?.wheel ?? []), ...(floorScrolls?.scripted ?? [])].map((run) => run.steal));
  if (steal) {
    lines.push(
      `- CPU steal: this machine is a virtual machine whose host gives its CPUs to others at times (the steal column of /proc/stat, read every 10 ms during each scroll). Over the scroll runs the host took ${percent(steal.share)} of the CPU time. ` +
        `A frame due while the VM has no CPU is dropped whatever the page does. Of the ${steal.stolenDropped + steal.ownDropped} frames dropped in all scrolls (table and floor), ${steal.stolenDropped} fell ${STOLEN_WHEN}, ` +
        `as ${steal.stolenFrames} of all ${steal.stolenFrames + steal.ownFrames} frames did; the other ${steal.ownFrames} frames, with the CPUs the VM's own, dropped ${steal.ownDropped}. The budget lines "frames with the CPUs the VM's own" count those frames alone.`,
    );
  }
  if (wheel.some((w) => w.frames.dropped > 0)) {
    lines.push(
      `- Wheel scrolling: ${bySpeed(wheel, (w) => w.rowsPerFrame).map(([speed, runs]) => `${runs.map((w) => w.frames.dropped).join(', ')} dropped at ${speed} rows a frame`).join('; ')}${hostShare(wheel.map((w) => w.steal))}. The table scrolls on the compositor thread (${wheel.map((w) => JSON.stringify(w.frames.scrolledBy)).join(', ')}), ` +
        'so a frame with a scroll update in it does not wait for rows to be drawn. Chromium runs that thread and the display compositor\'s above the page\'s main thread (nice −8 against 0): in probes on the 2-core machine (2026-11-24, docs/decisions.md) with 3 to 7 busy processes beside the browser, the table dropped 0 of about 2,900 wheel frames at 10 rows a frame and 5 of about 26,700 at 3, the floor 0 of about 16,700.' +
        dropKindsNote(wheel) +
        gestureEndNote(wheel),
    );
  }
  const wheelRun = (w: WheelResult) => ({ benchCpuMs: w.benchCpuMs, frames: w.frames.frames });
  const ownCpu = benchCpuSummary([...[...wheel, ...(floorScrolls?.wheel ?? [])].map(wheelRun), ...table, ...(floorScrolls?.scripted ?? [])], r.browser?.memoryReducerOff);
  if (ownCpu) lines.push(ownCpu);
  const late = table.flatMap((t) => t.drops ?? []);
  if (table.length) {
    const frames = table.reduce((n, t) => n + t.frames, 0);
    const lateNote = late.length ? `${late.length} of ${frames} frames late (at most ${Math.max(...late.map((d) => d.ms))} ms)${hostShare(table.map((t) => t.steal))}` : `none of ${frames} frames late`;
    lines.push(
      `- Scripted scrolling: ${lateNote}.${gcShare(table)} ` +
        'Setting scrollTop from a requestAnimationFrame callback makes every frame wait until the main thread has rendered, laid out and painted the rows coming in. ' +
        'Profiled in Chromium 156 on a 2-core Intel Xeon virtual machine (2026-11-24), 10 new /orders rows a frame cost the main thread about 7 ms of the 16.7 ms frame: layout 1.7–2.9 ms, paint 1.6, pre-paint 0.6, style 0.5, layerising 0.4, script (React and the virtualiser) 0.8. ' +
        'That is with the rows that leave the view reused for the rows coming in (src/ui/table/row-slots.ts); rows built anew cost 14–17 ms, and dropped 27–76 of 300 frames. ' +
        'The full collections come with the growth of Blink\'s heap: laying out the text of the rows coming in leaves about 230 KB of layout objects a frame, which only a full collection reclaims, so one comes about every 400 frames (V8\'s own old generation grows 2–13 KB a frame). ' +
        'Its final pause on the main thread took 9–25 ms, at times 35–50 ms: copying live objects (usually 2–6 ms, up to 22 ms, the main thread waiting for helper threads that share the 2 cores with raster), clearing weak references and the table of strings handed to the DOM (up to 10 ms), finishing Blink\'s heap (up to 6 ms), or marking left to the pause. Added to the frame\'s own 7 ms, a long pause makes that frame late, and a short one does when it falls where the frame has no room left. ' +
        'Rows are flex rows, not grid rows, since 2026-11-24: grid rows left 286–295 KB a frame, so collections came a fifth more often (docs/decisions.md, with what else was tried). ' +
        'Users do not scroll this way: the wheel, the touchpad and the scrollbar move the list on the compositor thread without waiting for those rows (the wheel lines above).',
    );
  }
  const floor = floorRuns(r);
  if (floor.wheel.length || floor.scripted.length) {
    const drops = (runs: typeof floor.wheel) => runs.map((f) => `${f.dropped} of ${f.frames} at ${f.rowsPerFrame} rows a frame`).join(', ');
    lines.push(
      `- Floor ("floor" in the budget table): a list as tall as the table's, in the same scroller, drawn once and never changed by the scroll (bench/page/StaticBench.tsx), scrolled the same ways in the same run. The wheel dropped ${drops(floor.wheel)}; scripted scrolling ${drops(floor.scripted)}. ` +
        'Those frames are the machine\'s own: no rows were drawn for them.',
    );
  }
  const lagging = bySpeed(wheel, (w) => w.rowsPerFrame).filter(([, runs]) => runs.some((w) => w.rowsMissing.blankFrames > 0));
  if (lagging.length) {
    lines.push(
      `- Rows behind the wheel: the compositor moves the list at once and the main thread draws the rows coming in as fast as it can, ${lagging.map(([speed, runs]) => `at ${speed} rows a frame ${runs.reduce((n, w) => n + w.rowsMissing.blankFrames, 0)} of ${runs.reduce((n, w) => n + w.rowsMissing.frames, 0)} screenshots show a blank band`).join('; ')}. ` +
        `The table draws ${TABLE_OVERSCAN.ahead} rows past the view in the direction of the scroll, which covers rows ${Math.floor(TABLE_OVERSCAN.ahead / 3)} frames behind the scroll at 3 rows a frame; a blank band there is a longer stall, or tiles not yet rasterised. ` +
        'At 10 rows a frame this machine cannot draw rows as fast as they scroll by (above), so the list shows blank space until the fling slows, where main-thread scrolling showed the rows but dropped a quarter of the frames.',
    );
  }
  return lines;
}

/** "3 (frame #: 12 33 ms, …)": a scripted run's late frames, the first dozen by number. */
function droppedList(t: ScrollResult): string {
  if (!t.drops?.length) return `${t.droppedFrames}`;
  return `${t.droppedFrames} (frame #: ${firstTwelve(t.drops.map((d) => `${d.frame} ${d.ms} ms`))})`;
}

/** "; full garbage collections 8 (pauses 9–19 ms), 2 of the late frames in one (frame # 310, 890)": one scroll's. */
function gcNote(t: ScrollResult): string {
  if (!t.gc) return '';
  const { pausesMs, dropsOnPausesAt } = t.gc;
  if (!pausesMs.length) return '; no full garbage collection';
  const late = dropsOnPausesAt.length ? ` (frame # ${firstTwelve(dropsOnPausesAt)})` : '';
  return `; full garbage collections ${pausesMs.length} (pauses ${Math.min(...pausesMs).toFixed(0)}–${Math.max(...pausesMs).toFixed(0)} ms), ${dropsOnPausesAt.length} of the late frames in one${late}`;
}

/**
 * " 9 of the 12 late frames of the traced runs fell in a full garbage collection's pause (22
 * collections over the 4 traced runs, pauses 9–40 ms, median 15)": what the scripted
 * scroll's misses are made of, over several runs.
 */
export function gcShare(runs: readonly ScrollResult[]): string {
  const traced = runs.filter((t) => t.gc);
  if (!traced.length) return '';
  const late = traced.reduce((n, t) => n + t.droppedFrames, 0);
  const onPauses = traced.reduce((n, t) => n + t.gc!.dropsOnPausesAt.length, 0);
  const pauses = summarize(traced.flatMap((t) => t.gc!.pausesMs));
  const collections = pauses.n ? `${pauses.n} collections over the ${traced.length} traced runs, pauses ${pauses.min.toFixed(0)}–${pauses.max.toFixed(0)} ms, median ${pauses.median.toFixed(0)}` : `no collection in the ${traced.length} traced runs`;
  if (!late) return ` No frame of the traced runs was late, full garbage collections included (${collections}).`;
  return ` ${onPauses} of the ${late} late frames of the traced runs fell in a full garbage collection's pause (${collections}).`;
}

const DROP_KIND_TEXT: Record<DropKind, string> = {
  skipped: 'never begun by the renderer\'s compositor (its BeginFrame did not reach that thread in time)',
  'no-scroll': 'with no scroll update applied in it, so it waited for the main thread\'s update, which missed the deadline',
  scrolled: 'scrolled, and still missing the display',
};

/** The wheel's dropped frames by kind, as Chromium reported them ('' for none, or for runs recorded before the kinds were kept). */
export function dropKindsNote(wheel: readonly WheelResult[]): string {
  if (!wheel.every((w) => w.frames.drops)) return '';
  const drops = wheel.flatMap((w) => w.frames.drops!);
  if (!drops.length) return '';
  const counts = (Object.keys(DROP_KIND_TEXT) as DropKind[]).map((kind) => [kind, drops.filter((d) => d.kind === kind).length] as const);
  return ` The ${drops.length} dropped, from Chromium's reports: ${counts.filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${DROP_KIND_TEXT[kind]}`).join('; ')}.`;
}

/** How many of the wheel's own drops fell as the gesture stopped (its last 3 frames), where no row comes in. */
export function gestureEndNote(wheel: WheelResult[]): string {
  const fromEnd = wheel.flatMap((w) => (w.steal?.ownDropsAt ?? []).map((at) => w.frames.frames - at));
  if (!fromEnd.length) return '';
  return ` Of the ${fromEnd.length} dropped with the CPUs the VM's own, ${fromEnd.filter((n) => n <= 3).length} fell on their gesture's last 3 frames, as the scroll stops.`;
}

const byThread = (scrolledBy: Record<string, number>) => Object.entries(scrolledBy).map(([thread, n]) => `${thread} ${n}`).join(', ');

export function tablesSection(r: BenchResults): string[] {
  const b = r.browser;
  if (!b?.firstRows.postgres && !b?.table && !b?.wheel && !b?.lists) return [];
  const out = ['## Tables (Chromium)', ''];
  for (const [kind, fr] of Object.entries(b.firstRows)) {
    if (fr) out.push(`- /orders over ${rows(r.sizes.orders)} orders on ${kind}: navigation start → first rows painted ${spread(fr.firstRows)}; its list.orders request ${spread(fr.listRequest)}.`);
  }
  if (b.lists?.length) {
    const timed = b.lists.filter((l) => l.firstRows).map((l) => `${l.path} ${ms(l.firstRows!.median, 0)}`);
    const without = b.lists.filter((l) => !l.firstRows).map((l) => l.path);
    out.push(`- Every sidebar list on PostgreSQL, navigation start → first rows painted (median): ${timed.join(', ')}${without.length ? `; no table rows painted (not a list, or empty): ${without.join(', ')}` : ''}.`);
  }
  for (const [i, w] of (b.wheel ?? []).entries()) {
    const f = w.frames;
    out.push(
      `- DataTable over 100,000 client-side rows, wheel run ${i + 1} at ${w.rowsPerFrame} rows a frame: scrolled ${rows(w.rowsScrolled)} rows in ${f.frames} frames; dropped ${f.dropped}${f.drops?.length ? ` (${f.drops.map((d) => `#${d.frame} ${d.kind}`).join(', ')})` : ''}; shown with the scroll ahead of the main thread's newest rows ${f.rowsBehind}, with tiles not yet rasterised ${f.checkerboarded}; ` +
        `scrolled by ${byThread(f.scrolledBy)}${stealNote(w.steal, f.frames)}${benchCpuNote(w)}; rows in the DOM max ${w.domRows}; screenshots of ${w.rowsMissing.frames} frames (${w.rowsMissing.seconds} s): ${w.rowsMissing.blankFrames} with a blank band at least a row tall.`,
    );
  }
  for (const [i, t] of (b.table ?? []).entries()) {
    out.push(
      `- DataTable over 100,000 client-side rows, scripted run ${i + 1}: mounted ${ms(t.mountMs, 0)}; scrolled ${rows(t.rowsScrolled)} rows in ${t.frames} frames (${t.rowsPerFrame ?? 10} rows a frame): frame interval ${spread(t.frameMs)}, display interval ${ms(t.idleFrameMs)}, ` +
        `dropped ${droppedList(t)}${stealNote(t.steal, t.frames)}${gcNote(t)}${benchCpuNote(t)}; rows in the DOM max ${t.domRows.max} (median ${t.domRows.median}); JS heap after ${t.heapMiB.toFixed(0)} MiB.`,
    );
  }
  for (const w of b.scrollFloor?.wheel ?? []) {
    out.push(`- Floor (a list drawn once), wheel at ${w.rowsPerFrame} rows a frame: scrolled ${rows(w.rowsScrolled)} rows in ${w.frames.frames} frames; dropped ${w.frames.dropped}; scrolled by ${byThread(w.frames.scrolledBy)}${stealNote(w.steal, w.frames.frames)}${benchCpuNote(w)}.`);
  }
  for (const t of b.scrollFloor?.scripted ?? []) {
    out.push(
      `- Floor (a list drawn once), scripted at ${t.rowsPerFrame} rows a frame: scrolled ${rows(t.rowsScrolled)} rows in ${t.frames} frames: frame interval ${spread(t.frameMs)}, ` +
        `dropped ${droppedList(t)}${stealNote(t.steal, t.frames)}${gcNote(t)}${benchCpuNote(t)}.`,
    );
  }
  out.push('');
  return out;
}
