/**
 * `npm run bench`: figures, not tests. Seeds (or reuses) the large business, then
 * measures the bundle, start-up, the API on PGlite and PostgreSQL beside a bare Hono
 * route (and list.orders beside its own SQL on a bare route of the same server), and the
 * browser (palette, cmdk, tables) in Chromium; prints them and writes bench/results.md (and
 * bench/.data/results.json).
 *
 *   npm run bench                         full sizes (100,000 machines, 1,000,000 orders)
 *   npm run bench -- --quick              small sizes and short runs, to try the bench itself
 *                                         (report in bench/.data/results-quick.md)
 *   npm run bench -- --only api,browser   some sections (bundle, startup, api, lists, browser);
 *                                         lists: every list.* and get.* action of the catalogue
 *   BENCH_PGPORT=N                        the PostgreSQL server's port (default 54340)
 *   npm run bench -- --runs 5             repeats per figure (default 3)
 *   npm run bench -- --reseed             seed the PGlite business again
 *   --machines/--orders/--products N      other sizes; --out FILE another report file
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { measureBare, measureConsoleApi, measurePipeline, PIPELINE_ENV, type LoadPlan } from './api.ts';
import { catalogueLoadPlan, measureCatalogue } from './lists.ts';
import { launchChromium } from './browser/chromium.ts';
import { firstRowsOn, measureBrowser } from './browser/run-browser.ts';
import { measureBundles } from './bundle.ts';
import { DEX_IMPORT_AUDITS, measureDexImport } from './dex-import.ts';
import { explainOrderPage } from './explain.ts';
import { startConsole, waitUntilServing } from './lib/console.ts';
import { ensurePglite, startSeededPostgres, type PostgresServer } from './lib/datasets.ts';
import { isQuiet, machineState } from './lib/machine.ts';
import { readOptions, SECTIONS } from './lib/options.ts';
import { missingPrerequisites, thisMachine } from './lib/prerequisites.ts';
import { postJson, startProcess, stopAll, waitFor } from './lib/processes.ts';
import { machineDetails } from './lib/stats.ts';
import { allRoutePaths, renderReport } from './report.ts';
import type { BenchResults, ServerApi } from './results.ts';
import { measureStartup } from './startup.ts';
import { ensureSpaBuilt } from '../server/build.ts';

/** bench/results.md's hand-written section (`npm run bench:analytics`), kept when the file is rewritten. */
const ANALYTICS_HEADING = '## Analytics at 1,000,000 orders';

const PORTS = { bare: 8190, pglite: 8191, postgres: 8192, pages: 8193, startup: 8194 };
const DIST = 'bench/.data/dist';

const parsed = readOptions(process.argv.slice(2));
if ('problems' in parsed) {
  for (const problem of parsed.problems) console.error(problem);
  process.exit(2);
}
const { quick, sections, runs, sizes, reseed, out, json } = parsed;
const missing = missingPrerequisites(sections, thisMachine());
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
const plan: LoadPlan = { runs, durationMs: quick ? 2_000 : 5_000, warmupMs: quick ? 500 : 1_500, concurrency: 8 };
const onePlan: LoadPlan = { ...plan, concurrency: 1 };

// Ctrl+C: stop the servers this run started (they run in their own process groups).
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

const began = performance.now();
const say = (line: string) => console.log(`\n[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`);
mkdirSync('bench/.data', { recursive: true });

const results: BenchResults = {
  quick, sizes, runs, machine: machineDetails(), before: machineState(), startedAt: new Date().toISOString(), seeds: {},
};
// With --only, the other sections of the last full results stay in the report (marked as carried over).
const skipped = SECTIONS.filter((s) => !sections.has(s));
if (skipped.length && existsSync(json)) {
  const previous = JSON.parse(readFileSync(json, 'utf8')) as BenchResults;
  if (previous.quick === quick && JSON.stringify(previous.sizes) === JSON.stringify(sizes)) {
    for (const section of skipped) Object.assign(results, { [section]: previous[section] });
    if (skipped.includes('api')) results.seeds = previous.seeds;
    results.carried = { from: previous.carried?.from ?? previous.startedAt, sections: skipped };
  }
}
if (!isQuiet(results.before)) {
  say(`the machine is busy (load ${results.before.load[0].toFixed(1)}, ${results.before.others} other test/browser processes): figures will be noisy`);
}

async function apiOn(kind: 'pglite' | 'postgres', target: { dataDir?: string; databaseUrl?: string }, pool: { first: number; last: number }, distDir?: string) {
  say(`EXPLAIN of the orders page on ${kind}`);
  const explain = await explainOrderPage(target);
  say(`API on ${kind}`);
  const port = kind === 'pglite' ? PORTS.pglite : PORTS.postgres;
  const server = startConsole({ port, ...target, distDir, env: PIPELINE_ENV });
  try {
    const token = await waitUntilServing(server);
    const endpoints = await measureConsoleApi(server.url, token, pool, plan, onePlan);
    say(`API on ${kind}: list.orders against its SQL on a bare route of the same server`);
    const pipeline = await measurePipeline(server.url, token, plan);
    const api: ServerApi = { endpoints, pipeline, rssMiB: server.rssMiB(), explain };
    return { api, server, token };
  } catch (error) {
    const how = server.child.exitCode ?? server.child.signalCode;
    await server.stop();
    if (how !== null) (error as Error).message += ` (the server had exited: ${how}; its last output: ${server.log().slice(-400)})`;
    throw error;
  }
}

