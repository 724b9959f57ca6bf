/**
 * Inventory Management (contract/actions/inventory.ts): the company's, a warehouse's and a
 * store's inventory, a store's runout and max quantities, and the bulk stock upload.
 *
 * Where the numbers come from (docs/decisions.md "Inventory"): warehouse shelves and transit are
 * warehouse_stock (kept equal to the ledger by moveStock); a store's units are the ledger's moves
 * into it less those out of it; a machine's are its slots' quantities (refills do not book moves
 * into machines yet, and the slots are what the machine reports it holds).
 */
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/inventory.ts';
import { parseStockFile, type StockFileRow } from '../../contract/stock-file.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  brands, productCategories, productUnits, products, machineStockTotals, stockMovements, storeStockLimits, stores, vendingMachines, vmSlots, warehouseStock, warehouses,
} from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { allOf, countOf, iso, listPage, searchAcross, sortOrder } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { publishAfter, runner } from '../kit/mutation.ts';
import { moveStock, type StockMove } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import { storeScope, visibleStore } from '../records/store.ts';
import { machineScope, machineTotalsScope } from '../records/vending-machine.ts';
import { visibleWarehouse, warehouseScope } from '../records/warehouse.ts';
import { narrowingRetailer } from '../kit/scope.ts';

type ItemFilters = { search?: string; category_id?: number[]; brand_id?: number[]; unit_id?: number[] };
const none = sql`false`;
const n = (v: unknown) => Number(v ?? 0);

/** The company's products matching the item filters and the search. */
function itemWhere(caller: Caller, input: ItemFilters): SQL | undefined {
  return allOf(
    eq(products.company_id, caller.company_id),
    input.category_id?.length ? inArray(products.category_id, input.category_id) : undefined,
    input.brand_id?.length ? inArray(products.brand_id, input.brand_id) : undefined,
    input.unit_id?.length ? inArray(products.unit_id, input.unit_id) : undefined,
    searchAcross(input.search, [products.sku, products.name]),
  );
}

const itemColumns = {
  product_id: products.id, sku: products.sku, name: products.name,
  category: productCategories.name, brand: brands.name, unit: productUnits.name,
};

/** Products with their category, brand and unit names. */
function items<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...itemColumns, ...extra })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productUnits, eq(productUnits.id, products.unit_id));
}

const itemSorts = { sku: products.sku, name: products.name, category: productCategories.name, brand: brands.name };

/** Per product (of `only`, when given), the units at the stores `which` picks: the ledger's moves in less moves out. */
function storeUnits(db: Db, which: SQL, alias: string, only?: number[]) {
  const inStore = (kind: AnyColumn, id: AnyColumn) => sql`(${kind} = 'store' and ${id} in (select ${stores.id} from ${stores} where ${which}))`;
  return db
    .select({
      product_id: stockMovements.product_id,
      units: sql<number>`coalesce(sum(case when ${inStore(stockMovements.to_kind, stockMovements.to_id)} then ${stockMovements.quantity} else 0 end)
        - sum(case when ${inStore(stockMovements.from_kind, stockMovements.from_id)} then ${stockMovements.quantity} else 0 end), 0)::int`.as(`${alias}_units`),
    })
    .from(stockMovements)
    .where(allOf(
      or(inStore(stockMovements.to_kind, stockMovements.to_id), inStore(stockMovements.from_kind, stockMovements.from_id)),
      only ? inArray(stockMovements.product_id, only) : undefined,
    ))
    .groupBy(stockMovements.product_id)
    .as(alias);
}

type InventoryInput = Infer<typeof contract.listInventory.request>;

const isRetailerStaff = (caller: Caller) => narrowingRetailer(caller) !== null;

/**
 * A retailer's staff see their retailer's machines only, and machine_stock_totals is kept per
 * franchise, not per retailer: their machines' slots are summed here instead (a retailer runs
 * a handful of machines, so this reads few rows).
 */
