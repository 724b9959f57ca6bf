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

/** Offer types (domain.md §9). */
export const PRICING_OFFER_TYPE = {
  FLAT: 1,
  PERCENTAGE: 2,
  COMBO: 3,
  LIQUIDATION: 4,
  BUY_X_ITEMS_GET_Y_ITEMS: 5,
  BUY_X_PRODUCT_GET_Y_PRODUCT_FREE: 6,
  BUY_X_ITEMS_FOR_Y_AMOUNT: 7,
  SHOP_X_AMOUNT_GET_Y_ITEM_FREE: 8,
} as const;
export type PricingOfferType = (typeof PRICING_OFFER_TYPE)[keyof typeof PRICING_OFFER_TYPE];

export const PRICING_OFFER_ACTIVE = 1;
/** Channels (domain.md §9). */
export const PRICING_CHANNEL = { MOBILE_APPLICATION: 1, MOBILE_BROWSER: 2, DEVICE_APP: 3 } as const;
/** Repeat options (domain.md §9). */
export type RepeatOption = 'DAILY' | 'WEEKDAYS' | 'WEEKEND' | 'CUSTOM';
/** Time windows (domain.md §9); custom windows give start and end as "HH:MM". */
export type TimeWindow = 'FULL_DAY' | 'LATE_NIGHT' | 'EARLY_MORNING' | 'CUSTOM';

/** The machine's time zone when it names none (the business is Indian: rupees, Delhi). */
export const DEFAULT_MACHINE_TIME_ZONE = 'Asia/Kolkata';

export interface CartLine {
  /** The caller's key for the line (index, coil…), returned on the priced line. */
  key: string | number;
  productId: number;
  /** MRP per unit. */
  mrp: number;
  /** Selling price per unit when below the MRP; the MRP otherwise. */
  price?: number;
  quantity: number;
}

export interface PricingSubOfferProduct {
  productId: number;
  primary: boolean;
  /** Flat: rupees off a unit; Percentage and Liquidation: percent off the MRP (as sub_offer_products.offer_value says). */
  offerValue: number | null;
  /** Max offer qty per order: units of this product that may take the offer; null = no cap. */
  maxBuyQty: number | null;
  buyQty: number | null;
  freeQty: number | null;
  /** Units the offer may still sell (total stock remaining); null = no cap. */
  totalStock: number | null;
}

export interface PricingSubOffer {
  id: number;
  isActive: boolean;
  /** Combo: the set's price; Buy X for Y: Y, the group's price; Shop X get Y: X, the spend. */
  offerPrice: number | null;
  products: PricingSubOfferProduct[];
}

export interface PricingOffer {
  id: number;
  type: number;
  status: number;
  channels: number[];
  repeat: RepeatOption;
  /** Custom repeat: the weekdays, 1–7 from Sunday. */
  weekdays: number[];
  window: TimeWindow;
  /** Custom window "HH:MM" (end exclusive; an end before the start crosses midnight). */
  windowStart: string | null;
  windowEnd: string | null;
  startAt: Date | string;
  endAt: Date | string | null;
  /** Machines the offer runs on; null = every machine of its company. */
  machineIds: number[] | null;
  subOffers: PricingSubOffer[];
}

export type CouponType = 'FLAT' | 'PERCENTAGE';
export const COUPON_ACTIVE = 1;

export interface PricingCoupon {
  id: number;
  code: string;
  type: CouponType;
  status: number;
  minCartValue: number;
  flatOff: number | null;
  percentageOff: number | null;
  maxOff: number | null;
  /** What the cart must still cost after the coupon (domain.md §5 "minimum discount price"). */
  minDiscountPrice: number | null;
  maxRedemption: number | null;
  redeemed: number;
  startAt: Date | string;
  endAt: Date | string | null;
}

export interface LocalMoment {
  /** 1–7 from Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

export interface PricingContext {
  machineId: number;
  channel: number;
  /** The instant of sale (offer dates compare against it). */
  at: Date;
  /** The machine's local weekday and time; `localMoment(at, timeZone)` computes it. */
  local: LocalMoment;
}

export interface PricedLine {
  key: string | number;
  productId: number;
  quantity: number;
  unitPrice: number;
  gross: number;
  offerDiscount: number;
  couponDiscount: number;
  /** offerDiscount + couponDiscount: what the order line records. */
  discount: number;
  net: number;
  offerId: number | null;
  subOfferId: number | null;
}

export interface AppliedOffer {
  offerId: number;
  subOfferId: number;
  discount: number;
  /** Units of each product the offer used: what its total stock goes down by. */
  stock: { productId: number; units: number }[];
}

