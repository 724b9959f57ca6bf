/**
 * Warehouse stock, warehouse orders of every kind, cash collections, refill partners and
 * refill plans for the demo business. Transfers are created, received, partially received
 * and cancelled through the same functions the actions use, so the seeded stock adds up
 * exactly like real use. Uses its own PRNG so other domains' seed steps do not move it.
 */
import { eq, inArray } from 'drizzle-orm';
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import { REFILL_KINDS } from '../../contract/statuses.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import {
  cashCollectionOrders, cashCollections, cashSaleOrders, refillPartners, refillPlans, vendingMachines,
  warehouseOrderItems, warehouseOrders,
} from '../db/schema/index.ts';
import { createTransfer } from '../records/material-transfer.ts';
import { kindOf, nextOrderId, orderNumber } from '../records/warehouse-order.ts';
import { moveCash, toPaise } from '../stock/cash.ts';
import { moveStock, type MoveContext, type StockMove } from '../stock/ledger.ts';
import { place, type StockPlace } from '../stock/places.ts';
import { createRandom, insertChunked, roundRobin, type Random } from './random.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;
const PARTNERS = [
  'Ramesh Kumar', 'Sunita Yadav', 'Abdul Rahman', 'Deepak Chauhan', 'Lakshmi Narayanan', 'Gurpreet Singh', 'Anita Desai', 'Mohan Reddy',
];

interface Plan {
  db: Db;
  random: Random;
  companyId: number;
  adminId: number;
  /** The company admin, who makes the seeded changes through the console's own actions. */
  admin: Caller;
  warehouseIds: number[];
  storeIds: number[];
  /** What each warehouse holds now, mirrored while seeding so orders never overdraw. */
  shelves: Map<number, Map<number, number>>;
  now: number;
}

/** Picks up to n distinct products the warehouse has at least `min` units of, and takes them off the mirror. */
function pickItems(plan: Plan, warehouseId: number, n: number, min = 2) {
  const shelf = plan.shelves.get(warehouseId)!;
  const candidates = [...shelf.entries()].filter(([, units]) => units >= min);
  const items: { productId: number; stock: number }[] = [];
  for (let i = 0; i < n && candidates.length; i++) {
    // The loop runs only while candidates is non-empty, so the splice removes one.
    const [productId, units] = candidates.splice(plan.random.int(0, candidates.length - 1), 1)[0]!;
    const stock = plan.random.int(1, Math.min(units, 30));
    shelf.set(productId, units - stock);
    items.push({ productId, stock });
  }
  return items;
}

const booked = (plan: Plan, now: Date, record: MoveContext['record'] = null): MoveContext =>
  ({ companyId: plan.companyId, userId: plan.adminId, record, now });

/** Opening stock: units onto the shelves from before the books, through the stock ledger like every later move. */
async function seedStock(plan: Plan, productIds: number[]) {
  const moves: StockMove[] = [];
  for (const warehouseId of plan.warehouseIds) {
    const shelf = new Map<number, number>();
    for (const productId of productIds) {
      if (!plan.random.chance(0.4)) continue;
      const stock = plan.random.int(10, 400);
      shelf.set(productId, stock);
      moves.push({ productId, from: place.outside, to: place.shelf(warehouseId), quantity: stock, reason: 'opening' });
    }
    plan.shelves.set(warehouseId, shelf);
  }
  await plan.db.transaction((tx) => moveStock(tx, booked(plan, new Date(plan.now - 90 * DAY)), moves));
}

