/**
 * kill -9 mid-ingest (issue 53, "Nothing lost under load"): the real server (`npm start`'s
 * server/launch.mjs, SIMULATOR=0) runs as a child process on this file's freshly seeded
 * database; three devices — the simulator's device link (server/sim/device-link.ts: an outbox
 * resent until answered) over HTTP — send vends in batches; the server is killed with SIGKILL
 * while their batches are in flight, then started again, and the devices resend what was not
 * answered. Afterwards:
 * - every event acknowledged before the kill is stored, and every event made ends acknowledged;
 * - the events stored but not acknowledged when the server died come back `duplicate`, nothing else;
 * - one order per vend event (none applied twice), the units vended equal the slots' decrease;
 * - the ledger checks of `npm run check:ledger` find nothing.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceEventOf, EventAnswer } from '../../contract/device.ts';
import { deviceEvents, hardwareBoards, orderLines, orders, products, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { issueDeviceKey } from '../../server/device/identity.ts';
import { ROOT } from '../../server/paths.ts';
import { flush, httpTransport, newDevice, type SimDevice } from '../../server/sim/device-link.ts';
import { cashLedgerViolations, machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';
import { until } from './worker-process.ts';

const demo = demoServerFor('ingestkill');
const DEVICES = 3;
const VENDS_PER_DEVICE = 60;
/** Vends a device queues at a time: each flush sends what its outbox holds, so batches are about this big. */
const CHUNK = 10;

let server: ChildProcess | null = null;
afterEach(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** `npm start` on the test's database (the bundle launch.mjs runs); resolves once the gateway answers. */
async function startConsole(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'server/launch.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', SIMULATOR: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-ingest-kill-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const serving = await until(
    () => fetch(`http://127.0.0.1:${port}/device/v1/openapi.json`).then((r) => r.ok, () => false),
    (ok) => ok || child.exitCode !== null, 90,
  );
  if (!serving) throw new Error(`the console did not start:\n${output.slice(-3000)}`);
  return child;
}

function kill9(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface Coil { coil: string; units: number; price: number }
interface Seller {
  device: SimDevice;
  coils: Coil[];
  made: number;
  /** Ids answered accepted or duplicate, and how each was answered. */
  answers: Map<string, EventAnswer['status']>;
  /** A request of this device is on its way. */
  sending: boolean;
}

/** Live machines of a licensed company with stocked, running coils, each with a board and a fresh device key. */
async function sellers(): Promise<Seller[]> {
  const db = demo.database.db;
  const today = new Date().toISOString().slice(0, 10);
  const stocked = await db.select({ machine: vendingMachines, coil: vmSlots.coil, units: vmSlots.quantity, price: products.mrp })
    .from(vmSlots)
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(and(
      eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at), gt(vmSlots.quantity, 0), eq(vmSlots.motor_activated, true),
      or(isNull(vmSlots.expires_on), gte(vmSlots.expires_on, today)),
    ))
    .orderBy(asc(vendingMachines.id), asc(vmSlots.coil));
  const byMachine = new Map<number, { machine: (typeof stocked)[number]['machine']; coils: Coil[] }>();
  for (const row of stocked) {
    const entry = byMachine.get(row.machine.id) ?? { machine: row.machine, coils: [] };
    entry.coils.push({ coil: row.coil, units: row.units, price: row.price });
    byMachine.set(row.machine.id, entry);
  }
  const chosen = [...byMachine.values()].filter((m) => m.coils.reduce((n, c) => n + c.units, 0) >= VENDS_PER_DEVICE).slice(0, DEVICES);
  expect(chosen).toHaveLength(DEVICES);
  return Promise.all(chosen.map(async ({ machine, coils }) => {
    let [board] = await db.select().from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, machine.id));
    board ??= (await db.insert(hardwareBoards).values({ company_id: machine.company_id, serial: `KILL-${machine.id}`, firmware: '1', vending_machine_id: machine.id }).returning())[0]!;
    const { key } = await db.transaction((tx) => issueDeviceKey(tx, board, null, new Date()));
    return { device: newDevice(machine.id, key, null), coils, made: 0, answers: new Map(), sending: false };
  }));
}

/** A sale of one unit from the next stocked coil; every fourth asks two and drops one (a partial vend, refunded). */
function vendOf(seller: Seller): DeviceEventOf<'vend'> {
  const coil = seller.coils.find((c, i) => c.units > 0 && i >= seller.made % seller.coils.length) ?? seller.coils.find((c) => c.units > 0)!;
  coil.units--;
  const partial = seller.made % 4 === 3;
  seller.made++;
  return {
    id: randomUUID(), at: new Date().toISOString(), kind: 'vend',
    lines: [partial ? { coil: coil.coil, quantity: 2, vended: 1, reason: 'Motor jammed' } : { coil: coil.coil, quantity: 1, vended: 1 }],
    payment_mode: 'CARD', payment_status: 1, amount: coil.price * (partial ? 2 : 1), channel: 3,
  };
}

