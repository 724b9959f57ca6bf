/**
 * /api/warehouse-management: get.material_transfer and manage.material_transfer.
 *
 * A change runs in one transaction: lock the order, ask machines/materialTransfer.ts
 * whether its current state allows it (else 409 naming the state), check the version
 * (else 409), lock the stock rows, move the units, write the order, its items, the
 * remainder order and an audit row. Units always add up: for every item,
 * sent = received + remainder, and the remainder goes back to the source's shelves or
 * stays in transit on the new order.
 */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import { initialTransition, transition } from 'xstate';
import * as contract from '../../contract/actions/material-transfers.ts';
import { orderStatus } from '../../contract/statuses.ts';
import {
  TRANSFER_EVENT_FOR_STATUS, materialTransferMachine, partialReceiptErrors, type TransferItemDraft, type TransferRecord,
} from '../../machines/materialTransfer.ts';
import { audit, callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  productCategories, products, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses,
} from '../db/schema/index.ts';
import { conflict, invalid, invalidField, notFound, staleVersion } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { createTransfer, ensureStockRows, lockStock, stockKey, writeStock } from './warehouse-orders.ts';
import { orderScope } from './warehouses.ts';

type Scope = Pick<Caller, 'company_id' | 'franchise_id'>;
/** Who makes a change: a signed-in caller, or the demo seed acting as a user. */
type Actor = Pick<Caller, 'id' | 'company_id' | 'franchise_id'>;
type Order = typeof warehouseOrders.$inferSelect;
type Item = typeof warehouseOrderItems.$inferSelect;

const isTransfer = and(eq(warehouseOrders.source_type, 'warehouse'), eq(warehouseOrders.destination_type, 'warehouse'));

/** The transfer's machine snapshot after loading the record, as the screen has it. */
export function transferSnapshot(order: Pick<Order, 'status' | 'version'>, items: { product_id: number; stock: number }[], skus = new Map<number, string>()) {
  const record: TransferRecord = {
    status: order.status,
    version: order.version,
    items: items.map((i) => ({ productId: i.product_id, sku: skus.get(i.product_id) ?? '', transferred: i.stock })),
  };
  const [initial] = initialTransition(materialTransferMachine);
  const [loaded] = transition(materialTransferMachine, initial, { type: 'transfer.loaded', transfer: record });
  return loaded;
}

const PAST_TENSE = { 2: 'cancelled', 3: 'received', 4: 'partially received' } as const;

async function visibleTransfer(db: Db | Tx, caller: Scope, id: number) {
  const [order] = await db.select().from(warehouseOrders).where(and(eq(warehouseOrders.id, id), isTransfer, orderScope(caller)));
  if (!order) throw notFound('Material transfer');
  return order;
}

const sourceWarehouse = alias(warehouses, 'source_warehouse');
const destinationWarehouse = alias(warehouses, 'destination_warehouse');
const parentOrder = alias(warehouseOrders, 'parent_order');

/** A transfer's lines with what the screen shows of each product and the destination's stock. */
function transferLines(db: Db, orderId: number, destinationWarehouseId: number) {
  return db
    .select({
      item: warehouseOrderItems,
      product: { sku: products.sku, name: products.name, mrp: products.mrp, status: products.status },
      category: productCategories.name,
      destinationStock: warehouseStock.stock,
    })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, warehouseOrderItems.product_id), eq(warehouseStock.warehouse_id, destinationWarehouseId)))
    .where(eq(warehouseOrderItems.order_id, orderId))
    .orderBy(asc(products.sku));
}

