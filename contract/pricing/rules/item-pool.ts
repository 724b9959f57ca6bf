/**
 * What types 5 and 7 share: the sub-offer's products are one pool of units, dearest first,
 * and X is the buy qty of its primary product (else the first).
 */
import type { PricingSubOfferProduct } from '../types.ts';
import { byPriceDesc, cap, positive, unitsOf, type Unit } from '../units.ts';

export function itemPool(products: PricingSubOfferProduct[], free: Unit[]) {
  const head = products.find((p) => p.primary) ?? products[0];
  if (!head) return null;
  const x = positive(head.buyQty, 0);
  if (!x) return null;
  return { head, x, pool: products.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc) };
}
