/**
 * `npm run fleet -- --devices N --vends-per-second R`: a load generator speaking the device
 * protocol (/device/v1) as N machines do: a heartbeat from each every --heartbeat-seconds
 * (default 60) and R sales a second, for --seconds (default 60), on --connections keep-alive
 * sockets (default 64), to --url (default http://localhost:8080). Prints the rates achieved,
 * the acknowledgement's p50/p95/p99 and what was accepted, duplicate or refused.
 *
 * Keys: with DATABASE_URL (the database the console at --url serves; a throwaway one) it
 * issues a key for each of the first N live machines, onboarding and linking boards as needed
 * (scripts/fleet/keys.ts); --write-keys FILE keeps them, --keys FILE reads them instead.
 * --json prints the report as JSON (the bench reads it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { issueFleetKeys, type FleetMachine } from './fleet/keys.ts';
import { runFleet, type KindReport } from './fleet/load.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' }, 'vends-per-second': { type: 'string', default: '0' },
    'heartbeat-seconds': { type: 'string', default: '60' }, seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' }, url: { type: 'string', default: 'http://localhost:8080' },
    keys: { type: 'string' }, 'write-keys': { type: 'string' }, json: { type: 'boolean', default: false },
  },
});

function whole(name: keyof typeof values, min: number): number {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < min) {
    console.error(`--${name} must be a number of at least ${min}, got ${String(values[name])}`);
    process.exit(2);
  }
  return n;
}
const devices = whole('devices', 1);
const vendsPerSecond = whole('vends-per-second', 0);
const plan = { heartbeatSeconds: whole('heartbeat-seconds', 1), seconds: whole('seconds', 1), connections: whole('connections', 1) };

let fleet: FleetMachine[];
if (values.keys) fleet = (JSON.parse(readFileSync(values.keys, 'utf8')) as FleetMachine[]).slice(0, devices);
else if (process.env.DATABASE_URL) {
  // Machines that sell: enough stocked coils for the run without emptying any.
  fleet = await issueFleetKeys(process.env.DATABASE_URL, devices, Math.min(devices, Math.max(50, Math.ceil(vendsPerSecond * plan.seconds / 5))));
} else {
  console.error('Give --keys FILE, or DATABASE_URL to issue keys in the database the console serves.');
  process.exit(2);
}
if (values['write-keys']) writeFileSync(values['write-keys'], JSON.stringify(fleet));
if (!values.json) console.error(`${fleet.length} machines, ${fleet.filter((m) => m.coils.length).length} selling; running ${plan.seconds} s against ${values.url}`);

const report = await runFleet({ url: values.url, fleet, vendsPerSecond, ...plan });
if (values.json) console.log(JSON.stringify(report));
else {
  const line = (name: string, k: KindReport) =>
    `${name.padEnd(10)} ${k.perSecond.toFixed(1).padStart(8)}/s accepted  p50 ${k.p50.toFixed(1)} ms  p95 ${k.p95.toFixed(1)} ms  p99 ${k.p99.toFixed(1)} ms` +
    `  sent ${k.sent}, accepted ${k.accepted}, duplicate ${k.duplicate}, refused ${k.refused}, failed ${k.failed}${k.firstRefusal ? `  (first: ${k.firstRefusal})` : ''}`;
  console.log(`${report.seconds.toFixed(1)} s\n${line('heartbeat', report.heartbeat)}\n${line('vend', report.vend)}`);
}
