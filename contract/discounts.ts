/**
 * What a discount is made of and the rules it must keep (domain.md §5 "Discount"), shared by the
 * form and the server (contract/actions/offers.ts uses them as its requests): the request
 * shapes, the validator messages and `discountProblems`, the offer types a role may create,
 * and one offer line's prices (domain.md §3 "Offer lines").
 */
import { boolean, enums, integer, nullable, object, optional, size, string } from 'superstruct';
import { STATUS_UPDATED } from './constants.ts';
import type { RoleCode } from './roles.ts';
import {
  OFFER_CHANNEL_IDS, OFFER_REPEAT_IDS, OFFER_SCOPE_IDS, OFFER_SOURCE_IDS, OFFER_TIME_WINDOW_IDS, OFFER_TYPE, OFFER_TYPE_IDS, offerTypeName,
  type OfferTypeId,
} from './offers.ts';
import { boundedArray, checked, dbId, isoDateTime, money, whole } from './structs.ts';
import { rules } from './validation.ts';

/** The most sub-offers an offer holds, and products a sub-offer holds. */
export const MAX_SUB_OFFERS = 20;
export const MAX_SUB_OFFER_PRODUCTS = 20;
export const MAX_OFFER_MACHINES = 500;

/**
 * domain.md §5 "Discount": the quoted message exactly, the others worded in its style; and the
 * texts of the discount screens the spec does not give (docs/decisions.md "Discounts").
 */
export const DISCOUNT_MESSAGES = {
  flatOffBelowPrice: 'Flat off should be less than price.',
  flatOffAtLeastOne: 'Flat off should be atleast 1.',
  maxBuyQty: 'Max buy quantity should be atleast 1.',
  percentRange: 'Percentage off should be atleast 1 & less than 100.',
  buyQty: 'Buy quantity should be atleast 1.',
  offeredBelowCombo: 'Offered price should be less than combo price.',
  offeredPriceAtLeastOne: 'Offered price should be atleast 1.',
  freeBelowBuy: 'Free quantity should be less than buy quantity.',
  freeQty: 'Free quantity should be atleast 1.',
  nameRequired: 'Please enter offer name',
  typeRequired: 'Please select offer type',
  machinesRequired: 'Please select machines',
  channelsRequired: 'Please select channels',
  weekdaysRequired: 'Please select weekdays',
  customTimesRequired: 'Please enter start and end time',
  endAfterStart: 'End date should be after start date.',
  endInFuture: 'End date should be in the future.',
  subOffersRequired: 'Please add a sub-offer',
  productsRequired: 'Please add products',
  comboTwoProducts: 'A combo needs atleast 2 products.',
  primaryRequired: 'Please mark the product bought as primary',
  freeProductRequired: 'Please add the free product',
  zoneRequired: 'Please select zone',
  retailerRequired: 'Please select retailer',
  machineOutsideScope: 'Machine is not in the selected zone or retailer.',
  typeNotAllowed: (role: string, type: number) => `A ${role} may not create ${offerTypeName(type)} offers.`,
  created: 'Discount created successfully',
  updated: 'Discount updated successfully',
  cloned: 'Discount cloned successfully',
  restarted: 'Discount restarted successfully',
  /** Pause, resume, suspend and expire all say domain.md §8's text, as ads and partners do. */
  statusChanged: STATUS_UPDATED,
  notEditable: 'an expired discount can only be restarted, with new dates',
  imageMissing: 'The image was not uploaded. Upload it again.',
} as const;

/** console.md §6: a franchise admin is not offered type 1; a retailer admin only type 3. */
export function allowedOfferTypes(role: RoleCode | string): OfferTypeId[] {
  if (role === 'ROLE_FRANCHISE_ADMIN') return OFFER_TYPE_IDS.filter((t) => t !== OFFER_TYPE.flat);
  if (role === 'ROLE_RETAILER_ADMIN') return [OFFER_TYPE.combo];
  return [...OFFER_TYPE_IDS];
}

/** The time 'HH:MM'. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const SubOfferProductInput = object({
  product_id: dbId(),
  is_primary: boolean(),
  /** Rupees off, or percent off (the rules keep it under 100). */
  offer_value: nullable(money()),
  max_buy_qty: nullable(whole()),
  buy_qty: nullable(whole()),
  free_qty: nullable(whole()),
  total_stock: nullable(whole()),
});

