/**
 * Type 7 Buy X items for Y total amount: the pool (./item-pool.ts) dearest first; each full
 * group of X costs Y (the sub-offer's offer price) when its gross is above Y, the saving split
 * as in a combo. Stops at the first group that would save nothing.
 */
import { priceGroup, toPaise, type OfferRule } from '../units.ts';
import { itemPool } from './item-pool.ts';

export const buyXForYRule: OfferRule = ({ sub, products, free, take }) => {
  const items = itemPool(products, free);
  if (!items || sub.offerPrice === null) return;
  const { x, pool } = items;
  const groupPrice = toPaise(sub.offerPrice);
  for (let g = 0; (g + 1) * x <= pool.length; g++) {
    if (!priceGroup(pool.slice(g * x, (g + 1) * x), groupPrice, take)) break;
  }
};
