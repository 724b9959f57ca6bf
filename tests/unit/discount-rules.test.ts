/**
 * The rules of domain.md §5 "Discount" as the form runs them (contract `discountProblems`, the
 * same function the server runs): each message exactly, on the field it names; percent off and
 * the offer lines from the MRP; the offer types each role is offered (console.md §6).
 */
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, allowedOfferTypes, discountProblems, offerLine, type OfferInputShape } from '../../contract/actions/offers.ts';

const MRP: Record<number, number> = { 1: 20, 2: 50 };
const mrp = (id: number) => MRP[id];
const base = (type: number, products: Record<string, unknown>[], offerPrice: number | null = null): OfferInputShape => ({
  name: 'Offer', description: '', offer_type: type as OfferInputShape['offer_type'], scope: 'COMPANY', zone_id: null, retailer_id: null,
  vending_machine_ids: [1], channels: [1], repeat_option: 'DAILY', weekdays: [], time_window: 'FULL_DAY', start_time: '', end_time: '',
  offer_source: 'ERP', start_at: '2026-01-01T00:00:00Z', end_at: '2026-02-01T00:00:00Z',
  sub_offers: [{ label: 'x', is_active: true, offer_price: offerPrice, products: products.map((p) => ({
    product_id: 1, is_primary: true, offer_value: null, max_buy_qty: 2, buy_qty: null, free_qty: null, total_stock: null, ...p,
  })) as never }],
});
const messages = (input: OfferInputShape) => discountProblems(input, mrp).map((p) => `${p.path}: ${p.message}`);

describe('domain.md §5 "Discount"', () => {
  it('flat off below the price ("Flat off should be less than price.") and at least 1', () => {
    expect(messages(base(1, [{ offer_value: 20 }]))).toEqual(['sub_offers.0.products.0.offer_value: Flat off should be less than price.']);
    expect(messages(base(1, [{ offer_value: 0 }]))).toEqual([`sub_offers.0.products.0.offer_value: ${DISCOUNT_MESSAGES.flatOffAtLeastOne}`]);
    expect(messages(base(1, [{ offer_value: 19 }]))).toEqual([]);
  });
  it('max buy quantity at least 1; percentage 1–99', () => {
    expect(messages(base(2, [{ offer_value: 10, max_buy_qty: 0 }]))).toEqual([`sub_offers.0.products.0.max_buy_qty: ${DISCOUNT_MESSAGES.maxBuyQty}`]);
    expect(messages(base(2, [{ offer_value: 100 }]))).toEqual([`sub_offers.0.products.0.offer_value: ${DISCOUNT_MESSAGES.percentRange}`]);
    expect(messages(base(4, [{ offer_value: 99 }]))).toEqual([]);
  });
  it('buy quantity at least 1; free quantity below it', () => {
    expect(messages(base(5, [{ buy_qty: 0, free_qty: 1 }]))).toEqual([`sub_offers.0.products.0.buy_qty: ${DISCOUNT_MESSAGES.buyQty}`]);
    expect(messages(base(5, [{ buy_qty: 2, free_qty: 2 }]))).toEqual([`sub_offers.0.products.0.free_qty: ${DISCOUNT_MESSAGES.freeBelowBuy}`]);
    expect(messages(base(5, [{ buy_qty: 2, free_qty: 1 }]))).toEqual([]);
  });
  it('offered price below the combo price (the MRPs of its products)', () => {
    const combo = [{ max_buy_qty: null }, { product_id: 2, is_primary: false, max_buy_qty: null }];
    expect(messages(base(3, combo, 70))).toEqual([`sub_offers.0.offer_price: ${DISCOUNT_MESSAGES.offeredBelowCombo}`]);
    expect(messages(base(3, combo, 69))).toEqual([]);
    expect(messages(base(7, [{ buy_qty: 3, max_buy_qty: null }], 60))).toEqual([`sub_offers.0.offer_price: ${DISCOUNT_MESSAGES.offeredBelowCombo}`]);
  });
});

describe('offer lines from the MRP', () => {
  it('percent off is of the MRP; buy 2 get 1 spreads the free unit', () => {
    expect(offerLine(2, 50, { offer_value: 10, buy_qty: null, free_qty: null })).toEqual({ actual_price: 50, off: 5, offer_price: 45 });
    expect(offerLine(1, 20, { offer_value: 5, buy_qty: null, free_qty: null })).toEqual({ actual_price: 20, off: 5, offer_price: 15 });
    expect(offerLine(5, 30, { offer_value: null, buy_qty: 2, free_qty: 1 })).toEqual({ actual_price: 30, off: 10, offer_price: 20 });
  });
});

describe('offer types by role', () => {
  it('a franchise admin loses Flat; a retailer admin gets only Combo', () => {
    expect(allowedOfferTypes('ROLE_COMPANY_ADMIN')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(allowedOfferTypes('ROLE_FRANCHISE_ADMIN')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(allowedOfferTypes('ROLE_RETAILER_ADMIN')).toEqual([3]);
  });
});
