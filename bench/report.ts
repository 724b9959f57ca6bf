/** bench/results.md: the latest run's figures, machine details, and each budget met or missed. */
import { readFileSync } from 'node:fs';
import type { EndpointResult } from './api.ts';
import { ROUTE_DIRS } from './bundle.ts';
import { QUIET_AFTER_S, type TypingResult } from './browser/palette.ts';
import { spread, type Summary } from './lib/stats.ts';
import { catalogueBudgets, catalogueSection } from './report-catalogue.ts';
import { scrollBudgets, scrollNotes, tablesSection } from './report-tables.ts';
import { BUDGET, RECORD_SEARCH_LINE, REFILL_ROUTE_MACHINES, REFILL_SUGGESTION_LINE, type BenchResults, type Budget, type ServerApi } from './results.ts';

/** Every route path of the route table (src/features/<domain>/routes.ts). */
export function allRoutePaths(): string[] {
  return ROUTE_DIRS().flatMap((dir) => [...readFileSync(`${dir}/routes.ts`, 'utf8').matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]));
}

const ms = (value: number, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a');
const kb = (value: number) => `${value.toFixed(1)} KB`;
/** Met within the last tenth of the budget: another run on the same machine may miss it. */
const NEAR = 0.9;
function verdict(b: Budget): string {
  if (b.figure) return 'figure, no budget';
  if (b.ok === undefined) return 'not measured';
  if (!b.ok) return '**MISSED**';
  return b.share !== undefined && b.share > NEAR ? '**met**, within 10 % of the budget (reruns vary)' : '**met**';
}
const med = (s: Summary | undefined) => s?.median ?? NaN;
const rps = (value: number) => Math.round(value).toLocaleString('en');

/**
 * The pipeline's own cost on one database: list.orders through the console ÷ the same SQL on
 * a bare Hono route of the same server and pool (bench/api.ts, measurePipeline), at least 0.8.
 */
export function pipelineBudget(database: string, api: ServerApi | undefined): Budget {
  const p = api?.pipeline;
  const goal = BUDGET.pipelineRatio;
  const what = `Pipeline's own cost on ${database}: list.orders through the console ÷ the same SQL on a bare Hono route, same server and pool (${p?.console.concurrency ?? 8} clients)`;
  if (!p) return { what, budget: `≥ ${goal}`, measured: 'n/a', ok: undefined };
  const byRun = p.ratio.n > 1 ? `; by run ${p.ratio.min.toFixed(2)}–${p.ratio.max.toFixed(2)}, n=${p.ratio.n}` : '';
  return {
    what,
    budget: `≥ ${goal}`,
    measured: `${p.ratio.median.toFixed(2)} (console ${rps(p.console.rps.median)} rps, bare route ${rps(p.bare.rps.median)} rps${byRun})`,
    ok: p.ratio.median >= goal,
    share: goal / p.ratio.median,
  };
}

/** The slowest list's median, navigation → first rows painted, over every sidebar list that painted rows. */
export function listsFirstRowsBudget(r: BenchResults): Budget {
  const timed = (r.browser?.lists ?? []).filter((l) => l.firstRows);
  const slowest = [...timed].sort((a, b) => b.firstRows!.median - a.firstRows!.median)[0];
  return {
    what: `First rows painted after navigating to every list (${timed.length} sidebar lists on PostgreSQL; the slowest list's median)`,
    budget: `≤ ${BUDGET.listFirstRowsMs} ms`,
    measured: slowest ? `${spread(slowest.firstRows!)} (${slowest.path})` : 'n/a',
    ok: slowest ? slowest.firstRows!.median <= BUDGET.listFirstRowsMs : undefined,
    share: slowest ? slowest.firstRows!.median / BUDGET.listFirstRowsMs : undefined,
  };
}

function budgets(r: BenchResults): Budget[] {
  const list: Budget[] = [];
  const palette = r.browser?.palette;
  for (const length of [1, 3, 8] as const) {
    const s = palette?.typing.byLength[length];
    list.push({ what: `Palette keystroke → painted results, ${length}-character query (median)`, budget: `≤ ${BUDGET.keystrokeMs} ms`, measured: s ? spread(s) : 'n/a', ok: s ? s.median <= BUDGET.keystrokeMs : undefined, share: s ? s.median / BUDGET.keystrokeMs : undefined });
  }
  list.push({ what: 'Palette opening, Ctrl+K → painted (median)', budget: `≤ ${BUDGET.paletteOpenMs} ms`, measured: palette ? spread(palette.open) : 'n/a', ok: palette ? palette.open.median <= BUDGET.paletteOpenMs : undefined, share: palette ? palette.open.median / BUDGET.paletteOpenMs : undefined });
  const pg = r.api?.postgres;
  const page8 = pg?.endpoints.find((e) => e.name.startsWith('list.orders (page'));
  const page1 = pg?.endpoints.find((e) => e.name.startsWith('list.orders, one'));
  list.push({ what: 'Order list page p95 on PostgreSQL, 1 client', budget: `≤ ${BUDGET.orderPageP95Ms} ms`, measured: page1 ? spread(page1.p95) : 'n/a', ok: page1 ? page1.p95.median <= BUDGET.orderPageP95Ms : undefined, share: page1 ? page1.p95.median / BUDGET.orderPageP95Ms : undefined });
  list.push({ what: `Order list page p95 on PostgreSQL, ${page8?.concurrency ?? 8} concurrent clients`, budget: `≤ ${BUDGET.orderPageP95Ms} ms`, measured: page8 ? spread(page8.p95) : 'n/a', ok: page8 ? page8.p95.median <= BUDGET.orderPageP95Ms : undefined, share: page8 ? page8.p95.median / BUDGET.orderPageP95Ms : undefined });
  const refill = pg?.endpoints.find((e) => e.name === REFILL_SUGGESTION_LINE);
  list.push({ what: `Refill suggestion for a route of ${REFILL_ROUTE_MACHINES} machines, p95 on PostgreSQL, 1 client`, budget: `≤ ${BUDGET.refillSuggestionP95Ms} ms`, measured: refill ? spread(refill.p95) : 'n/a', ok: refill ? refill.p95.median <= BUDGET.refillSuggestionP95Ms : undefined, share: refill ? refill.p95.median / BUDGET.refillSuggestionP95Ms : undefined });
  const search = pg?.endpoints.find((e) => e.name === RECORD_SEARCH_LINE);
  list.push({ what: 'Record search (palette, every kind) p95 on PostgreSQL, 1 client', budget: `≤ ${BUDGET.recordSearchP95Ms} ms`, measured: search ? spread(search.p95) : 'n/a', ok: search ? search.p95.median <= BUDGET.recordSearchP95Ms : undefined, share: search ? search.p95.median / BUDGET.recordSearchP95Ms : undefined });
  const dex = r.dexImport;
  list.push({ what: `DEX import of ${dex?.audits ?? 1000} audits (${dex?.files ?? 20} route files) on PostgreSQL (bench/dex-import.ts)`, budget: `≤ ${BUDGET.dexImportS} s`, measured: dex ? `${dex.seconds.toFixed(1)} s` : 'n/a', ok: dex ? dex.seconds <= BUDGET.dexImportS : undefined, share: dex ? dex.seconds / BUDGET.dexImportS : undefined });
  list.push(pipelineBudget('PostgreSQL', pg), pipelineBudget('PGlite', r.api?.pglite));
  list.push(...catalogueBudgets(r.lists));
  list.push(listsFirstRowsBudget(r));
  list.push({ what: 'EXPLAIN of the order list page (PostgreSQL): index path, no sequential scan of orders', budget: 'index path', measured: pg ? (pg.explain.indexPath ? 'index scan' : 'no index scan') + (pg.explain.seqScanOnOrders ? ', SEQ SCAN on orders' : ', no seq scan') : 'n/a', ok: pg ? pg.explain.indexPath && !pg.explain.seqScanOnOrders : undefined });
  for (const route of r.bundle?.routes ?? []) {
    list.push({ what: `Bundle, critical path of ${route.route} (gzip JS + CSS)`, budget: `≤ ${BUDGET.bundleKB} KB`, measured: kb(route.totalGzipKB), ok: route.totalGzipKB <= BUDGET.bundleKB });
  }
  if (r.bundle) list.push({ what: `Bundle, largest critical path of all ${r.bundle.routeCount} routes (${r.bundle.worst.route})`, budget: `≤ ${BUDGET.bundleKB} KB`, measured: kb(r.bundle.worst.totalGzipKB), ok: r.bundle.worst.totalGzipKB <= BUDGET.bundleKB });
  const reused = r.startup?.reused;
  list.push({ what: '`npm start` with reused data → first successful `me` (median)', budget: `≤ ${BUDGET.reusedStartMs / 1000} s`, measured: reused ? spread(reused, 0) : 'n/a', ok: reused ? reused.median <= BUDGET.reusedStartMs : undefined, share: reused ? reused.median / BUDGET.reusedStartMs : undefined });
  list.push(...scrollBudgets(r));
  return list;
}

/**
 * Where the pipeline's time goes, when its ratio misses 0.8 (or comes within a tenth of it) on
 * either database; '' otherwise. The breakdown comes from probes of the server, not from this run.
 */
export function pipelineNote(r: Pick<BenchResults, 'api'>): string {
  const measured = (['PostgreSQL', 'PGlite'] as const)
    .map((database) => ({ database, line: pipelineBudget(database, database === 'PostgreSQL' ? r.api?.postgres : r.api?.pglite), p: (database === 'PostgreSQL' ? r.api?.postgres : r.api?.pglite)?.pipeline }))
    .filter((m) => m.p);
  if (!measured.some((m) => m.line.ok === false || (m.line.share ?? 0) > NEAR)) return '';
  const ratios = measured.map((m) => `${m.p!.ratio.median.toFixed(2)} on ${m.database}`).join(', ');
  return (
    `- Pipeline's own cost (${ratios}): the console and the bare route run the same SQL on the same pool in the same process, so the gap is the server's own work per answer, on 2 cores it shares with PostgreSQL and the load generator. ` +
    'Probed on the 2-core AMD EPYC machine (2026-11-25, quick seed on PostgreSQL, 8 clients, the machine busy with other work): the server spent 750–1,080 µs of CPU per list.orders answer against 410–450 µs for the bare route, while PostgreSQL spent the same on both (850–1,050 µs). ' +
    "Of the console's extra, each step timed alone: compressing the 3.1 KB answer to 0.7 KB and writing the longer JSON of keyed rows about 65 µs (gzip 51–63 µs, 17 µs of it the new zlib stream each answer takes; 14 % of the console's CPU in a profile under load); " +
    "drizzle's prepared statement against pool.query of the same SQL about 70 µs (placeholders, tracing spans, rows mapped from arrays into { order, machine } objects, every timestamp made a Date), after which toRow maps every row again and iso() turns created_at back into the text PostgreSQL sent (7–25 µs); " +
    "superstruct's create of the input 18 µs; the body's JSON.parse with the reserved-key reviver 4–7 µs against 1 µs plain; the cached session 4 µs (a SHA-256 of the token each request). " +
    "That is about 170–190 µs; the rest is spread over Hono's context, the router's and drizzle's extra awaits and collecting the extra garbage."
  );
}

/** Where the time of a missed (or nearly missed) budget goes, from the figures themselves. */
function notes(r: BenchResults): string[] {
  const lines: string[] = [];
  const palette = r.browser?.palette?.typing;
  const floor = r.browser?.floor;
  if (palette && floor && [1, 3, 8].some((n) => palette.byLength[n as 1 | 3 | 8].median > BUDGET.keystrokeMs * NEAR)) {
    lines.push(
      `- Palette keystrokes: the same measure on a page with one plain input gives ${ms(floor.all.median)} (waiting for the next frame, in this headless software-rendered Chromium); ` +
        `the palette's script part (ranking, React, cmdk) is ${ms(palette.script.median)} over all keys` +
        (palette.scriptByLength ? ` (${ms(palette.scriptByLength[1].median)} / ${ms(palette.scriptByLength[3].median)} / ${ms(palette.scriptByLength[8].median)} for 1 / 3 / 8 characters)` : '') +
        '; the rest is style, layout and paint of the new result list (about 4 ms a keystroke in a trace). ' +
        'A keystroke whose work ends before the next frame starts is painted in that frame, otherwise one frame (16.7 ms) later, so the samples gather around two values a frame apart and the median moves between them from run to run. ' +
        'Every result row that changes costs React and cmdk work on each keystroke: listing at most 5 commands and 12 machines instead of 8 and 20 took the 1-character median from 18.7–20.5 ms to 12.6–13.8 ms on the 2-core AMD EPYC machine; the ranking reads lists ordered in advance for up to 3 characters (under 0.1 ms; walking the places where words start took 1–2 ms in Chromium for 2 and 3 characters) and takes about 1 ms for longer words; ' +
        'the palette selects the first new result itself, in the render that shows it (cmdk did it a render later and scrolled it into view, a forced style and layout pass of about 1.8 ms), which took the script part from 6.7–7.4 ms to 5.3–5.5 ms on the Intel Xeon machine (2026-11-23). ' +
        "cmdk's list no longer costs a second frame per keystroke (its inner sizer, measured for an unused --cmdk-list-height, has no box of its own), which took the 1-character median from 15.6–21.1 ms to 11–13 ms on the Intel Xeon machine of the earlier runs.",
    );
  }
  const pg = r.api?.postgres?.endpoints;
  const page8 = pg?.find((e) => e.name.startsWith('list.orders (page'));
  const page1 = pg?.find((e) => e.name.startsWith('list.orders, one'));
  if (page8 && page1 && page8.p95.median > BUDGET.orderPageP95Ms) {
    lines.push(`- Order page at ${page8.concurrency} clients: the server is CPU-bound on the 2 cores it shares with PostgreSQL and the load generator (${page8.rps.median.toFixed(0)} rps); the latency is queueing — one client at a time sees p95 ${ms(page1.p95.median)}.`);
  }
  const pipeline = pipelineNote(r);
  if (pipeline) lines.push(pipeline);
  lines.push(...scrollNotes(r));
  return lines.length ? ['Where the time goes, for budgets missed or met within 10 %:', '', ...lines, ''] : [];
}

/** The host's share of the CPUs over the endpoint's runs, e.g. "1–12 %". */
function stealRange(e: EndpointResult): string {
  const shares = e.runs.map((run) => run.hostSteal ?? NaN).filter(Number.isFinite);
  if (!shares.length) return 'n/a';
  const [low, high] = [Math.min(...shares), Math.max(...shares)].map((share) => (share * 100).toFixed(0));
  return low === high ? `${low} %` : `${low}–${high} %`;
}

function endpointRows(api: ServerApi | undefined, bare: EndpointResult | undefined, label: string): string[] {
  if (!api) return [];
  return [...api.endpoints, ...(api.pipeline ? [api.pipeline.console, api.pipeline.bare] : [])].map((e) => {
    const ratio = bare ? `${((e.rps.median / bare.rps.median) * 100).toFixed(1)} %` : 'n/a';
    const errors = e.errors ? ` (${e.errors} errors: ${e.firstError ?? ''})` : '';
    return `| ${label} | ${e.name} | ${e.concurrency} | ${e.rps.median.toFixed(0)} (${e.rps.min.toFixed(0)}–${e.rps.max.toFixed(0)}) | ${ms(med(e.p50))} | ${ms(med(e.p95))} | ${ms(med(e.p99))} | ${ratio}${errors} | ${stealRange(e)} |`;
  });
}

function typingRows(label: string, t: TypingResult | undefined): string {
  if (!t) return `| ${label} | n/a | n/a | n/a | n/a |`;
  const script = (n: 1 | 3 | 8) => (t.scriptByLength ? ` (script ${ms(t.scriptByLength[n].median)})` : '');
  return `| ${label} | ${spread(t.byLength[1])}${script(1)} | ${spread(t.byLength[3])}${script(3)} | ${spread(t.byLength[8])}${script(8)} | ${spread(t.script)} |`;
}

export function renderReport(r: BenchResults): string {
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  push('# Benchmark results', '', 'Written by `npm run bench` (bench/run.ts); the large business comes from `npm run seed` (scripts/seed.ts). `npm run bench -- --quick` tries it at small sizes.', '');
  if (r.quick) push('> **QUICK RUN** (small sizes, short runs): these figures try the bench itself; they are not the budget figures.', '');
  const busy = r.before.load[0] >= 1.5 || r.before.others > 0;
  push(
    `Latest \`npm run bench\`: ${r.startedAt} (${((r.seconds ?? 0) / 60).toFixed(1)} min), ${r.runs} run(s) per figure; figures are median (min–max, n).`,
    '',
    `- Machine: ${r.machine}${r.browser?.version ? `; Chromium ${r.browser.version} (headless, software rendering)` : ''}`,
    ...(r.api ? [`- Yardstick: the bare Hono route answers ${Math.round(r.api.bare.rps.median).toLocaleString('en')} requests a second here, where the Intel Xeon machine of the earlier runs (bench/results.md before 2026-11-22T23:00Z) answered 29,000–34,000; every figure below moves with the machine.`] : []),
    ...(r.carried ? [`- Sections not rerun this time (${r.carried.sections.join(', ')}) are from the run of ${r.carried.from}.`] : []),
    `- Load before: ${r.before.load.map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min), other test or browser processes: ${r.before.others}` +
      (r.after ? `; after: ${r.after.load.map((l) => l.toFixed(2)).join(' / ')}, others: ${r.after.others}` : ''),
    busy ? '- **The machine was busy when the run started** (the load or the other processes above): figures may be slower and noisier than on a quiet machine; rerun `npm run bench` when `uptime` shows a load under 1.5.' : '- The machine was quiet.',
    `- Business: ${r.sizes.machines.toLocaleString('en')} machines, ${r.sizes.orders.toLocaleString('en')} orders, ${r.sizes.products.toLocaleString('en')} products, ${r.sizes.transfers.toLocaleString('en')} open transfers` +
      // Every record kind since issue 55 (a results file of an earlier seed has none).
      (r.sizes.refillPlans === undefined ? '' : `, ${[[r.sizes.warehouses, 'warehouses'], [r.sizes.purchaseOrders, 'purchase orders'], [r.sizes.refillPlans, 'refill plans'],
        [r.sizes.shippingOrders, 'shipping orders'], [r.sizes.cashCollections, 'cash collections']].map(([n, what]) => `${n.toLocaleString('en')} ${what}`).join(', ')}`) +
      ' (`npm run seed`)' +
      (r.seeds.pglite ? `; PGlite seed ${r.seeds.pglite.reused ? 'reused' : 'built'} (${r.seeds.pglite.seconds.toFixed(0)} s to build)` : '') +
      (r.seeds.postgres ? `; PostgreSQL seed ${r.seeds.postgres.seconds.toFixed(0)} s` : ''),
    '',
    '## Budgets',
    '',
    '| What | Budget | Measured | |',
    '|---|---|---|---|',
    ...budgets(r).map((b) => `| ${b.what} | ${b.budget} | ${b.measured} | ${verdict(b)} |`),
    '',
    ...notes(r),
  );

  const b = r.browser;
  const failed = [...(r.failed ?? []), ...(b?.errors ?? [])];
  if (failed.length) push('## Failed measurements', '', ...failed.map((e) => `- ${e}`), '');
  if (b?.palette || b?.cmdk) {
    push(
      '## Palette (Chromium)',
      '',
      'Jump-to-machine over every machine plus every command, typed one key at a time (words such as "whitefie", "tech par", "vm-04217"); a keystroke counts from its keydown to the first frame painted with the new results (requestAnimationFrame, then a posted message). "Script" is the JavaScript part: keydown until the input event is handled and the DOM updated.',
      '',
      '| | 1 character | 3 characters | 8 characters | script, all keys |',
      '|---|---|---|---|---|',
      typingRows('Console palette (own ranking, at most 12 machine results)', b.palette?.typing),
      typingRows(`cmdk, default filter, same items (${b.cmdk?.machines.toLocaleString('en') ?? '?'} machines + ${b.cmdk?.commands ?? '?'} commands; words: ${b.cmdk?.words.join(', ') ?? ''})`, b.cmdk?.typing),
      typingRows('Floor: a page with one plain input', b.floor),
      '',
    );
    if (b.palette && b.cmdk) {
      const ratio = (n: 1 | 3 | 8) => `${(b.cmdk!.typing.byLength[n].median / b.palette!.typing.byLength[n].median).toFixed(1)}×`;
      push(`cmdk's default filter is ${ratio(1)} / ${ratio(3)} / ${ratio(8)} the console's time for 1 / 3 / 8 characters; it mounts every item first (${ms(b.cmdk.mountMs, 0)} from navigation to the first painted frame, JS heap ${b.cmdk.heapMiB.toFixed(0)} MiB).`, '');
    }
    if (b.palette) {
      push(
        `- Opening (Ctrl+K → palette painted): ${spread(b.palette.open)}; the session's first opening ${ms(b.palette.firstOpen)}; machines searchable ${ms(b.palette.indexReady, 0)} after it (index fetched and built once per session), the longest main-thread task meanwhile ${ms(b.palette.indexLongestTask ?? NaN, 0)} (the index is built in slices between frames).`,
        ...(b.paletteWhenQuiet !== undefined
          ? [`- First opened ${QUIET_AFTER_S} s after sign-in (the console loads the index once quiet, 3 s in): machines searchable ${ms(b.paletteWhenQuiet, 0)} after the opening.`]
          : []),
        `- JS heap with the machine index loaded: ${b.palette.heapMiB.toFixed(0)} MiB.`,
        `- All keystrokes: ${spread(b.palette.typing.all)}. Results after the last key: ${b.palette.typing.samples.slice(0, 8).map((s) => `"${s.query}" ${s.items} items`).join(', ')}.`,
        ...(b.palette.whole
          ? [`- Whole codes and names typed key by key (${[...new Set(b.palette.whole.samples.map((s) => `"${s.query}"`))].join(', ')}): every keystroke ${spread(b.palette.whole.all)}, its script part ${spread(b.palette.whole.script)}.`]
          : []),
        '',
      );
    }
  }

  push(...tablesSection(r));

  if (r.api) {
    push(
      '## API (loopback)',
      '',
      `Closed-loop load from the bench process (keep-alive, asking for gzip as a browser does), ${r.runs} runs per row after a warm-up; rps and latencies are medians over runs. The load generator, the server and PostgreSQL share the same cores. Ratio = rps / the bare Hono route's rps. Host steal: the share of the CPUs the virtual machine's host took during the runs (lib/cpu-steal.ts), time the server did not get. The last two rows of a database take turns run by run: list.orders through the console, and the same pages' SQL on a bare Hono route of the same server and pool (server/http/bench-bare-route.ts); the first over the second is the pipeline's cost in the budgets.`,
      '',
      '| Database | Call | Clients | rps | p50 | p95 | p99 | of bare rps | host steal |',
      '|---|---|---|---|---|---|---|---|---|',
      ...endpointRows({ endpoints: [r.api.bare], rssMiB: 0, explain: undefined as never }, undefined, '—'),
      ...endpointRows(r.api.pglite, r.api.bare, 'PGlite'),
      ...endpointRows(r.api.postgres, r.api.bare, 'PostgreSQL'),
      '',
      `Server memory (RSS of the server's process tree) after the load: ${r.api.pglite ? `PGlite ${r.api.pglite.rssMiB.toFixed(0)} MiB (the database lives in the process)` : ''}${r.api.postgres ? `, PostgreSQL ${r.api.postgres.rssMiB.toFixed(0)} MiB (node only)` : ''}.`,
      '',
    );
    for (const [kind, api] of [['PostgreSQL', r.api.postgres], ['PGlite', r.api.pglite]] as const) {
      if (api) push(`EXPLAIN ANALYZE of the order list page on ${kind} (the SQL server/actions/order-list.ts builds):`, '', '```', api.explain.sql, '', api.explain.plan, '```', '');
    }
  }

  push(...catalogueSection(r.lists));

  if (r.bundle) {
    push('## Bundle', '', 'gzip of the JS and CSS a route needs before it paints (entry, signed-in frame for private routes, the screen chunk, their static imports). The palette, dialogs, menus and filter bar load right after the first paint. The server sends the build\'s own brotli copies (gzip for browsers without brotli), written at the highest levels at build time, so a browser downloads less than these figures.', '');
    for (const route of [...r.bundle.routes, r.bundle.worst]) {
      push(`- ${route.route}: ${kb(route.totalGzipKB)} (JS ${kb(route.jsGzipKB)}, CSS ${kb(route.cssGzipKB)}, ${route.files} files; largest ${route.largest.map((l) => `${l.file.replace('assets/', '')} ${kb(l.gzipKB)}`).join(', ')})`);
    }
    push('');
  }

  if (r.startup) {
    push(
      '## Start-up',
      '',
      `\`npm start\` from spawning to the first successful \`me\`: empty data folder (migrate + seed the demo business) ${ms(r.startup.cold, 0)}; reused ${spread(r.startup.reused, 0)}` +
        (r.startup.large ? `; reused with the large business ${spread(r.startup.large, 0)}.` : '.'),
      '',
    );
  }
  return out.join('\n');
}