export interface PricingResult {
  lines: PricedLine[];
  mrpTotal: number;
  gross: number;
  offerDiscount: number;
  couponDiscount: number;
  discount: number;
  total: number;
  applied: AppliedOffer[];
  coupon: { id: number; discount: number } | null;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;
const time = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).getTime();
const hhmm = (s: string | null) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The local weekday (1–7 from Sunday) and minute of an instant in a time zone. */
export function localMoment(at: Date, timeZone: string = DEFAULT_MACHINE_TIME_ZONE): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')) + 1;
  return { weekday, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Days each repeat option allows. */
export function repeatAllows(repeat: RepeatOption, weekdays: readonly number[], weekday: number): boolean {
  if (repeat === 'DAILY') return true;
  if (repeat === 'WEEKDAYS') return weekday >= 2 && weekday <= 6;
  if (repeat === 'WEEKEND') return weekday === 1 || weekday === 7;
  return weekdays.includes(weekday);
}

/** Fixed windows: Late night 23:00–03:00, Early morning 03:00–08:00 (end exclusive). */
export const TIME_WINDOW_MINUTES: Record<'LATE_NIGHT' | 'EARLY_MORNING', [number, number]> = {
  LATE_NIGHT: [23 * 60, 3 * 60],
  EARLY_MORNING: [3 * 60, 8 * 60],
};

export function windowAllows(window: TimeWindow, start: string | null, end: string | null, minute: number): boolean {
  if (window === 'FULL_DAY') return true;
  const [from, to] = window === 'CUSTOM' ? [hhmm(start), hhmm(end)] : TIME_WINDOW_MINUTES[window];
  if (from === null || to === null) return false;
  if (from === to) return true;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Whether an offer runs for this machine, channel and moment (status, dates, days, window). */
export function offerApplies(offer: PricingOffer, ctx: PricingContext): boolean {
  if (offer.status !== PRICING_OFFER_ACTIVE) return false;
  const at = ctx.at.getTime();
  if (at < time(offer.startAt)) return false;
  if (offer.endAt !== null && at > time(offer.endAt)) return false;
  if (!offer.channels.includes(ctx.channel)) return false;
  if (offer.machineIds !== null && !offer.machineIds.includes(ctx.machineId)) return false;
  if (!repeatAllows(offer.repeat, offer.weekdays, ctx.local.weekday)) return false;
  return windowAllows(offer.window, offer.windowStart, offer.windowEnd, ctx.local.minute);
}

interface Unit {
  line: number;
  productId: number;
  /** Paise. */
  price: number;
  mrp: number;
}

interface Evaluation {
  discount: number;
  /** Discount per unit taken (paise), parallel to `units`. */
  units: Unit[];
  unitDiscounts: number[];
}

const cap = (p: PricingSubOfferProduct) => Math.max(0, Math.min(p.maxBuyQty ?? Infinity, p.totalStock ?? Infinity));
const positive = (n: number | null | undefined, fallback: number) => (n !== null && n !== undefined && n >= 1 ? Math.floor(n) : fallback);

/** The units of a product on the free lines, in line order, at most `limit`. */
function unitsOf(units: Unit[], productId: number, limit: number): Unit[] {
  const out: Unit[] = [];
  for (const u of units) {
    if (out.length >= limit) break;
    if (u.productId === productId) out.push(u);
  }
  return out;
}

/** Most expensive first; equal prices in line order (stable). */
const byPriceDesc = (a: Unit, b: Unit) => b.price - a.price || a.line - b.line;

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

/** What one sub-offer gives on the free units (null when nothing). `cartGross` is the whole cart's, in paise. */
function evaluate(type: number, sub: PricingSubOffer, free: Unit[], cartGross: number): Evaluation | null {
  // A product named twice in one sub-offer counts once (its first entry).
  const named = sub.products.filter((p, i) => sub.products.findIndex((q) => q.productId === p.productId) === i);
  const products = named.filter((p) => cap(p) > 0);
  if (!products.length) return null;
  const taken: Unit[] = [];
  const discounts: number[] = [];
  const take = (u: Unit, d: number) => { taken.push(u); discounts.push(d); };

  if (type === PRICING_OFFER_TYPE.FLAT || type === PRICING_OFFER_TYPE.PERCENTAGE || type === PRICING_OFFER_TYPE.LIQUIDATION) {
    for (const p of products) {
      if (p.offerValue === null) continue;
      const value = p.offerValue;
      for (const u of unitsOf(free, p.productId, cap(p))) {
        const d = type === PRICING_OFFER_TYPE.FLAT ? toPaise(value) : value > 0 && value < 100 ? Math.round((u.mrp * value) / 100) : 0;
        const off = Math.max(0, Math.min(u.price, d));
        if (off > 0) take(u, off);
      }
    }
  } else if (type === PRICING_OFFER_TYPE.COMBO) {
    if (sub.offerPrice === null) return null;
    const setPrice = toPaise(sub.offerPrice);
    const need = named.map((p) => ({ p, n: positive(p.buyQty, 1) }));
    const pools = need.map(({ p, n }) => ({ n, units: unitsOf(free, p.productId, cap(p)) }));
    const sets = Math.min(...pools.map(({ n, units }) => Math.floor(units.length / n)));
    for (let s = 0; s < sets; s++) {
      const set = pools.flatMap(({ n, units }) => units.slice(s * n, (s + 1) * n));
      const setGross = set.reduce((a, u) => a + u.price, 0);
      if (setGross <= setPrice) break;
      const parts = splitDiscount(set.map((u) => u.price), setGross - setPrice);
      set.forEach((u, i) => take(u, parts[i] ?? 0));
    }
  } else if (type === PRICING_OFFER_TYPE.BUY_X_ITEMS_GET_Y_ITEMS || type === PRICING_OFFER_TYPE.BUY_X_ITEMS_FOR_Y_AMOUNT) {
    const head = products.find((p) => p.primary) ?? products[0];
    if (!head) return null;
    const x = positive(head.buyQty, 0);
    if (!x) return null;
    const pool = products.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc);
    if (type === PRICING_OFFER_TYPE.BUY_X_ITEMS_GET_Y_ITEMS) {
      const y = positive(head.freeQty, 0);
      if (!y) return null;
      for (let g = 0; (g + 1) * (x + y) <= pool.length; g++) {
        const group = pool.slice(g * (x + y), (g + 1) * (x + y));
        group.forEach((u, i) => take(u, i >= x ? u.price : 0));
      }
    } else {
      if (sub.offerPrice === null) return null;
      const groupPrice = toPaise(sub.offerPrice);
      for (let g = 0; (g + 1) * x <= pool.length; g++) {
        const group = pool.slice(g * x, (g + 1) * x);
        const groupGross = group.reduce((a, u) => a + u.price, 0);
        if (groupGross <= groupPrice) break;
        const parts = splitDiscount(group.map((u) => u.price), groupGross - groupPrice);
        group.forEach((u, i) => take(u, parts[i] ?? 0));
      }
    }
  } else if (type === PRICING_OFFER_TYPE.BUY_X_PRODUCT_GET_Y_PRODUCT_FREE) {
    const buys = products.filter((p) => p.primary);
    const gets = products.filter((p) => !p.primary);  // named once, so never also a buy product
    const buy = buys[0];
    if (!buy) return null;
    const x = positive(buy.buyQty, 0);
    const y = positive((gets[0] ?? buy).freeQty, 0);
    if (!x || !y) return null;
    if (!gets.length) {
      // Buy X of the product, get Y more of the same product free.
      const pool = buys.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc);
      for (let g = 0; (g + 1) * (x + y) <= pool.length; g++) {
        pool.slice(g * (x + y), (g + 1) * (x + y)).forEach((u, i) => take(u, i >= x ? u.price : 0));
      }
    } else {
      const buyPool = buys.flatMap((p) => unitsOf(free, p.productId, cap(p)));
      const getPool = gets.flatMap((p) => unitsOf(free, p.productId, cap(p))).sort(byPriceDesc);
      const sets = Math.min(Math.floor(buyPool.length / x), Math.floor(getPool.length / y));
      for (const u of buyPool.slice(0, sets * x)) take(u, 0);
      for (const u of getPool.slice(0, sets * y)) take(u, u.price);
    }
  } else if (type === PRICING_OFFER_TYPE.SHOP_X_AMOUNT_GET_Y_ITEM_FREE) {
    if (sub.offerPrice === null) return null;
    const freeUnits = products.flatMap((p) => unitsOf(free, p.productId, Math.min(cap(p), positive(p.freeQty, 1))).sort(byPriceDesc));
    const freeGross = freeUnits.reduce((a, u) => a + u.price, 0);
    if (!freeUnits.length || cartGross - freeGross < toPaise(sub.offerPrice)) return null;
    for (const u of freeUnits) take(u, u.price);
  } else {
    return null;
  }

  const discount = discounts.reduce((a, d) => a + d, 0);
  return discount > 0 ? { discount, units: taken, unitDiscounts: discounts } : null;
}

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