const SubOfferInput = object({
  /** The sub-offer edited (update); absent for a new one. */
  id: optional(dbId()),
  label: size(string(), 0, 255),
  is_active: boolean(),
  offer_price: nullable(money()),
  image: optional(nullable(size(string(), 0, 1000))),
  products: boundedArray(SubOfferProductInput, MAX_SUB_OFFER_PRODUCTS),
});

export const offerFields = {
  name: checked(size(string(), 0, 255), rules.required(DISCOUNT_MESSAGES.nameRequired)),
  description: size(string(), 0, 1000),
  offer_type: enums(OFFER_TYPE_IDS),
  scope: enums(OFFER_SCOPE_IDS),
  zone_id: nullable(dbId()),
  retailer_id: nullable(dbId()),
  vending_machine_ids: boundedArray(dbId(), MAX_OFFER_MACHINES),
  channels: boundedArray(enums(OFFER_CHANNEL_IDS), OFFER_CHANNEL_IDS.length),
  repeat_option: enums(OFFER_REPEAT_IDS),
  weekdays: boundedArray(size(integer(), 1, 7), 7),
  time_window: enums(OFFER_TIME_WINDOW_IDS),
  start_time: size(string(), 0, 5),
  end_time: size(string(), 0, 5),
  offer_source: enums(OFFER_SOURCE_IDS),
  start_at: isoDateTime(),
  end_at: isoDateTime(),
  sub_offers: boundedArray(SubOfferInput, MAX_SUB_OFFERS),
};
export const OfferInput = object(offerFields);
export type OfferInputShape = (typeof OfferInput)['TYPE'];
export type SubOfferInputShape = (typeof SubOfferInput)['TYPE'];

export interface Problem { path: string; message: string }

const atLeastOne = (n: number | null | undefined) => n != null && Number.isFinite(n) && n >= 1;

/**
 * Every rule of domain.md §5 "Discount" and the form's own, for an offer as the form sends it;
 * `mrp` gives each product's MRP. Paths name the field (`sub_offers.0.products.1.offer_value`).
 * Percent off is of the MRP; a combo's price is the MRP of its products times their quantities.
 */
