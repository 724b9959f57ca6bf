/**
 * The fleet's traffic, open loop: every machine sends a heartbeat every `heartbeatSeconds`
 * (spread evenly over the interval, as a real fleet's clocks are), and `vendsPerSecond` sales
 * go to machines with stocked coils, whatever the server's pace: a slow server shows as late
 * acknowledgements, not as a slower offered load. Requests share `connections` keep-alive
 * sockets; one event per request, as a machine sends a sale the moment it happens.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { DeviceEventOf, EventAnswer } from '../../contract/device.ts';
import type { FleetMachine } from './keys.ts';

export interface FleetPlan {
  url: string;
  fleet: FleetMachine[];
  vendsPerSecond: number;
  heartbeatSeconds: number;
  seconds: number;
  connections: number;
}

export interface KindReport {
  sent: number;
  accepted: number;
  duplicate: number;
  refused: number;
  /** Requests that failed as a whole (a status other than 200, a broken connection). */
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  firstRefusal?: string;
}

export interface FleetReport {
  seconds: number;
  heartbeat: KindReport;
  vend: KindReport;
}

type Event = DeviceEventOf<'heartbeat'> | DeviceEventOf<'vend'>;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

function tally() {
  return { sent: 0, accepted: 0, duplicate: 0, refused: 0, failed: 0, latencies: [] as number[], firstRefusal: undefined as string | undefined };
}

function vendOf(machine: FleetMachine): DeviceEventOf<'vend'> | null {
  const stocked = machine.coils.filter((c) => c.quantity > 0);
  const coil = stocked[Math.floor(Math.random() * stocked.length)];
  if (!coil) return null;
  coil.quantity--;
  return {
    id: randomUUID(), at: new Date().toISOString(), kind: 'vend', lines: [{ coil: coil.coil, quantity: 1, vended: 1 }],
    payment_mode: 'CARD', payment_status: 1, amount: coil.price, channel: 3,
  };
}

export async function runFleet(plan: FleetPlan): Promise<FleetReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const target = new URL('/device/v1/events', plan.url);
  const kinds = { heartbeat: tally(), vend: tally() };
  const sellers = plan.fleet.filter((m) => m.coils.length > 0);
  const inFlight = new Set<Promise<void>>();

  const send = (machine: FleetMachine, event: Event) => {
    const t = kinds[event.kind];
    t.sent++;
    const payload = JSON.stringify({ events: [event] });
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const req = http.request({
        agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${machine.key}` },
      }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          t.latencies.push(performance.now() - started);
          const answer = res.statusCode === 200 ? (JSON.parse(body) as { results: EventAnswer[] }).results[0] : undefined;
          if (!answer) {
            t.failed++;
            t.firstRefusal ??= `HTTP ${res.statusCode}: ${body.slice(0, 200)}`;
          } else {
            t[answer.status]++;
            if (answer.status === 'refused') t.firstRefusal ??= answer.reason;
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        t.failed++;
        t.firstRefusal ??= error.message;
        resolve();
      });
      req.end(payload);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const began = performance.now();
  const heartbeatsPerMs = plan.fleet.length / (plan.heartbeatSeconds * 1000);
  let heartbeats = 0;
  let vends = 0;
  while (performance.now() - began < plan.seconds * 1000) {
    const elapsed = performance.now() - began;
    for (; heartbeats < Math.floor(elapsed * heartbeatsPerMs); heartbeats++) {
      const machine = plan.fleet[heartbeats % plan.fleet.length]!;
      send(machine, { id: randomUUID(), at: new Date().toISOString(), kind: 'heartbeat', firmware: '1.0.0', signal: -60 - (heartbeats % 30), temperature: 5 });
    }
    for (; vends < Math.floor((elapsed * plan.vendsPerSecond) / 1000); vends++) {
      const machine = sellers[Math.floor(Math.random() * sellers.length)];
      const event = machine && vendOf(machine);
      if (machine && event) send(machine, event);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  const report = (t: ReturnType<typeof tally>): KindReport => {
    const sorted = t.latencies.sort((a, b) => a - b);
    const { latencies: _, ...counts } = t;
    return { ...counts, perSecond: t.accepted / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  return { seconds, heartbeat: report(kinds.heartbeat), vend: report(kinds.vend) };
}
