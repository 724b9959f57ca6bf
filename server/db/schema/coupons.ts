/**
 * Coupons (domain.md §5 "Coupon", §9 "Coupon types": FLAT, PERCENTAGE): one row each,
 * soft-deleted so the audit can still name them. How a coupon prices a cart is
 * contract/pricing.ts (docs/decisions.md "Pricing: how offers and coupons price a sale").
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  code: text('code').notNull(),
  /** FLAT or PERCENTAGE (COUPON_TYPES). */
  coupon_type: text('coupon_type').notNull().default('FLAT'),
  min_cart_value: money('min_cart_value').notNull(),
  /** FLAT: rupees off; null for PERCENTAGE. */
  flat_off: money('flat_off'),
  /** PERCENTAGE: percent off, 1–99; null for FLAT. */
  percentage_off: integer('percentage_off'),
  max_off: money('max_off').notNull(),
  max_redemption: integer('max_redemption').notNull(),
  /** What the cart must still cost after the coupon. */
  min_discount_price: money('min_discount_price').notNull().default(1),
  /** Times it was redeemed (paid orders it priced). */
  redeemed: integer('redeemed').notNull().default(0),
  /** COUPON_STATUSES: 1 Active, 2 Inactive. */
  status: integer('status').notNull().default(1),
  start_at: at('start_at').notNull(),
  end_at: at('end_at').notNull(),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
}, (t) => [
  index('coupons_company_created_idx').on(t.company_id, t.created_at),
  index('coupons_company_code_idx').on(t.company_id, t.code),
  check('coupons_type', sql`${t.coupon_type} in ('FLAT', 'PERCENTAGE')`),
]);
