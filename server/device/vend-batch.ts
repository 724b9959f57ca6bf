/**
 * The vend queue. Vends reach the gateway one or a few per request from many machines at once;
 * written one by one, each costs about twenty statements, each a round trip to the database. The
 * queue gathers the vends that arrive while a batch is being written and writes them together
 * (one statement per table for the whole batch: recordSales in server/sim/record-sale.ts), so the
 * cost of a vend falls as the load rises, and a quiet machine's vend is written at once.
 *
 * Each vend is still its own: checked on its own, refused alone, stored once by its id, answered
 * only after its batch commits. Whatever a batch cannot decide alone (an id or a cart named twice
 * in it, a machine that is gone) is applied after it, event by event; a batch the database refuses
 * as a whole (a rule no check foresaw, an id another instance stored meanwhile) is applied again
 * event by event, so only the bad event is refused.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventAnswer } from '../../contract/device.ts';
import type { Tx } from '../db/client.ts';
import { deviceEvents, products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { loadOffersOfMachines } from '../records/offer-pricing.ts';
import { rowsOf } from '../sim/common.ts';
import { SALE_SLOT_COLUMNS, type LockedSlot } from '../sim/vend.ts';
import { announce, applyCheckedEvent, refusalOf, refused, type DeviceDeps } from './events.ts';
import type { Device } from './identity.ts';
import type { Applied } from './kinds/index.ts';
import { prepareVend, saleMoment, writeVends, type Machine, type PreparedVend, type VendEvent } from './kinds/vend.ts';

/** Vends written in one transaction at most: enough to amortise the statements, short enough to hold locks briefly. */
export const MAX_VEND_BATCH = 200;

interface Pending {
  device: Device;
  event: VendEvent;
  resolve(answer: EventAnswer): void;
  reject(error: unknown): void;
}

interface Written {
  answers: Map<Pending, EventAnswer>;
  applied: { device: Device; applied: Applied }[];
  /** Applied after the batch commits, event by event, in their order. */
  later: Pending[];
}

const queues = new WeakMap<object, VendQueue>();

/** The one queue of a database (the server's services, or a test's). */
export function vendQueueOf(deps: DeviceDeps): VendQueue {
  let queue = queues.get(deps.db);
  if (!queue) queues.set(deps.db, (queue = new VendQueue(deps)));
  return queue;
}

export class VendQueue {
  private waiting: Pending[] = [];
  private writing = false;
  /** Batches written and the largest one, for the bench and the tests. */
  readonly stats = { batches: 0, vends: 0, largest: 0 };

  constructor(private readonly deps: DeviceDeps) {}

  submit(device: Device, event: VendEvent): Promise<EventAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ device, event, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, MAX_VEND_BATCH);
        this.stats.batches += 1;
        this.stats.vends += batch.length;
        this.stats.largest = Math.max(this.stats.largest, batch.length);
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Pending[]) {
    let written: Written;
    try {
      written = await this.deps.db.transaction((tx) => writeBatch(tx, this.deps, batch));
    } catch {
      await this.oneByOne(batch);
      return;
    }
    for (const { device, applied } of written.applied) announce(this.deps, device, applied);
    for (const [pending, answer] of written.answers) pending.resolve(answer);
    await this.oneByOne(written.later);
  }

  private async oneByOne(pending: readonly Pending[]) {
    for (const p of pending) {
      try {
        p.resolve(await applyCheckedEvent(this.deps, p.device, p.event));
      } catch (error) {
        p.reject(error);
      }
    }
  }
}

const keyOf = (p: Pending) => `${p.device.machineId}:${p.event.id}`;

