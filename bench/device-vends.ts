/**
 * Vend ingest through the device gateway: N devices (one per demo machine, each with its own
 * device key) post `vend` events to a running console as fast as they are answered, one event a
 * request; reports vends a second and the acknowledgement latency. The console must be serving
 * the same database (DATABASE_URL), e.g. `DATABASE_URL=… PORT=8500 SIMULATOR=off npm start`.
 *
 *   tsx bench/device-vends.ts --url http://127.0.0.1:8500 --devices 32 --seconds 20
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { hardwareBoards, vendingMachines, vmSlots } from '../server/db/schema/index.ts';
import { issueDeviceKey } from '../server/device/identity.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8500' },
    devices: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});
const devices = Number(values.devices);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);

interface Fleet { key: string; coils: string[] }

/** A key for each of the first `count` machines that have stocked coils; the coils topped up so the run never empties them. */
async function fleet(count: number): Promise<Fleet[]> {
  const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const machines = await db.select().from(vendingMachines).where(and(isNull(vendingMachines.deleted_at), eq(vendingMachines.status, 1)))
    .orderBy(asc(vendingMachines.id)).limit(count * 2);
  const out: Fleet[] = [];
  for (const machine of machines) {
    if (out.length >= count) break;
    const coils = (await db.select({ coil: vmSlots.coil }).from(vmSlots)
      .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id)))).map((c) => c.coil);
    if (!coils.length) continue;
    await db.update(vmSlots).set({ quantity: 100_000, motor_activated: true, expires_on: null }).where(eq(vmSlots.vending_machine_id, machine.id));
    let [board] = await db.select().from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, machine.id));
    if (!board) {
      [board] = await db.insert(hardwareBoards).values({
        company_id: machine.company_id, serial: `BENCH-${machine.id}-${randomUUID().slice(0, 8)}`, firmware: '1.0.0', vending_machine_id: machine.id,
      }).returning();
    }
    const { key } = await db.transaction((tx) => issueDeviceKey(tx, board!, null, new Date()));
    out.push({ key, coils });
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const machines = await fleet(devices);
  console.log(`${machines.length} devices against ${values.url}, ${warmup}s warm-up then ${seconds}s`);
  const start = Date.now();
  const measureFrom = start + warmup * 1000;
  const end = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  await Promise.all(machines.map(async (m) => {
    while (Date.now() < end) {
      const event = {
        id: randomUUID(), at: new Date().toISOString(), kind: 'vend', payment_mode: 'UPI', payment_status: 1, amount: 10_000, channel: 3,
        lines: [{ coil: m.coils[Math.floor(Math.random() * m.coils.length)]!, quantity: 1, vended: 1 }],
      };
      const sent = Date.now();
      try {
        const response = await fetch(`${values.url}/device/v1/events`, {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${m.key}` }, body: JSON.stringify({ events: [event] }),
        });
        const body = await response.json() as { results?: { status: string; reason?: string }[] };
        const ok = response.ok && body.results?.[0]?.status === 'accepted';
        if (!ok) {
          errors++;
          firstError ||= JSON.stringify(body).slice(0, 300);
        } else if (sent >= measureFrom) latencies.push(Date.now() - sent);
      } catch (error) {
        errors++;
        firstError ||= String(error);
      }
    }
  }));
  latencies.sort((a, b) => a - b);
  console.log(JSON.stringify({
    devices: machines.length, seconds, vends: latencies.length, vends_per_second: Math.round(latencies.length / seconds),
    p50_ms: percentile(latencies, 0.5), p95_ms: percentile(latencies, 0.95), p99_ms: percentile(latencies, 0.99), errors, firstError,
  }));
  process.exit(0);
}

void main();
