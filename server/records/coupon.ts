/** The coupon as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { CouponRow } from '../../contract/actions/coupons.ts';
import type { PricingCoupon } from '../../contract/pricing.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's coupons, deleted ones left out. */
export const couponScope = tenancy({ company: coupons.company_id, deletedAt: coupons.deleted_at });

export function toCouponRow(row: typeof coupons.$inferSelect): Infer<typeof CouponRow> {
  return {
    id: row.id,
    code: row.code,
    coupon_type: row.coupon_type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FLAT',
    min_cart_value: row.min_cart_value,
    flat_off: row.flat_off,
    percentage_off: row.percentage_off,
    max_off: row.max_off,
    max_redemption: row.max_redemption,
    min_discount_price: row.min_discount_price,
    redeemed: row.redeemed,
    status: row.status,
    start_at: iso(row.start_at)!,
    end_at: iso(row.end_at)!,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** The coupon as the pricing engine takes it (contract/pricing.ts). */
export function toPricingCoupon(row: typeof coupons.$inferSelect): PricingCoupon {
  return {
    id: row.id, code: row.code, type: row.coupon_type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FLAT', status: row.status,
    minCartValue: row.min_cart_value, flatOff: row.flat_off, percentageOff: row.percentage_off, maxOff: row.max_off,
    minDiscountPrice: row.min_discount_price, maxRedemption: row.max_redemption, redeemed: row.redeemed,
    startAt: row.start_at, endAt: row.end_at,
  };
}

async function readCoupon(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.id, id), couponScope(caller)));
  if (!row) throw notFound('Coupon');
  return toCouponRow(row);
}

export const couponRecord = defineRecord({
  entity: 'coupon',
  table: coupons,
  noun: 'Coupon',
  scope: couponScope,
  read: readCoupon,
});
