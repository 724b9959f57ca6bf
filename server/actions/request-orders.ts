/**
 * /api/warehouse-management request orders on the record pipeline: one warehouse asks another
 * for stock; the source executes it (its shelves → the requester's, or transit → the
 * requester's once marked In Transit), marks it In Transit (its shelves → its transit), or
 * rejects it. Every move goes through the stock ledger, in the step's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/request-orders.ts';
import { REQUEST_ORDER_STATUS, orderStatus } from '../../contract/statuses.ts';
import { requestOrderLifecycle, requestUnitsIn } from '../../machines/records/warehouseOrderViews.ts';
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
import { detailsSet, writeOrderLines } from '../records/order-details.ts';
import { place } from '../stock/places.ts';

const requestScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), isKind('request_order'));
const source = alias(warehouses, 'source_warehouse');
const requester = alias(warehouses, 'requester_warehouse');
const sourceStock = alias(warehouseStock, 'source_stock');
const requesterStock = alias(warehouseStock, 'requester_stock');

async function readRequestOrder(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.RequestOrder>> {
  const [head] = await db
    .select({
      order: warehouseOrders,
      source: { id: source.id, name: source.name },
      requester: { id: requester.id, name: requester.name },
      creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(warehouseOrders)
    .innerJoin(source, eq(source.id, warehouseOrders.source_warehouse_id))
    .innerJoin(requester, eq(requester.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .where(and(eq(warehouseOrders.id, id), requestScope(caller)));
  if (!head) throw notFound('Request order');
  const lines = await db
    .select({ item: warehouseOrderItems, sku: products.sku, name: products.name, source_stock: sourceStock.stock, requester_stock: requesterStock.stock })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .leftJoin(sourceStock, and(eq(sourceStock.product_id, products.id), eq(sourceStock.warehouse_id, head.source.id)))
    .leftJoin(requesterStock, and(eq(requesterStock.product_id, products.id), eq(requesterStock.warehouse_id, head.requester.id)))
    .where(eq(warehouseOrderItems.order_id, id))
    .orderBy(asc(products.sku));
  const o = head.order;
  return {
    id: o.id,
    order_id: o.order_id,
    source_warehouse: head.source,
    requester_warehouse: head.requester,
    status: o.status as Infer<typeof contract.RequestOrder>['status'],
    stock: o.stock,
    comments: o.comments,
    created_by: head.creator,
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    version: o.version,
    lines: lines.map((l) => ({
      product_id: l.item.product_id, sku: l.sku, name: l.name, quantity: l.item.stock,
      source_stock: l.source_stock ?? 0, requester_stock: l.requester_stock ?? 0,
    })),
  };
}

export const requestOrderRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Request order',
  title: (order) => `Request order ${order.order_id}`,
  scope: requestScope,
  read: readRequestOrder,
  lifecycle: { machine: requestOrderLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});

type LineInput = { product_id: number; quantity: number };

/** 400 unless every line names a product of the caller's company, once. */
async function checkLines(tx: Tx, companyId: number, lines: readonly LineInput[]) {
  const known = new Set((await tx.select({ id: products.id }).from(products)
    .where(and(eq(products.company_id, companyId), inArray(products.id, lines.map((l) => l.product_id))))).map((p) => p.id));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    if (!known.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'Please select a product' });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'This product is listed twice.' });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
}

const itemsOf = (tx: Tx, orderId: number) => tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, orderId));

export const requestOrderHandlers = [
  defineGet(contract.getRequestOrder, requestOrderRecord),

  defineCreate(contract.createRequestOrder, requestOrderRecord, {
    values: async ({ tx, input, caller, now }) => {
      if (input.requester_warehouse_id === input.source_warehouse_id) {
        throw invalidField('source_warehouse_id', contract.REQUEST_ORDER_MESSAGES.sameWarehouse);
      }
      // A warehouse manager's link to the requesting warehouse must grant Request Order (403); the source needs only View.
      const requesterRow = await visibleWarehouse(tx, caller, input.requester_warehouse_id).catch((e: { status?: number }) => { if (e.status === 403) throw e; return null; });
      if (!requesterRow) throw invalidField('requester_warehouse_id', contract.REQUEST_ORDER_MESSAGES.chooseRequester);
      const sourceRow = await visibleWarehouse(tx, { ...caller, warehouse_grant: 'view' }, input.source_warehouse_id).catch(() => null);
      if (!sourceRow) throw invalidField('source_warehouse_id', contract.REQUEST_ORDER_MESSAGES.chooseSource);
      await checkLines(tx, caller.company_id, input.lines);
      const details = detailsSet(input, now);
      const id = await nextOrderId(tx);
      return {
        id, company_id: caller.company_id, order_id: orderNumber('request_order', id), order_type: 'request',
        source_type: 'warehouse', source_warehouse_id: sourceRow.id,
        destination_type: 'warehouse', destination_warehouse_id: requesterRow.id,
        status: REQUEST_ORDER_STATUS.created, stock: input.lines.reduce((sum, l) => sum + l.quantity, 0),
        comments: input.comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now, ...details,
      };
    },
    after: async ({ tx, input, row }) => {
      await writeOrderLines(tx, row.id, input.lines.map((l) => ({ product_id: l.product_id, stock: l.quantity })));
      return { lines: input.lines };
    },
  }),

  defineTransition(contract.executeRequestOrder, requestOrderRecord, {
    event: () => 'requestOrder.execute',
    apply: async ({ tx, row, caller, now, moveStock }) => {
      const items = await itemsOf(tx, row.id);
      const from = requestUnitsIn(row.status) === 'transit' ? place.transit(row.source_warehouse_id!) : place.shelf(row.source_warehouse_id!);
      const before = await moveStock(items.map((i) => ({
        productId: i.product_id, from, to: place.shelf(row.destination_warehouse_id!), quantity: i.stock, reason: 'request_order.execute',
      })));
      for (const i of items) {
        await tx.update(warehouseOrderItems)
          .set({ received_stock: i.stock, remainder_stock: 0, warehouse_existing_stock: before.of(row.destination_warehouse_id!, i.product_id).stock })
          .where(eq(warehouseOrderItems.id, i.id));
      }
      return { set: { received_by: caller.id, received_at: now }, audit: { moved: items.map((i) => ({ product_id: i.product_id, quantity: i.stock })) } };
    },
  }),

  defineTransition(contract.dispatchRequestOrder, requestOrderRecord, {
    event: () => 'requestOrder.dispatch',
    apply: async ({ tx, row, moveStock }) => {
      const items = await itemsOf(tx, row.id);
      await moveStock(items.map((i) => ({
        productId: i.product_id, from: place.shelf(row.source_warehouse_id!), to: place.transit(row.source_warehouse_id!), quantity: i.stock, reason: 'request_order.dispatch',
      })));
      return { audit: { moved: items.map((i) => ({ product_id: i.product_id, quantity: i.stock })) } };
    },
  }),

  defineTransition(contract.rejectRequestOrder, requestOrderRecord, {
    event: () => 'requestOrder.reject',
    // Nothing moves; like a cancelled transfer, nothing was received and every unit stays with the source.
    apply: async ({ tx, row }) => {
      await tx.update(warehouseOrderItems).set({ received_stock: 0, remainder_stock: sql`${warehouseOrderItems.stock}` }).where(eq(warehouseOrderItems.order_id, row.id));
    },
  }),
];