/** Material transfers in every state; a third of the partial receipts carry their remainder on a new order. */
async function seedTransfers(plan: Plan) {
  const outcomes: (1 | 2 | 3 | 4)[] = [...Array(40).fill(1), ...Array(14).fill(3), ...Array(10).fill(2), ...Array(12).fill(4)];
  for (const [index, outcome] of outcomes.entries()) {
    const source = roundRobin(plan.warehouseIds, index);
    const destination = roundRobin(plan.warehouseIds, index + 1 + (index % 3));
    const items = pickItems(plan, source, plan.random.int(2, 6));
    if (!items.length || source === destination) continue;
    const created = new Date(plan.now - (outcomes.length - index) * 0.7 * DAY);
    const order = await plan.db.transaction((tx) =>
      createTransfer(tx, {
        companyId: plan.companyId, sourceWarehouseId: source, destinationWarehouseId: destination, items,
        createdBy: plan.adminId, takeFromSource: true, now: created,
      }));
    if (outcome === 1) continue;
    // Never in the future: the last seeded transfers changed a little before now.
    const changedAt = new Date(Math.min(created.getTime() + plan.random.int(2, 20) * 3_600_000, plan.now - 60_000));
    const partial = outcome === 4
      ? {
          items: items.slice(0, Math.max(1, items.length - 1)).map((i) => ({ product_id: i.productId, received_stock: plan.random.int(0, i.stock) })),
          create_partial_transfer_order: index % 3 === 0,
        }
      : {};
    await runAs({ db: plan.db }, plan.admin, manageMaterialTransfer, { id: order.id, new_status: outcome, version: 0, ...partial }, changedAt);
    // Units received at the destination can travel on later.
    if (outcome !== 2) {
      const shelf = plan.shelves.get(destination)!;
      const received = await plan.db.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, order.id));
      for (const r of received) shelf.set(r.product_id, (shelf.get(r.product_id) ?? 0) + (r.received_stock ?? 0));
    }
    if (outcome === 2 || (outcome === 4 && !partial.create_partial_transfer_order)) {
      const shelf = plan.shelves.get(source)!;
      const back = await plan.db.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, order.id));
      for (const r of back) shelf.set(r.product_id, (shelf.get(r.product_id) ?? 0) + (r.remainder_stock ?? 0));
    }
  }
}

/**
 * The other kinds, for the /warehouse-orders list. A Created order from a warehouse holds its
 * units in transit; a finished one has taken them off the books; a Draft or Cancelled one
 * never moved them.
 */
async function seedOtherOrders(plan: Plan) {
  // Supplier returns come with procurement (demo-supplier-returns.ts), once the suppliers exist.
  const kinds: { source: 'warehouse' | 'store'; destination: 'warehouse' | 'store' | 'bin'; count: number; done: number }[] = [
    { source: 'warehouse', destination: 'store', count: 16, done: 3 },
    { source: 'warehouse', destination: 'bin', count: 6, done: 6 },
    { source: 'store', destination: 'warehouse', count: 8, done: 3 },
    { source: 'store', destination: 'store', count: 5, done: 3 },
  ];
  for (const kind of kinds) {
    for (let i = 0; i < kind.count; i++) {
      const status = plan.random.pick([1, 1, 2, 8, kind.done, kind.done]);
      const warehouseId = roundRobin(plan.warehouseIds, i * 5 + kind.count);
      const storeId = roundRobin(plan.storeIds, i);
      const otherStoreId = roundRobin(plan.storeIds, i + 1);
      const fromWarehouse = kind.source === 'warehouse';
      const moves = fromWarehouse && (status === 1 || status === kind.done);
      const items = fromWarehouse
        ? pickItems(plan, warehouseId, plan.random.int(1, 4))
        : Array.from({ length: plan.random.int(1, 3) }, () => ({ productId: plan.random.pick([...plan.shelves.get(warehouseId)!.keys()]), stock: plan.random.int(1, 12) }));
      const unique = [...new Map(items.map((i) => [i.productId, i])).values()];
      if (!unique.length) continue;
      if (fromWarehouse && !moves) {
        const shelf = plan.shelves.get(warehouseId)!;
        for (const item of unique) shelf.set(item.productId, shelf.get(item.productId)! + item.stock);
      }
      const created = new Date(plan.now - plan.random.int(1, 60) * DAY - plan.random.int(0, 23) * 3_600_000);
      await plan.db.transaction(async (tx) => {
        const id = await nextOrderId(tx);
        await tx.insert(warehouseOrders).values({
          id,
          company_id: plan.companyId,
          order_id: orderNumber(kindOf(kind.source, kind.destination), id),
          source_type: kind.source,
          source_warehouse_id: fromWarehouse ? warehouseId : null,
          source_store_id: fromWarehouse ? null : storeId,
          destination_type: kind.destination,
          destination_warehouse_id: kind.destination === 'warehouse' ? warehouseId : null,
          destination_store_id: kind.destination === 'store' ? (fromWarehouse ? storeId : otherStoreId) : null,
          status,
          stock: unique.reduce((sum, item) => sum + item.stock, 0),
          created_by: plan.adminId,
          created_at: created,
          updated_at: new Date(created.getTime() + (status === 1 ? 0 : 6 * 3_600_000)),
        });
        await tx.insert(warehouseOrderItems).values(unique.map((item) => ({
          order_id: id, product_id: item.productId, stock: item.stock, received_stock: status === kind.done && status === 3 ? item.stock : null,
        })));
        if (moves) await takeOffShelves(tx, plan, id, warehouseId, unique, status === 1 ? place.transit(warehouseId) : destinationOf(kind.destination, storeId), created);
      });
    }
  }
}

