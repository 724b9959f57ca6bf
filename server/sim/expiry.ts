/**
 * Expiry: a coil whose units are past their best-before date (vm_slots.expires_on earlier than
 * today) is reported once — PRODUCT_EXPIRED with items_expired, and a PRODUCT_EXPIRED event —
 * and is no longer offered to customers (vend.ts). The units stay in the coil until a refill
 * takes them out, so no stock moves here. "Once": a coil already reported since its date passed
 * (a PRODUCT_EXPIRED event for it on or after expires_on) is not reported again; a refill that
 * sets a later date re-arms it. The write (`recordExpiry`) is shared with a device's `expired`
 * event (server/device/kinds/expired.ts), which names the coil and the units itself.
 */
import { and, asc, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import { companies, products, vendingMachines, vmEvents, vmSlots } from '../db/schema/index.ts';
import type { Tx } from '../db/client.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, inService, isoDay, lockMachineInService, publishAll, type MachineRow, type SimDeps, type SimHappening } from './common.ts';

export interface SimulatedExpiry extends SimHappening {
  kind: 'expiry';
  itemsExpired: number;
}

/** Slots of machines in service holding expired units not yet reported. */
function expiredUnreported(now: Date) {
  return and(
    inService(now),
    gt(vmSlots.quantity, 0),
    isNotNull(vmSlots.expires_on),
    lt(vmSlots.expires_on, isoDay(now)),
    sql`not exists (select 1 from ${vmEvents} e where e.vending_machine_id = ${vmSlots.vending_machine_id}
      and e.coil = ${vmSlots.coil} and e.type = 'PRODUCT_EXPIRED' and e.created_at >= ${vmSlots.expires_on}::timestamptz)`,
  );
}

async function pickExpiredSlot(deps: SimDeps, random: Random, machineId?: number): Promise<number | null> {
  const where = and(expiredUnreported(deps.now()), machineId === undefined ? undefined : eq(vmSlots.vending_machine_id, machineId));
  const select = (from: number) => deps.db.select({ id: vmSlots.id }).from(vmSlots)
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
    .where(and(where, gte(vmSlots.id, from))).orderBy(asc(vmSlots.id)).limit(1);
  const [range] = await deps.db.select({ high: sql<number>`max(${vmSlots.id})::int` }).from(vmSlots);
  if (range?.high == null) return null;
  const [found] = await select(random.int(1, range.high));
  if (found) return found.id;
  const [first] = await select(0);
  return first?.id ?? null;
}

/** The locked machine reports `items` expired units in a coil: the PRODUCT_EXPIRED event and notification (items_expired). */
export async function recordExpiry(
  tx: Tx, machine: MachineRow, slot: { coil: string; product: { id: number; name: string }; bestBefore: string }, items: number, at: Date,
): Promise<NotificationRow> {
  const { coil, product, bestBefore } = slot;
  await recordMachineEvents(tx, machine, [{ type: 'PRODUCT_EXPIRED', coil, detail: D.expired(product.name, items, bestBefore) }], at);
  const { base, payload } = aboutMachine(machine);
  return recordNotification(tx, {
    ...base, type: 'PRODUCT_EXPIRED', at,
    payload: { ...payload, Product: product, product_name: product.name, cell: coil, items_expired: items },
  });
}

/** A machine's expiry check finds one coil of expired units (anywhere, or at `machineId`). */
export async function simulateExpiry(deps: SimDeps, random: Random, options: { machineId?: number } = {}): Promise<SimulatedExpiry | null> {
  const slotId = await pickExpiredSlot(deps, random, options.machineId);
  if (slotId === null) return null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [slot] = await tx.select({ slot: vmSlots, product: { id: products.id, name: products.name } }).from(vmSlots)
      .innerJoin(products, eq(products.id, vmSlots.product_id)).where(eq(vmSlots.id, slotId));
    if (!slot?.slot.expires_on) return null;
    const machine = await lockMachineInService(tx, slot.slot.vending_machine_id, now);
    if (!machine) return null;
    // Under the machine's lock: another check may have reported it since it was picked.
    const [still] = await tx.select({ id: vmSlots.id }).from(vmSlots)
      .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
      .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
      .where(and(eq(vmSlots.id, slotId), expiredUnreported(now)));
    if (!still) return null;
    const { coil, quantity, expires_on: bestBefore } = slot.slot;
    const row = await recordExpiry(tx, machine, { coil, product: slot.product, bestBefore }, quantity, now);
    return { machine, coil, quantity, row };
  });
  if (!done) return null;
  publishAll(deps, [done.row]);
  return { kind: 'expiry', machineId: done.machine.id, coil: done.coil, itemsExpired: done.quantity, notifications: ['PRODUCT_EXPIRED'] };
}