export function discountProblems(input: OfferInputShape, mrp: (productId: number) => number | undefined): Problem[] {
  const out: Problem[] = [];
  const add = (path: string, message: string) => out.push({ path, message });
  if (!input.name.trim()) add('name', DISCOUNT_MESSAGES.nameRequired);
  if (!input.vending_machine_ids.length) add('vending_machine_ids', DISCOUNT_MESSAGES.machinesRequired);
  if (!input.channels.length) add('channels', DISCOUNT_MESSAGES.channelsRequired);
  if (input.repeat_option === 'CUSTOM' && !input.weekdays.length) add('weekdays', DISCOUNT_MESSAGES.weekdaysRequired);
  if (input.time_window === 'CUSTOM' && (!TIME.test(input.start_time) || !TIME.test(input.end_time))) add('start_time', DISCOUNT_MESSAGES.customTimesRequired);
  if (input.scope === 'ZONE' && input.zone_id == null) add('zone_id', DISCOUNT_MESSAGES.zoneRequired);
  if (input.scope === 'RETAILER' && input.retailer_id == null) add('retailer_id', DISCOUNT_MESSAGES.retailerRequired);
  if (!(Date.parse(input.end_at) > Date.parse(input.start_at))) add('end_at', DISCOUNT_MESSAGES.endAfterStart);
  if (!input.sub_offers.length) add('sub_offers', DISCOUNT_MESSAGES.subOffersRequired);
  const type = input.offer_type;
  input.sub_offers.forEach((sub, s) => {
    const at = (i: number, field: string) => `sub_offers.${s}.products.${i}.${field}`;
    if (!sub.products.length) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.productsRequired);
    const comboPrice = sub.products.reduce((sum, p) => sum + (mrp(p.product_id) ?? 0) * Math.max(1, p.buy_qty ?? 1), 0);
    sub.products.forEach((p, i) => {
      const price = mrp(p.product_id) ?? 0;
      if (type === OFFER_TYPE.flat) {
        if (!atLeastOne(p.offer_value)) add(at(i, 'offer_value'), DISCOUNT_MESSAGES.flatOffAtLeastOne);
        else if (p.offer_value! >= price) add(at(i, 'offer_value'), DISCOUNT_MESSAGES.flatOffBelowPrice);
      }
      if ((type === OFFER_TYPE.percentage || type === OFFER_TYPE.liquidation) && !(p.offer_value != null && p.offer_value >= 1 && p.offer_value < 100)) {
        add(at(i, 'offer_value'), DISCOUNT_MESSAGES.percentRange);
      }
      const needsMax = type === OFFER_TYPE.flat || type === OFFER_TYPE.percentage || type === OFFER_TYPE.liquidation || type === OFFER_TYPE.buyXGetY;
      if ((needsMax || p.max_buy_qty != null) && !atLeastOne(p.max_buy_qty)) add(at(i, 'max_buy_qty'), DISCOUNT_MESSAGES.maxBuyQty);
      const buys = type === OFFER_TYPE.buyXGetY || type === OFFER_TYPE.buyXForY || (type === OFFER_TYPE.buyXProductGetY && p.is_primary);
      if (buys && !atLeastOne(p.buy_qty)) add(at(i, 'buy_qty'), DISCOUNT_MESSAGES.buyQty);
      const gives = type === OFFER_TYPE.buyXGetY || ((type === OFFER_TYPE.buyXProductGetY || type === OFFER_TYPE.shopXGetY) && !p.is_primary);
      if (gives && !atLeastOne(p.free_qty)) add(at(i, 'free_qty'), DISCOUNT_MESSAGES.freeQty);
      if (type === OFFER_TYPE.buyXGetY && atLeastOne(p.buy_qty) && atLeastOne(p.free_qty) && p.free_qty! >= p.buy_qty!) add(at(i, 'free_qty'), DISCOUNT_MESSAGES.freeBelowBuy);
    });
    if (type === OFFER_TYPE.buyXProductGetY) {
      if (!sub.products.some((p) => p.is_primary)) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.primaryRequired);
      else if (!sub.products.some((p) => !p.is_primary)) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.freeProductRequired);
      const bought = sub.products.filter((p) => p.is_primary).reduce((n, p) => n + (p.buy_qty ?? 0), 0);
      const free = sub.products.filter((p) => !p.is_primary).reduce((n, p) => n + (p.free_qty ?? 0), 0);
      if (bought >= 1 && free >= 1 && free >= bought) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.freeBelowBuy);
    }
    if (type === OFFER_TYPE.shopXGetY) {
      if (!atLeastOne(sub.offer_price)) add(`sub_offers.${s}.offer_price`, DISCOUNT_MESSAGES.offeredPriceAtLeastOne);
      if (!sub.products.some((p) => !p.is_primary)) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.freeProductRequired);
    }
    if (type === OFFER_TYPE.combo && sub.products.length < 2) add(`sub_offers.${s}.products`, DISCOUNT_MESSAGES.comboTwoProducts);
    if (type === OFFER_TYPE.combo || type === OFFER_TYPE.buyXForY) {
      if (!atLeastOne(sub.offer_price)) add(`sub_offers.${s}.offer_price`, DISCOUNT_MESSAGES.offeredPriceAtLeastOne);
      else if (sub.products.length && sub.offer_price! >= comboPrice) add(`sub_offers.${s}.offer_price`, DISCOUNT_MESSAGES.offeredBelowCombo);
    }
  });
  return out;
}

/**
 * One offer line (domain.md §3 "Offer lines"): the product's actual price (MRP), what is off and
 * the offer price for one unit (combos: the product's share of the combo's saving; buy X get Y:
 * the saving spread over the units paid plus given), the most units one order may take at the
 * offer (max offer qty per order) and the stock the offer may give.
 */
export function offerLine(type: number, mrp: number, p: { offer_value: number | null; buy_qty: number | null; free_qty: number | null }, share = 1) {
  const round = (n: number) => Math.round(n * 100) / 100;
  let off = 0;
  if (type === OFFER_TYPE.flat) off = Math.min(mrp, p.offer_value ?? 0);
  else if (type === OFFER_TYPE.percentage || type === OFFER_TYPE.liquidation) off = (mrp * (p.offer_value ?? 0)) / 100;
  else if (type === OFFER_TYPE.buyXGetY && p.buy_qty && p.free_qty) off = (mrp * p.free_qty) / (p.buy_qty + p.free_qty);
  else if (type === OFFER_TYPE.combo || type === OFFER_TYPE.buyXForY) off = Math.max(0, mrp * (1 - share));
  return { actual_price: round(mrp), off: round(off), offer_price: round(mrp - off) };
}
