/**
 * The vending machine as a record: who reaches which machines (every machine-reading action
 * and the palette's index scope the same way), and a machine row as the lists show it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type * as contract from '../../contract/actions/vending-machines.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { deviceState, franchises, machineStockTotals, stores, vendingMachines as vm, vmSlots, warehouses, zones } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** Their company's machines, and only their franchise's or retailer's when they belong to one. */
export const machineScope = tenancy({ company: vm.company_id, franchise: { column: vm.franchise_id }, retailer: { column: vm.retailer_id } });
/** The same reach over the machines' stock totals (keyed by company and franchise, 0 for none). */
export const machineTotalsScope = tenancy({ company: machineStockTotals.company_id, franchise: { column: machineStockTotals.franchise_id } });

/** Fill percentage, rounded; an empty machine (no capacity) is 0 %. */
export const percentOf = (quantity: number, capacity: number) => (capacity > 0 ? Math.round((quantity * 100) / capacity) : 0);

const ref = <T extends { id: number | null; name: string | null }>(r: T | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/** The columns of a machine row and its named relations, as one select list. */
const rowColumns = {
  machine: vm,
  warehouse: { id: warehouses.id, name: warehouses.name },
  store: { id: stores.id, name: stores.name },
  zone: { id: zones.id, name: zones.name },
  franchise: { id: franchises.id, name: franchises.name },
  config: {
    version: deviceState.config_version, changed_at: deviceState.config_changed_at,
    applied_version: deviceState.config_applied_version, applied_at: deviceState.config_applied_at, last_seen_at: deviceState.last_seen_at,
  },
};

/**
 * The device has not applied the config the console holds. A machine whose device never spoke
 * (no device state, or a row only saves have made) has nothing to wait for: it is "No device
 * connected", not pending. A condition over vending_machines alone, so the list's count can use it.
 */
export const configPending = sql`exists (select 1 from ${deviceState} where ${deviceState.vending_machine_id} = ${vm.id}
  and (${deviceState.last_seen_at} is not null or ${deviceState.config_applied_version} is not null)
  and ${deviceState.config_applied_version} is distinct from ${deviceState.config_version})`;

export function selectMachines(db: Db) {
  return db
    .select(rowColumns)
    .from(vm)
    .leftJoin(warehouses, eq(warehouses.id, vm.warehouse_id))
    .leftJoin(stores, eq(stores.id, vm.store_id))
    .leftJoin(zones, eq(zones.id, vm.zone_id))
    .leftJoin(franchises, eq(franchises.id, vm.franchise_id))
    .leftJoin(deviceState, eq(deviceState.vending_machine_id, vm.id));
}

export type MachineTotals = { quantity: number; capacity: number; slots: number; motorsOff: number };

/** Slot totals per machine, for the given machines only (one grouped query per page). */
export async function slotTotals(db: Db, machineIds: number[]) {
  if (!machineIds.length) return new Map<number, MachineTotals>();
  const rows = await db
    .select({
      id: vmSlots.vending_machine_id,
      quantity: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int`,
      capacity: sql<number>`coalesce(sum(${vmSlots.item_layout_max}), 0)::int`,
      slots: countAll,
      motorsOff: sql<number>`(count(*) filter (where not ${vmSlots.motor_activated}))::int`,
    })
    .from(vmSlots)
    .where(inArray(vmSlots.vending_machine_id, machineIds))
    .groupBy(vmSlots.vending_machine_id);
  return new Map(rows.map((r) => [r.id, r]));
}

export type MachineRow = Awaited<ReturnType<ReturnType<typeof selectMachines>['execute']>>[number];

export function toMachineRow(row: MachineRow, totals: MachineTotals | undefined): Infer<typeof contract.VendingMachineRow> {
  const m = row.machine;
  return {
    id: m.id,
    name: m.name,
    code: m.code,
    location: m.location,
    city: m.city,
    status: m.status,
    warehouse: ref(row.warehouse),
    store: ref(row.store),
    zone: ref(row.zone),
    franchise: ref(row.franchise),
    stock_percent: percentOf(totals?.quantity ?? 0, totals?.capacity ?? 0),
    slot_count: totals?.slots ?? 0,
    motors_off: totals?.motorsOff ?? 0,
    deleted_at: iso(m.deleted_at),
    updated_at: iso(m.updated_at)!,
    version: m.version,
    ...configOf(row.config),
  };
}

function configOf(c: MachineRow['config']) {
  const connected = c && c.version !== null && (c.last_seen_at !== null || c.applied_version !== null);
  if (!connected) return { config_version: null, config_applied_version: null, config_applied_at: null, config_pending_since: null };
  const pending = c.applied_version === null || c.applied_version < c.version;
  return {
    config_version: c.version,
    config_applied_version: c.applied_version,
    config_applied_at: iso(c.applied_at),
    config_pending_since: pending ? iso(c.changed_at) : null,
  };
}

export async function findMachine(db: Db, caller: Caller, id: number) {
  const [row] = await selectMachines(db).where(and(eq(vm.id, id), machineScope(caller)));
  if (!row) throw notFound('Vending machine');
  return row;
}

/** A machine in service (not deleted) as the pipeline changes it; a status change answers its new status. */
export const machineRecord = defineRecord({
  entity: 'vending_machine',
  table: vm,
  noun: 'Vending machine',
  title: () => 'This machine',
  scope: (caller) => and(machineScope(caller), isNull(vm.deleted_at)),
  read: async (db, caller, id) => {
    const { machine } = await findMachine(db, caller, id);
    return { id: machine.id, status: machine.status, version: machine.version };
  },
});
