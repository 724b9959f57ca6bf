/**
 * The details of every seeded warehouse order (domain.md §3 "Orders"), the LAST seed step, once
 * every kind exists: a payment mode, its start (when it was made), a schedule two hours later and
 * an expiry a week after that; a finished order (received, partially received, executed or
 * cancelled) has an end time, never after now; a received or executed one has an invoice dated
 * the day it ended. Open and draft orders have no end and no invoice. The total cost is the lines'
 * units × MRP, as writeOrderLines writes it for orders the console makes.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_MODE_IDS } from '../../contract/actions/order-details.ts';
import { TRANSFER_STATUS } from '../../contract/statuses.ts';
import { products, warehouseOrderItems, warehouseOrders } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const modes = sql.raw(`(array[${PAYMENT_MODE_IDS.map((m) => `'${m}'`).join(', ')}])`);
const { cancelled, received, partiallyReceived, executed } = TRANSFER_STATUS;
const DRAFT = 8;

export async function seedOrderDetails({ db }: SeedContext) {
  const now = new Date();
  const o = warehouseOrders;
  const ended = sql`${o.status} in (${cancelled}, ${received}, ${partiallyReceived}, ${executed})`;
  const invoiced = sql`${o.status} in (${received}, ${partiallyReceived}, ${executed})`;
  // When it ended: its receipt or last change, a minute after its start at least, and never after now.
  const end = sql`least(greatest(coalesce(${o.received_at}, ${o.updated_at}), ${o.created_at} + interval '1 minute'), ${now.toISOString()}::timestamptz)`;
  await db.update(o).set({
    total_cost: sql`coalesce((select sum(${warehouseOrderItems.stock} * ${products.mrp}) from ${warehouseOrderItems}
      join ${products} on ${products.id} = ${warehouseOrderItems.product_id} where ${warehouseOrderItems.order_id} = ${o.id}), 0)`,
    payment_mode: sql`case when ${o.status} = ${DRAFT} then null else ${modes}[1 + ${o.id} % ${PAYMENT_MODE_IDS.length}] end`,
    start_time: sql`case when ${o.status} = ${DRAFT} then null else ${o.created_at} end`,
    schedule_time: sql`${o.created_at} + interval '2 hours'`,
    order_expiry: sql`${o.created_at} + interval '2 hours' + interval '7 days'`,
    end_time: sql`case when ${ended} and ${o.created_at} + interval '1 minute' <= ${now.toISOString()}::timestamptz then ${end} end`,
    invoice_no: sql`case when ${invoiced} then 'INV-' || ${o.order_id} end`,
    invoice_date: sql`case when ${invoiced} then to_char(${end} at time zone 'UTC', 'YYYY-MM-DD') end`,
  });
}
