/**
 * Vend orders (the Transactions screens), their lines, and a daily roll-up of order counts.
 *
 * Built for a million orders and more: every list filter has an index that also serves the
 * default sort (newest first), and the list's total comes from `order_counts` (one row per
 * company, franchise, UTC day and status triple) or, without a date range, from
 * `order_totals` (the same without the day: a few dozen rows) instead of counting millions of rows.
 *
 * Orders and their lines are partitioned by UTC month of `created_at` (server/db/partitions.ts), so
 * their keys hold `created_at` and no foreign key can name an order or line by id alone: the
 * records that name one (lines, refunds, payments, carts, feedback…) keep integrity by being
 * written from the order they name, and orders and lines are never deleted (docs/decisions.md).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, franchises } from './core.ts';
import { coupons } from './coupons.ts';
import { vendingMachines } from './machines.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

export const orders = pgTable('orders', {
  id: serial('id').notNull(),
  /** The order id customers and staff see: UTC yymmdd of creation + the id padded to 8 digits. */
  order_id: text('order_id').notNull(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** The machine's franchise at the time of sale (null for company machines), for franchise scoping. */
  franchise_id: integer('franchise_id').references(() => franchises.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  cart_id: text('cart_id').notNull().default(''),
  /** UPI | CARD | WALLET | CASH */
  payment_mode: text('payment_mode').notNull(),
  /** console.md §4: 0 Failed, 1 Success, 3 Cancelled, otherwise (2) Processing. */
  payment_status: integer('payment_status').notNull().default(2),
  /** console.md §4 VM order status: 1..8, 0 processing. */
  vend_status: integer('vend_status').notNull().default(0),
  /** console.md §4: 0 in progress, 1 success, null not generated. */
  refund_status: integer('refund_status'),
  /** Units ordered and units actually vended. */
  items: integer('items').notNull(),
  items_vend: integer('items_vend').notNull().default(0),
  /** What the customer was charged (after discount), the discount given and what was refunded. */
  amount: money('amount'),
  discount: money('discount'),
  refund_amount: money('refund_amount'),
  /** domain.md §9 channels (SALE_CHANNELS): 1 Mobile Application, 2 Mobile Browser, 3 Device App (the machine's screen; what every order before the column was). */
  channel: integer('channel').notNull().default(3),
  /** The coupon that priced the sale (after offers), its code as typed, and its share of `discount`. */
  coupon_id: integer('coupon_id').references(() => coupons.id),
  coupon_code: text('coupon_code'),
  coupon_discount: money('coupon_discount'),
  /** The gateway's payment for the order (payments.id), set when the payment is recorded; null for cash and for a paid order the gateway has no payment for (/pg-module). */
  payment_id: integer('payment_id'),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.created_at] }),
  // Unique per month at most (a partitioned key holds created_at); the id inside order_id makes it unique.
  uniqueIndex('orders_order_id_key').on(t.order_id, t.created_at),
  index('orders_company_created_idx').on(t.company_id, t.created_at, t.id),
  index('orders_franchise_created_idx').on(t.franchise_id, t.created_at, t.id),
  index('orders_machine_created_idx').on(t.vending_machine_id, t.created_at, t.id),
  index('orders_company_vend_created_idx').on(t.company_id, t.vend_status, t.created_at, t.id),
  index('orders_company_payment_created_idx').on(t.company_id, t.payment_status, t.created_at, t.id),
  index('orders_company_refund_created_idx').on(t.company_id, t.refund_status, t.created_at, t.id).where(sql`${t.refund_status} is not null`),
  index('orders_company_amount_idx').on(t.company_id, t.amount, t.id),
  index('orders_company_channel_created_idx').on(t.company_id, t.channel, t.created_at, t.id),
  check('orders_channel', sql`${t.channel} in (1, 2, 3)`),
  index('orders_gateway_unpaid_idx').on(t.company_id, t.created_at, t.id).where(sql`${t.payment_status} = 1 and ${t.payment_mode} <> 'CASH' and ${t.payment_id} is null`),
]);

export const orderLines = pgTable('order_lines', {
  id: serial('id').notNull(),
  order_id: integer('order_id').notNull(),
  product_id: integer('product_id').references(() => products.id),
  /** The product as sold: copied so later catalogue edits never rewrite a receipt. */
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  hsn: text('hsn').notNull().default(''),
  mrp: money('mrp'),
  gst: numeric('gst', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  cess: numeric('cess', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  discount: money('discount'),
  sub_offer_id: integer('sub_offer_id'),
  /** The slot (coil) it was vended from. */
  coil: text('coil').notNull(),
  quantity: integer('quantity').notNull(),
  items_vend: integer('items_vend').notNull().default(0),
  /** 1 vend success, 2 partial, 3 failure (the order codes), 0 processing. */
  vend_status: integer('vend_status').notNull().default(0),
  failure_reason: text('failure_reason'),
  refund_status: integer('refund_status'),
  /** Bank reference of the refund, once one is made. */
  utr_id: text('utr_id'),
  /** Its order's created_at: the line's partition is its order's month. */
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.created_at] }), index('order_lines_order_idx').on(t.order_id)]);

/**
 * Orders per company, franchise (0 = none), UTC day and status triple (refund -1 = not
 * generated). Whoever writes orders adds to it in the same transaction (server/actions/orders-counts.ts).
 */
export const orderCounts = pgTable('order_counts', {
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  vend_status: integer('vend_status').notNull(),
  payment_status: integer('payment_status').notNull(),
  refund_status: integer('refund_status').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.company_id, t.franchise_id, t.day, t.vend_status, t.payment_status, t.refund_status] })]);

/**
 * All-time orders per company, franchise (0 = none) and status triple: the /orders total
 * without a date range sums a few dozen rows here instead of a row per day. Kept with
 * `order_counts` by the same calls (server/actions/orders-counts.ts).
 */
export const orderTotals = pgTable('order_totals', {
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').notNull().default(0),
  vend_status: integer('vend_status').notNull(),
  payment_status: integer('payment_status').notNull(),
  refund_status: integer('refund_status').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.company_id, t.franchise_id, t.vend_status, t.payment_status, t.refund_status] })]);
