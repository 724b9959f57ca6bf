import { describe, expect, it } from 'vitest';
import {
  localMoment, priceCart, type CartLine, type PricingContext, type PricingCoupon, type PricingOffer, type PricingSubOffer, type PricingSubOfferProduct,
} from '../../contract/pricing.ts';

// Thursday 26 Nov 2026, 11:30 in the machine's zone.
const ctx: PricingContext = { machineId: 1, channel: 3, at: new Date('2026-11-26T06:00:00Z'), local: { weekday: 5, minute: 690 } };
const sop = (productId: number, over: Partial<PricingSubOfferProduct> = {}): PricingSubOfferProduct => ({
  productId, primary: true, offerValue: null, maxBuyQty: null, buyQty: null, freeQty: null, totalStock: null, ...over,
});
const sub = (id: number, products: PricingSubOfferProduct[], offerPrice: number | null = null): PricingSubOffer => ({ id, isActive: true, offerPrice, products });
const offer = (id: number, type: number, subOffers: PricingSubOffer[], over: Partial<PricingOffer> = {}): PricingOffer => ({
  id, type, status: 1, channels: [1, 2, 3], repeat: 'DAILY', weekdays: [], window: 'FULL_DAY', windowStart: null, windowEnd: null,
  startAt: '2026-01-01T00:00:00Z', endAt: '2026-12-31T00:00:00Z', machineIds: null, subOffers, ...over,
});
const line = (key: number, productId: number, mrp: number, quantity: number): CartLine => ({ key, productId, mrp, quantity });
const discounts = (r: ReturnType<typeof priceCart>) => r.lines.map((l) => [l.discount, l.subOfferId]);

describe('each offer type, by hand', () => {
  it('1 Flat: rupees off each unit, up to max offer qty per order', () => {
    const r = priceCart([line(0, 1, 20, 3)], [offer(1, 1, [sub(11, [sop(1, { offerValue: 5, maxBuyQty: 2 })])])], ctx);
    expect(r).toMatchObject({ gross: 60, discount: 10, total: 50 });
    expect(discounts(r)).toEqual([[10, 11]]);
  });

  it('1 Flat never takes a unit below zero', () => {
    const r = priceCart([line(0, 1, 4, 2)], [offer(1, 1, [sub(11, [sop(1, { offerValue: 5 })])])], ctx);
    expect(r).toMatchObject({ discount: 8, total: 0 });
  });

  it('2 Percentage: percent of the MRP off each unit', () => {
    const r = priceCart([line(0, 1, 30, 2)], [offer(1, 2, [sub(11, [sop(1, { offerValue: 10 })])])], ctx);
    expect(r).toMatchObject({ discount: 6, total: 54 });
  });

  it('3 Combo: each full set costs the combo price, the saving split by price', () => {
    const r = priceCart([line(0, 1, 20, 2), line(1, 2, 30, 1)], [offer(1, 3, [sub(11, [sop(1), sop(2, { primary: false })], 40)])], ctx);
    // One set (20 + 30 = 50) for 40: 10 off, 4 on the 20 and 6 on the 30; the second unit of product 1 pays full.
    expect(r).toMatchObject({ gross: 70, discount: 10, total: 60 });
    expect(discounts(r)).toEqual([[4, 11], [6, 11]]);
  });

  it('4 Liquidation: percent of the MRP off each unit, up to the stock set aside for clearing', () => {
    const r = priceCart([line(0, 1, 50, 3)], [offer(1, 4, [sub(11, [sop(1, { offerValue: 30, totalStock: 2 })])])], ctx);
    expect(r).toMatchObject({ discount: 30, total: 120 });
  });

  it('5 Buy 2 items get 1: the cheapest of every three is free', () => {
    const b2g1 = offer(1, 5, [sub(11, [sop(1, { buyQty: 2, freeQty: 1 }), sop(2, { primary: false })])]);
    expect(priceCart([line(0, 1, 20, 3)], [b2g1], ctx)).toMatchObject({ discount: 20, total: 40 });
    expect(priceCart([line(0, 1, 20, 4)], [b2g1], ctx)).toMatchObject({ discount: 20, total: 60 });
    expect(priceCart([line(0, 1, 20, 2)], [b2g1], ctx)).toMatchObject({ discount: 0, total: 40 });
    const mixed = priceCart([line(0, 1, 20, 2), line(1, 2, 10, 1)], [b2g1], ctx);
    expect(discounts(mixed)).toEqual([[0, 11], [10, 11]]);
  });

  it('6 Buy 2 of the product, get 1 of the other product free', () => {
    const o = offer(1, 6, [sub(11, [sop(1, { buyQty: 2 }), sop(2, { primary: false, freeQty: 1 })])]);
    const r = priceCart([line(0, 1, 20, 2), line(1, 2, 15, 1)], [o], ctx);
    expect(discounts(r)).toEqual([[0, 11], [15, 11]]);
    // Without the free product in the cart there is nothing to give.
    expect(priceCart([line(0, 1, 20, 2)], [o], ctx).discount).toBe(0);
  });

  it('7 Buy 3 items for 50: the dearest three, the saving split by price', () => {
    const o = offer(1, 7, [sub(11, [sop(1, { buyQty: 3 }), sop(2, { primary: false })], 50)]);
    const r = priceCart([line(0, 1, 20, 2), line(1, 2, 25, 1)], [o], ctx);
    // 20 + 20 + 25 = 65 for 50: 15 off; 25/65 of it on the 25 (5.77), the rest on the two 20s (9.23).
    expect(r).toMatchObject({ discount: 15, total: 50 });
    expect(discounts(r)).toEqual([[9.23, 11], [5.77, 11]]);
  });

  it('8 Shop for 100, get the item free: once the rest of the cart reaches 100', () => {
    const o = offer(1, 8, [sub(11, [sop(3, { freeQty: 1 })], 100)]);
    expect(discounts(priceCart([line(0, 1, 50, 2), line(1, 3, 10, 2)], [o], ctx))).toEqual([[0, null], [10, 11]]);
    expect(priceCart([line(0, 1, 50, 1), line(1, 3, 10, 1)], [o], ctx).discount).toBe(0);
  });
});

