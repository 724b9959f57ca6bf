/**
 * /api/procurement-management supplier returns on the record pipeline. Writing one takes its
 * units off the warehouse's shelves into transit, so they cannot be shipped or returned twice;
 * changing its lines moves only the difference; executing hands the units in transit to the
 * supplier; cancelling puts them back on the shelves. Every move goes through the stock ledger.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/supplier-returns.ts';
import { SUPPLIER_RETURN_STATUS, orderStatus } from '../../contract/statuses.ts';
import { mayChangeSupplierReturn } from '../../machines/records/procurementReturns.ts';
import { handle } from '../context.ts';
import { callerOf } from '../context.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { suppliers, warehouseOrderItems, warehouseOrders } from '../db/schema/index.ts';
import { conflict, invalid, invalidField } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import { supplierScope } from '../records/supplier.ts';
import {
  returnableStock, supplierReturnRecord, supplierReturnScope, supplierReturnsFrom, toSupplierReturnRow,
} from '../records/supplier-return.ts';
import { visibleWarehouse } from '../records/warehouse.ts';
import { nextOrderId, orderNumber } from '../records/warehouse-order.ts';
import { writeOrderLines } from '../records/order-details.ts';
import { place } from '../stock/places.ts';
import type { StockMove } from '../stock/ledger.ts';

type LineInput = (typeof contract.createSupplierReturn)['request']['TYPE']['lines'][number];

async function visibleSupplier(tx: Tx, caller: Caller, id: number) {
  const [supplier] = await tx.select().from(suppliers).where(and(eq(suppliers.id, id), supplierScope(caller)));
  if (!supplier) throw invalidField('supplier_id', contract.SUPPLIER_RETURN_MESSAGES.chooseSupplier);
  return supplier;
}

/**
 * 400 unless every line is a product the supplier sells, listed once, and at most what may
 * go back: the shelves plus what this return already holds in transit (`held`).
 */
async function checkLines(tx: Tx, warehouseId: number, supplierId: number, lines: readonly LineInput[], held: ReadonlyMap<number, number>) {
  const stock = new Map((await returnableStock(tx, warehouseId, supplierId)).map((r) => [r.product_id, r.on_shelf + (held.get(r.product_id) ?? 0)]));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const available = stock.get(line.product_id);
    if (available === undefined) problems.push({ path: `lines.${index}.product_id`, message: "This product is not one of the supplier's held in this warehouse." });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'This product is listed twice.' });
    else if (line.quantity > available) problems.push({ path: `lines.${index}.quantity`, message: `Enter number smaller than or equal to ${available}` });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
}

/** The moves that bring the transit of a return from `before` to `after` units per product. */
function rebalance(warehouseId: number, before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): StockMove[] {
  const products = new Set([...before.keys(), ...after.keys()]);
  return [...products].flatMap((productId) => {
    const delta = (after.get(productId) ?? 0) - (before.get(productId) ?? 0);
    if (delta === 0) return [];
    return [delta > 0
      ? { productId, from: place.shelf(warehouseId), to: place.transit(warehouseId), quantity: delta, reason: 'supplier_return.dispatch' }
      : { productId, from: place.transit(warehouseId), to: place.shelf(warehouseId), quantity: -delta, reason: 'supplier_return.change' }];
  });
}

