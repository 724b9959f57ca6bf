/**
 * `npm run test:e2e`: the browser journeys as two Playwright runs side by side, each with its
 * own console and database (E2E_PORT, default 8090, and that + 100), splitting the spec files
 * between them. Within a run the tests still go one at a time against one database
 * (playwright.config.ts), so nothing a journey changes races another; the two runs share only
 * the built console. One run took 19 minutes in CI, most of it waiting on one browser at a time.
 *
 * The files are split by how long each took (durations.json, seconds from a CI run; a file not
 * there counts as split.ts's DEFAULT_SECONDS): the longest first, each to the run with less so far. Playwright's
 * own `--shard` splits by number of tests, and the accessibility sweep alone is a quarter of the time.
 *
 *   E2E_SHARDS=1 npm run test:e2e          one run, as before
 *   npm run test:e2e -- tests/e2e/orders.spec.ts   arguments go to Playwright (one run)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureSpaBuilt } from '../../server/build.ts';
import { runLabelled } from '../../scripts/side-by-side.ts';
import { splitByDuration } from './split.ts';

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8090);
// Built once here, so the consoles that start together never both build it.
const distDir = resolve(`.tmp/dist-e2e-${basePort}`);
ensureSpaBuilt(process.cwd(), distDir);

const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
const durations = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>;
const groups = shards > 1 ? splitByDuration(specs, durations, shards).map((files) => files.map((f) => `tests/e2e/${f}`)) : [args];

function run(index: number): Promise<number> {
  const port = basePort + 100 * index;
  const env = { ...process.env, E2E_PORT: String(port), E2E_DIST_DIR: distDir };
  return runLabelled(resolve('node_modules/.bin/playwright'), ['test', ...groups[index]!], shards > 1 ? `[${index + 1}/${shards}] ` : '', env);
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
if (shards > 1) console.log(codes.map((code, i) => `e2e run ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`).join('\n'));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
