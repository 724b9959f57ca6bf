/**
 * Type 5 Buy X items get Y items: the pool (./item-pool.ts) dearest first is cut into groups of
 * X + Y, Y = the head product's free qty; the last Y (cheapest) of each full group are free.
 */
import type { OfferRule } from '../units.ts';
import { positive } from '../units.ts';
import { itemPool } from './item-pool.ts';

export const buyXGetYRule: OfferRule = ({ products, free, take }) => {
  const items = itemPool(products, free);
  if (!items) return;
  const { head, x, pool } = items;
  const y = positive(head.freeQty, 0);
  if (!y) return;
  for (let g = 0; (g + 1) * (x + y) <= pool.length; g++) {
    const group = pool.slice(g * (x + y), (g + 1) * (x + y));
    group.forEach((u, i) => take(u, i >= x ? u.price : 0));
  }
};