let postgres: PostgresServer | undefined;
try {
  if (sections.has('bundle')) {
    say('bundle: building the console and measuring every route');
    const routes = measureBundles(DIST, allRoutePaths());
    const worst = [...routes].sort((a, b) => b.totalGzipKB - a.totalGzipKB)[0];
    results.bundle = { routes: routes.filter((r) => r.route === '/login' || r.route === '/orders'), worst, routeCount: routes.length };
  }

  // The servers below serve this build; without the bundle section, build it if sources changed.
  if (!sections.has('bundle')) ensureSpaBuilt(process.cwd(), DIST);

  let pglite: ReturnType<typeof ensurePglite> | undefined;
  // The browser section runs on PostgreSQL (its PGlite figures come with the api section).
  if (sections.has('startup') || sections.has('api')) {
    pglite = ensurePglite(sizes, reseed);
    results.seeds.pglite = { seconds: pglite.report.seconds, reused: !pglite.seededNow, counts: pglite.report.counts };
  }

  if (sections.has('startup')) {
    say('start-up: npm start, empty data folder then reused');
    results.startup = await measureStartup({ dataDir: 'bench/.data/startup', distDir: DIST, port: PORTS.startup, runs, largeDataDir: pglite!.dataDir });
  }

  if (sections.has('api') || sections.has('lists') || sections.has('browser')) {
    const browser = sections.has('browser') ? await launchChromium() : undefined;
    try {
      if (sections.has('api')) {
        say('API: the bare Hono route');
        const bare = startProcess(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/baseline-server.ts'], { PORT: String(PORTS.bare) }, PORTS.bare);
        await waitFor(async () => (await postJson(`${bare.url}/api/bare`, {})).status === 200, 30_000, 'the bare route');
        results.api = { bare: await measureBare(bare.url, plan) };
        await bare.stop();

        // A PGlite server that dies (out of memory on a crowded machine) costs its own figures, not PostgreSQL's.
        try {
          // Receipts use up the PGlite pool over many runs: seed again when it runs low.
          let started = await apiOnWithPool('pglite', pglite!);
          if (!started) {
            pglite = ensurePglite(sizes, true);
            started = await apiOnWithPool('pglite', pglite);
          }
          results.api.pglite = started!.api;
          if (browser) {
            say('browser: /orders first rows on PGlite');
            results.browser = { firstRows: { pglite: await firstRowsOn(browser, started!.server.url, Math.max(5, runs * 2)) } };
          }
          await started!.server.stop();
        } catch (error) {
          const line = `API on PGlite: ${(error as Error).message}`;
          say(line);
          (results.failed ??= []).push(line);
        }
      }

      postgres = startSeededPostgres(sizes);
      results.seeds.postgres = { seconds: postgres.report.seconds, counts: postgres.report.counts };
      let server;
      if (sections.has('api')) {
        const pg = await apiOn('postgres', { databaseUrl: postgres.url }, postgres.report.transferPool, DIST);
        results.api!.postgres = pg.api;
        server = pg;
      } else {
        const s = startConsole({ port: PORTS.postgres, databaseUrl: postgres.url, distDir: DIST });
        server = { server: s, token: await waitUntilServing(s) };
      }
      if (browser) {
        say('browser: /orders, palette, cmdk and the big table in Chromium (on PostgreSQL)');
        const measured = await measureBrowser(browser, { url: server.server.url, token: server.token }, runs, PORTS.pages, quick);
        results.browser = { ...measured, firstRows: { ...results.browser?.firstRows, ...measured.firstRows } };
      }
      if (sections.has('lists')) {
        say('every list and record view of the catalogue on PostgreSQL (8 clients)');
        results.lists = await measureCatalogue(server.server.url, server.token, catalogueLoadPlan(quick), say);
      }
      await server.server.stop();
      if (sections.has('api')) {
        say(`DEX import: ${DEX_IMPORT_AUDITS} audits on PostgreSQL`);
        results.dexImport = await measureDexImport(postgres.url);
      }
    } finally {
      await browser?.close();
    }
  }
} finally {
  await stopAll();
  postgres?.stop();
  results.after = machineState();
  results.seconds = (performance.now() - began) / 1000;
  writeFileSync(json, JSON.stringify(results, null, 2));
  // The analytics section is written by hand from `npm run bench:analytics`: kept as it is.
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const analytics = previous.indexOf(ANALYTICS_HEADING);
  const report = renderReport(results) + (analytics >= 0 ? `\n\n${previous.slice(analytics)}` : '');
  writeFileSync(out, report);
  console.log(`\n${report}`);
  say(`wrote ${out} and ${json}`);
}

/** The PGlite API run, or null when too few pool transfers are left (the caller reseeds). */
async function apiOnWithPool(kind: 'pglite', data: { dataDir: string; report: { transferPool: { first: number; last: number } } }) {
  return apiOn(kind, { dataDir: data.dataDir }, data.report.transferPool, DIST).catch((error: Error) => {
    if (!/open pool transfers left/.test(error.message)) throw error;
    return null;
  });
}