function retailerMachineUnits(db: Db, caller: Caller, warehouseIds: number[], storeIds: number[], picked: boolean, only?: number[]) {
  return db
    .select({ product_id: vmSlots.product_id, units: sql<number>`sum(${vmSlots.quantity})::int`.as('vm_units') })
    .from(vmSlots)
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .where(allOf(machineScope(caller), isNull(vendingMachines.deleted_at), picked ? or(
      warehouseIds.length ? inArray(vendingMachines.warehouse_id, warehouseIds) : undefined,
      storeIds.length ? inArray(vendingMachines.store_id, storeIds) : undefined,
    ) : undefined, only ? inArray(vmSlots.product_id, only) : undefined))
    .groupBy(vmSlots.product_id)
    .as('vm');
}

/**
 * The company inventory's per-product sums over the places the caller reaches (and the filter
 * picks); with `only`, the sums of those products alone (a page's, see productsFirst).
 */
function companyInventory(db: Db, caller: Caller, input: InventoryInput, only?: number[]) {
  const warehouseIds = input.warehouse_id ?? [];
  const storeIds = input.store_id ?? [];
  const picked = warehouseIds.length > 0 || storeIds.length > 0;
  const whWhere = allOf(warehouseScope(caller), picked ? (warehouseIds.length ? inArray(warehouses.id, warehouseIds) : none) : undefined);
  const stWhere = allOf(storeScope(caller), picked ? (storeIds.length ? inArray(stores.id, storeIds) : none) : undefined)!;
  const vmWhere = allOf(machineTotalsScope(caller), picked ? or(
    warehouseIds.length ? inArray(machineStockTotals.warehouse_id, warehouseIds) : undefined,
    storeIds.length ? inArray(machineStockTotals.store_id, storeIds) : undefined,
  ) : undefined, only ? inArray(machineStockTotals.product_id, only) : undefined);
  const wh = db
    .select({
      product_id: warehouseStock.product_id,
      stock: sql<number>`sum(${warehouseStock.stock})::int`.as('wh_stock'),
      transit: sql<number>`sum(${warehouseStock.in_transit})::int`.as('wh_transit'),
    })
    .from(warehouseStock)
    .innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouse_id))
    .where(allOf(whWhere, only ? inArray(warehouseStock.product_id, only) : undefined))
    .groupBy(warehouseStock.product_id)
    .as('wh');
  const st = storeUnits(db, stWhere, 'st', only);
  const vm = isRetailerStaff(caller)
    ? retailerMachineUnits(db, caller, warehouseIds, storeIds, picked, only)
    : db
      .select({ product_id: machineStockTotals.product_id, units: sql<number>`sum(${machineStockTotals.units})::int`.as('vm_units') })
      .from(machineStockTotals)
      .where(vmWhere)
      .groupBy(machineStockTotals.product_id)
      .as('vm');
  const columns = {
    warehouses: sql<number>`coalesce("wh"."wh_stock", 0)`,
    in_transit: sql<number>`coalesce("wh"."wh_transit", 0)`,
    stores: sql<number>`coalesce("st"."st_units", 0)`,
    machines: sql<number>`coalesce("vm"."vm_units", 0)`,
  };
  const total = sql<number>`(${columns.warehouses} + ${columns.in_transit} + ${columns.stores} + ${columns.machines})`;
  const where = allOf(itemWhere(caller, input), input.in_stock_only ? sql`${total} > 0` : undefined, only ? inArray(products.id, only) : undefined);
  return {
    rows: () => items(db, { ...columns, total })
      .leftJoin(wh, eq(wh.product_id, products.id))
      .leftJoin(st, eq(st.product_id, products.id))
      .leftJoin(vm, eq(vm.product_id, products.id))
      .where(where),
    count: () => db.select({ n: sql<number>`count(*)::int` })
      .from(products)
      .leftJoin(wh, eq(wh.product_id, products.id))
      .leftJoin(st, eq(st.product_id, products.id))
      .leftJoin(vm, eq(vm.product_id, products.id))
      .where(where),
    sorts: { ...itemSorts, ...columns, total },
  };
}

/**
 * A page sorted by the product's own columns, without `in_stock_only`: the page's products first,
 * then the sums of those alone. Summing every product's places to show twenty took 30 ms at 5,000
 * products and 100,000 machines (issue 55); sorts and filters on the sums still need them all.
 */
