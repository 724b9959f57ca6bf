/**
 * `npm run bench:analytics -- --database-url URL`: only the analytics figures of issue 43, on
 * a server that already holds the large business (`npm run seed` with DATABASE_URL). Starts
 * the console on --port (default 8092), measures every analytics line one client at a time
 * for each period (Today … All), and the dashboard's first paint in Chromium; prints the
 * figures with the machine's load before and after each, as Markdown lines for
 * bench/results.md. The full `npm run bench` measures the same lines (Today, Week or Month).
 *
 *   --periods today,week,month,year,all   the periods (default all five)
 *   --runs N                              5-second runs per figure (default 2)
 *   --no-browser                          skip the first paint
 *   --url URL                             measure a console already serving that database instead
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureSpaBuilt } from '../server/build.ts';
import { ANALYTICS_PERIODS, analyticsLines, type AnalyticsPeriod } from './analytics.ts';
import { measure, type LoadPlan } from './api.ts';
import { launchChromium, instrumentedPage, signInAsAdmin } from './browser/chromium.ts';
import { signIn, startConsole, waitUntilServing } from './lib/console.ts';
import { stopAll } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '8092' },
    periods: { type: 'string', default: ANALYTICS_PERIODS.join(',') },
    runs: { type: 'string', default: '2' },
    'no-browser': { type: 'boolean', default: false },
    only: { type: 'string' },
    url: { type: 'string' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl && !values.url) {
  console.error('--database-url (or DATABASE_URL) names the PostgreSQL server holding the large business.');
  process.exit(2);
}
const periods = values.periods!.split(',').map((p) => p.trim()) as AnalyticsPeriod[];
const unknown = periods.filter((p) => !ANALYTICS_PERIODS.includes(p));
if (unknown.length) {
  console.error(`--periods knows ${ANALYTICS_PERIODS.join(', ')}; not ${unknown.join(', ')}.`);
  process.exit(2);
}
const plan: LoadPlan = { runs: Number(values.runs), durationMs: 5_000, warmupMs: 1_500, concurrency: 1 };
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const DIST = 'bench/.data/dist';

process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
const server = values.url
  ? { url: values.url, stop: async () => {} }
  : (ensureSpaBuilt(process.cwd(), DIST), startConsole({ port: Number(values.port), databaseUrl, distDir: DIST }));
const lines: string[] = [];
try {
  const token = 'child' in server ? await waitUntilServing(server) : await signIn(server.url);
  for (const period of periods) {
    for (const line of analyticsLines([period])) {
      if (values.only && !line.name.includes(values.only)) continue;
      const before = load();
      const r = await measure(line.name, `${server.url}${line.path}`, line.body, token, plan);
      const out = `- ${line.name}, ${period}: p95 ${r.p95.max.toFixed(0)} ms, p50 ${r.p50.median.toFixed(0)} ms` +
        ` (worst run's p95; ${r.runs.reduce((n, x) => n + x.requests, 0)} requests${r.errors ? `, ${r.errors} errors: ${r.firstError}` : ''}); load ${before} → ${load()}`;
      console.log(out);
      lines.push(out);
    }
  }
  if (!values['no-browser']) {
    const browser = await launchChromium();
    try {
      const page = await instrumentedPage(browser, server.url);
      await signInAsAdmin(page);
      const paints: number[] = [];
      const before = load();
      for (let i = 0; i < 5; i++) {
        await page.goto('/orders');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const started = Date.now();
        // A client-side navigation, as from the palette or the sidebar: the screen chunk, the query and the figures.
        await page.evaluate(() => { history.pushState(null, '', '/dashboard'); dispatchEvent(new PopStateEvent('popstate')); });
        await page.getByRole('region', { name: 'Today' }).getByText('Net sales').waitFor({ timeout: 30_000 });
        paints.push(Date.now() - started);
        const cold = Date.now();
        await page.goto('/dashboard');
        await page.getByRole('region', { name: 'Today' }).getByText('Net sales').waitFor({ timeout: 30_000 });
        paints.push(-(Date.now() - cold));
      }
      const navigations = paints.filter((p) => p >= 0).sort((a, b) => a - b);
      const loads = paints.filter((p) => p < 0).map((p) => -p).sort((a, b) => a - b);
      const out = `- /dashboard first figures: after a client-side navigation ${navigations.join(', ')} ms; after a full page load ${loads.join(', ')} ms; load ${before} → ${load()}`;
      console.log(out);
      lines.push(out);
      await page.context().close();
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
console.log(`\n${lines.join('\n')}`);
