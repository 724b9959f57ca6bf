/**
 * The fleet simulator: machines in service sell, and sometimes fail to. One `simulateVend`
 * is one customer at one machine: pick 1–3 stocked slots, vend what the coils can give
 * (an empty coil or a switched-off motor gives nothing; otherwise a unit now and then
 * jams), take the vended units out of the slots, and record the order with its refund and
 * the notifications: VEND_SUCCESS, PARTIAL_VEND_FAILURE or VEND_FAILURE, and OUT_OF_STOCK
 * for each coil the sale emptied. All of it in one transaction that locks the machine's
 * slots, so concurrent vends never sell a unit twice or drive a quantity below zero.
 *
 * Deterministic for a given PRNG and clock: tests call it directly; `npm start` with
 * SIMULATOR=1 calls it on a timer (run.ts).
 */
import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Services } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { companies, orderLines, orders, products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { addToOrderCounts } from '../actions/orders-counts.ts';
import { publishNotification, recordNotification } from '../live/notify.ts';
import { buildOrder, FAILURE_REASONS, weighted, type DispenseResult, type SlotProduct } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';

export type SimDeps = Pick<Services, 'db' | 'live' | 'now'>;

export interface SimulatedVend {
  orderDbId: number;
  orderId: string;
  machineId: number;
  vendStatus: number;
  /** Units vended per coil. */
  vended: Record<string, number>;
  notifications: string[];
}

/** Chance that one unit jams although the coil has stock and its motor runs. */
const JAM_CHANCE = 0.04;

interface LockedSlot extends SlotProduct {
  id: number;
  quantity: number;
  motor_activated: boolean;
}

interface ChosenSlot {
  slot: LockedSlot;
  quantity: number;
}

type DispensedSlot = ChosenSlot & DispenseResult;

/** A machine in service (active, not deleted, licensed company): the first at or after a random id. */
async function pickMachine(deps: SimDeps, random: Random) {
  const inService = and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at), gt(companies.license_ends_at, deps.now()));
  const [range] = await deps.db
    .select({ low: sql<number>`min(${vendingMachines.id})::int`, high: sql<number>`max(${vendingMachines.id})::int` })
    .from(vendingMachines);
  if (range?.low == null) return null;
  const start = random.int(range.low, range.high);
  const select = (from: number) =>
    deps.db
      .select({ id: vendingMachines.id })
      .from(vendingMachines)
      .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
      .where(and(inService, gte(vendingMachines.id, from)))
      .orderBy(asc(vendingMachines.id))
      .limit(1);
  const [found] = await select(start);
  if (found) return found.id;
  const [first] = await select(range.low);
  return first?.id ?? null;
}

/** What the customer asks for: 1–3 stocked slots, one or two units each. */
function chooseSlots(random: Random, slots: LockedSlot[]): ChosenSlot[] {
  const count = Math.min(slots.length, weighted(random, [[1, 0.7], [2, 0.22], [3, 0.08]]));
  const chosen = new Set<LockedSlot>();
  while (chosen.size < count) chosen.add(random.pick(slots));
  return [...chosen].map((slot) => ({ slot, quantity: random.chance(0.85) ? 1 : 2 }));
}

/** Each pick with the units its coil actually drops, and why the rest did not. */
function dispense(random: Random, picks: ChosenSlot[]): DispensedSlot[] {
  return picks.map((pick) => {
    const { slot, quantity } = pick;
    if (!slot.motor_activated) return { ...pick, vended: 0, reason: 'Motor jammed' };
    let vended = 0;
    while (vended < Math.min(quantity, slot.quantity) && !random.chance(JAM_CHANCE)) vended++;
    if (vended === quantity) return { ...pick, vended, reason: null };
    return { ...pick, vended, reason: vended >= slot.quantity ? 'Coil empty' : random.pick(FAILURE_REASONS.filter((r) => r !== 'Coil empty')) };
  });
}

