/**
 * Type 3 Combo: the sub-offer's products, buy qty of each (default 1), form a set that costs
 * the sub-offer's offer price; each full set saves its gross − offer price, split over the
 * set's units in proportion to their prices. Stops at the first set that would save nothing.
 */
import { cap, positive, priceGroup, toPaise, unitsOf, type OfferRule } from '../units.ts';

export const comboRule: OfferRule = ({ sub, named, free, take }) => {
  if (sub.offerPrice === null) return;
  const setPrice = toPaise(sub.offerPrice);
  const pools = named.map((p) => {
    const n = positive(p.buyQty, 1);
    return { n, units: unitsOf(free, p.productId, cap(p)) };
  });
  const sets = Math.min(...pools.map(({ n, units }) => Math.floor(units.length / n)));
  for (let s = 0; s < sets; s++) {
    const set = pools.flatMap(({ n, units }) => units.slice(s * n, (s + 1) * n));
    if (!priceGroup(set, setPrice, take)) break;
  }
};
