/**
 * Property tests of the pricing engine: random carts, random offers of every type (and random
 * coupons) against the invariants and against `referencePrice`, a plain re-statement of
 * docs/decisions.md "Pricing" written without the engine's code (unit lists, loops, no helpers shared).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  priceCart, type CartLine, type PricingContext, type PricingCoupon, type PricingOffer,
} from '../../contract/pricing.ts';

type U = { line: number; product: number; price: number; mrp: number };

const DAYS_OK: Record<string, (d: number, custom: number[]) => boolean> = {
  DAILY: () => true,
  WEEKDAYS: (d) => [2, 3, 4, 5, 6].includes(d),
  WEEKEND: (d) => d === 1 || d === 7,
  CUSTOM: (d, custom) => custom.includes(d),
};

function inWindow(o: PricingOffer, minute: number): boolean {
  let from: number, to: number;
  if (o.window === 'FULL_DAY') return true;
  if (o.window === 'LATE_NIGHT') { from = 1380; to = 180; } else if (o.window === 'EARLY_MORNING') { from = 180; to = 480; } else {
    if (!o.windowStart || !o.windowEnd) return false;
    const [a, b] = o.windowStart.split(':').map(Number);
    const [c, d] = o.windowEnd.split(':').map(Number);
    from = a * 60 + b; to = c * 60 + d;
  }
  if (from === to) return true;
  if (from < to) return minute >= from && minute < to;
  return minute >= from || minute < to;
}

function live(o: PricingOffer, ctx: PricingContext): boolean {
  const t = ctx.at.getTime();
  return o.status === 1 && t >= new Date(o.startAt).getTime() && (o.endAt === null || t <= new Date(o.endAt).getTime())
    && o.channels.includes(ctx.channel) && (o.machineIds === null || o.machineIds.includes(ctx.machineId))
    && DAYS_OK[o.repeat](ctx.local.weekday, o.weekdays) && inWindow(o, ctx.local.minute);
}

function split(prices: number[], amount: number): number[] {
  let sum = 0;
  for (const p of prices) sum += p;
  const out: number[] = [];
  let given = 0;
  for (const p of prices) { const s = Math.floor((amount * p) / sum); out.push(s); given += s; }
  let i = 0;
  while (given < amount) { if (out[i] < prices[i]) { out[i] += 1; given += 1; } i = (i + 1) % prices.length; }
  return out;
}

/** The units (and their discount) one sub-offer gives on the free units; [] when it gives nothing. */
function give(type: number, sub: PricingOffer['subOffers'][number], free: U[], cartTotal: number): [U, number][] {
  const seen = new Set<number>();
  const items = sub.products.filter((p) => { if (seen.has(p.productId)) return false; seen.add(p.productId); return true; });
  const limit = (p: (typeof items)[number]) => Math.max(0, Math.min(p.maxBuyQty ?? 1e9, p.totalStock ?? 1e9));
  const usable = items.filter((p) => limit(p) > 0);
  if (usable.length === 0) return [];
  const of = (product: number, n: number) => free.filter((u) => u.product === product).slice(0, n);
  const dearFirst = (us: U[]) => [...us].sort((a, b) => (b.price - a.price) || (a.line - b.line));
  const n1 = (v: number | null, dflt: number) => (v != null && v >= 1 ? Math.floor(v) : dflt);
  const out: [U, number][] = [];

  switch (type) {
    case 1: case 2: case 4:
      for (const p of usable) {
        if (p.offerValue === null) continue;
        for (const u of of(p.productId, limit(p))) {
          let d = 0;
          if (type === 1) d = Math.round(p.offerValue * 100);
          if (type === 2 || type === 4) d = p.offerValue > 0 && p.offerValue < 100 ? Math.round((u.mrp * p.offerValue) / 100) : 0;
          d = Math.min(u.price, Math.max(0, d));
          if (d > 0) out.push([u, d]);
        }
      }
      break;
    case 3: {
      if (sub.offerPrice === null) return [];
      const price = Math.round(sub.offerPrice * 100);
      const pools = items.map((p) => ({ n: n1(p.buyQty, 1), us: of(p.productId, limit(p)) }));
      let sets = Infinity;
      for (const pool of pools) sets = Math.min(sets, Math.floor(pool.us.length / pool.n));
      for (let s = 0; s < sets; s++) {
        const set: U[] = [];
        for (const pool of pools) set.push(...pool.us.slice(s * pool.n, s * pool.n + pool.n));
        let g = 0;
        for (const u of set) g += u.price;
        if (g <= price) break;
        const parts = split(set.map((u) => u.price), g - price);
        set.forEach((u, i) => out.push([u, parts[i]]));
      }
      break;
    }
    case 5: case 7: {
      const head = usable.find((p) => p.primary) || usable[0];
      const x = n1(head.buyQty, 0);
      if (x === 0) return [];
      let pool: U[] = [];
      for (const p of usable) pool = pool.concat(of(p.productId, limit(p)));
      pool = dearFirst(pool);
      if (type === 5) {
        const y = n1(head.freeQty, 0);
        if (y === 0) return [];
        const groups = Math.floor(pool.length / (x + y));
        for (let i = 0; i < groups * (x + y); i++) out.push([pool[i], i % (x + y) >= x ? pool[i].price : 0]);
      } else {
        if (sub.offerPrice === null) return [];
        const price = Math.round(sub.offerPrice * 100);
        for (let at = 0; at + x <= pool.length; at += x) {
          const group = pool.slice(at, at + x);
          const g = group.reduce((a, u) => a + u.price, 0);
          if (g <= price) break;
          const parts = split(group.map((u) => u.price), g - price);
          group.forEach((u, i) => out.push([u, parts[i]]));
        }
      }
      break;
    }
    case 6: {
      const buys = usable.filter((p) => p.primary);
      const gets = usable.filter((p) => !p.primary);
      if (buys.length === 0) return [];
      const x = n1(buys[0].buyQty, 0);
      const y = n1(gets.length ? gets[0].freeQty : buys[0].freeQty, 0);
      if (!x || !y) return [];
      if (gets.length === 0) {
        let pool: U[] = [];
        for (const p of buys) pool = pool.concat(of(p.productId, limit(p)));
        pool = dearFirst(pool);
        const groups = Math.floor(pool.length / (x + y));
        for (let i = 0; i < groups * (x + y); i++) out.push([pool[i], i % (x + y) >= x ? pool[i].price : 0]);
      } else {
        let bought: U[] = [];
        for (const p of buys) bought = bought.concat(of(p.productId, limit(p)));
        let got: U[] = [];
        for (const p of gets) got = got.concat(of(p.productId, limit(p)));
        got = dearFirst(got);
        const sets = Math.min(Math.floor(bought.length / x), Math.floor(got.length / y));
        for (let i = 0; i < sets * x; i++) out.push([bought[i], 0]);
        for (let i = 0; i < sets * y; i++) out.push([got[i], got[i].price]);
      }
      break;
    }
    case 8: {
      if (sub.offerPrice === null) return [];
      let freeOnes: U[] = [];
      for (const p of usable) freeOnes = freeOnes.concat(dearFirst(of(p.productId, Math.min(limit(p), n1(p.freeQty, 1)))));
      const freeValue = freeOnes.reduce((a, u) => a + u.price, 0);
      if (freeOnes.length === 0 || cartTotal - freeValue < Math.round(sub.offerPrice * 100)) return [];
      for (const u of freeOnes) out.push([u, u.price]);
      break;
    }
    default:
      return [];
  }
  return out.reduce((a, [, d]) => a + d, 0) > 0 ? out : [];
}