async function writeBatch(tx: Tx, deps: DeviceDeps, batch: readonly Pending[]): Promise<Written> {
  const now = deps.now();
  const answers = new Map<Pending, EventAnswer>();
  const later: Pending[] = [];
  const machines = await lockMachines(tx, batch);
  const stored = await storedIds(tx, batch);
  // The offers of every machine in the batch in one load, not three queries a vend (each priced against it as before).
  const offersOf = await loadOffersOfMachines(tx, batch.flatMap((p) => {
    const target = machines.get(p.device.machineId);
    return target ? [{ machine: target.machine, at: saleMoment(p.event, now) }] : [];
  }), { lock: true });
  const seen = new Set<string>();
  const carts = new Set<string>();
  const waitingMachines = new Set<number>();
  const prepared: { pending: Pending; vend: PreparedVend }[] = [];
  for (const p of batch) {
    const machineId = p.device.machineId;
    const cartKey = p.event.cart_id ? `${machineId}:${p.event.cart_id}` : null;
    if (stored.has(keyOf(p))) {
      answers.set(p, { id: p.event.id, status: 'duplicate' });
      continue;
    }
    const target = machines.get(machineId);
    // After the batch, so they see it: an id or a cart named again, a machine gone, and what follows them on that machine.
    if (waitingMachines.has(machineId) || seen.has(keyOf(p)) || (cartKey && carts.has(cartKey)) || !target) {
      waitingMachines.add(machineId);
      later.push(p);
      continue;
    }
    seen.add(keyOf(p));
    try {
      const vend = await prepareVend(tx, target.machine, target.byCoil, p.event, now, offersOf);
      lowerSlots(target.byCoil, vend);
      if (cartKey) carts.add(cartKey);
      prepared.push({ pending: p, vend });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === null) throw error;
      answers.set(p, refused(p.event.id, reason));
    }
  }
  const applied = await writeVends(tx, prepared.map((x) => x.vend), now);
  if (prepared.length) {
    // A plain insert: an id another instance stored meanwhile fails the batch, which is then applied event by event.
    await tx.insert(deviceEvents).values(prepared.map(({ pending }, i) => ({
      vending_machine_id: pending.device.machineId, event_id: pending.event.id, kind: 'vend',
      at: new Date(pending.event.at), received_at: now, result: applied[i]!.result,
    })));
  }
  prepared.forEach(({ pending }, i) => answers.set(pending, { id: pending.event.id, status: 'accepted', result: applied[i]!.result }));
  return { answers, applied: prepared.map(({ pending }, i) => ({ device: pending.device, applied: applied[i]! })), later };
}

/** The next vend of the batch on this machine sees the units this one took. */
function lowerSlots(byCoil: Map<string, LockedSlot>, vend: PreparedVend) {
  for (const line of vend.sale.lines) {
    const slot = byCoil.get(line.slot.coil);
    if (slot && line.vended > 0) byCoil.set(slot.coil, { ...slot, quantity: Math.max(0, slot.quantity - line.vended) });
  }
}

/**
 * The batch's machines with the slots its vends name, locked in machine and slot order (the order
 * every slot writer locks in). Only the named coils: a machine has eight or more, a vend names one
 * or two, and locking the rest cost a third of a batch's time.
 */
async function lockMachines(tx: Tx, batch: readonly Pending[]) {
  const named = batch.flatMap((p) => p.event.lines.map((line) => [p.device.machineId, line.coil] as const));
  const rows = await tx.select({ machine: vendingMachines, slot: SALE_SLOT_COLUMNS }).from(vmSlots)
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .where(sql`(${vmSlots.vending_machine_id}, ${vmSlots.coil}) in (select * from unnest(${sql.param(named.map(([m]) => m))}::int[], ${sql.param(named.map(([, coil]) => coil))}::text[]))`)
    .orderBy(asc(vmSlots.vending_machine_id), asc(vmSlots.id))
    .for('update', { of: vmSlots });
  const found = new Map<number, { machine: Machine; byCoil: Map<string, LockedSlot> }>();
  for (const { machine, slot } of rows) {
    let entry = found.get(machine.id);
    if (!entry) found.set(machine.id, (entry = { machine, byCoil: new Map() }));
    entry.byCoil.set(slot.coil, slot);
  }
  const bare = [...new Set(batch.map((p) => p.device.machineId))].filter((id) => !found.has(id));
  if (bare.length) {
    for (const machine of await tx.select().from(vendingMachines).where(inArray(vendingMachines.id, bare))) found.set(machine.id, { machine, byCoil: new Map() });
  }
  return found;
}

/** The batch's event ids already stored: resent vends, answered duplicate. */
async function storedIds(tx: Tx, batch: readonly Pending[]): Promise<Set<string>> {
  // One join against the pairs as two arrays: an OR of a hundred pairs cost a hundred index scans to plan and run.
  const machines = sql.param(batch.map((p) => p.device.machineId));
  const events = sql.param(batch.map((p) => p.event.id));
  const rows = rowsOf<{ machine: number; id: string }>(await tx.execute(sql`
    select e.vending_machine_id as machine, e.event_id as id from device_events e
    join unnest(${machines}::int[], ${events}::uuid[]) as u(machine, id) on e.vending_machine_id = u.machine and e.event_id = u.id`));
  return new Set(rows.map((r) => `${r.machine}:${r.id}`));
}
