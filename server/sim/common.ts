/**
 * What the simulator's happenings share: their dependencies, how a machine in service is
 * picked, the machine as notifications name it, and publishing once a transaction commits.
 */
import { and, asc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Services } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { companies, orderLines, orders, vendingMachines, vmFaults } from '../db/schema/index.ts';
import { addToOrderCounts } from '../actions/orders-counts.ts';
import { addToSalesRollups } from '../analytics/rollups.ts';
import { publishNotification, type NotificationRow } from '../live/notify.ts';
import type { Random } from '../seed/random.ts';

export type SimDeps = Pick<Services, 'db' | 'live' | 'now'>;

/** Open faults a machine can have (vm_faults.kind). */
export const VM_FAULT_KINDS = ['motor_jammed', 'motor_failed', 'drop_sensor', 'offline', 'silent', 'maintenance'] as const;
export type VmFaultKind = (typeof VM_FAULT_KINDS)[number];

/** What one step of the simulator did. */
export interface SimHappening {
  kind: string;
  machineId: number | null;
  /** The notifications raised, in order. */
  notifications: string[];
  coil?: string;
}

export type MachineRow = typeof vendingMachines.$inferSelect;

/** A machine in service: active, not deleted, of a company whose licence runs. */
export const inService = (now: Date) =>
  and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at), gt(companies.license_ends_at, now));

/**
 * A random machine in service (and matching `extra`): the first at or after a random id,
 * wrapping around. Null when there is none.
 */
export async function pickMachine(deps: SimDeps, random: Random, extra?: SQL): Promise<number | null> {
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
      .where(and(inService(deps.now()), gte(vendingMachines.id, from), extra))
      .orderBy(asc(vendingMachines.id))
      .limit(1);
  const [found] = await select(start);
  if (found) return found.id;
  const [first] = await select(range.low);
  return first?.id ?? null;
}

/** The machine, locked, if it is still in service. */
export async function lockMachineInService(tx: Tx, machineId: number, now: Date): Promise<MachineRow | null> {
  const [row] = await tx
    .select({ machine: vendingMachines })
    .from(vendingMachines)
    .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
    .where(and(eq(vendingMachines.id, machineId), inService(now)))
    .for('update', { of: vendingMachines });
  return row?.machine ?? null;
}

/**
 * An open fault of these kinds, locked after its machine: a machine's events (a device's, the
 * gateway's) lock the machine first, so taking them in the other order could deadlock.
 */
export async function lockOpenFault(tx: Tx, faultId: number, kinds: readonly VmFaultKind[]) {
  const [peek] = await tx.select({ machineId: vmFaults.vending_machine_id }).from(vmFaults).where(eq(vmFaults.id, faultId));
  if (!peek) return null;
  await tx.select({ id: vendingMachines.id }).from(vendingMachines).where(eq(vendingMachines.id, peek.machineId)).for('update');
  const [fault] = await tx.select().from(vmFaults)
    .where(and(eq(vmFaults.id, faultId), isNull(vmFaults.closed_at), inArray(vmFaults.kind, [...kinds]))).for('update');
  return fault ?? null;
}

/** How notifications name a machine (console.md §3), with who sees them. */
export function aboutMachine(machine: Pick<MachineRow, 'id' | 'name' | 'warehouse_id' | 'company_id' | 'franchise_id'>) {
  return {
    base: { companyId: machine.company_id, franchiseId: machine.franchise_id },
    payload: { VendingMachine: { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id }, vending_machine_id: machine.id },
  };
}

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, node-postgres too; drizzle may unwrap). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** The next order id, taken before the order is built (its order_id and cart_id derive from it). */
export async function nextOrderId(tx: Tx): Promise<number> {
  return firstRow(rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)), 'the next order id').id;
}

/** Writes a recorded order and its lines, and counts it in the /orders roll-up on its own day (a late vend lands on the day it was sold). */
export async function insertOrder(tx: Tx, order: OrderToInsert, lines: (typeof orderLines.$inferInsert)[]) {
  await insertOrders(tx, [{ order, lines }]);
}

type OrderToInsert = typeof orders.$inferInsert & { created_at: Date };

/** Many orders (a batch of sales) in a handful of statements, whatever their number. */
export async function insertOrders(tx: Tx, written: readonly { order: OrderToInsert; lines: (typeof orderLines.$inferInsert)[] }[]) {
  if (!written.length) return;
  const inserted = await tx.insert(orders).values(written.map((w) => w.order)).returning({ id: orders.id, created_at: orders.created_at });
  // A line lives in its order's month partition.
  const lines = written.flatMap((w) => w.lines.map((line) => ({ ...line, created_at: w.order.created_at })));
  if (lines.length) await tx.insert(orderLines).values(lines);
  await addToSalesRollups(tx, inserted);
  await addToOrderCounts(tx, written.map(({ order }) => ({
    company_id: order.company_id, franchise_id: order.franchise_id ?? null, created_at: order.created_at,
    vend_status: order.vend_status ?? 0, payment_status: order.payment_status ?? 2, refund_status: order.refund_status ?? null,
  })));
}

/** The next `n` order ids in one round trip (a batch of sales takes them together). */
export async function nextOrderIds(tx: Tx, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${n})`));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Today's date (UTC) as the slots' expires_on compares with it. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** After the commit: what the feeds announce must already be readable. */
export function publishAll(deps: SimDeps, rows: readonly NotificationRow[]) {
  for (const row of rows) publishNotification(deps, row);
}

/** The machine's stock or coils changed: /vm/{id} reloads its planogram. */
export function publishStock(deps: SimDeps, machine: Pick<MachineRow, 'id' | 'company_id' | 'franchise_id'>) {
  deps.live.publish('vm-status', machine.company_id, { type: 'VM_STOCK', vending_machine_id: machine.id }, { franchiseId: machine.franchise_id, machineId: machine.id });
}

/** Draws one value by weight (weights need not add up to 1). */
export function byWeight<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((n, [, w]) => n + w, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}