function referencePrice(cart: CartLine[], offers: PricingOffer[], ctx: PricingContext, coupon: PricingCoupon | null) {
  const all: U[] = [];
  cart.forEach((l, i) => {
    const mrp = Math.round(l.mrp * 100);
    for (let q = 0; q < l.quantity; q++) all.push({ line: i, product: l.productId, mrp, price: Math.min(mrp, Math.round((l.price ?? l.mrp) * 100)) });
  });
  const cartTotal = all.reduce((a, u) => a + u.price, 0);
  const disc = cart.map(() => 0);
  const subOf: (number | null)[] = cart.map(() => null);
  const done = new Set<number>();
  const subs: { offer: PricingOffer; sub: PricingOffer['subOffers'][number] }[] = [];
  for (const o of offers) if (live(o, ctx)) for (const s of o.subOffers) if (s.isActive) subs.push({ offer: o, sub: s });
  for (;;) {
    const free = all.filter((u) => !done.has(u.line));
    let winner: { key: [number, number]; total: number; got: [U, number][] } | null = null;
    for (const { offer, sub } of subs) {
      const got = give(offer.type, sub, free, cartTotal);
      const total = got.reduce((a, [, d]) => a + d, 0);
      if (total === 0) continue;
      const key: [number, number] = [offer.id, sub.id];
      const better = !winner || total > winner.total
        || (total === winner.total && (key[0] < winner.key[0] || (key[0] === winner.key[0] && key[1] < winner.key[1])));
      if (better) winner = { key, total, got };
    }
    if (!winner) break;
    for (const [u, d] of winner.got) { done.add(u.line); disc[u.line] += d; subOf[u.line] = winner.key[1]; }
  }
  const offerOff = disc.reduce((a, b) => a + b, 0);
  const after = cartTotal - offerOff;
  let couponOff = 0;
  if (coupon && coupon.status === 1 && ctx.at.getTime() >= new Date(coupon.startAt).getTime()
    && (coupon.endAt === null || ctx.at.getTime() <= new Date(coupon.endAt).getTime())
    && (coupon.maxRedemption === null || coupon.redeemed < coupon.maxRedemption) && after >= Math.round(coupon.minCartValue * 100)) {
    couponOff = coupon.type === 'FLAT' ? Math.round((coupon.flatOff ?? 0) * 100) : Math.floor((after * (coupon.percentageOff ?? 0)) / 100);
    if (coupon.maxOff !== null) couponOff = Math.min(couponOff, Math.round(coupon.maxOff * 100));
    couponOff = Math.max(0, Math.min(couponOff, after - Math.round(Math.max(0, coupon.minDiscountPrice ?? 0) * 100)));
  }
  return { offerDiscount: offerOff / 100, couponDiscount: couponOff / 100, total: (after - couponOff) / 100, lines: disc.map((d, i) => [d / 100, subOf[i]]) };
}

