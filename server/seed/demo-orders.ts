/**
 * Vend orders for the demo business: tens of thousands over the last months, spread over
 * the machines and their slotted products, with every vend, payment and refund status.
 * Deterministic for a given "now" (times are relative to it so Today and Week filters
 * show something); bulk-inserted, then the count roll-up is rebuilt in one statement.
 */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { orderLines, orders, products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { rebuildOrderCounts } from '../actions/orders-counts.ts';
import { formatOrderId } from '../actions/orders.ts';
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import { VEND_FAILURE_REASONS } from '../../contract/device.ts';
import { ensureHistoryPartitions } from '../db/partitions.ts';
import { insertChunked, type Random } from './random.ts';

export interface OrderSeedOptions {
  count?: number;
  days?: number;
  now?: Date;
}

export interface SlotProduct {
  coil: string;
  product_id: number;
  sku: string;
  name: string;
  hsn: string;
  mrp: number;
  gst: number;
  cess: number;
}

/** Vend status codes with their share of orders (console.md §4 codes; 0 processing). */
const VEND_MIX: [number, number][] = [[1, 0.835], [2, 0.03], [3, 0.04], [4, 0.02], [5, 0.03], [6, 0.02], [7, 0.01], [8, 0.01], [0, 0.005]];
/** Payment status per vend outcome: paid unless cancelled (3), abandoned (0) or still pending (2). */
const PAYMENT_FOR_VEND: Record<number, number> = { 0: 2, 1: 1, 2: 1, 3: 1, 4: 1, 5: 3, 6: 0, 7: 2, 8: 1 };
const PAYMENT_MODES: [string, number][] = [['UPI', 0.6], ['CARD', 0.2], ['WALLET', 0.15], ['CASH', 0.05]];
export const FAILURE_REASONS: readonly string[] = VEND_FAILURE_REASONS;

export function weighted<T>(random: Random, choices: [T, number][]): T {
  let roll = random.next();
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  // Rounding can leave the roll just short of the weights' sum: the last choice takes it.
  const last = choices.at(-1);
  if (!last) throw new Error('weighted() needs at least one choice.');
  return last[0];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The products each machine can sell, by slot. */
async function machineProducts(db: Db) {
  const rows = await db
    .select({
      machine_id: vmSlots.vending_machine_id, company_id: vendingMachines.company_id, franchise_id: vendingMachines.franchise_id,
      coil: vmSlots.coil, product_id: products.id, sku: products.sku, name: products.name, hsn: products.hsn,
      mrp: products.mrp, gst: products.gst, cess: products.cess,
    })
    .from(vmSlots)
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(isNotNull(vmSlots.product_id))
    .orderBy(asc(vmSlots.vending_machine_id), asc(vmSlots.id));
  const machines = new Map<number, { id: number; company_id: number; franchise_id: number | null; slots: SlotProduct[] }>();
  for (const r of rows) {
    let machine = machines.get(r.machine_id);
    if (!machine) machines.set(r.machine_id, (machine = { id: r.machine_id, company_id: r.company_id, franchise_id: r.franchise_id, slots: [] }));
    machine.slots.push({ coil: r.coil, product_id: r.product_id, sku: r.sku, name: r.name, hsn: r.hsn, mrp: r.mrp, gst: r.gst, cess: r.cess });
  }
  return [...machines.values()];
}

type OrderInsert = typeof orders.$inferInsert & { id: number; created_at: Date };
type LineInsert = typeof orderLines.$inferInsert;

/** What each picked slot actually dropped, and why not the rest (the simulator's coils decide). */
export interface DispenseResult {
  vended: number;
  reason: string | null;
}

/**
 * One order's rows for a vend outcome: lines from the given slots, amounts, and refunds
 * for what was paid but not vended. The seed lets the vend status decide which units
 * reached the customer; the fleet simulator passes what its coils dropped (`dispensed`).
 */
export function buildOrder(random: Random, o: {
  id: number; createdAt: Date; companyId: number; franchiseId: number | null; machineId: number;
  picks: { slot: SlotProduct; quantity: number }[]; vendStatus: number; refundPending?: boolean; dispensed?: DispenseResult[];
  /** Per pick, the discount and sub-offer the pricing engine gave (contract/pricing.ts); the seed's random share otherwise. */
  priced?: { discount: number; subOfferId: number | null }[];
  /** The sale's channel (SALE_CHANNELS); the machine's own screen, Device App (3), unless told. */
  channel?: number;
  /** The coupon that priced the sale after its offers (its share is already in `priced`'s discounts). */
  coupon?: { id: number; code: string; discount: number } | null;
}): { order: OrderInsert; lines: LineInsert[] } {
  const paid = PAYMENT_FOR_VEND[o.vendStatus] === 1;
  const discountShare = random.chance(0.1) ? random.pick([0.05, 0.1, 0.15]) : 0;
  // A partial vend needs two units at least: one vended, one not.
  const picks = !o.dispensed && o.vendStatus === 2 && o.picks.length === 1 ? o.picks.map((p) => ({ ...p, quantity: Math.max(2, p.quantity) })) : o.picks;
  const dispensedFor = (i: number) => {
    const result = o.dispensed?.[i];
    if (!result) throw new Error(`buildOrder: no dispense result for pick ${i}; one per pick is expected.`);
    return result;
  };
  // Which units reach the customer: all (success), some (partial), none (the rest).
  const vendedOf = (p: { quantity: number }, i: number) => {
    if (o.dispensed) return dispensedFor(i).vended;
    if (o.vendStatus === 1) return p.quantity;
    if (o.vendStatus === 2) return i === 0 ? Math.max(1, p.quantity - 1) : i === picks.length - 1 ? 0 : p.quantity;
    return 0;
  };
  const failureReason = (i: number) => {
    if (o.dispensed) return dispensedFor(i).reason;
    return o.vendStatus === 4 ? 'Dispense timeout' : random.pick(FAILURE_REASONS);
  };
  let gross = 0, discount = 0, refund = 0, itemsVended = 0;
  const utr = () => `UTR${String(random.int(100000, 999999))}${String(o.id).padStart(8, '0')}`;
  const refundStatus = o.refundPending ? 0 : 1;
  const lines: LineInsert[] = picks.map((p, i) => {
    const lineGross = p.slot.mrp * p.quantity;
    // The random share is drawn either way, so a priced sale keeps the simulator's random sequence.
    const lineDiscount = o.priced ? round2(o.priced[i]?.discount ?? 0) : round2(lineGross * discountShare);
    const vended = vendedOf(p, i);
    const missing = p.quantity - vended;
    const lineRefund = paid && missing > 0 ? round2(((lineGross - lineDiscount) * missing) / p.quantity) : 0;
    gross += lineGross;
    discount += lineDiscount;
    refund += lineRefund;
    itemsVended += vended;
    const lineStatus = o.vendStatus === 1 || o.vendStatus === 2 ? (missing === 0 ? 1 : vended > 0 ? 2 : 3) : o.vendStatus;
    return {
      order_id: o.id, product_id: p.slot.product_id, sku: p.slot.sku, name: p.slot.name, hsn: p.slot.hsn,
      mrp: p.slot.mrp, gst: p.slot.gst, cess: p.slot.cess, discount: lineDiscount, sub_offer_id: o.priced?.[i]?.subOfferId ?? null, coil: p.slot.coil,
      quantity: p.quantity, items_vend: vended, vend_status: lineStatus,
      failure_reason: missing > 0 && [2, 3, 4].includes(o.vendStatus) ? failureReason(i) : null,
      refund_status: lineRefund > 0 ? refundStatus : null,
      utr_id: lineRefund > 0 && refundStatus === 1 ? utr() : null,
      created_at: o.createdAt,
    };
  });
  const order: OrderInsert = {
    id: o.id,
    order_id: formatOrderId(o.id, o.createdAt),
    company_id: o.companyId,
    franchise_id: o.franchiseId,
    vending_machine_id: o.machineId,
    cart_id: `C${(o.id * 7919).toString(36).toUpperCase()}`,
    payment_mode: weighted(random, PAYMENT_MODES),
    payment_status: PAYMENT_FOR_VEND[o.vendStatus],
    vend_status: o.vendStatus,
    refund_status: refund > 0 ? refundStatus : null,
    items: picks.reduce((n, p) => n + p.quantity, 0),
    items_vend: itemsVended,
    amount: round2(gross - discount),
    discount: round2(discount),
    refund_amount: round2(refund),
    channel: o.channel ?? DEVICE_APP_CHANNEL,
    coupon_id: o.coupon?.id ?? null,
    coupon_code: o.coupon?.code ?? null,
    coupon_discount: round2(o.coupon?.discount ?? 0),
    created_at: o.createdAt,
    // A refund that went through was settled about an hour later.
    updated_at: refund > 0 && !o.refundPending ? new Date(o.createdAt.getTime() + 3_600_000) : o.createdAt,
  };
  return { order, lines };
}

/**
 * The seed's channel for an order, from its id so the seed's random sequence stays as it was:
 * one in twenty through the Mobile Application, one in twenty through the Mobile Browser,
 * the rest on the machine's screen (Device App).
 */
export const seededChannel = (id: number) => (id % 20 === 7 ? 1 : id % 20 === 13 ? 2 : DEVICE_APP_CHANNEL);

/** Picks 1–3 distinct slots with a quantity of 1 or 2 each. */
export function pickSlots(random: Random, slots: SlotProduct[]) {
  const count = Math.min(slots.length, weighted(random, [[1, 0.7], [2, 0.22], [3, 0.08]]));
  const chosen = new Set<SlotProduct>();
  while (chosen.size < count) chosen.add(random.pick(slots));
  return [...chosen].map((slot) => ({ slot, quantity: random.chance(0.85) ? 1 : 2 }));
}

export async function seedOrders(db: Db, random: Random, options: OrderSeedOptions = {}) {
  const count = options.count ?? 30_000;
  const days = options.days ?? 120;
  const now = (options.now ?? new Date()).getTime();
  const machines = (await machineProducts(db)).filter((m) => m.slots.length > 0);
  if (!machines.length || count <= 0) return;
  // Busier and quieter machines, so per-machine lists differ.
  const weights: [typeof machines[number], number][] = machines.map((m) => [m, 0.5 + random.next()]);
  const totalWeight = weights.reduce((s, [, w]) => s + w, 0);
  for (const w of weights) w[1] /= totalWeight;

  const { maxId } = firstRow(await db.select({ maxId: sql<number>`coalesce(max(${orders.id}), 0)::int` }).from(orders), 'the highest order id');
  const span = days * 86_400_000;
  const times = Array.from({ length: count }, () => now - Math.floor(random.next() * span)).sort((a, b) => a - b);

  // Each month of the span gets its partition first, so no order is written through DEFAULT.
  await ensureHistoryPartitions(db, new Date(now), new Date(now - span));
  let ordersBatch: OrderInsert[] = [];
  let linesBatch: LineInsert[] = [];
  const flush = async () => {
    await insertChunked(ordersBatch, 5000, (chunk) => bulkInsert(db, 'orders', chunk));
    await insertChunked(linesBatch, 5000, (chunk) => bulkInsert(db, 'order_lines', chunk));
    ordersBatch = [];
    linesBatch = [];
  };
  await withoutSecondaryIndexes(db, ['orders', 'order_lines'], async () => {
    for (const [i, time] of times.entries()) {
      const machine = weighted(random, weights);
      const createdAt = new Date(time);
      const vendStatus = weighted(random, VEND_MIX);
      const { order, lines } = buildOrder(random, {
        id: maxId + i + 1, createdAt, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
        // Refunds of the last day are still in progress; older ones went through, bar a few.
        picks: pickSlots(random, machine.slots), vendStatus, refundPending: now - time < 86_400_000 || random.chance(0.03),
        channel: seededChannel(maxId + i + 1),
      });
      ordersBatch.push(order);
      linesBatch.push(...lines);
      if (ordersBatch.length >= 20_000) await flush();
    }
    await flush();
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('order_lines', 'id'), (select max(id) from order_lines))`);
  await rebuildOrderCounts(db);
}

/**
 * Rows in one statement per chunk, as a JSON document: far faster than bound parameters
 * for tens of thousands of rows. The rows' keys are the table's column names.
 */
async function bulkInsert(db: Db, table: 'orders' | 'order_lines', rows: object[]) {
  const [first] = rows;
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((c) => sql.identifier(c)), sql`, `);
  await db.execute(sql`insert into ${sql.identifier(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)})`);
}

/**
 * A partitioned table's index as pg_indexes gives it (`ON ONLY orders`) is the parent's alone,
 * left invalid until each partition's is attached: built again as such, the orders had no
 * usable index at all. Without ONLY it is built on every partition.
 */
export const onEveryPartition = (indexdef: string) => indexdef.replace(/ ON ONLY /i, ' ON ');

/** Drops the tables' secondary indexes for a bulk load and builds them again after (several times faster). */
async function withoutSecondaryIndexes(db: Db, tables: string[], load: () => Promise<void>) {
  const result = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ${tables}
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`);
  const indexes = ((result as { rows?: unknown[] }).rows ?? result) as { indexname: string; indexdef: string }[];
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  try {
    await load();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(onEveryPartition(index.indexdef)));
  }
}
