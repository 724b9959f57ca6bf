/**
 * The pricing engine (issue 42, "Offers really apply"): a cart, the candidate offers and the
 * moment of sale in, priced lines with their discount and the sub-offer that gave it out. Pure:
 * no I/O, no clock — the server loads the offers (server/records/offer-pricing.ts), the
 * simulator's vends and any order the server prices go through `priceCart`. Rules in
 * docs/decisions.md "Pricing: how offers and coupons price a sale".
 *
 * Money is in rupees with two decimals at the edges and whole paise inside, so sums never drift.
 *
 * - Only an offer with status Active (1) applies, when the moment is within [start, end], its
 *   channel is one of the offer's, its repeat option allows the machine's local weekday
 *   (1–7 from Sunday), its time window the local time, and the machine is one of its machines
 *   (null = every machine; the loader resolves scope). Only active sub-offers apply.
 * - Per sub-offer product the units that may take the offer are capped by max buy qty (max offer
 *   qty per order) and by total stock remaining (null = no cap).
 * - A line takes at most one sub-offer (an order line has one sub_offer_id). Candidates (every
 *   applicable sub-offer) are evaluated on the lines not yet taken; the one giving the customer
 *   the largest discount wins, ties to the lower offer id, then the lower sub-offer id; it takes
 *   every line it used; repeat until no candidate gives a discount.
 */
import { offerApplies, time } from './pricing/calendar.ts';
import { evaluate } from './pricing/rules/index.ts';
import {
  COUPON_ACTIVE,
  type AppliedOffer, type CartLine, type PricedLine, type PricingContext, type PricingCoupon, type PricingOffer, type PricingResult, type PricingSubOffer,
} from './pricing/types.ts';
import { splitDiscount, toPaise, toRupees, type Evaluation, type Unit } from './pricing/units.ts';

export * from './pricing/types.ts';
export { localMoment, offerApplies, repeatAllows, TIME_WINDOW_MINUTES, windowAllows } from './pricing/calendar.ts';
export { splitDiscount } from './pricing/units.ts';
export { OFFER_RULES } from './pricing/rules/index.ts';

function applyCoupon(coupon: PricingCoupon | null | undefined, net: number, ctx: PricingContext): number {
  if (!coupon || coupon.status !== COUPON_ACTIVE) return 0;
  const at = ctx.at.getTime();
  if (at < time(coupon.startAt) || (coupon.endAt !== null && at > time(coupon.endAt))) return 0;
  if (coupon.maxRedemption !== null && coupon.redeemed >= coupon.maxRedemption) return 0;
  if (net < toPaise(coupon.minCartValue)) return 0;
  let off = coupon.type === 'FLAT'
    ? toPaise(coupon.flatOff ?? 0)
    : Math.floor((net * (coupon.percentageOff ?? 0)) / 100);
  if (coupon.maxOff !== null) off = Math.min(off, toPaise(coupon.maxOff));
  off = Math.min(off, net - toPaise(Math.max(0, coupon.minDiscountPrice ?? 0)));
  return Math.max(0, off);
}

/** Prices a cart: offers first (one sub-offer per line), then the coupon on what remains. */
export function priceCart(cart: readonly CartLine[], offers: readonly PricingOffer[], ctx: PricingContext, coupon?: PricingCoupon | null): PricingResult {
  const units: Unit[] = [];
  cart.forEach((line, i) => {
    const mrp = toPaise(line.mrp);
    const price = Math.max(0, Math.min(mrp, toPaise(line.price ?? line.mrp)));
    for (let q = 0; q < Math.max(0, Math.floor(line.quantity)); q++) units.push({ line: i, productId: line.productId, price, mrp });
  });
  const cartGross = units.reduce((a, u) => a + u.price, 0);
  const lineDiscount = cart.map(() => 0);
  const lineOffer: ({ offerId: number; subOfferId: number } | null)[] = cart.map(() => null);
  const taken = new Set<number>();
  const applied: AppliedOffer[] = [];

  const candidates = offers
    .filter((o) => offerApplies(o, ctx))
    .flatMap((o) => o.subOffers.filter((s) => s.isActive).map((s) => ({ offer: o, sub: s })))
    .sort((a, b) => a.offer.id - b.offer.id || a.sub.id - b.sub.id);

  for (;;) {
    const free = units.filter((u) => !taken.has(u.line));
    let best: { offerId: number; sub: PricingSubOffer; ev: Evaluation } | null = null;
    for (const { offer, sub } of candidates) {
      const ev = evaluate(offer.type, sub, free, cartGross);
      // Candidates are in (offer id, sub-offer id) order, so only a strictly larger discount wins.
      if (ev && (!best || ev.discount > best.ev.discount)) best = { offerId: offer.id, sub, ev };
    }
    if (!best) break;
    const stock = new Map<number, number>();
    best.ev.units.forEach((u, i) => {
      taken.add(u.line);
      lineDiscount[u.line] = (lineDiscount[u.line] ?? 0) + (best.ev.unitDiscounts[i] ?? 0);
      stock.set(u.productId, (stock.get(u.productId) ?? 0) + 1);
    });
    for (const line of new Set(best.ev.units.map((u) => u.line))) lineOffer[line] = { offerId: best.offerId, subOfferId: best.sub.id };
    applied.push({
      offerId: best.offerId, subOfferId: best.sub.id, discount: toRupees(best.ev.discount),
      stock: [...stock].map(([productId, n]) => ({ productId, units: n })),
    });
  }

  const lineGross = cart.map((_, i) => units.filter((u) => u.line === i).reduce((a, u) => a + u.price, 0));
  const offerDiscount = lineDiscount.reduce((a, d) => a + d, 0);
  const net = cartGross - offerDiscount;
  const couponOff = applyCoupon(coupon, net, ctx);
  const couponShares = splitDiscount(lineGross.map((g, i) => g - (lineDiscount[i] ?? 0)), couponOff);

  const lines: PricedLine[] = cart.map((line, i) => {
    const gross = lineGross[i] ?? 0;
    const offerOff = lineDiscount[i] ?? 0;
    const couponShare = couponShares[i] ?? 0;
    const discount = offerOff + couponShare;
    return {
      key: line.key, productId: line.productId, quantity: line.quantity,
      unitPrice: toRupees(Math.max(0, Math.min(toPaise(line.mrp), toPaise(line.price ?? line.mrp)))),
      gross: toRupees(gross), offerDiscount: toRupees(offerOff), couponDiscount: toRupees(couponShare),
      discount: toRupees(discount), net: toRupees(gross - discount),
      offerId: lineOffer[i]?.offerId ?? null, subOfferId: lineOffer[i]?.subOfferId ?? null,
    };
  });
  const mrpTotal = cart.reduce((a, l) => a + toPaise(l.mrp) * Math.max(0, Math.floor(l.quantity)), 0);
  return {
    lines,
    mrpTotal: toRupees(mrpTotal),
    gross: toRupees(cartGross),
    offerDiscount: toRupees(offerDiscount),
    couponDiscount: toRupees(couponOff),
    discount: toRupees(offerDiscount + couponOff),
    total: toRupees(net - couponOff),
    applied,
    coupon: coupon && couponOff > 0 ? { id: coupon.id, discount: toRupees(couponOff) } : null,
  };
}
