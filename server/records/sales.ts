/**
 * What a sale path needs beyond its offers (issue 42): the coupon a customer typed (locked, so
 * two sales never redeem past its maximum), the coupon the live simulator's customer now and
 * then types, the redemption a paid sale takes, and a platform's checks: the machine is linked
 * to it and none of the products is one it may not sell (contract/sales.ts `restrictedInSale`).
 * All run in the sale's transaction (server/sim/vend.ts); a refusal throws, so nothing changes.
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { restrictedInSale, SALE_MESSAGES, SIM_COUPON_CHANCE, type SaleProduct } from '../../contract/sales.ts';
import type { Tx } from '../db/client.ts';
import { coupons, platformMachines, platformRestrictedProducts, platforms, thirdPartySales } from '../db/schema/index.ts';
import { conflict, invalid, invalidField, notFound } from '../http/errors.ts';
import { createRandom } from '../seed/random.ts';

type CouponRow = typeof coupons.$inferSelect;

/** The company's coupon with this code (not deleted; letters in any case), locked for the sale. */
export async function lockCouponByCode(tx: Tx, companyId: number, code: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons)
    .where(and(eq(coupons.company_id, companyId), isNull(coupons.deleted_at), sql`lower(${coupons.code}) = lower(${code.trim()})`))
    .orderBy(asc(coupons.id)).limit(1).for('update');
  return row ?? null;
}

/**
 * The live simulator's customer types a coupon now and then (SIM_COUPON_CHANCE): one of the
 * company's active coupons within its dates and not fully redeemed, locked. The draw comes from
 * the order's id, not the simulator's stream, so the simulator's sequence stays as it was.
 */
export async function lockLiveCoupon(tx: Tx, companyId: number, orderId: number, now: Date): Promise<CouponRow | null> {
  const roll = createRandom(orderId * 7919 + 17);
  if (!roll.chance(SIM_COUPON_CHANCE)) return null;
  const rows = await tx.select().from(coupons).where(and(
    eq(coupons.company_id, companyId), isNull(coupons.deleted_at), eq(coupons.status, 1),
    lte(coupons.start_at, now), gte(coupons.end_at, now), sql`${coupons.redeemed} < ${coupons.max_redemption}`,
  )).orderBy(asc(coupons.id)).limit(20);
  if (!rows.length) return null;
  const chosen = roll.pick(rows);
  const [locked] = await tx.select().from(coupons).where(eq(coupons.id, chosen.id)).for('update');
  return locked ?? null;
}

/** A paid sale the coupon priced redeems it once. */
export async function redeemCoupon(tx: Tx, couponId: number, now: Date) {
  await tx.update(coupons).set({ redeemed: sql`${coupons.redeemed} + 1`, updated_at: now }).where(eq(coupons.id, couponId));
}

/**
 * A platform's sale may go on: the platform is the company's, the machine is linked to it, and
 * no product is one of its restricted products. Throws (404 / 400 / 409) otherwise.
 */
export async function checkPlatformSale(
  tx: Tx,
  sale: { companyId: number; platformId: number; machineId: number; externalOrderId: string; products: readonly SaleProduct[] },
) {
  const [platform] = await tx.select().from(platforms)
    .where(and(eq(platforms.id, sale.platformId), eq(platforms.company_id, sale.companyId), isNull(platforms.deleted_at)));
  if (!platform) throw notFound('Platform');
  const [again] = await tx.select({ id: thirdPartySales.id }).from(thirdPartySales)
    .where(and(eq(thirdPartySales.platform_id, platform.id), eq(thirdPartySales.external_order_id, sale.externalOrderId)));
  if (again) throw conflict(SALE_MESSAGES.duplicateExternalOrder);
  const [linked] = await tx.select({ id: platformMachines.id }).from(platformMachines)
    .where(and(eq(platformMachines.platform_id, platform.id), eq(platformMachines.vending_machine_id, sale.machineId)));
  if (!linked) throw invalidField('vending_machine_id', SALE_MESSAGES.machineNotLinked(platform.name));
  const restrictedRows = await tx.select({ product_id: platformRestrictedProducts.product_id }).from(platformRestrictedProducts)
    .where(eq(platformRestrictedProducts.platform_id, platform.id));
  const refused = restrictedInSale(sale.products, new Set(restrictedRows.map((r) => r.product_id)));
  if (refused.length) throw invalid([{ path: 'lines', message: SALE_MESSAGES.restricted(platform.name, [...new Set(refused.map((r) => r.name))]) }]);
  return platform;
}
