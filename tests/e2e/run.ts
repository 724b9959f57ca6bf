/**
 * `npm run test:e2e`: the browser journeys as two Playwright runs side by side, each with its
 * own console and database (E2E_PORT, default 8090, and that + 100), splitting the spec files
 * between them. Within a run the tests still go one at a time against one database
 * (playwright.config.ts), so nothing a journey changes races another; the two runs share only
 * the built console. One run took 19 minutes in CI, most of it waiting on one browser at a time.
 *
 * The files are split by how long each took (durations.json, seconds from a CI run; a file not
 * there counts as split.ts's DEFAULT_SECONDS) plus a per-test overhead times its number of tests
 * (`playwright test --list`, run while the console builds): the longest first, each to the run
 * with less so far. Playwright's own `--shard` splits by number of tests, and the accessibility
 * sweep alone is a quarter of the time.
 *
 * The demo business is seeded once, into a folder each console starts from a copy of
 * (tests/e2e/seeded.ts), while the console builds: seeding and building each keep one core busy.
 *
 *   E2E_SHARDS=1 npm run test:e2e          one run, as before
 *   npm run test:e2e -- tests/e2e/orders.spec.ts   arguments go to Playwright (one run)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureSpaBuilt } from '../../server/build.ts';
import { runLabelled } from '../../scripts/side-by-side.ts';
import { splitByDuration, testsPerFile } from './split.ts';

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8090);
// Built once here, so the consoles that start together never both build it.
const distDir = resolve(`.tmp/dist-e2e-${basePort}`);
const seededDir = resolve(`.tmp/e2e-seeded-${basePort}`);
// The test list and the seeded database are made in their own processes while the console builds here.
const listing = shards > 1 ? listTests() : undefined;
const seeding = exited(spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/seeded.ts', seededDir], { stdio: 'inherit' }));
ensureSpaBuilt(process.cwd(), distDir);

const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
const durations = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>;
const groups = shards > 1
  ? splitByDuration(specs, durations, shards, await listing).map((files) => files.map((f) => `tests/e2e/${f}`))
  : [args];
// Without the seeded folder each console seeds its own, as before: slower, never a failed run.
const seeded = await seeding;
if (!seeded) console.log('seeding the e2e database failed: each console seeds its own');

function exited(child: ChildProcess): Promise<boolean> {
  return new Promise((done) => {
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

/** Tests per spec file (its JSON goes to a file, never a pipe that would fill while the build blocks this process). */
async function listTests(): Promise<Record<string, number>> {
  mkdirSync('.tmp', { recursive: true });
  const file = resolve(`.tmp/e2e-list-${basePort}.json`);
  const out = openSync(file, 'w');
  const ok = await exited(spawn(resolve('node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], { stdio: ['ignore', out, 'inherit'] }));
  closeSync(out);
  try {
    if (ok) return testsPerFile(JSON.parse(readFileSync(file, 'utf8')));
  } catch { /* reported below */ }
  // Without the list every file counts as one test: a less even split, never a failed run.
  console.log('playwright test --list failed: splitting by durations alone');
  return {};
}

function run(index: number): Promise<number> {
  const port = basePort + 100 * index;
  const env = { ...process.env, E2E_PORT: String(port), E2E_DIST_DIR: distDir, ...(seeded ? { E2E_SEEDED_DIR: seededDir } : {}) };
  return runLabelled(resolve('node_modules/.bin/playwright'), ['test', ...groups[index]!], shards > 1 ? `[${index + 1}/${shards}] ` : '', env);
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
if (shards > 1) console.log(codes.map((code, i) => `e2e run ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`).join('\n'));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
