/**
 * /api/shipping-management shipping orders on the record pipeline. A shipping order is a
 * warehouse_orders row (warehouse → store) whose shipping_status is its lifecycle
 * (machines/records/shippingOrder.ts, the only source of who moves which step); its list status
 * (ORDER_STATUSES, /warehouse-orders) follows. Dispatch moves the units from the source's shelves
 * into its transit; the store manager's receipt moves what arrived from transit into the store and
 * the shortfall into the discarded bin with its reason — all through the stock ledger, in the
 * step's transaction.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/shipping.ts';
import { SHIPPING_STATUS, shippingStatus } from '../../contract/statuses.ts';
import {
  listStatusOf, mayTake, receiptProblems, shippingOrderLifecycle, type ShippingEvent,
} from '../../machines/records/shippingOrder.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  deliveryPartners, deliveryPersons, products, stockMovements, storeStockLimits, stores, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses,
} from '../db/schema/index.ts';
import { ApiError, invalid, invalidField, notFound } from '../http/errors.ts';
import { countAll, iso, searchLowered } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineTransition } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { visibleStore } from '../records/store.ts';
import { visibleWarehouse } from '../records/warehouse.ts';
import { isKind, nextOrderId, orderNumber, warehouseOrderScope } from '../records/warehouse-order.ts';
import { detailsSet, writeOrderLines } from '../records/order-details.ts';
import { place } from '../stock/places.ts';

type ShippingData = Infer<typeof contract.Shipping>;
type Row = typeof warehouseOrders.$inferSelect;

/** The caller's shipping orders; a store manager's are their own store's. */
export const shippingScope = (caller: ScopeCaller) => and(
  warehouseOrderScope(caller),
  isKind('shipping_order'),
  caller.store_id ? eq(warehouseOrders.destination_store_id, caller.store_id) : undefined,
);

