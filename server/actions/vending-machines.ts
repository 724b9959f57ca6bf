/** /api/vending-machine-management: the machine list, one machine with its slots, and its live stock. */
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/vending-machines.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { franchises, products, stores, vendingMachines as vm, vmSlots, warehouses, zones } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { allOf, countAll, countOf, iso, listPage, searchLowered, sortOrder } from '../http/list.ts';

/**
 * The machines a caller may see: their company's, and only their franchise's when they
 * belong to one. Exported so every machine-reading action (and the palette's machine
 * index) scopes the same way.
 */
export function machineScope(caller: Pick<Caller, 'company_id' | 'franchise_id'>): SQL {
  const company = eq(vm.company_id, caller.company_id);
  return caller.franchise_id === null ? company : and(company, eq(vm.franchise_id, caller.franchise_id))!;
}

/** Fill percentage, rounded; an empty machine (no capacity) is 0 %. */
export const percentOf = (quantity: number, capacity: number) => (capacity > 0 ? Math.round((quantity * 100) / capacity) : 0);

const SORT_COLUMNS = {
  name: vm.name,
  code: vm.code,
  location: vm.location,
  city: vm.city,
  status: vm.status,
  created_at: vm.created_at,
  updated_at: vm.updated_at,
  deleted_at: vm.deleted_at,
};

