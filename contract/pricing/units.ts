/**
 * The units a cart is priced by (contract/pricing.ts): one per unit of each line, in whole
 * paise, and what the offer types' rules (./rules/) share: caps, the units of a product still
 * free, the dearest-first order and the proportional split of a group's discount.
 */
import type { PricingSubOffer, PricingSubOfferProduct } from './types.ts';

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

export interface Unit {
  line: number;
  productId: number;
  /** Paise. */
  price: number;
  mrp: number;
}

export interface Evaluation {
  discount: number;
  /** Discount per unit taken (paise), parallel to `units`. */
  units: Unit[];
  unitDiscounts: number[];
}

/** What an offer type's rule sees of one sub-offer on the units not yet taken. */
export interface RuleInput {
  sub: PricingSubOffer;
  /** The sub-offer's products, a product named twice counted once (its first entry). */
  named: PricingSubOfferProduct[];
  /** Those of `named` that may still take the offer (their cap is above 0); never empty. */
  products: PricingSubOfferProduct[];
  /** The units of the lines no other sub-offer took, in line order. */
  free: Unit[];
  /** The whole cart's gross, in paise. */
  cartGross: number;
  /** Gives `discount` paise off unit `u` (0 for a unit the offer uses but does not discount). */
  take(u: Unit, discount: number): void;
}

/** One offer type's rule: calls `take` for each unit it uses; taking nothing means it does not apply. */
export type OfferRule = (input: RuleInput) => void;

export const cap = (p: PricingSubOfferProduct) => Math.max(0, Math.min(p.maxBuyQty ?? Infinity, p.totalStock ?? Infinity));
export const positive = (n: number | null | undefined, fallback: number) => (n !== null && n !== undefined && n >= 1 ? Math.floor(n) : fallback);

/** The units of a product on the free lines, in line order, at most `limit`. */
export function unitsOf(units: Unit[], productId: number, limit: number): Unit[] {
  const out: Unit[] = [];
  for (const u of units) {
    if (out.length >= limit) break;
    if (u.productId === productId) out.push(u);
  }
  return out;
}

/** Most expensive first; equal prices in line order (stable). */
export const byPriceDesc = (a: Unit, b: Unit) => b.price - a.price || a.line - b.line;

/** Splits a group's discount over its units in proportion to their prices, never above a unit's price. */
export function splitDiscount(prices: number[], discount: number): number[] {
  const total = prices.reduce((s, p) => s + p, 0);
  if (total <= 0 || discount <= 0) return prices.map(() => 0);
  const d = Math.min(discount, total);
  const shares = prices.map((p) => Math.floor((d * p) / total));
  let rest = d - shares.reduce((s, x) => s + x, 0);
  for (let i = 0; rest > 0 && i < shares.length; i = (i + 1) % shares.length) {
    if ((shares[i] ?? 0) < (prices[i] ?? 0)) { shares[i] = (shares[i] ?? 0) + 1; rest--; }
  }
  return shares;
}

/** A group priced at `groupPrice` paise: its saving split over its units (none when it costs no more). */
export function priceGroup(group: Unit[], groupPrice: number, take: RuleInput['take']): boolean {
  const gross = group.reduce((a, u) => a + u.price, 0);
  if (gross <= groupPrice) return false;
  const parts = splitDiscount(group.map((u) => u.price), gross - groupPrice);
  group.forEach((u, i) => take(u, parts[i] ?? 0));
  return true;
}