const fullName = sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`;
const receiver = alias(users, 'receiver');
const receiverName = sql<string | null>`nullif(trim(${receiver.first_name} || ' ' || ${receiver.last_name}), '')`;
const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

function selectHeads(db: Db) {
  return db
    .select({
      order: warehouseOrders,
      source: { id: warehouses.id, name: warehouses.name },
      destination: { id: stores.id, name: stores.name, franchise_id: stores.franchise_id },
      partner: { id: deliveryPartners.id, name: deliveryPartners.name },
      person: { id: deliveryPersons.id, name: deliveryPersons.name },
      creator: fullName,
      receiver: receiverName,
    })
    .from(warehouseOrders)
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.source_warehouse_id))
    .innerJoin(stores, eq(stores.id, warehouseOrders.destination_store_id))
    .leftJoin(deliveryPartners, eq(deliveryPartners.id, warehouseOrders.delivery_partner_id))
    .leftJoin(deliveryPersons, eq(deliveryPersons.id, warehouseOrders.delivery_person_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .leftJoin(receiver, eq(receiver.id, warehouseOrders.received_by));
}
type Head = Awaited<ReturnType<ReturnType<typeof selectHeads>['where']>>[number];

function toRow(h: Head): Infer<typeof contract.ShippingRow> {
  const o = h.order;
  return {
    id: o.id,
    order_id: o.order_id,
    status: o.shipping_status ?? SHIPPING_STATUS.orderCreated,
    source: { id: h.source.id, name: h.source.name },
    destination: { id: h.destination.id, name: h.destination.name },
    delivery_partner: ref(h.partner),
    delivery_person: ref(h.person),
    stock: o.stock,
    created_by: h.creator,
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    dispatched_at: iso(o.dispatched_at),
    delivered_at: iso(o.delivered_at),
    received_at: iso(o.received_at),
  };
}

async function readShipping(db: Db, caller: Caller, id: number): Promise<ShippingData> {
  const [head] = await selectHeads(db).where(and(eq(warehouseOrders.id, id), shippingScope(caller)));
  if (!head) throw notFound('Shipping order');
  const lines = await db
    .select({ item: warehouseOrderItems, sku: products.sku, name: products.name, source_stock: warehouseStock.stock })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, head.source.id)))
    .where(eq(warehouseOrderItems.order_id, id))
    .orderBy(asc(products.sku));
  return {
    ...toRow(head),
    franchise_id: head.destination.franchise_id,
    comments: head.order.comments,
    received_by: head.receiver,
    short: lines.reduce((sum, l) => sum + (l.item.received_stock === null ? 0 : l.item.stock - l.item.received_stock), 0),
    version: head.order.version,
    lines: lines.map((l) => ({
      product_id: l.item.product_id, sku: l.sku, name: l.name, quantity: l.item.stock,
      received: l.item.received_stock, reason: l.item.reason, source_stock: l.source_stock ?? 0,
    })),
  };
}

export const shippingRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Shipping order',
  title: (order) => `Shipping order ${order.order_id}`,
  scope: shippingScope,
  read: readShipping,
  lifecycle: { machine: shippingOrderLifecycle, column: 'shipping_status', statusName: (status) => shippingStatus(String(status)).name },
});

/** 400 unless the partner is an active one of the company and the person an active one of that partner. */
async function checkDelivery(tx: Tx, caller: Caller, partnerId: number | null | undefined, personId: number | null | undefined) {
  if (personId && !partnerId) throw invalidField('delivery_partner_id', contract.SHIPPING_MESSAGES.personWithoutPartner);
  if (partnerId) {
    const [partner] = await tx.select().from(deliveryPartners).where(and(
      eq(deliveryPartners.id, partnerId), eq(deliveryPartners.company_id, caller.company_id), isNull(deliveryPartners.deleted_at), eq(deliveryPartners.active, true),
    ));
    if (!partner) throw invalidField('delivery_partner_id', contract.SHIPPING_MESSAGES.choosePartner);
  }
  if (personId) {
    const [person] = await tx.select().from(deliveryPersons).where(and(
      eq(deliveryPersons.id, personId), eq(deliveryPersons.delivery_partner_id, partnerId!), isNull(deliveryPersons.deleted_at), eq(deliveryPersons.active, true),
    ));
    if (!person) throw invalidField('delivery_person_id', contract.SHIPPING_MESSAGES.choosePerson);
  }
}

/** 400 unless every line names a product of the company once, and the source's shelves hold its units. */
async function checkLines(tx: Tx, companyId: number, warehouseId: number, lines: readonly { product_id: number; quantity: number }[]) {
  const ids = lines.map((l) => l.product_id);
  const known = new Map((await tx
    .select({ id: products.id, stock: warehouseStock.stock })
    .from(products)
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouseId)))
    .where(and(eq(products.company_id, companyId), inArray(products.id, ids)))).map((p) => [p.id, p.stock ?? 0]));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const onShelf = known.get(line.product_id);
    if (onShelf === undefined) problems.push({ path: `lines.${index}.product_id`, message: contract.SHIPPING_MESSAGES.chooseProduct });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: contract.SHIPPING_MESSAGES.twice });
    else if (line.quantity > onShelf) problems.push({ path: `lines.${index}.quantity`, message: contract.SHIPPING_MESSAGES.notOnShelves(onShelf) });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
}

/** The shipping-create parameters' one source and one store; 400 naming the list otherwise. */
function onePlaceEach(input: { sources: number[]; destination_types: string[]; destinations: number[] }) {
  const problems: { path: string; message: string }[] = [];
  if (input.sources.length !== 1) problems.push({ path: 'sources', message: contract.SHIPPING_MESSAGES.oneSource });
  if (input.destinations.length !== 1) problems.push({ path: 'destinations', message: contract.SHIPPING_MESSAGES.oneDestination });
  if (input.destination_types.length !== input.destinations.length) problems.push({ path: 'destination_types', message: contract.SHIPPING_MESSAGES.destinationTypes });
  if (problems.length) throw invalid(problems);
  return { sourceId: input.sources[0]!, storeId: input.destinations[0]! };
}

const EVENT_OF: Record<contract.ShippingStep, ShippingEvent> = {
  progress: 'shipping.progress', dispatch: 'shipping.dispatch', transit: 'shipping.transit', deliver: 'shipping.deliver', cancel: 'shipping.cancel',
};

function assertMayTake(event: ShippingEvent, caller: Caller, row: Row) {
  if (!mayTake(event, caller, row)) {
    // The step is someone else's, or (deliver / transit) the order's transport says the other.
    const other = event === 'shipping.deliver' || event === 'shipping.transit';
    if (other && mayTake(event, caller, { ...row, delivery_partner_id: event === 'shipping.deliver' ? 1 : null })) {
      throw new ApiError(409, contract.SHIPPING_MESSAGES.notThisStep);
    }
    throw new ApiError(403, contract.SHIPPING_MESSAGES.notYours);
  }
}

const itemsOf = (tx: Tx, orderId: number) => tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, orderId));

/** Per product, the units at one store: the ledger's moves in less moves out. */
async function storeUnits(db: Db, storeId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      product_id: stockMovements.product_id,
      units: sql<number>`(coalesce(sum(case when ${stockMovements.to_kind} = 'store' and ${stockMovements.to_id} = ${storeId} then ${stockMovements.quantity} else 0 end), 0)
        - coalesce(sum(case when ${stockMovements.from_kind} = 'store' and ${stockMovements.from_id} = ${storeId} then ${stockMovements.quantity} else 0 end), 0))::int`,
    })
    .from(stockMovements)
    .where(or(and(eq(stockMovements.to_kind, 'store'), eq(stockMovements.to_id, storeId)), and(eq(stockMovements.from_kind, 'store'), eq(stockMovements.from_id, storeId))))
    .groupBy(stockMovements.product_id);
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

export const shippingHandlers = [
  defineList(contract.listShippings, {
    scope: shippingScope,
    query: (db, where) => selectHeads(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(warehouseOrders).where(where),
    filters: {
      status: (codes) => inArray(warehouseOrders.shipping_status, codes),
      warehouse_id: (ids) => inArray(warehouseOrders.source_warehouse_id, ids),
      store_id: (ids) => inArray(warehouseOrders.destination_store_id, ids),
      delivery_partner_id: (ids) => inArray(warehouseOrders.delivery_partner_id, ids),
      delivery_person_id: (ids) => inArray(warehouseOrders.delivery_person_id, ids),
      from: (from) => gte(warehouseOrders.created_at, new Date(from)),
      to: (to) => lte(warehouseOrders.created_at, new Date(to)),
    },
    search: (search) => (search?.trim() ? searchLowered(search, warehouseOrders.search_text) : undefined),
    sort: {
      created_at: warehouseOrders.created_at,
      updated_at: warehouseOrders.updated_at,
      order_id: warehouseOrders.order_id,
      status: warehouseOrders.shipping_status,
      stock: warehouseOrders.stock,
    },
    tiebreak: warehouseOrders.id,
    rows: (page) => page.map(toRow),
  }),

  defineGet(contract.getShipping, shippingRecord),

  defineCreate(contract.createShipping, shippingRecord, {
    values: async ({ tx, input, caller, now }) => {
      const { sourceId, storeId } = onePlaceEach(input);
      const source = await visibleWarehouse(tx, caller, sourceId).catch(() => null);
      if (!source) throw invalidField('sources.0', contract.SHIPPING_MESSAGES.chooseSource);
      const store = await visibleStore(tx, caller, storeId).catch(() => null);
      if (!store) throw invalidField('destinations.0', contract.SHIPPING_MESSAGES.chooseDestination);
      const details = detailsSet(input, now);
      await checkDelivery(tx, caller, input.delivery_partner_id, input.delivery_person_id);
      await checkLines(tx, caller.company_id, source.id, input.lines);
      const id = await nextOrderId(tx);
      return {
        id, company_id: caller.company_id, order_id: orderNumber('shipping_order', id),
        source_type: 'warehouse', source_warehouse_id: source.id,
        destination_type: 'store', destination_store_id: store.id,
        status: listStatusOf(SHIPPING_STATUS.orderCreated), shipping_status: SHIPPING_STATUS.orderCreated,
        delivery_partner_id: input.delivery_partner_id ?? null, delivery_person_id: input.delivery_person_id ?? null,
        stock: input.lines.reduce((sum, l) => sum + l.quantity, 0),
        comments: input.comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now, ...details,
      };
    },
    after: async ({ tx, input, row }) => {
      await writeOrderLines(tx, row.id, input.lines.map((l) => ({ product_id: l.product_id, stock: l.quantity })));
      return { lines: input.lines };
    },
  }),

  defineTransition(contract.stepShipping, shippingRecord, {
    event: (input) => EVENT_OF[input.step],
    apply: async ({ tx, input, row, caller, now, moveStock }) => {
      const event = EVENT_OF[input.step];
      const partnerId = input.delivery_partner_id !== undefined ? input.delivery_partner_id : row.delivery_partner_id;
      const personId = input.delivery_person_id !== undefined ? input.delivery_person_id : (input.delivery_partner_id !== undefined ? null : row.delivery_person_id);
      const settingDelivery = input.delivery_partner_id !== undefined || input.delivery_person_id !== undefined;
      if (settingDelivery && event !== 'shipping.dispatch' && event !== 'shipping.progress') {
        throw invalidField('delivery_partner_id', contract.SHIPPING_MESSAGES.notThisStep);
      }
      assertMayTake(event, caller, row);
      const next = shippingOrderLifecycle.next(row.shipping_status!, event)!;
      const set: Partial<typeof warehouseOrders.$inferInsert> = { status: listStatusOf(next) };
      let moved: { product_id: number; quantity: number }[] = [];
      if (settingDelivery) {
        await checkDelivery(tx, caller, partnerId, personId);
        Object.assign(set, { delivery_partner_id: partnerId ?? null, delivery_person_id: personId ?? null });
      }
      if (event === 'shipping.dispatch') {
        const items = await itemsOf(tx, row.id);
        await moveStock(items.map((i) => ({
          productId: i.product_id, from: place.shelf(row.source_warehouse_id!), to: place.transit(row.source_warehouse_id!), quantity: i.stock, reason: 'shipping.dispatch',
        })));
        moved = items.map((i) => ({ product_id: i.product_id, quantity: i.stock }));
        set.dispatched_at = now;
      }
      if (event === 'shipping.deliver' || event === 'shipping.transit') set.delivered_at = event === 'shipping.deliver' ? now : null;
      return { set, audit: moved.length ? { moved } : undefined };
    },
  }),

  defineTransition(contract.receiveShipping, shippingRecord, {
    event: () => 'shipping.receive',
    apply: async ({ tx, input, row, caller, now, moveStock }) => {
      assertMayTake('shipping.receive', caller, row);
      const items = await itemsOf(tx, row.id);
      const byProduct = new Map(input.lines.map((l, index) => [l.product_id, { ...l, index }]));
      const problems: { path: string; message: string }[] = [];
      input.lines.forEach((l, index) => {
        if (!items.some((i) => i.product_id === l.product_id)) problems.push({ path: `lines.${index}.product_id`, message: contract.SHIPPING_MESSAGES.chooseProduct });
      });
      if (byProduct.size !== input.lines.length) problems.push({ path: 'lines', message: contract.SHIPPING_MESSAGES.twice });
      const receipt = items.map((i) => ({ product_id: i.product_id, sent: i.stock, received: byProduct.get(i.product_id)?.received ?? -1, reason: byProduct.get(i.product_id)?.reason ?? '' }));
      for (const p of receiptProblems(receipt, { range: contract.SHIPPING_MESSAGES.receivedRange, reason: contract.SHIPPING_MESSAGES.reasonRequired })) {
        const line = byProduct.get(receipt[p.index]!.product_id);
        problems.push({ path: line ? `lines.${line.index}.${p.field}` : 'lines', message: p.message });
      }
      if (problems.length) throw invalid(problems);
      const transit = place.transit(row.source_warehouse_id!);
      await moveStock(receipt.flatMap((r) => [
        ...(r.received > 0 ? [{ productId: r.product_id, from: transit, to: place.store(row.destination_store_id!), quantity: r.received, reason: 'shipping.receive' }] : []),
        ...(r.received < r.sent ? [{ productId: r.product_id, from: transit, to: place.bin, quantity: r.sent - r.received, reason: 'shipping.short' }] : []),
      ]));
      for (const i of items) {
        const r = receipt.find((x) => x.product_id === i.product_id)!;
        await tx.update(warehouseOrderItems)
          .set({ received_stock: r.received, remainder_stock: r.sent - r.received, reason: r.received < r.sent ? r.reason.trim() : null })
          .where(eq(warehouseOrderItems.id, i.id));
      }
      const short = receipt.reduce((sum, r) => sum + r.sent - r.received, 0);
      const next = shippingOrderLifecycle.next(row.shipping_status!, 'shipping.receive')!;
      return {
        set: { status: listStatusOf(next, short > 0), received_by: caller.id, received_at: now },
        audit: { received: receipt.map((r) => ({ product_id: r.product_id, received: r.received, short: r.sent - r.received, reason: r.received < r.sent ? r.reason : undefined })) },
      };
    },
  }),

  handle(contract.proposeStoreOrder, async (input, ctx) => {
    const caller = callerOf(ctx);
    const store = await visibleStore(ctx.db, caller, input.store_id);
    const warehouse = input.warehouse_id ? await visibleWarehouse(ctx.db, caller, input.warehouse_id) : null;
    const limits = await ctx.db
      .select({ limit: storeStockLimits, sku: products.sku, name: products.name, shelf: warehouseStock.stock })
      .from(storeStockLimits)
      .innerJoin(products, eq(products.id, storeStockLimits.product_id))
      .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouse?.id ?? 0)))
      .where(eq(storeStockLimits.store_id, store.id))
      .orderBy(asc(products.sku));
    const units = await storeUnits(ctx.db, store.id);
    const lines = limits.flatMap((l) => {
      const stock = units.get(l.limit.product_id) ?? 0;
      if (stock > l.limit.runout_quantity || l.limit.max_quantity - stock <= 0) return [];
      return [{
        product_id: l.limit.product_id, sku: l.sku, name: l.name, store_stock: stock,
        runout_quantity: l.limit.runout_quantity, max_quantity: l.limit.max_quantity,
        proposed: l.limit.max_quantity - stock, warehouse_stock: l.shelf ?? 0,
      }];
    });
    return { data: { store: { id: store.id, name: store.name }, franchise_id: store.franchise_id, lines, has_limits: limits.length > 0 } };
  }),
];