const money = fc.integer({ min: 1, max: 20000 }).map((p) => p / 100);
const product = fc.integer({ min: 1, max: 4 });
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const cartArb = fc.array(fc.record({ productId: product, mrp: money, quantity: fc.integer({ min: 0, max: 5 }), cheaper: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }) }), { minLength: 1, maxLength: 5 })
  .map((ls) => ls.map((l, key): CartLine => ({ key, productId: l.productId, mrp: l.mrp, quantity: l.quantity, ...(l.cheaper === undefined ? {} : { price: Math.round(l.mrp * (100 - l.cheaper)) / 100 }) })));
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const subProduct = fc.record({
  productId: product, primary: fc.boolean(), offerValue: nullable(fc.integer({ min: 0, max: 120 })),
  maxBuyQty: nullable(fc.integer({ min: 0, max: 6 })), buyQty: nullable(fc.integer({ min: 0, max: 4 })),
  freeQty: nullable(fc.integer({ min: 0, max: 3 })), totalStock: nullable(fc.integer({ min: 0, max: 8 })),
});
const offerArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }), type: fc.integer({ min: 1, max: 8 }), status: fc.constantFrom(1, 1, 1, 2, 3, 4),
  channels: fc.subarray([1, 2, 3], { minLength: 1 }), repeat: fc.constantFrom('DAILY', 'WEEKDAYS', 'WEEKEND', 'CUSTOM' as const),
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7]), window: fc.constantFrom('FULL_DAY', 'FULL_DAY', 'LATE_NIGHT', 'EARLY_MORNING', 'CUSTOM' as const),
  windowStart: nullable(hhmm), windowEnd: nullable(hhmm),
  startAt: fc.constantFrom('2026-01-01T00:00:00Z', '2026-11-27T00:00:00Z'), endAt: fc.constantFrom(null, '2026-12-31T00:00:00Z', '2026-11-01T00:00:00Z'),
  machineIds: fc.constantFrom(null, [1], [2], [1, 2]),
  subOffers: fc.array(fc.record({
    id: fc.integer({ min: 1, max: 30 }), isActive: fc.constantFrom(true, true, true, false), offerPrice: nullable(fc.integer({ min: 0, max: 300 })),
    products: fc.array(subProduct, { minLength: 1, maxLength: 3 }),
  }), { minLength: 1, maxLength: 2 }),
}) as fc.Arbitrary<PricingOffer>;
const couponArb = nullable(fc.record({
  id: fc.constant(1), code: fc.constant('C'), type: fc.constantFrom('FLAT', 'PERCENTAGE' as const), status: fc.constantFrom(1, 1, 2),
  minCartValue: fc.integer({ min: 1, max: 300 }), flatOff: nullable(fc.integer({ min: 1, max: 200 })), percentageOff: nullable(fc.integer({ min: 1, max: 99 })),
  maxOff: nullable(fc.integer({ min: 1, max: 200 })), minDiscountPrice: nullable(fc.integer({ min: 0, max: 5 })),
  maxRedemption: nullable(fc.integer({ min: 1, max: 3 })), redeemed: fc.integer({ min: 0, max: 3 }),
  startAt: fc.constant('2026-01-01T00:00:00Z'), endAt: fc.constantFrom(null, '2026-12-31T00:00:00Z', '2026-02-01T00:00:00Z'),
})) as fc.Arbitrary<PricingCoupon | null>;
const ctxArb = fc.record({
  machineId: fc.constantFrom(1, 2), channel: fc.constantFrom(1, 2, 3),
  local: fc.record({ weekday: fc.integer({ min: 1, max: 7 }), minute: fc.integer({ min: 0, max: 1439 }) }),
}).map((c): PricingContext => ({ ...c, at: new Date('2026-11-26T06:00:00Z') }));
// Offers with distinct sub-offer ids (ids are table keys).
const offersArb = fc.array(offerArb, { maxLength: 4 }).map((os) => {
  let next = 1;
  return os.map((o) => ({ ...o, subOffers: o.subOffers.map((s) => ({ ...s, id: next++ })) }));
});