function productsFirst(db: Db, caller: Caller, input: InventoryInput) {
  if (input.in_stock_only || !(input.sortBy in itemSorts)) return null;
  return async (range: InventoryInput) => {
    const page = await items(db, {}).where(itemWhere(caller, input))
      .orderBy(...sortOrder(itemSorts, { sortBy: input.sortBy, sortDir: range.sortDir }, products.id))
      .limit(range.limit).offset(range.offset);
    if (!page.length) return [];
    const ids = page.map((p) => p.product_id);
    const sums = new Map((await companyInventory(db, caller, input, ids).rows()).map((r) => [r.product_id, r]));
    return ids.flatMap((id) => sums.get(id) ?? []);
  };
}

/** The bulk upload's rows checked: the refused with why, the valid by product. */
export function checkUploadRows(rows: readonly StockFileRow[], skuIds: Map<string, number>) {
  const M = contract.INVENTORY_MESSAGES;
  const linesOf = new Map<string, number[]>();
  for (const r of rows) {
    const sku = r.sku.trim().toLowerCase();
    if (sku) linesOf.set(sku, [...(linesOf.get(sku) ?? []), r.line]);
  }
  const refused: Infer<typeof contract.RefusedRow>[] = [];
  const valid: { line: number; productId: number; quantity: number }[] = [];
  for (const r of rows) {
    const sku = r.sku.trim();
    const quantity = r.quantity.trim();
    const reason = !sku ? M.missingSku
      : !skuIds.has(sku.toLowerCase()) ? M.unknownSku
      : linesOf.get(sku.toLowerCase())!.length > 1 ? M.duplicate(linesOf.get(sku.toLowerCase())!)
      : /^-\s*\d+(\.\d*)?$/.test(quantity) ? M.negative
      : !/^\d+$/.test(quantity) ? M.notNumeric
      : Number(quantity) > contract.MAX_STOCK_QUANTITY ? M.tooLarge
      : null;
    if (reason) refused.push({ line: r.line, sku: r.sku.slice(0, 100), quantity: r.quantity.slice(0, 30), reason });
    else valid.push({ line: r.line, productId: skuIds.get(sku.toLowerCase())!, quantity: Number(quantity) });
  }
  return { refused, valid };
}

