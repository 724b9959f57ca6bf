/** /api/vending-machine-management: the machine list, one machine with its slots, and its live stock. */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/vending-machines.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { products, stores, vendingMachines as vm, vmSlots, warehouses, zones } from '../db/schema/index.ts';
import { countAll, iso, searchLowered } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import {
  configPending, findMachine, machineScope, percentOf, selectMachines, slotTotals, toMachineRow, type MachineRow,
} from '../records/vending-machine.ts';

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

/**
 * A search of 3 characters or more finds its matches through the trigram index. Left to
 * itself, the planner would rather walk the name index in order and hope to meet a page of
 * matches early, which for a term most names start with ("Whitefield") reads nearly every
 * machine: 450 ms instead of 25 on 100,000 machines. Shorter terms cannot use trigrams and
 * match so many machines that the walk is the quick way.
 */
const searchedFirst = (search: string | undefined) => (search?.trim().length ?? 0) >= 3;

/** The page's rows with their slot totals, asked for in one grouped query. */
async function withTotals(db: Db, page: MachineRow[]) {
  const totals = await slotTotals(db, page.map((r) => r.machine.id));
  return page.map((r) => toMachineRow(r, totals.get(r.machine.id)));
}

/** Active or deleted machines: one list, told apart by the deletion stamp. */
function machineList(spec: typeof contract.listActiveVendingMachines | typeof contract.listDeletedVendingMachines, deleted: boolean) {
  return defineList(spec, {
    scope: (caller) => and(machineScope(caller), deleted ? isNotNull(vm.deleted_at) : isNull(vm.deleted_at)),
    query: (db, where, input) => {
      if (!searchedFirst(input.search)) return selectMachines(db).where(where);
      // OFFSET 0 keeps the planner from merging the subquery into the page's query, so the
      // matches are found first and only they are sorted.
      const matching = db.select({ id: vm.id }).from(vm).where(where).offset(0).as('matching');
      return selectMachines(db).innerJoin(matching, eq(matching.id, vm.id));
    },
    count: (db, where) => db.select({ n: countAll }).from(vm).where(where),
    filters: {
      status: (statuses) => inArray(vm.status, [...statuses]),
      warehouse_id: (ids) => inArray(vm.warehouse_id, ids),
      store_id: (ids) => inArray(vm.store_id, ids),
      zone_id: (ids) => inArray(vm.zone_id, ids),
      city: (cities) => inArray(vm.city, cities),
      config: () => configPending,
    },
    search: (search) => searchLowered(search, vm.search_text),
    sort: SORT_COLUMNS,
    tiebreak: vm.id,
    rows: (page, ctx) => withTotals(ctx.db, page),
  });
}

async function slotsOf(db: Db, machineId: number, caller: Caller) {
  const priced = contract.canSeeProductPrices(caller.permissions);
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
    product: product?.id ? { id: product.id, sku: product.sku, name: product.name, mrp: priced ? product.mrp : null } : null,
    quantity: slot.quantity,
    item_layout_max: slot.item_layout_max,
    motor_activated: slot.motor_activated,
    expires_on: slot.quantity > 0 ? slot.expires_on : null,
  }));
}

const totalsOf = (slots: { quantity: number; item_layout_max: number; motor_activated: boolean }[]) => ({
  quantity: slots.reduce((sum, s) => sum + s.quantity, 0),
  capacity: slots.reduce((sum, s) => sum + s.item_layout_max, 0),
  slots: slots.length,
  motorsOff: slots.filter((s) => !s.motor_activated).length,
});

export const vendingMachineHandlers = [
  machineList(contract.listActiveVendingMachines, false),
  machineList(contract.listDeletedVendingMachines, true),

  handle(contract.getVendingMachine, async (input, ctx) => {
    const caller = callerOf(ctx);
    const row = await findMachine(ctx.db, caller, input.id);
    const slots = await slotsOf(ctx.db, row.machine.id, caller);
    const m = row.machine;
    return {
      data: {
        ...toMachineRow(row, totalsOf(slots)),
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
    const caller = callerOf(ctx);
    const { machine } = await findMachine(ctx.db, caller, input.id);
    const slots = await slotsOf(ctx.db, machine.id, caller);
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