/** The transfer as console.md §3 describes it. */
export async function readTransfer(db: Db, caller: Scope, id: number): Promise<Infer<typeof contract.MaterialTransfer>> {
  const [head] = await db
    .select({
      order: warehouseOrders,
      user: { first_name: users.first_name, last_name: users.last_name },
      source: { id: sourceWarehouse.id, name: sourceWarehouse.name },
      destination: { id: destinationWarehouse.id, name: destinationWarehouse.name },
      parent: { id: parentOrder.id, order_id: parentOrder.order_id },
    })
    .from(warehouseOrders)
    .innerJoin(sourceWarehouse, eq(sourceWarehouse.id, warehouseOrders.source_warehouse_id))
    .innerJoin(destinationWarehouse, eq(destinationWarehouse.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .leftJoin(parentOrder, eq(parentOrder.id, warehouseOrders.parent_order_id))
    .where(and(eq(warehouseOrders.id, id), isTransfer, orderScope(caller)));
  if (!head) throw notFound('Material transfer');
  const { order } = head;
  // The remainder and the lines are independent: asked together (one round trip of waiting).
  const [[remainder], items] = await Promise.all([
    db
      .select({ id: warehouseOrders.id, order_id: warehouseOrders.order_id })
      .from(warehouseOrders)
      .where(eq(warehouseOrders.parent_order_id, order.id))
      .limit(1),
    transferLines(db, order.id, order.destination_warehouse_id!),
  ]);
  return {
    id: order.id,
    order_id: order.order_id,
    state: order.status,
    stock: order.stock,
    created_at: iso(order.created_at)!,
    updated_at: iso(order.updated_at)!,
    version: order.version,
    User: head.user?.first_name != null ? { first_name: head.user.first_name, last_name: head.user.last_name ?? '' } : null,
    source_warehouse: head.source,
    destination_warehouse: head.destination,
    parent_order: head.parent?.id ? { id: head.parent.id, order_id: head.parent.order_id ?? '' } : null,
    remainder_order: remainder ?? null,
    ShippingDetails: items.map(({ item, product, category, destinationStock }) => ({
      id: item.id,
      product_id: item.product_id,
      stock: item.stock,
      warehouse_existing_stock: item.warehouse_existing_stock ?? destinationStock ?? 0,
      received_stock: item.received_stock,
      remainder_stock: item.remainder_stock,
      Product: {
        sku: product.sku,
        name: product.name,
        mrp: Number(product.mrp),
        ProductCategory: { name: category },
        ProductStatus: { name: product.status === 1 ? 'Active' : 'Inactive' },
      },
    })),
  };
}

type ManageInput = Infer<typeof contract.manageMaterialTransfer.request>;

/** Units received per product: everything, nothing, or the listed ticked items (the rest 0). 400 on bad items. */
function receivedPerItem(input: ManageInput, items: Item[]): Map<number, number> {
  const listed = input.items ?? [];
  if (input.new_status !== 4) {
    if (listed.length) throw invalidField('items', 'Only a partial receipt (new_status 4) lists items.');
    if (input.create_partial_transfer_order) throw invalidField('create_partial_transfer_order', 'Only a partial receipt can create a transfer order for the remainder.');
    return new Map(items.map((i) => [i.product_id, input.new_status === 3 ? i.stock : 0]));
  }
  const byProduct = new Map(items.map((i) => [i.product_id, i]));
  const errors: { path: string; message: string }[] = [];
  const seen = new Set<number>();
  listed.forEach((line, index) => {
    if (!byProduct.has(line.product_id)) errors.push({ path: `items.${index}.product_id`, message: 'This product is not on the transfer order.' });
    else if (seen.has(line.product_id)) errors.push({ path: `items.${index}.product_id`, message: 'This product is listed twice.' });
    seen.add(line.product_id);
  });
  if (errors.length) throw invalid(errors);
  // The screen's own check, on the request: ticked = listed, received as sent.
  const drafts: TransferItemDraft[] = items.map((i) => {
    const line = listed.find((l) => l.product_id === i.product_id);
    return { productId: i.product_id, sku: '', transferred: i.stock, ticked: Boolean(line), received: line ? String(line.received_stock) : '' };
  });
  const problems = partialReceiptErrors(drafts);
  if (problems) {
    if (problems.general) throw invalidField('items', problems.general);
    throw invalid(listed.flatMap((line, index) => {
      const message = problems.items[line.product_id];
      return message ? [{ path: `items.${index}.received_stock`, message }] : [];
    }));
  }
  return new Map(items.map((i) => [i.product_id, listed.find((l) => l.product_id === i.product_id)?.received_stock ?? 0]));
}

async function manage(tx: Tx, input: ManageInput, caller: Actor, now: Date) {
  const order = await visibleTransfer(tx, caller, input.id);
  const [locked] = await tx.select().from(warehouseOrders).where(eq(warehouseOrders.id, order.id)).for('update');
  const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, locked.id)).orderBy(asc(warehouseOrderItems.product_id));
  const event = TRANSFER_EVENT_FOR_STATUS[input.new_status];
  if (!transferSnapshot(locked, items).can({ type: event })) {
    throw conflict(`Transfer order ${locked.order_id} is ${orderStatus(locked.status).name}; it cannot be ${PAST_TENSE[input.new_status]} now.`);
  }
  if (locked.version !== input.version) throw staleVersion(`Transfer order ${locked.order_id}`);

  const received = receivedPerItem(input, items);
  const carryRemainder = input.new_status === 4 && Boolean(input.create_partial_transfer_order);
  const source = locked.source_warehouse_id!;
  const destination = locked.destination_warehouse_id!;
  const stock = await lockStock(tx, [source, destination], items.map((i) => i.product_id));

  const remainders: { productId: number; stock: number }[] = [];
  for (const item of items) {
    const got = received.get(item.product_id) ?? 0;
    const rest = item.stock - got;
    const from = stock.get(stockKey(source, item.product_id));
    const to = stock.get(stockKey(destination, item.product_id));
    // Units leave transit unless the remainder order carries them on.
    const leavingTransit = carryRemainder ? got : item.stock;
    if (!from || !to || from.in_transit < leavingTransit) {
      throw conflict(`Stock in transit for ${locked.order_id} does not match its items; nothing was changed.`);
    }
    const existing = to.stock;
    from.in_transit -= leavingTransit;
    if (!carryRemainder) from.stock += rest;
    to.stock += got;
    if (rest > 0 && carryRemainder) remainders.push({ productId: item.product_id, stock: rest });
    await tx
      .update(warehouseOrderItems)
      .set({ received_stock: got, remainder_stock: rest, warehouse_existing_stock: existing })
      .where(eq(warehouseOrderItems.id, item.id));
  }
  for (const row of stock.values()) await writeStock(tx, row, now);

  const remainderOrder = remainders.length
    ? await createTransfer(tx, {
        companyId: locked.company_id, sourceWarehouseId: source, destinationWarehouseId: destination, items: remainders,
        createdBy: caller.id, parentOrderId: locked.id, takeFromSource: false, now,
      })
    : null;
  await tx
    .update(warehouseOrders)
    .set({ status: input.new_status, version: locked.version + 1, updated_at: now, received_by: caller.id, received_at: now })
    .where(eq(warehouseOrders.id, locked.id));
  await audit(tx, caller, {
    action: 'manage.material_transfer',
    entity: 'warehouse_order',
    entity_id: locked.id,
    before: { status: locked.status, version: locked.version },
    after: {
      status: input.new_status,
      version: locked.version + 1,
      received: Object.fromEntries(received),
      remainder_order: remainderOrder?.order_id ?? null,
    },
  });
}

/**
 * Cancels, receives or partially receives a transfer (the handler's work, also used by the
 * demo seed so seeded orders obey the same rules).
 */
export async function manageTransfer(db: Db, input: ManageInput, caller: Actor, now: Date) {
  const order = await visibleTransfer(db, caller, input.id);
  const items = await db.select({ productId: warehouseOrderItems.product_id }).from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, order.id));
  // Rows the receipt adds to must exist before the transaction locks them.
  await ensureStockRows(db, items.map((i) => ({ warehouseId: order.destination_warehouse_id!, productId: i.productId })));
  await db.transaction((tx) => manage(tx, input, caller, now));
}

export const materialTransferHandlers = [
  handle(contract.getMaterialTransfer, async (input, ctx) => ({ data: await readTransfer(ctx.db, callerOf(ctx), input.id) })),

  handle(contract.manageMaterialTransfer, async (input, ctx) => {
    const caller = callerOf(ctx);
    await manageTransfer(ctx.db, input, caller, ctx.now());
    return { data: await readTransfer(ctx.db, caller, input.id) };
  }),
];
