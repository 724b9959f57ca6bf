/**
 * A device's priced cart (POST /device/v1/carts, docs/device-protocol.md): the server prices the
 * coils asked for (offers, coupon, channel) and keeps the result here, so the machine's later
 * `vend` (or `payment`) with its cart_id completes the order at exactly that price. A cart is
 * completed once: order_id is set in the completing event's transaction, under the row's lock.
 */
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppliedOffer } from '../../../contract/pricing.ts';
import { companies } from './core.ts';
import { coupons } from './coupons.ts';
import { vendingMachines } from './machines.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

/** A priced line: the coil, its product and the discount and sub-offer the pricing engine gave. */
export interface StoredCartLine {
  coil: string;
  product_id: number;
  quantity: number;
  mrp: number;
  discount: number;
  sub_offer_id: number | null;
}

export const deviceCarts = pgTable('device_carts', {
  id: serial('id').primaryKey(),
  /** What the device is answered and sends back (`crt_…`). */
  cart_id: text('cart_id').notNull(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  channel: integer('channel').notNull(),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull(),
  /** The offers' stock the sale uses once it is paid. */
  applied: jsonb('applied').$type<AppliedOffer[]>().notNull(),
  coupon_id: integer('coupon_id').references(() => coupons.id),
  coupon_code: text('coupon_code'),
  coupon_discount: money('coupon_discount'),
  discount: money('discount'),
  total: money('total'),
  /** The gateway's outcome a `payment` event reported (success, delayed, partial…), and what was paid. */
  payment_outcome: text('payment_outcome'),
  paid_amount: numeric('paid_amount', { precision: 12, scale: 2, mode: 'number' }),
  order_id: integer('order_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completed_at: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('device_carts_cart_id_key').on(t.cart_id),
  index('device_carts_machine_idx').on(t.vending_machine_id, t.created_at),
]);
