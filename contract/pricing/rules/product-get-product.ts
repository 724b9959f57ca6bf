/**
 * Type 6 Buy X product get Y product free: primary products are bought (X = the first
 * primary's buy qty), non-primary products are given (Y = the first non-primary's free qty);
 * for every X bought units, Y units of the given products (dearest first) are free. With no
 * non-primary product it is buy X get Y more of the same product.
 */
import { byPriceDesc, cap, positive, unitsOf, type OfferRule } from '../units.ts';

export const productGetProductRule: OfferRule = ({ products, free, take }) => {
  const buys = products.filter((p) => p.primary);
  const gets = products.filter((p) => !p.primary); // named once, so never also a buy product
  const buy = buys[0];
  if (!buy) return;
  const x = positive(buy.buyQty, 0);
  const y = positive((gets[0] ?? buy).freeQty, 0);
  if (!x || !y) return;
  if (!gets.length) {
    const pool = buys.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc);
    for (let g = 0; (g + 1) * (x + y) <= pool.length; g++) {
      pool.slice(g * (x + y), (g + 1) * (x + y)).forEach((u, i) => take(u, i >= x ? u.price : 0));
    }
    return;
  }
  const buyPool = buys.flatMap((p) => unitsOf(free, p.productId, cap(p)));
  const getPool = gets.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc);
  const sets = Math.min(Math.floor(buyPool.length / x), Math.floor(getPool.length / y));
  for (const u of buyPool.slice(0, sets * x)) take(u, 0);
  for (const u of getPool.slice(0, sets * y)) take(u, u.price);
};
