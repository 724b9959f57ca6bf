/**
 * Demo coupons: a few FLAT and PERCENTAGE ones, active, inactive and ended, so the list, its
 * filters and the view always have something to show. Writes only the coupons table (last step).
 */
import { coupons } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seedCoupons({ db, core }: SeedContext) {
  const year = { start_at: new Date('2026-01-01T00:00:00Z'), end_at: new Date('2030-12-31T23:59:59Z') };
  const at = new Date('2026-11-01T09:00:00Z');
  await db.insert(coupons).values([
    { code: 'WELCOME50', coupon_type: 'FLAT', min_cart_value: 200, flat_off: 50, max_off: 50, max_redemption: 500, redeemed: 12, ...year },
    { code: 'SAVE10', coupon_type: 'PERCENTAGE', min_cart_value: 100, percentage_off: 10, max_off: 40, max_redemption: 1000, redeemed: 48, ...year },
    { code: 'SNACK20', coupon_type: 'FLAT', min_cart_value: 150, flat_off: 20, max_off: 20, max_redemption: 200, status: 2, ...year },
    { code: 'DIWALI15', coupon_type: 'PERCENTAGE', min_cart_value: 300, percentage_off: 15, max_off: 75, max_redemption: 300, redeemed: 300,
      start_at: new Date('2026-10-15T00:00:00Z'), end_at: new Date('2026-11-05T23:59:59Z') },
  ].map((c, i) => ({ company_id: core.companyId, min_discount_price: 1, created_at: new Date(at.getTime() + i * 60_000), updated_at: at, ...c })));
}
