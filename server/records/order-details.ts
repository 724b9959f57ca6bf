/**
 * A warehouse order's details (domain.md §3 "Orders"; contract/actions/order-details.ts): reading
 * them off the row, writing what a create or an edit sent, and the total cost its lines make.
 */
import { eq, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { orderDetailsProblems, type OrderDetails, type OrderDetailsValues, type PaymentMode } from '../../contract/actions/order-details.ts';
import type { Tx } from '../db/client.ts';
import { products, warehouseOrderItems, warehouseOrders } from '../db/schema/index.ts';
import { invalid } from '../http/errors.ts';
import { iso } from '../http/list.ts';

type Row = typeof warehouseOrders.$inferSelect;
type Details = { [K in keyof typeof OrderDetails]: Infer<(typeof OrderDetails)[K]> };
export type DetailsInput = OrderDetailsValues & { payment_mode?: PaymentMode | null };

type DetailColumns = Pick<Row, 'payment_mode' | 'start_time' | 'end_time' | 'schedule_time' | 'order_expiry' | 'invoice_no' | 'invoice_date'>;

export const detailsOf = (o: DetailColumns): Details => ({
  payment_mode: o.payment_mode as PaymentMode | null,
  start_time: iso(o.start_time),
  end_time: iso(o.end_time),
  schedule_time: iso(o.schedule_time),
  order_expiry: iso(o.order_expiry),
  invoice_no: o.invoice_no,
  invoice_date: o.invoice_date,
});

/** The latest calendar day anywhere (UTC+14): an invoice dated today where the user is is never "in the future". */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The columns the sent fields write (left out: kept; null or blank: cleared), after checking the
 * details as they will stand together with the row's others; 400 naming each field otherwise.
 */
export function detailsSet(input: DetailsInput, now: Date, row?: DetailColumns): Partial<typeof warehouseOrders.$inferInsert> {
  const set: Partial<typeof warehouseOrders.$inferInsert> = {};
  const time = (v: string | null | undefined) => (v ? new Date(v) : null);
  const textOf = (v: string | null | undefined) => v?.trim() || null;
  if (input.payment_mode !== undefined) set.payment_mode = input.payment_mode;
  if (input.start_time !== undefined) set.start_time = time(input.start_time);
  if (input.end_time !== undefined) set.end_time = time(input.end_time);
  if (input.schedule_time !== undefined) set.schedule_time = time(input.schedule_time);
  if (input.order_expiry !== undefined) set.order_expiry = time(input.order_expiry);
  if (input.invoice_no !== undefined) set.invoice_no = textOf(input.invoice_no);
  if (input.invoice_date !== undefined) set.invoice_date = textOf(input.invoice_date);
  const standing = { ...(row ? detailsOf(row) : {}), ...Object.fromEntries(Object.entries(set).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) };
  const problems = orderDetailsProblems(standing as OrderDetailsValues, latestToday(now));
  if (problems.length) throw invalid(problems);
  return set;
}

/** Writes the order's total cost from its lines: Σ units × each product's MRP now. Called once its lines are written. */
export async function setTotalCost(tx: Tx, orderId: number): Promise<void> {
  await tx.update(warehouseOrders).set({
    total_cost: sql`coalesce((select sum(${warehouseOrderItems.stock} * ${products.mrp}) from ${warehouseOrderItems}
      join ${products} on ${products.id} = ${warehouseOrderItems.product_id} where ${warehouseOrderItems.order_id} = ${orderId}), 0)`,
  }).where(eq(warehouseOrders.id, orderId));
}

/** Writes an order's lines and the total cost they make: every warehouse order's lines go through here. */
export async function writeOrderLines(tx: Tx, orderId: number, lines: readonly Omit<typeof warehouseOrderItems.$inferInsert, 'order_id'>[]): Promise<void> {
  await tx.insert(warehouseOrderItems).values(lines.map((l) => ({ ...l, order_id: orderId })));
  await setTotalCost(tx, orderId);
}