describe('when an offer applies', () => {
  const flat = (over: Partial<PricingOffer>) => offer(1, 1, [sub(11, [sop(1, { offerValue: 5 })])], over);
  const off = (over: Partial<PricingOffer>, c: PricingContext = ctx) => priceCart([line(0, 1, 20, 1)], [flat(over)], c).discount;

  it('only Active, within its dates, its channels and its machines', () => {
    expect(off({})).toBe(5);
    expect(off({ status: 2 })).toBe(0);
    expect(off({ status: 4 })).toBe(0);
    expect(off({ endAt: '2026-11-25T00:00:00Z' })).toBe(0);
    expect(off({ startAt: '2026-11-27T00:00:00Z' })).toBe(0);
    expect(off({ endAt: null })).toBe(5);
    expect(off({ channels: [1, 2] })).toBe(0);
    expect(off({ machineIds: [2] })).toBe(0);
    expect(off({ machineIds: [1, 2] })).toBe(5);
    expect(priceCart([line(0, 1, 20, 1)], [offer(1, 1, [{ ...sub(11, [sop(1, { offerValue: 5 })]), isActive: false }])], ctx).discount).toBe(0);
  });

  it('on its days: Weekdays (Mon-Fri), Weekend (Sat & Sun), Custom 1–7 from Sunday', () => {
    expect(off({ repeat: 'WEEKDAYS' })).toBe(5);
    expect(off({ repeat: 'WEEKEND' })).toBe(0);
    expect(off({ repeat: 'WEEKEND' }, { ...ctx, local: { weekday: 1, minute: 600 } })).toBe(5);
    expect(off({ repeat: 'CUSTOM', weekdays: [5] })).toBe(5);
    expect(off({ repeat: 'CUSTOM', weekdays: [1, 7] })).toBe(0);
  });

  it('in its time window: Late night 23–3, Early morning 3–8, Custom (crossing midnight too)', () => {
    const at = (minute: number) => ({ ...ctx, local: { weekday: 5, minute } });
    expect(off({ window: 'LATE_NIGHT' }, at(23 * 60 + 30))).toBe(5);
    expect(off({ window: 'LATE_NIGHT' }, at(2 * 60 + 59))).toBe(5);
    expect(off({ window: 'LATE_NIGHT' }, at(3 * 60))).toBe(0);
    expect(off({ window: 'EARLY_MORNING' }, at(3 * 60))).toBe(5);
    expect(off({ window: 'EARLY_MORNING' }, at(8 * 60))).toBe(0);
    expect(off({ window: 'CUSTOM', windowStart: '22:00', windowEnd: '02:00' }, at(60))).toBe(5);
    expect(off({ window: 'CUSTOM', windowStart: '09:00', windowEnd: '11:00' })).toBe(0);
    expect(off({ window: 'CUSTOM', windowStart: '09:00', windowEnd: '12:00' })).toBe(5);
  });

  it('reads the local day and time in the machine’s time zone', () => {
    // 18:00 UTC is 23:30 in India, still Thursday.
    expect(localMoment(new Date('2026-11-26T18:00:00Z'), 'Asia/Kolkata')).toEqual({ weekday: 5, minute: 23 * 60 + 30 });
    expect(localMoment(new Date('2026-11-26T19:00:00Z'), 'Asia/Kolkata')).toEqual({ weekday: 6, minute: 30 });
  });
});

