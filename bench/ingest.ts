/**
 * Device ingest (issue 53), on PostgreSQL with the load generator (`npm run fleet`) on the same
 * machine: each figure is a line with its budget. Vend lines say "not measured" while the
 * gateway refuses vend events. The server's CPU is read from /proc for its process tree.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import type { FleetReport, KindReport } from '../scripts/fleet/load.ts';
import { ORDER_PAGE } from './api.ts';
import { measureFloor } from './ingest-floor.ts';
import { runLoad } from './lib/load.ts';
import { processTree } from './lib/processes.ts';

export interface IngestLine {
  name: string;
  figure: string;
  budget: string;
  /** null: not measured (the reason is the figure). */
  pass: boolean | null;
}

export interface FleetRun {
  url: string;
  keysFile: string;
  devices: number;
  vendsPerSecond: number;
  heartbeatSeconds: number;
  seconds: number;
}

const run = promisify(execFile);
const WARMUP_SECONDS = 10;
/**
 * Sockets the fleet sends on. Every machine of a fleet has its own connection; 64 shared sockets
 * capped the vends in flight at 64, so at 500 vends/s no answer could come back within 128 ms and
 * the queue of the load generator, not the console, set the latency (docs/decisions.md).
 */
const FLEET_CONNECTIONS = 512;

export async function fleet(options: FleetRun): Promise<FleetReport> {
  const { stdout } = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/fleet.ts', '--json', '--url', options.url, '--keys', options.keysFile,
    '--devices', String(options.devices), '--vends-per-second', String(options.vendsPerSecond), '--heartbeat-seconds', String(options.heartbeatSeconds),
    '--seconds', String(options.seconds), '--connections', String(FLEET_CONNECTIONS)], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as FleetReport;
}

/** CPU seconds used so far by a process and its children (Linux /proc, clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const ackFigure = (k: KindReport) => `${k.perSecond.toFixed(0)}/s accepted, p50 ${ms(k.p50)}, p95 ${ms(k.p95)}, p99 ${ms(k.p99)} (refused ${k.refused}, duplicate ${k.duplicate}, failed ${k.failed})${k.refused + k.failed > 0 ? `; the first: ${k.firstRefusal ?? 'no reason'}` : ''}`;
/** Vends refused as a kind the gateway does not take yet: the vend lines are not measured. */
export const vendsRefused = (k: KindReport) => k.accepted === 0 && k.refused + k.failed > 0 ? `not measured: vend events refused (${k.firstRefusal ?? 'no reason'})` : null;

/** (b) The 100,000-machine fleet's steady state: a heartbeat a minute from each and 35 vends a second. */
export async function steadyState(options: FleetRun & { serverPid: number; afterWarmup?: () => Promise<void> }): Promise<IngestLine[]> {
  // A steady state: the server's first minute (compiling, every machine's first request and key
  // lookup) is not in it, as a console in service has heard from each machine within a heartbeat.
  await fleet({ ...options, seconds: Math.max(WARMUP_SECONDS, options.heartbeatSeconds + 5) });
  await options.afterWarmup?.();
  const cpuBefore = cpuSeconds(options.serverPid);
  const began = performance.now();
  const report = await fleet(options);
  const share = (cpuSeconds(options.serverPid) - cpuBefore) / ((performance.now() - began) / 1000) / availableParallelism();
  const { heartbeat, vend } = report;
  const lines: IngestLine[] = [
    { name: `heartbeats of ${options.devices.toLocaleString('en')} machines, one each ${options.heartbeatSeconds} s, ${options.seconds} s`, figure: ackFigure(heartbeat), budget: 'p95 ≤ 100 ms, none failed', pass: heartbeat.p95 <= 100 && heartbeat.failed === 0 && heartbeat.refused === 0 },
    { name: 'the server\'s CPU meanwhile (process tree, share of all cores)', figure: `${(share * 100).toFixed(0)} %`, budget: '≤ 50 %', pass: share <= 0.5 },
  ];
  const refused = vendsRefused(vend);
  lines.push({ name: `vends at ${options.vendsPerSecond}/s beside them`, figure: refused ?? ackFigure(vend), budget: 'p95 ≤ 100 ms', pass: refused ? null : vend.p95 <= 100 && vend.failed === 0 });
  return lines;
}

