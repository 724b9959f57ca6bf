/**
 * Types 1 Flat, 2 Percentage and 4 Liquidation: each unit of a sub-offer product, up to its
 * cap, takes its own discount. Flat: the offer value in rupees; Percentage and Liquidation:
 * the offer value in percent of the MRP (1–99 only), rounded to the paisa. Never above the price.
 */
import { PRICING_OFFER_TYPE } from '../types.ts';
import { cap, toPaise, unitsOf, type OfferRule } from '../units.ts';

const perUnit = (flat: boolean): OfferRule => ({ products, free, take }) => {
  for (const p of products) {
    if (p.offerValue === null) continue;
    const value = p.offerValue;
    for (const u of unitsOf(free, p.productId, cap(p))) {
      const d = flat ? toPaise(value) : value > 0 && value < 100 ? Math.round((u.mrp * value) / 100) : 0;
      const off = Math.max(0, Math.min(u.price, d));
      if (off > 0) take(u, off);
    }
  }
};

export const PER_UNIT_RULES = {
  [PRICING_OFFER_TYPE.FLAT]: perUnit(true),
  [PRICING_OFFER_TYPE.PERCENTAGE]: perUnit(false),
  [PRICING_OFFER_TYPE.LIQUIDATION]: perUnit(false),
};