export const inventoryHandlers = [
  handle(contract.listInventory, async (input, ctx) => {
    const caller = callerOf(ctx);
    const inventory = companyInventory(ctx.db, caller, input);
    const [page, placeWarehouses, placeStores] = await Promise.all([
      listPage(input, productsFirst(ctx.db, caller, input) ?? ((range) => inventory.rows()
        .orderBy(...sortOrder(inventory.sorts, { sortBy: input.sortBy, sortDir: range.sortDir }, products.id))
        .limit(range.limit).offset(range.offset)), () => countOf(inventory.count())),
      ctx.db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(warehouseScope(caller)).orderBy(warehouses.name, warehouses.id),
      ctx.db.select({ id: stores.id, name: stores.name }).from(stores).where(storeScope(caller)).orderBy(stores.name, stores.id),
    ]);
    return {
      data: page.data.map((r) => ({
        product_id: r.product_id, sku: r.sku, name: r.name, category: r.category, brand: r.brand, unit: r.unit,
        warehouses: n(r.warehouses), in_transit: n(r.in_transit), stores: n(r.stores), machines: n(r.machines), total: n(r.total),
      })),
      total: page.total,
      places: { warehouses: placeWarehouses, stores: placeStores },
    };
  }),

  handle(contract.listWarehouseInventory, async (input, ctx) => {
    const caller = callerOf(ctx);
    const warehouse = await visibleWarehouse(ctx.db, caller, input.warehouse_id);
    const on = and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouse.id));
    const columns = {
      stock: sql<number>`coalesce(${warehouseStock.stock}, 0)`,
      in_transit: sql<number>`coalesce(${warehouseStock.in_transit}, 0)`,
      reorder_level: sql<number>`coalesce(${warehouseStock.reorder_level}, 0)`,
    };
    const low = sql<boolean>`(${columns.reorder_level} > 0 and ${columns.stock} < ${columns.reorder_level})`;
    const where = allOf(
      itemWhere(caller, input),
      input.in_stock_only ? sql`(${columns.stock} + ${columns.in_transit}) > 0` : undefined,
      input.low_only ? low : undefined,
    );
    const page = await listPage(input, (range) => items(ctx.db, { ...columns, low, updated_at: warehouseStock.updated_at })
      .leftJoin(warehouseStock, on)
      .where(where)
      .orderBy(...sortOrder({ ...itemSorts, ...columns }, { sortBy: input.sortBy, sortDir: range.sortDir }, products.id))
      .limit(range.limit).offset(range.offset),
    () => countOf(ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).leftJoin(warehouseStock, on).where(where)));
    return {
      data: page.data.map((r) => ({
        product_id: r.product_id, sku: r.sku, name: r.name, category: r.category, brand: r.brand, unit: r.unit,
        stock: n(r.stock), in_transit: n(r.in_transit), reorder_level: n(r.reorder_level), low: Boolean(r.low), updated_at: iso(r.updated_at),
      })),
      total: page.total,
      warehouse: { id: warehouse.id, name: warehouse.name },
    };
  }),

  handle(contract.listStoreInventory, async (input, ctx) => {
    const caller = callerOf(ctx);
    const store = await visibleStore(ctx.db, caller, input.store_id);
    const st = storeUnits(ctx.db, eq(stores.id, store.id), 'st');
    const limitsOn = and(eq(storeStockLimits.product_id, products.id), eq(storeStockLimits.store_id, store.id));
    const columns = {
      stock: sql<number>`coalesce("st"."st_units", 0)`,
      runout_quantity: storeStockLimits.runout_quantity,
      max_quantity: storeStockLimits.max_quantity,
    };
    const low = sql<boolean>`(${storeStockLimits.runout_quantity} is not null and ${columns.stock} <= ${storeStockLimits.runout_quantity})`;
    const where = allOf(itemWhere(caller, input), input.in_stock_only ? sql`${columns.stock} > 0` : undefined);
    const page = await listPage(input, (range) => items(ctx.db, { ...columns, low })
      .leftJoin(st, eq(st.product_id, products.id))
      .leftJoin(storeStockLimits, limitsOn)
      .where(where)
      .orderBy(...sortOrder({ ...itemSorts, ...columns }, { sortBy: input.sortBy, sortDir: range.sortDir }, products.id))
      .limit(range.limit).offset(range.offset),
    () => countOf(ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).leftJoin(st, eq(st.product_id, products.id)).where(where)));
    return {
      data: page.data.map((r) => ({
        product_id: r.product_id, sku: r.sku, name: r.name, category: r.category, brand: r.brand, unit: r.unit,
        stock: n(r.stock), runout_quantity: r.runout_quantity, max_quantity: r.max_quantity, low: Boolean(r.low),
      })),
      total: page.total,
      store: { id: store.id, name: store.name },
    };
  }),

  handle(contract.updateStoreStockLimits, async (input, ctx) => {
    const caller = callerOf(ctx);
    const runout = Number(input.runout_quantity);
    const max = Number(input.max_quantity);
    const problem = contract.stockLimitsProblem(runout, max);
    if (problem) throw invalidField('max_quantity', problem);
    const now = ctx.now();
    const saved = await ctx.db.transaction(async (tx) => {
      await visibleStore(tx, caller, input.store_id);
      const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, input.product_id), eq(products.company_id, caller.company_id)));
      if (!product) throw notFound('Product');
      const key = and(eq(storeStockLimits.store_id, input.store_id), eq(storeStockLimits.product_id, input.product_id));
      const [before] = await tx.select().from(storeStockLimits).where(key).for('update');
      const values = { runout_quantity: runout, max_quantity: max, updated_by: caller.id, updated_at: now };
      const [after] = before
        ? await tx.update(storeStockLimits).set(values).where(key).returning()
        : await tx.insert(storeStockLimits).values({ store_id: input.store_id, product_id: input.product_id, ...values }).returning();
      await audit(tx, caller, {
        action: contract.updateStoreStockLimits.name,
        entity: 'store_stock_limit',
        entity_id: input.store_id,
        before: before ? { product_id: before.product_id, runout_quantity: before.runout_quantity, max_quantity: before.max_quantity } : { product_id: input.product_id },
        after: { product_id: after!.product_id, runout_quantity: after!.runout_quantity, max_quantity: after!.max_quantity },
      });
      return after!;
    });
    return { data: { store_id: saved.store_id, product_id: saved.product_id, runout_quantity: saved.runout_quantity, max_quantity: saved.max_quantity } };
  }),

  handle(contract.uploadWarehouseStock, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const after = runner();
    const file = parseStockFile(input.csv);
    if (!file.ok) throw invalidField('csv', file.message);
    const report = await ctx.db.transaction(async (tx) => {
      const warehouse = await visibleWarehouse(tx, caller, input.warehouse_id);
      const wanted = [...new Set(file.rows.map((r) => r.sku.trim()).filter(Boolean))];
      const known = new Map<string, number>();
      // In slices, so a 10,000-row file stays far below PostgreSQL's bind-parameter limit.
      for (let i = 0; i < wanted.length; i += 5_000) {
        const slice = wanted.slice(i, i + 5_000);
        const found = await tx.select({ id: products.id, sku: products.sku }).from(products)
          .where(and(eq(products.company_id, caller.company_id), inArray(sql`lower(${products.sku})`, slice.map((s) => s.toLowerCase()))));
        for (const p of found) known.set(p.sku.toLowerCase(), p.id);
      }
      const { refused, valid } = checkUploadRows(file.rows, known);
      // The shelves as they are now, read under the locks moveStock takes: lock them first, in its order.
      const ids = valid.map((v) => v.productId).sort((a, b) => a - b);
      const shelves = new Map<number, number>();
      for (let i = 0; i < ids.length; i += 5_000) {
        const locked = await tx.select({ product_id: warehouseStock.product_id, stock: warehouseStock.stock }).from(warehouseStock)
          .where(and(eq(warehouseStock.warehouse_id, warehouse.id), inArray(warehouseStock.product_id, ids.slice(i, i + 5_000))))
          .orderBy(warehouseStock.product_id)
          .for('update');
        for (const r of locked) shelves.set(r.product_id, r.stock);
      }
      const moves: StockMove[] = [];
      const changes: { product_id: number; before: number; after: number }[] = [];
      let unitsIn = 0;
      let unitsOut = 0;
      for (const v of valid) {
        const has = shelves.get(v.productId) ?? 0;
        const difference = v.quantity - has;
        if (difference === 0) continue;
        changes.push({ product_id: v.productId, before: has, after: v.quantity });
        if (difference > 0) unitsIn += difference;
        else unitsOut -= difference;
        moves.push(difference > 0
          ? { productId: v.productId, from: place.outside, to: place.shelf(warehouse.id), quantity: difference, reason: contract.BULK_UPLOAD_REASON }
          : { productId: v.productId, from: place.shelf(warehouse.id), to: place.outside, quantity: -difference, reason: contract.BULK_UPLOAD_REASON });
      }
      if (moves.length) {
        await moveStock(tx, {
          companyId: caller.company_id, userId: caller.id, record: { kind: 'warehouse_stock', id: warehouse.id }, now, notified: publishAfter(ctx, after),
        }, moves);
      }
      await audit(tx, caller, {
        action: contract.uploadWarehouseStock.name,
        entity: 'warehouse_stock',
        entity_id: warehouse.id,
        after: { rows: file.rows.length, refused: refused.length, changed: changes.length, units_in: unitsIn, units_out: unitsOut, changes },
      });
      return {
        warehouse: { id: warehouse.id, name: warehouse.name },
        rows: file.rows.length,
        changed: changes.length,
        unchanged: valid.length - changes.length,
        units_in: unitsIn,
        units_out: unitsOut,
        refused,
      };
    });
    after.committed();
    return { data: report };
  }),
];