describe('limits and the rule between offers', () => {
  it('total stock remaining caps the units, and the result says what to take off it', () => {
    const r = priceCart([line(0, 1, 20, 3)], [offer(1, 1, [sub(11, [sop(1, { offerValue: 5, totalStock: 1 })])])], ctx);
    expect(r.discount).toBe(5);
    expect(r.applied).toEqual([{ offerId: 1, subOfferId: 11, discount: 5, stock: [{ productId: 1, units: 1 }] }]);
    const none = priceCart([line(0, 1, 20, 3)], [offer(1, 1, [sub(11, [sop(1, { offerValue: 5, totalStock: 0 })])])], ctx);
    expect(none.applied).toEqual([]);
  });

  it('the larger discount for the customer wins the line', () => {
    const r = priceCart([line(0, 1, 20, 1)], [
      offer(2, 1, [sub(21, [sop(1, { offerValue: 5 })])]),
      offer(3, 2, [sub(31, [sop(1, { offerValue: 50 })])]),
    ], ctx);
    expect(discounts(r)).toEqual([[10, 31]]);
  });

  it('equal discounts: the lower offer id, then the lower sub-offer id', () => {
    const r = priceCart([line(0, 1, 20, 1)], [
      offer(4, 1, [sub(41, [sop(1, { offerValue: 5 })])]),
      offer(2, 1, [sub(23, [sop(1, { offerValue: 5 })]), sub(22, [sop(1, { offerValue: 5 })])]),
    ], ctx);
    expect(discounts(r)).toEqual([[5, 22]]);
  });

  it('a line taken by one offer is not discounted again; another line can take another offer', () => {
    const r = priceCart([line(0, 1, 20, 3), line(1, 2, 10, 1)], [
      offer(1, 5, [sub(11, [sop(1, { buyQty: 2, freeQty: 1 })])]),
      offer(2, 1, [sub(21, [sop(1, { offerValue: 1 }), sop(2, { offerValue: 2 })])]),
    ], ctx);
    expect(discounts(r)).toEqual([[20, 11], [2, 21]]);
    expect(r.discount).toBe(22);
  });
});

describe('coupons', () => {
  const coupon = (over: Partial<PricingCoupon>): PricingCoupon => ({
    id: 9, code: 'SAVE', type: 'FLAT', status: 1, minCartValue: 100, flatOff: 50, percentageOff: null, maxOff: null,
    minDiscountPrice: 1, maxRedemption: 10, redeemed: 0, startAt: '2026-01-01T00:00:00Z', endAt: null, ...over,
  });
  const cart = [line(0, 1, 100, 1), line(1, 2, 50, 2)];

  it('FLAT: off the total after offers, when it reaches the minimum cart value, split over the lines', () => {
    const r = priceCart(cart, [], ctx, coupon({}));
    expect(r).toMatchObject({ gross: 200, couponDiscount: 50, discount: 50, total: 150, coupon: { id: 9, discount: 50 } });
    expect(r.lines.map((l) => l.couponDiscount)).toEqual([25, 25]);
  });

  it('PERCENTAGE: capped at maximum off', () => {
    expect(priceCart(cart, [], ctx, coupon({ type: 'PERCENTAGE', flatOff: null, percentageOff: 10, maxOff: 15 })).couponDiscount).toBe(15);
    expect(priceCart(cart, [], ctx, coupon({ type: 'PERCENTAGE', flatOff: null, percentageOff: 5, maxOff: 15 })).couponDiscount).toBe(10);
  });

  it('applies after offers, and not below the minimum cart value, when used up, inactive or out of its dates', () => {
    const half = offer(1, 2, [sub(11, [sop(1, { offerValue: 50 })])]);
    // 200 − 50 (offer) = 150 ≥ 100: the coupon still applies.
    expect(priceCart(cart, [half], ctx, coupon({})).total).toBe(100);
    expect(priceCart([line(0, 1, 99, 1)], [], ctx, coupon({})).couponDiscount).toBe(0);
    expect(priceCart(cart, [], ctx, coupon({ redeemed: 10 })).couponDiscount).toBe(0);
    expect(priceCart(cart, [], ctx, coupon({ status: 2 })).couponDiscount).toBe(0);
    expect(priceCart(cart, [], ctx, coupon({ endAt: '2026-02-01T00:00:00Z' })).couponDiscount).toBe(0);
  });

  it('leaves at least the minimum discount price to pay', () => {
    expect(priceCart([line(0, 1, 100, 1)], [], ctx, coupon({ flatOff: 100, minCartValue: 100 })).total).toBe(1);
  });
});