/** Where a finished order from a warehouse took its units. */
function destinationOf(kind: 'warehouse' | 'store' | 'bin', storeId: number): StockPlace {
  if (kind === 'store') return place.store(storeId);
  return place.bin;
}

async function takeOffShelves(
  tx: Tx, plan: Plan, orderId: number, warehouseId: number, items: { productId: number; stock: number }[], to: StockPlace, now: Date,
) {
  await moveStock(tx, booked(plan, now, { kind: 'warehouse_order', id: orderId }),
    items.map((item) => ({ productId: item.productId, from: place.shelf(warehouseId), to, quantity: item.stock, reason: 'order.dispatch' })));
}

const rupees = (random: Random, low: number, high: number) => random.int(low, high) + random.pick([0, 0, 0.5, 0.25]);
const paise = (value: number) => Math.round(value * 100);

async function seedCash(plan: Plan, partnerIds: number[]) {
  const machines = await plan.db
    .select({ id: vendingMachines.id, warehouse_id: vendingMachines.warehouse_id })
    .from(vendingMachines)
    .where(inArray(vendingMachines.warehouse_id, plan.warehouseIds));
  for (let i = 0; i < 30; i++) {
    const warehouseId = roundRobin(plan.warehouseIds, i);
    const served = machines.filter((m) => m.warehouse_id === warehouseId);
    const received = i % 5 < 2;
    const created = new Date(plan.now - (30 - i) * 1.5 * DAY);
    const lines = Array.from({ length: plan.random.int(2, 6) }, (_, n) => {
      const expected = rupees(plan.random, 400, 4800);
      const shortBy = plan.random.chance(0.3) ? plan.random.int(10, 150) : 0;
      return { order_id: `CCO-${String(i + 1).padStart(4, '0')}-${n + 1}`, vending_machine_id: roundRobin(served, i + n).id, expected_amount: expected, picked_up_amount: expected - shortBy };
    });
    const sales = Array.from({ length: plan.random.int(0, 3) }, (_, n) => {
      const amount = rupees(plan.random, 50, 900);
      return { order_id: `DS-${String(i + 1).padStart(4, '0')}-${n + 1}`, amount, refund_amount: plan.random.chance(0.2) ? Math.min(amount, plan.random.int(10, 60)) : 0, created_at: created };
    });
    const netSales = sales.reduce((sum, s) => sum + paise(s.amount) - paise(s.refund_amount), 0);
    const expected = lines.reduce((sum, l) => sum + paise(l.expected_amount), 0) + netSales;
    const submitted = lines.reduce((sum, l) => sum + paise(l.picked_up_amount), 0) + netSales;
    const counted = submitted - (i % 4 === 0 ? plan.random.int(0, 5000) : 0);
    // A partner collects only for linked machines and warehouses (issue 40): the first partner,
    // whom demo-links.ts links to every machine and to both warehouses.
    const partnerId = partnerIds[0]!;
    const collection = firstRow(await plan.db.insert(cashCollections).values({
      company_id: plan.companyId,
      order_id: `CC-${String(1001 + i)}`,
      refill_partner_id: partnerId,
      warehouse_id: warehouseId,
      state: received ? 'RECEIVED' : 'SUBMITTED',
      submitted_amount: submitted / 100,
      expected_amount: expected / 100,
      received_amount: received ? counted / 100 : null,
      difference: received ? (counted - expected) / 100 : null,
      received_by: received ? plan.adminId : null,
      received_at: received ? new Date(created.getTime() + DAY) : null,
      collection_time: created,
      calculation_time: new Date(created.getTime() + 2 * 3_600_000),
      end_date: new Date(created.getTime() + 3 * 3_600_000),
      version: received ? 1 : 0,
      created_at: created,
      updated_at: received ? new Date(created.getTime() + DAY) : created,
    }).returning({ id: cashCollections.id }), 'the inserted cash collection');
    await plan.db.insert(cashCollectionOrders).values(lines.map((l) => ({ ...l, cash_collection_id: collection.id })));
    if (received) {
      await plan.db.transaction((tx) => moveCash(tx, booked(plan, new Date(created.getTime() + DAY), { kind: 'cash_collection', id: collection.id }), [
        { from: { kind: 'refill_partner', id: partnerId }, to: { kind: 'warehouse', id: warehouseId }, paise: toPaise(counted / 100), reason: 'cash.receive' },
      ]));
    }
    if (sales.length) await plan.db.insert(cashSaleOrders).values(sales.map((s) => ({ ...s, cash_collection_id: collection.id })));
  }
}