/** One customer at one machine (a random machine in service unless `machineId` is given). */
export async function simulateVend(deps: SimDeps, random: Random, machineId?: number): Promise<SimulatedVend | null> {
  const targetId = machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx) => {
    const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, targetId));
    if (!machine) return null;
    const slots: LockedSlot[] = await tx
      .select({
        id: vmSlots.id, coil: vmSlots.coil, quantity: vmSlots.quantity, motor_activated: vmSlots.motor_activated,
        product_id: products.id, sku: products.sku, name: products.name, hsn: products.hsn, mrp: products.mrp, gst: products.gst, cess: products.cess,
      })
      .from(vmSlots)
      .innerJoin(products, eq(products.id, vmSlots.product_id))
      .where(eq(vmSlots.vending_machine_id, machine.id))
      .orderBy(asc(vmSlots.id))
      .for('update', { of: vmSlots });
    // The machine's screen offers only coils it believes are stocked.
    const offered = slots.filter((s) => s.quantity > 0);
    if (!offered.length) return null;

    const picks = chooseSlots(random, offered);
    const dispensed = dispense(random, picks);
    const vendedUnits = dispensed.reduce((n, d) => n + d.vended, 0);
    const askedUnits = picks.reduce((n, p) => n + p.quantity, 0);
    const vendStatus = vendedUnits === askedUnits ? 1 : vendedUnits > 0 ? 2 : dispensed.every((d) => d.reason === 'Dispense timeout') ? 4 : 3;

    const { id } = firstRow(rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)), 'the next order id');
    const { order, lines } = buildOrder(random, {
      id, createdAt: now, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
      picks, vendStatus, refundPending: true, dispensed,
    });
    await tx.insert(orders).values(order);
    await tx.insert(orderLines).values(lines);
    await addToOrderCounts(tx, [{
      company_id: machine.company_id, franchise_id: machine.franchise_id, created_at: now,
      vend_status: vendStatus, payment_status: order.payment_status ?? 2, refund_status: order.refund_status ?? null,
    }]);
    for (const d of dispensed) {
      if (d.vended > 0) await tx.update(vmSlots).set({ quantity: sql`${vmSlots.quantity} - ${d.vended}` }).where(eq(vmSlots.id, d.slot.id));
    }

    const VendingMachine = { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id };
    const base = { companyId: machine.company_id, franchiseId: machine.franchise_id };
    const single = picks.length === 1 ? picks[0] : undefined;
    const orderPayload = {
      VendingMachine, vending_machine_id: machine.id, order_id: order.order_id, order_db_id: id, cart_id: order.cart_id,
      refund_amount: order.refund_amount ?? 0, ...(single ? { product_name: single.slot.name, cell: single.slot.coil } : {}),
    };
    const type = vendStatus === 1 ? 'VEND_SUCCESS' : vendStatus === 2 ? 'PARTIAL_VEND_FAILURE' : 'VEND_FAILURE';
    const rows = [await recordNotification(tx, { ...base, type, payload: orderPayload })];
    for (const d of dispensed) {
      if (d.vended > 0 && d.slot.quantity - d.vended === 0) {
        rows.push(await recordNotification(tx, {
          ...base, type: 'OUT_OF_STOCK',
          payload: { VendingMachine, vending_machine_id: machine.id, Product: { id: d.slot.product_id, name: d.slot.name }, product_name: d.slot.name, cell: d.slot.coil },
        }));
      }
    }
    return { machine, order, rows, vendStatus, vended: Object.fromEntries(dispensed.map((d) => [d.slot.coil, d.vended])) };
  });
  if (!outcome) return null;

  // Only after the commit: what the feeds announce must already be readable.
  for (const row of outcome.rows) publishNotification(deps, row);
  deps.live.publish('vm-status', outcome.machine.company_id, { type: 'VM_STOCK', vending_machine_id: outcome.machine.id }, { franchiseId: outcome.machine.franchise_id });
  return {
    orderDbId: outcome.order.id,
    orderId: outcome.order.order_id,
    machineId: outcome.machine.id,
    vendStatus: outcome.vendStatus,
    vended: outcome.vended,
    notifications: outcome.rows.map((r) => r.type),
  };
}

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, node-postgres too; drizzle may unwrap). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** One tick of the fleet: `vends` customers at random machines in service. */
export async function simulateTick(deps: SimDeps, random: Random, vends = 3): Promise<SimulatedVend[]> {
  const done: SimulatedVend[] = [];
  for (let i = 0; i < vends; i++) {
    const vend = await simulateVend(deps, random);
    if (vend) done.push(vend);
  }
  return done;
}