const ref = <T extends { id: number | null; name: string | null }>(r: T | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/** The columns of a machine row and its named relations, as one select list. */
const rowColumns = {
  machine: vm,
  warehouse: { id: warehouses.id, name: warehouses.name },
  store: { id: stores.id, name: stores.name },
  zone: { id: zones.id, name: zones.name },
  franchise: { id: franchises.id, name: franchises.name },
};

/**
 * A search of 3 characters or more finds its matches through the trigram index. Left to
 * itself, the planner would rather walk the name index in order and hope to meet a page of
 * matches early, which for a term most names start with ("Whitefield") reads nearly every
 * machine: 450 ms instead of 25 on 100,000 machines. Shorter terms cannot use trigrams and
 * match so many machines that the walk is the quick way.
 */
const searchedFirst = (search: string | undefined) => (search?.trim().length ?? 0) >= 3;

function selectMachines(db: Db) {
  return db
    .select(rowColumns)
    .from(vm)
    .leftJoin(warehouses, eq(warehouses.id, vm.warehouse_id))
    .leftJoin(stores, eq(stores.id, vm.store_id))
    .leftJoin(zones, eq(zones.id, vm.zone_id))
    .leftJoin(franchises, eq(franchises.id, vm.franchise_id));
}

/** Slot totals per machine, for the given machines only (one grouped query per page). */
async function slotTotals(db: Db, machineIds: number[]) {
  if (!machineIds.length) return new Map<number, { quantity: number; capacity: number; slots: number; motorsOff: number }>();
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

type Row = Awaited<ReturnType<ReturnType<typeof selectMachines>['execute']>>[number];

function toRow(row: Row, totals: { quantity: number; capacity: number; slots: number; motorsOff: number } | undefined): Infer<typeof contract.VendingMachineRow> {
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
  };
}

type ListInput = Infer<typeof contract.listActiveVendingMachines.request> | Infer<typeof contract.listDeletedVendingMachines.request>;

async function listMachines(db: Db, caller: Caller, input: ListInput, deleted: boolean) {
  const where = allOf(
    machineScope(caller),
    deleted ? isNotNull(vm.deleted_at) : isNull(vm.deleted_at),
    input.status?.length ? inArray(vm.status, [...input.status]) : undefined,
    input.warehouse_id?.length ? inArray(vm.warehouse_id, input.warehouse_id) : undefined,
    input.store_id?.length ? inArray(vm.store_id, input.store_id) : undefined,
    input.zone_id?.length ? inArray(vm.zone_id, input.zone_id) : undefined,
    input.city?.length ? inArray(vm.city, input.city) : undefined,
    searchLowered(input.search, vm.search_text),
  );
  let rows = selectMachines(db).$dynamic();
  if (searchedFirst(input.search)) {
    // OFFSET 0 keeps the planner from merging the subquery into the page's query, so the
    // matches are found first and only they are sorted.
    const matching = db.select({ id: vm.id }).from(vm).where(where).offset(0).as('matching');
    rows = rows.innerJoin(matching, eq(matching.id, vm.id));
  } else {
    rows = rows.where(where);
  }
  const page = await listPage(
    input,
    (range) => rows.orderBy(...sortOrder(SORT_COLUMNS, range, vm.id)).limit(range.limit).offset(range.offset),
    () => countOf(db.select({ n: countAll }).from(vm).where(where)),
  );
  const totals = await slotTotals(db, page.data.map((r) => r.machine.id));
  return { data: page.data.map((r) => toRow(r, totals.get(r.machine.id))), total: page.total };
}

async function findMachine(db: Db, caller: Caller, id: number) {
  const [row] = await selectMachines(db).where(and(eq(vm.id, id), machineScope(caller)));
  if (!row) throw notFound('Vending machine');
  return row;
}

async function slotsOf(db: Db, machineId: number) {
  const rows = await db
    .select({ slot: vmSlots, product: { id: products.id, sku: products.sku, name: products.name, mrp: products.mrp } })
    .from(vmSlots)
    .leftJoin(products, eq(products.id, vmSlots.product_id))
    .where(eq(vmSlots.vending_machine_id, machineId))
    .orderBy(asc(vmSlots.row), asc(vmSlots.column), asc(vmSlots.id));
  return rows.map(({ slot, product }) => ({
    id: slot.id,
    coil: slot.coil,
    row: slot.row,
    column: slot.column,
    product: product?.id ? { id: product.id, sku: product.sku, name: product.name, mrp: product.mrp } : null,
    quantity: slot.quantity,
    item_layout_max: slot.item_layout_max,
    motor_activated: slot.motor_activated,
  }));
}

const totalsOf = (slots: { quantity: number; item_layout_max: number; motor_activated: boolean }[]) => ({
  quantity: slots.reduce((sum, s) => sum + s.quantity, 0),
  capacity: slots.reduce((sum, s) => sum + s.item_layout_max, 0),
  slots: slots.length,
  motorsOff: slots.filter((s) => !s.motor_activated).length,
});

export const vendingMachineHandlers = [
  handle(contract.listActiveVendingMachines, (input, ctx) => listMachines(ctx.db, callerOf(ctx), input, false)),

  handle(contract.listDeletedVendingMachines, (input, ctx) => listMachines(ctx.db, callerOf(ctx), input, true)),

  handle(contract.getVendingMachine, async (input, ctx) => {
    const row = await findMachine(ctx.db, callerOf(ctx), input.id);
    const slots = await slotsOf(ctx.db, row.machine.id);
    const m = row.machine;
    return {
      data: {
        ...toRow(row, totalsOf(slots)),
        latitude: m.latitude,
        longitude: m.longitude,
        rows: m.rows,
        columns: m.columns,
        hardware_board_name: m.hardware_board_name,
        created_at: iso(m.created_at)!,
        slots,
      },
    };
  }),

  handle(contract.getVendingMachineStock, async (input, ctx) => {
    const { machine } = await findMachine(ctx.db, callerOf(ctx), input.id);
    const slots = await slotsOf(ctx.db, machine.id);
    const totals = totalsOf(slots);
    return {
      data: {
        id: machine.id,
        name: machine.name,
        code: machine.code,
        location: machine.location,
        status: machine.status,
        stock_percent: percentOf(totals.quantity, totals.capacity),
        read_at: ctx.now().toISOString(),
        slots: slots.map((s) => ({ ...s, percent: percentOf(s.quantity, s.item_layout_max) })),
      },
    };
  }),

  handle(contract.getVendingMachineFilterOptions, async (_input, ctx) => {
    const caller = callerOf(ctx);
    // One pass over the caller's machines (100,000 on a large business) for the places they
    // use, a few hundred combinations at most; the names come from the small tables.
    const used = await ctx.db
      .selectDistinct({ warehouse: vm.warehouse_id, store: vm.store_id, zone: vm.zone_id, city: vm.city })
      .from(vm)
      .where(and(machineScope(caller), isNull(vm.deleted_at)));
    const idsOf = (key: 'warehouse' | 'store' | 'zone') => [...new Set(used.flatMap((u) => (u[key] === null ? [] : [u[key]])))];
    const namesOf = async (table: typeof warehouses | typeof stores | typeof zones, ids: number[]) =>
      ids.length ? ctx.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids)).orderBy(asc(table.name), asc(table.id)) : [];
    const [warehouseRows, storeRows, zoneRows] = await Promise.all([
      namesOf(warehouses, idsOf('warehouse')),
      namesOf(stores, idsOf('store')),
      namesOf(zones, idsOf('zone')),
    ]);
    const cities = [...new Set(used.flatMap((u) => (u.city ? [u.city] : [])))].sort((a, b) => a.localeCompare(b));
    return { data: { warehouses: warehouseRows, stores: storeRows, zones: zoneRows, cities } };
  }),
];