/** The device's life: queue sales a chunk at a time and flush; a failed flush keeps the outbox and tries again. */
async function sell(seller: Seller, url: () => string) {
  while (seller.made < VENDS_PER_DEVICE || seller.device.outbox.length) {
    while (seller.made < VENDS_PER_DEVICE && seller.device.outbox.length < CHUNK) seller.device.outbox.push(vendOf(seller));
    seller.sending = true;
    try {
      for (const answer of await flush(seller.device, httpTransport(url()))) seller.answers.set(answer.id, answer.status);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      seller.sending = false;
    }
  }
}

describe('the gateway killed with SIGKILL mid-ingest', () => {
  it('loses no acknowledged event and applies none twice once the devices resend', async () => {
    const db = demo.database.db;
    const databaseUrl = (demo.database.pool!.options as { connectionString: string }).connectionString;
    const devices = await sellers();
    const machineIds = devices.map((d) => d.device.machineId);
    const units = async () => Number((await db.select({ n: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)` }).from(vmSlots)
      .where(inArray(vmSlots.vending_machine_id, machineIds)))[0]!.n);
    const stored = async () => new Set((await db.select({ id: deviceEvents.event_id }).from(deviceEvents)
      .where(inArray(deviceEvents.vending_machine_id, machineIds))).map((r) => r.id));
    const unitsBefore = await units();
    const [{ lastOrder }] = await db.select({ lastOrder: sql<number>`coalesce(max(${orders.id}), 0)::int` }).from(orders) as [{ lastOrder: number }];

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = await startConsole(databaseUrl, port);
    const selling = Promise.all(devices.map((d) => sell(d, () => url)));

    // Mid-ingest: a good share answered, the rest still to come.
    const acked = () => devices.reduce((n, d) => n + d.answers.size, 0);
    await until(async () => acked(), (n) => n >= (DEVICES * VENDS_PER_DEVICE) / 3, 60);
    const inFlight = devices.filter((d) => d.sending).length;
    await kill9(server);
    // An answer the server wrote just before it died may still sit in a socket: let it arrive.
    await new Promise((r) => setTimeout(r, 1000));
    // Whatever was answered before the process died; nothing is answered while it is down.
    const ackedBeforeKill = new Set(devices.flatMap((d) => [...d.answers.keys()]));
    const storedAtKill = await stored();
    expect(inFlight).toBeGreaterThan(0);
    expect(ackedBeforeKill.size).toBeLessThan(DEVICES * VENDS_PER_DEVICE);
    for (const id of ackedBeforeKill) expect(storedAtKill.has(id), `acknowledged event ${id} is stored`).toBe(true);

    server = await startConsole(databaseUrl, port);
    await selling;
    await kill9(server);

    const made = devices.flatMap((d) => [...d.answers.entries()]);
    expect(made).toHaveLength(DEVICES * VENDS_PER_DEVICE);
    expect(made.filter(([, status]) => status !== 'accepted' && status !== 'duplicate')).toEqual([]);
    // Applied before the kill but never answered: resent and answered duplicate — those and no others.
    const unanswered = [...storedAtKill].filter((id) => !ackedBeforeKill.has(id)).sort();
    expect(made.filter(([, status]) => status === 'duplicate').map(([id]) => id).sort()).toEqual(unanswered);

    const storedAtEnd = await stored();
    expect(storedAtEnd.size).toBe(DEVICES * VENDS_PER_DEVICE);
    for (const [id] of made) expect(storedAtEnd.has(id)).toBe(true);
    const newOrders = and(inArray(orders.vending_machine_id, machineIds), gt(orders.id, lastOrder));
    const [{ count, vended }] = await db.select({ count: sql<number>`count(distinct ${orders.id})::int`, vended: sql<number>`coalesce(sum(${orderLines.items_vend}), 0)::int` })
      .from(orders).innerJoin(orderLines, eq(orderLines.order_id, orders.id)).where(newOrders) as [{ count: number; vended: number }];
    expect(count).toBe(DEVICES * VENDS_PER_DEVICE);
    expect(vended).toBe(DEVICES * VENDS_PER_DEVICE);
    expect(unitsBefore - (await units())).toBe(vended);
    expect(await stockLedgerViolations(db)).toEqual([]);
    expect(await cashLedgerViolations(db)).toEqual([]);
    expect(await machineTotalsViolations(db)).toEqual([]);
  });
});
