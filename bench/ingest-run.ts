/**
 * `npm run bench:ingest`: the device gateway at a fleet's size (issue 53), on PostgreSQL —
 * DATABASE_URL's server, else a throwaway one seeded with 100,000 machines — beside one console
 * (SIMULATOR=0) it starts. Issues a key for every machine (scripts/fleet/keys.ts), then runs
 * the lines of bench/ingest.ts and writes them to bench/.data/results-ingest.md (and .json)
 * and as the "Device ingest" section at the end of bench/results.md (which `npm run bench` keeps,
 * as it keeps the analytics section before it).
 *
 *   --seconds N      each run's length (default 60)
 *   --only a,b       some of: steady, vends, screens, lost (default all; lost needs vends)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { issueFleetKeys, refreshFleetCoils } from '../scripts/fleet/keys.ts';
import { nothingLost, screensUnderIngest, slotUnits, steadyState, vendIngest, type IngestLine } from './ingest.ts';
import { startConsole, waitUntilServing } from './lib/console.ts';
import { startSeededPostgres, type PostgresServer } from './lib/datasets.ts';
import { recordSizes } from './seed/large.ts';
import { peakMemoryDuring, stopAll } from './lib/processes.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, only: { type: 'string', default: 'steady,vends,screens,lost' }, port: { type: 'string', default: '8195' } } });
const seconds = Number(values.seconds);
const only = new Set(values.only.split(','));
const FLEET = 100_000;
const KEYS = 'bench/.data/fleet-keys.json';
const RESULTS = 'bench/results.md';
const SECTION = '## Device ingest';
mkdirSync('bench/.data', { recursive: true });

let postgres: PostgresServer | undefined;
const lines: IngestLine[] = [];
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = startSeededPostgres({ machines: FLEET, orders: 100_000, products: 1000, transfers: 100, days: 30, events: 0, ...recordSizes(0) });
    databaseUrl = postgres.url;
  }
  const server = startConsole({ port: Number(values.port), databaseUrl, env: { SKIP_BUILD: '1' } });
  const token = await waitUntilServing(server);
  const pid = server.child.pid!;
  console.log('issuing device keys…');
  const fleetKeys = await issueFleetKeys(databaseUrl, FLEET, 10_000);
  writeFileSync(KEYS, JSON.stringify(fleetKeys));
  const sellers = fleetKeys.filter((m) => m.coils.length).map((m) => m.machineId);
  const base = { url: server.url, keysFile: KEYS, devices: fleetKeys.length, seconds };
  const since = new Date();
  const unitsBefore = await slotUnits(databaseUrl, sellers);
  const say = (found: IngestLine[]) => {
    for (const l of found) console.log(`${l.pass === null ? '·' : l.pass ? '✓' : '✗'} ${l.name}: ${l.figure} (budget ${l.budget})`);
    lines.push(...found);
  };
  // Each run sells from the units the runs before it left (the keys file is read by every run).
  const freshCoils = async () => {
    await refreshFleetCoils(databaseUrl, fleetKeys);
    writeFileSync(KEYS, JSON.stringify(fleetKeys));
  };
  if (only.has('steady')) say(await steadyState({ ...base, vendsPerSecond: 35, heartbeatSeconds: 60, serverPid: pid, afterWarmup: freshCoils }));
  await freshCoils();
  if (only.has('vends')) say(await vendIngest({ ...base, vendsPerSecond: 500, heartbeatSeconds: 3600, databaseUrl, machineIds: sellers }));
  await freshCoils();
  if (only.has('screens')) {
    // Browsing and ingest together: the server's memory is measured over the same run (issue 55: ≤ 512 MiB).
    const { result, peakMiB } = await peakMemoryDuring(() => server.rssMiB(), () => screensUnderIngest({ ...base, vendsPerSecond: 200, heartbeatSeconds: 3600, token }));
    say([...result, {
      name: "the server's memory meanwhile (peak RSS of its process tree, tsx's launcher included)",
      figure: `${peakMiB.toFixed(0)} MiB`, budget: '≤ 512 MiB', pass: peakMiB <= 512,
    }]);
  }
  await server.stop();
  if (only.has('lost')) say(await nothingLost(databaseUrl, sellers, since, unitsBefore));
} finally {
  await stopAll();
  postgres?.stop();
  const table = ['| line | figure | budget | |', '|---|---|---|---|',
    ...lines.map((l) => `| ${l.name} | ${l.figure} | ${l.budget} | ${l.pass === null ? 'not measured' : l.pass ? 'pass' : 'FAIL'} |`)];
  const section = `${SECTION} (${new Date().toISOString().slice(0, 16)} UTC, PostgreSQL, \`npm run bench:ingest\`)\n\n${table.join('\n')}\n`;
  writeFileSync('bench/.data/results-ingest.md', section);
  if (lines.length) {
    const report = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
    const at = report.indexOf(SECTION);
    writeFileSync(RESULTS, `${(at >= 0 ? report.slice(0, at) : `${report}\n`).trimEnd()}\n\n${section}`);
  }
  writeFileSync('bench/.data/results-ingest.json', JSON.stringify(lines, null, 2));
  console.log(`\nwrote bench/.data/results-ingest.md and its section of ${RESULTS}`);
}
