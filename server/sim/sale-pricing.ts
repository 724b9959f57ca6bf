/**
 * Pricing a sale as the simulator and the device gateway's carts both do: the offers running on
 * the sale's channel at the moment of sale, then the coupon typed (locked, so two sales never
 * redeem it past its maximum). A code that is unknown or does not apply is refused, before
 * anything is written.
 */
import { SALE_MESSAGES } from '../../contract/sales.ts';
import type { PricingOffer, PricingResult } from '../../contract/pricing.ts';
import type { Tx } from '../db/client.ts';
import { invalid, invalidField } from '../http/errors.ts';
import { toPricingCoupon } from '../records/coupon.ts';
import { priceSale } from '../records/offer-pricing.ts';
import { lockCouponByCode, lockLiveCoupon } from '../records/sales.ts';
import type { MachineRow } from './common.ts';

export interface PricedSale {
  priced: PricingResult;
  coupon: { id: number; code: string; discount: number } | null;
}

export async function priceWithCoupon(tx: Tx, sale: {
  machine: MachineRow; channel: number; at: Date;
  picks: readonly { slot: { product_id: number; mrp: number }; quantity: number }[];
  couponCode?: string | null;
  /** The live simulator's customer now and then types one of the company's active coupons (drawn from the order id). */
  liveCouponFor?: number;
  /** The machine's offers, loaded with other sales' (priceSale's `offers`). */
  offers?: PricingOffer[];
}): Promise<PricedSale> {
  const { machine, at } = sale;
  const code = sale.couponCode?.trim();
  const couponRow = code
    ? await lockCouponByCode(tx, machine.company_id, code)
    : sale.liveCouponFor !== undefined ? await lockLiveCoupon(tx, machine.company_id, sale.liveCouponFor, at) : null;
  if (code && !couponRow) throw invalidField('coupon_code', SALE_MESSAGES.unknownCoupon(code));
  const priced = await priceSale(tx, {
    machine, channel: sale.channel, at,
    cart: sale.picks.map((p, i) => ({ key: i, productId: p.slot.product_id, mrp: p.slot.mrp, quantity: p.quantity })),
    coupon: couponRow && toPricingCoupon(couponRow),
    offers: sale.offers,
  });
  if (code && !priced.coupon) throw invalid([{ path: 'coupon_code', message: SALE_MESSAGES.couponNotApplied(code) }]);
  return { priced, coupon: couponRow && priced.coupon ? { id: couponRow.id, code: couponRow.code, discount: priced.coupon.discount } : null };
}
