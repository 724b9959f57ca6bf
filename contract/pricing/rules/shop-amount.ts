/**
 * Type 8 Shop X amount get Y item free: X = the sub-offer's offer price; each sub-offer product
 * gives up to its free qty (default 1) units free when the rest of the cart (its gross minus
 * those free units) is at least X. Once per order.
 */
import { byPriceDesc, cap, positive, toPaise, unitsOf, type OfferRule } from '../units.ts';

export const shopAmountRule: OfferRule = ({ sub, products, free, cartGross, take }) => {
  if (sub.offerPrice === null) return;
  const freeUnits = products.flatMap((p) => unitsOf(free, p.productId, Math.min(cap(p), positive(p.freeQty, 1))).sort(byPriceDesc));
  const freeGross = freeUnits.reduce((a, u) => a + u.price, 0);
  if (!freeUnits.length || cartGross - freeGross < toPaise(sub.offerPrice)) return;
  for (const u of freeUnits) take(u, u.price);
};
