/**
 * Each offer type's rule (domain.md §9 offer types), one small file each, and `evaluate`: what
 * one sub-offer gives on the units not yet taken (null when nothing).
 */
import { PRICING_OFFER_TYPE, type PricingSubOffer } from '../types.ts';
import { cap, type Evaluation, type OfferRule, type Unit } from '../units.ts';
import { buyXForYRule } from './buy-x-for-y.ts';
import { buyXGetYRule } from './buy-x-get-y.ts';
import { comboRule } from './combo.ts';
import { PER_UNIT_RULES } from './per-unit.ts';
import { productGetProductRule } from './product-get-product.ts';
import { shopAmountRule } from './shop-amount.ts';

export const OFFER_RULES: Record<number, OfferRule> = {
  ...PER_UNIT_RULES,
  [PRICING_OFFER_TYPE.COMBO]: comboRule,
  [PRICING_OFFER_TYPE.BUY_X_ITEMS_GET_Y_ITEMS]: buyXGetYRule,
  [PRICING_OFFER_TYPE.BUY_X_PRODUCT_GET_Y_PRODUCT_FREE]: productGetProductRule,
  [PRICING_OFFER_TYPE.BUY_X_ITEMS_FOR_Y_AMOUNT]: buyXForYRule,
  [PRICING_OFFER_TYPE.SHOP_X_AMOUNT_GET_Y_ITEM_FREE]: shopAmountRule,
};

/** What one sub-offer gives on the free units (null when nothing). `cartGross` is the whole cart's, in paise. */
export function evaluate(type: number, sub: PricingSubOffer, free: Unit[], cartGross: number): Evaluation | null {
  const rule = OFFER_RULES[type];
  if (!rule) return null;
  // A product named twice in one sub-offer counts once (its first entry).
  const named = sub.products.filter((p, i) => sub.products.findIndex((q) => q.productId === p.productId) === i);
  const products = named.filter((p) => cap(p) > 0);
  if (!products.length) return null;
  const units: Unit[] = [];
  const unitDiscounts: number[] = [];
  rule({ sub, named, products, free, cartGross, take: (u, d) => { units.push(u); unitDiscounts.push(d); } });
  const discount = unitDiscounts.reduce((a, d) => a + d, 0);
  return discount > 0 ? { discount, units, unitDiscounts } : null;
}