const unitsOf = (lines: readonly { product_id: number; quantity: number }[]) => new Map(lines.map((l) => [l.product_id, l.quantity]));
const total = (lines: readonly LineInput[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

async function writeLines(tx: Tx, orderId: number, lines: readonly LineInput[]) {
  await tx.delete(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, orderId));
  await writeOrderLines(tx, orderId, lines.map((l) => ({ product_id: l.product_id, stock: l.quantity })));
}

export const supplierReturnsHandlers = [
  defineList(contract.listSupplierReturns, {
    scope: supplierReturnScope,
    query: (db, where) => supplierReturnsFrom(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(warehouseOrders)
      .innerJoin(suppliers, eq(suppliers.id, warehouseOrders.destination_supplier_id))
      .where(where),
    filters: {
      status: (codes) => inArray(warehouseOrders.status, codes),
      supplier_id: (id) => eq(warehouseOrders.destination_supplier_id, id),
      warehouse_id: (id) => eq(warehouseOrders.source_warehouse_id, id),
      created_from: (from) => gte(warehouseOrders.created_at, new Date(from)),
      created_to: (to) => lte(warehouseOrders.created_at, new Date(to)),
    },
    search: [warehouseOrders.order_id, suppliers.company_name],
    sort: { created_at: warehouseOrders.created_at, updated_at: warehouseOrders.updated_at, order_id: warehouseOrders.order_id, status: warehouseOrders.status, stock: warehouseOrders.stock },
    tiebreak: warehouseOrders.id,
    rows: (page) => page.map(toSupplierReturnRow),
  }),

  defineGet(contract.getSupplierReturn, supplierReturnRecord),

  handle(contract.supplierReturnables, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      if (!(await visibleWarehouse(tx, caller, input.warehouse_id))) throw invalidField('warehouse_id', contract.SUPPLIER_RETURN_MESSAGES.chooseWarehouse);
      await visibleSupplier(tx, caller, input.supplier_id);
    });
    const rows = await returnableStock(ctx.db, input.warehouse_id, input.supplier_id);
    return { data: rows.map((r) => ({ product_id: r.product_id, sku: r.sku, name: r.name, price: Number(r.price), quantity: 0, available: r.on_shelf })) };
  }),

  defineCreate(contract.createSupplierReturn, supplierReturnRecord, {
    values: async ({ tx, input, caller, now }) => {
      const warehouse = await visibleWarehouse(tx, caller, input.warehouse_id);
      if (!warehouse) throw invalidField('warehouse_id', contract.SUPPLIER_RETURN_MESSAGES.chooseWarehouse);
      const supplier = await visibleSupplier(tx, caller, input.supplier_id);
      await checkLines(tx, warehouse.id, supplier.id, input.lines, new Map());
      const id = await nextOrderId(tx);
      return {
        id, company_id: caller.company_id, order_id: orderNumber('supplier_return', id),
        source_type: 'warehouse', source_warehouse_id: warehouse.id,
        destination_type: 'supplier', destination_supplier_id: supplier.id, destination_name: supplier.company_name,
        status: SUPPLIER_RETURN_STATUS.created, stock: total(input.lines), comments: input.comments?.trim() ?? '',
        created_by: caller.id, created_at: now, updated_at: now,
      };
    },
    after: async ({ tx, input, row, moveStock }) => {
      await writeLines(tx, row.id, input.lines);
      await moveStock(rebalance(row.source_warehouse_id!, new Map(), unitsOf(input.lines)));
      return { lines: input.lines };
    },
  }),

  defineMutation(contract.updateSupplierReturn, supplierReturnRecord, {
    apply: async ({ tx, input, row, moveStock }) => {
      if (!mayChangeSupplierReturn(row.status)) {
        throw conflict(`Supplier return ${row.order_id} is ${orderStatus(row.status).name}; only a Created return can be edited.`);
      }
      const before = unitsOf((await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, row.id)))
        .map((i) => ({ product_id: i.product_id, quantity: i.stock })));
      await checkLines(tx, row.source_warehouse_id!, row.destination_supplier_id!, input.lines, before);
      await moveStock(rebalance(row.source_warehouse_id!, before, unitsOf(input.lines)));
      await writeLines(tx, row.id, input.lines);
      return {
        set: { stock: total(input.lines), ...(input.comments !== undefined ? { comments: input.comments.trim() } : {}) },
        audit: { lines: input.lines },
      };
    },
  }),

  defineTransition(contract.manageSupplierReturn, supplierReturnRecord, {
    event: (input) => (input.new_status === SUPPLIER_RETURN_STATUS.executed ? 'supplierReturn.execute' : 'supplierReturn.cancel'),
    apply: async ({ tx, input, row, moveStock }) => {
      const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, row.id));
      const warehouseId = row.source_warehouse_id!;
      const executed = input.new_status === SUPPLIER_RETURN_STATUS.executed;
      await moveStock(items.map((i) => ({
        productId: i.product_id,
        from: place.transit(warehouseId),
        to: executed ? place.supplier(row.destination_supplier_id!) : place.shelf(warehouseId),
        quantity: i.stock,
        reason: executed ? 'supplier_return.execute' : 'supplier_return.cancel',
      })));
      if (executed) {
        await tx.update(warehouseOrderItems).set({ received_stock: sql`${warehouseOrderItems.stock}` }).where(eq(warehouseOrderItems.order_id, row.id));
      }
      return { audit: { moved: items.map((i) => ({ product_id: i.product_id, quantity: i.stock })) } };
    },
  }),
];