const cents = (n: number) => Math.round(n * 100);

it('never negative, never above the MRP total, each line discount within its gross; matches the reference', () => {
  fc.assert(fc.property(cartArb, offersArb, ctxArb, couponArb, (cart, offers, ctx, coupon) => {
    const r = priceCart(cart, offers, ctx, coupon);
    expect(r.total).toBeGreaterThanOrEqual(0);
    expect(cents(r.total)).toBeLessThanOrEqual(cents(r.mrpTotal));
    expect(cents(r.total)).toBe(cents(r.gross) - cents(r.discount));
    let sum = 0;
    for (const l of r.lines) {
      expect(l.discount).toBeGreaterThanOrEqual(0);
      expect(cents(l.discount)).toBeLessThanOrEqual(cents(l.gross));
      expect(cents(l.net)).toBe(cents(l.gross) - cents(l.discount));
      sum += cents(l.net);
    }
    expect(sum).toBe(cents(r.total));
    const ref = referencePrice(cart, offers, ctx, coupon);
    expect({ offerDiscount: r.offerDiscount, couponDiscount: r.couponDiscount, total: r.total, lines: r.lines.map((l) => [l.offerDiscount, l.subOfferId]) }).toEqual(ref);
  }), { numRuns: 1500 });
});

it('never uses more of an offer than its stock remaining or its max offer qty per order', () => {
  fc.assert(fc.property(cartArb, offersArb, ctxArb, (cart, offers, ctx) => {
    const r = priceCart(cart, offers, ctx);
    for (const a of r.applied) {
      const sub = offers.flatMap((o) => o.subOffers).find((s) => s.id === a.subOfferId);
      for (const s of a.stock) {
        const p = sub?.products.find((q) => q.productId === s.productId);
        expect(p).toBeDefined();
        if (p?.totalStock != null) expect(s.units).toBeLessThanOrEqual(p.totalStock);
        if (p?.maxBuyQty != null) expect(s.units).toBeLessThanOrEqual(p.maxBuyQty);
      }
    }
  }), { numRuns: 800 });
});

it('prices every offer type somewhere in the runs (the generators reach them all)', () => {
  const seen = new Set<number>();
  const running = offerArb.map((o): PricingOffer => ({
    ...o, status: 1, channels: [1, 2, 3], repeat: 'DAILY', window: 'FULL_DAY', startAt: '2026-01-01T00:00:00Z', endAt: null, machineIds: null,
    subOffers: o.subOffers.map((s) => ({ ...s, isActive: true })),
  }));
  fc.assert(fc.property(cartArb, running, ctxArb, (cart, offer, ctx) => {
    const r = priceCart(cart, [offer], ctx);
    if (r.applied.length) seen.add(offer.type);
    expect({ total: r.total, lines: r.lines.map((l) => [l.offerDiscount, l.subOfferId]) }).toMatchObject({
      total: referencePrice(cart, [offer], ctx, null).total, lines: referencePrice(cart, [offer], ctx, null).lines,
    });
  }), { numRuns: 2000, seed: 42 });
  expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});