async function seedRefillPlans(plan: Plan, partnerIds: number[]) {
  const machines = await plan.db
    .select({ id: vendingMachines.id, warehouse_id: vendingMachines.warehouse_id, store_id: vendingMachines.store_id })
    .from(vendingMachines)
    .where(eq(vendingMachines.company_id, plan.companyId));
  const rows: (typeof refillPlans.$inferInsert)[] = [];
  for (let i = 0; i < 180; i++) {
    const machine = roundRobin(machines, i * 7);
    const status = plan.random.pick([1, 1, 2, 3, 3, 3]);
    const created = new Date(plan.now - plan.random.int(0, 45) * DAY - plan.random.int(0, 23) * 3_600_000);
    rows.push({
      company_id: plan.companyId,
      plan_id: `RP-${String(5001 + i)}`,
      vending_machine_id: machine.id,
      refill_partner_id: plan.random.chance(0.9) ? plan.random.pick(partnerIds) : null,
      warehouse_id: machine.warehouse_id,
      store_id: machine.store_id,
      kind: plan.random.pick([...REFILL_KINDS, 'Refill', 'Refill', 'Refill']),
      status,
      total_quantity: plan.random.int(8, 160),
      scheduled_at: new Date(created.getTime() + plan.random.int(2, 48) * 3_600_000),
      // Executed two to four days after it was made, but never later than now: a plan made yesterday was executed by now.
      executed_at: status === 3 ? new Date(Math.min(plan.now, created.getTime() + plan.random.int(49, 96) * 3_600_000)) : null,
      created_at: created,
      updated_at: created,
    });
  }
  await insertChunked(rows, 500, (chunk) => plan.db.insert(refillPlans).values(chunk));
}

export async function seedWarehouse(ctx: SeedContext) {
  const plan: Plan = {
    db: ctx.db,
    random: createRandom(5_050_505),
    companyId: ctx.core.companyId,
    adminId: ctx.core.adminId,
    admin: await callerByEmail(ctx.db, 'admin@demo.local'),
    warehouseIds: ctx.core.warehouseIds,
    storeIds: ctx.core.storeIds,
    shelves: new Map(),
    now: Date.now(),
  };
  await seedStock(plan, ctx.productIds);
  await seedTransfers(plan);
  await seedOtherOrders(plan);
  const partners = await plan.db
    .insert(refillPartners)
    .values(PARTNERS.map((name, i) => ({
      company_id: plan.companyId, name, mobile_number: `97${String(31000000 + i * 4217).padStart(8, '0')}`,
      // split always yields at least one part: the first name.
      email: `${name.split(' ')[0]!.toLowerCase()}@partners.demo.local`, status: i === 7 ? 2 : 1,
    })))
    .returning({ id: refillPartners.id });
  const partnerIds = partners.map((p) => p.id);
  await seedCash(plan, partnerIds);
  await seedRefillPlans(plan, partnerIds);
}
