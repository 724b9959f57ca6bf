/**
 * /api/warehouse-management BIN Discarded orders (warehouse → bin) on the record pipeline:
 * "Discard stock" takes units off a warehouse's shelves into the discarded bin at once, each
 * line with its reason; a Created order (its units held in transit) is executed into the bin
 * or cancelled back onto the shelves. Every move goes through the stock ledger.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/bin-orders.ts';
import { BIN_ORDER_STATUS, orderStatus } from '../../contract/statuses.ts';
import { binOrderLifecycle } from '../../machines/records/warehouseOrderViews.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses } from '../db/schema/index.ts';
import { invalid, invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineCreate, defineGet, defineTransition } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { visibleWarehouse } from '../records/warehouse.ts';
import { isKind, nextOrderId, orderNumber, warehouseOrderScope } from '../records/warehouse-order.ts';
import { writeOrderLines } from '../records/order-details.ts';
import { place } from '../stock/places.ts';

const binScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), isKind('bin_discarded'));

async function readBinOrder(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.BinOrder>> {
  const [head] = await db
    .select({
      order: warehouseOrders,
      warehouse: { id: warehouses.id, name: warehouses.name },
      creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(warehouseOrders)
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.source_warehouse_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .where(and(eq(warehouseOrders.id, id), binScope(caller)));
  if (!head) throw notFound('Discarded bin order');
  const lines = await db
    .select({ item: warehouseOrderItems, sku: products.sku, name: products.name })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .where(eq(warehouseOrderItems.order_id, id))
    .orderBy(asc(products.sku));
  const o = head.order;
  return {
    id: o.id,
    order_id: o.order_id,
    warehouse: head.warehouse,
    status: o.status as Infer<typeof contract.BinOrder>['status'],
    stock: o.stock,
    comments: o.comments,
    created_by: head.creator,
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    version: o.version,
    lines: lines.map((l) => ({ product_id: l.item.product_id, sku: l.sku, name: l.name, quantity: l.item.stock, reason: l.item.reason })),
  };
}

export const binOrderRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Discarded bin order',
  title: (order) => `Discarded bin order ${order.order_id}`,
  scope: binScope,
  read: readBinOrder,
  lifecycle: { machine: binOrderLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});

type LineInput = (typeof contract.discardStock)['request']['TYPE']['lines'][number];

/** 400 unless every line names a product the warehouse's shelves hold enough of, once, with a reason. */
async function checkLines(tx: Tx, warehouseId: number, lines: readonly LineInput[]) {
  const onShelf = new Map((await tx.select({ product_id: warehouseStock.product_id, stock: warehouseStock.stock }).from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), inArray(warehouseStock.product_id, lines.map((l) => l.product_id))))).map((r) => [r.product_id, r.stock]));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const available = onShelf.get(line.product_id);
    if (available === undefined) problems.push({ path: `lines.${index}.product_id`, message: 'This warehouse holds none of this product.' });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'This product is listed twice.' });
    else if (line.quantity > available) problems.push({ path: `lines.${index}.quantity`, message: `Enter number smaller than or equal to ${available}` });
    if (!line.reason.trim()) problems.push({ path: `lines.${index}.reason`, message: contract.BIN_ORDER_MESSAGES.reasonRequired });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
}

export const binOrderHandlers = [
  defineGet(contract.getBinOrder, binOrderRecord),

  defineCreate(contract.discardStock, binOrderRecord, {
    values: async ({ tx, input, caller, now }) => {
      const warehouse = await visibleWarehouse(tx, caller, input.warehouse_id).catch(() => null);
      if (!warehouse) throw invalidField('warehouse_id', contract.BIN_ORDER_MESSAGES.chooseWarehouse);
      await checkLines(tx, warehouse.id, input.lines);
      const id = await nextOrderId(tx);
      return {
        id, company_id: caller.company_id, order_id: orderNumber('bin_discarded', id),
        source_type: 'warehouse', source_warehouse_id: warehouse.id, destination_type: 'bin',
        status: BIN_ORDER_STATUS.executed, stock: input.lines.reduce((sum, l) => sum + l.quantity, 0),
        comments: input.comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now,
      };
    },
    after: async ({ tx, input, row, moveStock }) => {
      const lines = input.lines.map((l) => ({ ...l, reason: l.reason.trim() }));
      await writeOrderLines(tx, row.id, lines.map((l) => ({ product_id: l.product_id, stock: l.quantity, received_stock: l.quantity, reason: l.reason })));
      await moveStock(lines.map((l) => ({ productId: l.product_id, from: place.shelf(row.source_warehouse_id!), to: place.bin, quantity: l.quantity, reason: 'bin.discard' })));
      return { lines };
    },
  }),

  defineTransition(contract.manageBinOrder, binOrderRecord, {
    event: (input) => (input.new_status === BIN_ORDER_STATUS.executed ? 'binOrder.execute' : 'binOrder.cancel'),
    apply: async ({ tx, input, row, moveStock }) => {
      const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, row.id));
      const warehouseId = row.source_warehouse_id!;
      const executed = input.new_status === BIN_ORDER_STATUS.executed;
      await moveStock(items.map((i) => ({
        productId: i.product_id, from: place.transit(warehouseId), to: executed ? place.bin : place.shelf(warehouseId),
        quantity: i.stock, reason: executed ? 'bin.execute' : 'bin.cancel',
      })));
      if (executed) await tx.update(warehouseOrderItems).set({ received_stock: sql`${warehouseOrderItems.stock}` }).where(eq(warehouseOrderItems.order_id, row.id));
      return { audit: { moved: items.map((i) => ({ product_id: i.product_id, quantity: i.stock })) } };
    },
  }),
];