/** (a) Vend ingest at 500 a second for 60 s, and the floor of bare multi-row INSERTs of the same rows. */
export async function vendIngest(options: FleetRun & { databaseUrl: string; machineIds: number[] }): Promise<IngestLine[]> {
  const since = new Date();
  const { vend } = await fleet(options);
  const refused = vendsRefused(vend);
  const name = `vend ingest at ${options.vendsPerSecond}/s for ${options.seconds} s`;
  if (refused) return [{ name, figure: refused, budget: '≥ 500/s, p95 ≤ 250 ms', pass: null }];
  const floor = await measureFloor(options.databaseUrl, options.machineIds, since);
  return [
    { name, figure: ackFigure(vend), budget: '≥ 500/s, p95 ≤ 250 ms', pass: vend.perSecond >= 500 * 0.98 && vend.p95 <= 250 && vend.failed === 0 },
    { name: 'the same rows by bare multi-row INSERTs (the floor), and the gateway\'s share of it', figure: `${floor.perSecond.toFixed(0)} vends/s (${floor.vends} in ${floor.seconds.toFixed(1)} s); gateway ${((vend.perSecond / floor.perSecond) * 100).toFixed(0)} %`, budget: '—', pass: true },
  ];
}

/** (c) Screens under ingest: list.orders at 8 clients and the dashboard while 200 vends a second arrive. */
export async function screensUnderIngest(options: FleetRun & { token: string }): Promise<IngestLine[]> {
  const ingest = fleet(options);
  await new Promise((r) => setTimeout(r, 3000));
  const window = (options.seconds - 6) * 500;
  const headers = { authorization: `Bearer ${options.token}` };
  const orders = await runLoad({ url: `${options.url}/api/sales`, body: () => ({ action: 'list.orders', ...ORDER_PAGE, offset: 10 * Math.floor(Math.random() * 10) }), headers, concurrency: 8, durationMs: window });
  const dashboard = await runLoad({ url: `${options.url}/api/analytics`, body: { action: 'get.dashboard', period: 'today' }, headers, concurrency: 1, durationMs: window });
  const { vend } = await ingest;
  const refused = vendsRefused(vend);
  const under = refused ? `${refused}; measured without them` : `${vend.perSecond.toFixed(0)} vends/s arriving`;
  return [
    { name: `list.orders, 8 clients, under ingest (${under})`, figure: `p95 ${ms(orders.p95)}, ${orders.rps.toFixed(0)} req/s, ${orders.errors} errors`, budget: 'p95 ≤ 20 ms', pass: refused ? null : orders.p95 <= 20 && !orders.errors },
    { name: 'get.dashboard (Today), one client, under the same ingest', figure: `p95 ${ms(dashboard.p95)}, ${dashboard.errors} errors`, budget: 'p95 ≤ 300 ms', pass: refused ? null : dashboard.p95 <= 300 && !dashboard.errors },
  ];
}

/** Units in the slots of these machines (before and after the runs). */
export async function slotUnits(databaseUrl: string, machineIds: number[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('select coalesce(sum(quantity), 0) as n from vm_slots where vending_machine_id = any($1::int[])', [machineIds])).rows[0].n);
  } finally {
    await client.end();
  }
}

/** (d) Nothing lost: units vended equal the slots' decrease, roll-ups equal the plain aggregate, check:ledger passes. */
export async function nothingLost(databaseUrl: string, machineIds: number[], since: Date, unitsBefore: number): Promise<IngestLine[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let vended: number, rollup: number, plain: number;
  try {
    vended = Number((await client.query(`select coalesce(sum(l.items_vend), 0) as n from order_lines l join orders o on o.id = l.order_id
      where o.vending_machine_id = any($1::int[]) and o.created_at >= $2`, [machineIds, since])).rows[0].n);
    const days = `(select distinct (created_at at time zone 'UTC')::date from orders where vending_machine_id = any($1::int[]) and created_at >= $2)`;
    rollup = Number((await client.query(`select coalesce(sum(units_vended), 0) as n from sales_daily where day in ${days}`, [machineIds, since])).rows[0].n);
    plain = Number((await client.query(`select coalesce(sum(l.items_vend), 0) as n from order_lines l join orders o on o.id = l.order_id
      where (o.created_at at time zone 'UTC')::date in ${days}`, [machineIds, since])).rows[0].n);
  } finally {
    await client.end();
  }
  const decrease = unitsBefore - (await slotUnits(databaseUrl, machineIds));
  const ledger = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check-ledger.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl } })
    .then(() => 'passes', (error: { stdout?: string }) => `fails: ${String(error.stdout ?? '').slice(0, 200)}`);
  return [
    { name: 'units vended = the slots\' decrease', figure: `${vended} vended, ${decrease} taken from the slots`, budget: 'equal', pass: vended === 0 ? null : vended === decrease },
    { name: 'roll-ups (sales_daily) = the plain aggregate over orders, on the run\'s days', figure: `${rollup} against ${plain} units`, budget: 'equal', pass: vended === 0 ? null : rollup === plain },
    { name: 'npm run check:ledger', figure: ledger, budget: 'passes', pass: ledger === 'passes' },
  ];
}
