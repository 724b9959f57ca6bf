/**
 * The pricing engine's vocabulary (contract/pricing.ts): offer types, channels, repeat options
 * and time windows of domain.md §9, and the shapes of a cart, an offer, a coupon, the moment
 * of sale and the priced result. Money here is rupees; the engine works in whole paise.
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
