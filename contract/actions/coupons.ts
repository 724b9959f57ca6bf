/**
 * /api/offers-management: coupons (console.md §2 "Campaigns": /offerlist/coupons, /add-coupon,
 * /edit-coupon/{id}, /coupon/{id}). FLAT and PERCENTAGE coupons (domain.md §9) with the rules of
 * domain.md §5 "Coupon" (`couponProblems`, run by the form and by the server with the same
 * words). Scoped to the caller's company; every change carries the version it read and writes an
 * audit row. How a coupon prices a cart: contract/pricing.ts.
 */
import { enums, integer, max, min, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, id, isoDateTime, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'offers-management' as const;

/** domain.md §9 "Coupon types". */
export const COUPON_TYPES = [
  { id: 'FLAT', name: 'Flat' },
  { id: 'PERCENTAGE', name: 'Percentage' },
] as const;
export type CouponTypeId = (typeof COUPON_TYPES)[number]['id'];
export const COUPON_TYPE_IDS = COUPON_TYPES.map((t) => t.id) as CouponTypeId[];

/** A coupon is on or off; the spec names no other states. */
export const COUPON_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 2, name: 'Inactive', colour: 'grey' },
] as const;
export type CouponStatusId = (typeof COUPON_STATUSES)[number]['id'];
export const COUPON_STATUS_IDS = COUPON_STATUSES.map((s) => s.id) as CouponStatusId[];
export const couponStatusName = (id: number) => COUPON_STATUSES.find((s) => s.id === id)?.name ?? String(id);
export const couponTypeName = (id: string) => COUPON_TYPES.find((t) => t.id === id)?.name ?? id;

/**
 * domain.md §5 "Coupon": the quoted message exactly, the other rules worded in its style; and the
 * form's own texts.
 */
export const COUPON_MESSAGES = {
  maxOff: 'Maximum off should be less than minimum cart value & atleast 1.',
  minCartValue: 'Minimum cart value should be atleast 1.',
  flatOff: 'Flat off should be less than minimum cart value & atleast 1.',
  percentageOff: 'Percentage off should be atleast 1 & less than 100.',
  maxRedemption: 'Maximum redemption should be atleast 1.',
  minDiscountPrice: 'Minimum discount price should be atleast 1.',
  codeRequired: 'Please enter coupon code',
  codeFormat: 'Coupon code should be letters and digits only.',
  typeRequired: 'Please select coupon type',
  endAfterStart: 'End date should be after start date.',
  codeTaken: 'Coupon code already exists.',
  created: 'Coupon created successfully',
  updated: 'Coupon updated successfully',
  deleted: 'Coupon deleted successfully',
} as const;

export const COUPON_CODE_MAX = 30;

/** The rules of each single field, run by the form and (through the request structs) by the server. */
export const COUPON_FIELD_RULES = {
  code: [rules.required(COUPON_MESSAGES.codeRequired), rules.maxLength(COUPON_CODE_MAX), rules.pattern(/^[A-Za-z0-9]+$/, COUPON_MESSAGES.codeFormat)],
  coupon_type: [rules.required(COUPON_MESSAGES.typeRequired)],
} satisfies Record<string, readonly Rule[]>;

export interface CouponInputShape {
  coupon_type: string;
  min_cart_value: number | null;
  flat_off: number | null;
  percentage_off: number | null;
  max_off: number | null;
  max_redemption: number | null;
  min_discount_price: number | null;
  start_at: string;
  end_at: string;
}
export interface CouponProblem { path: string; message: string }

const atLeastOne = (n: number | null) => n !== null && Number.isFinite(n) && n >= 1;

/** Every rule of domain.md §5 "Coupon" over the whole coupon (empty = none). */
export function couponProblems(v: CouponInputShape): CouponProblem[] {
  const out: CouponProblem[] = [];
  const add = (path: string, message: string) => out.push({ path, message });
  const cart = v.min_cart_value;
  if (!atLeastOne(cart)) add('min_cart_value', COUPON_MESSAGES.minCartValue);
  if (v.coupon_type === 'FLAT' && !(atLeastOne(v.flat_off) && (cart === null || (v.flat_off ?? 0) < cart))) add('flat_off', COUPON_MESSAGES.flatOff);
  if (v.coupon_type === 'PERCENTAGE' && !(atLeastOne(v.percentage_off) && (v.percentage_off ?? 0) < 100)) add('percentage_off', COUPON_MESSAGES.percentageOff);
  if (!(atLeastOne(v.max_off) && (cart === null || (v.max_off ?? 0) < cart))) add('max_off', COUPON_MESSAGES.maxOff);
  if (!atLeastOne(v.max_redemption)) add('max_redemption', COUPON_MESSAGES.maxRedemption);
  if (!atLeastOne(v.min_discount_price)) add('min_discount_price', COUPON_MESSAGES.minDiscountPrice);
  if (!(Date.parse(v.end_at) > Date.parse(v.start_at))) add('end_at', COUPON_MESSAGES.endAfterStart);
  return out;
}

export const CouponRow = object({
  id: number(),
  code: string(),
  coupon_type: enums(COUPON_TYPE_IDS),
  min_cart_value: number(),
  flat_off: nullable(number()),
  percentage_off: nullable(number()),
  max_off: number(),
  max_redemption: number(),
  min_discount_price: number(),
  redeemed: number(),
  status: number(),
  start_at: string(),
  end_at: string(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const COUPON_SORT_KEYS = ['code', 'coupon_type', 'min_cart_value', 'max_off', 'max_redemption', 'redeemed', 'status', 'start_at', 'end_at', 'created_at', 'updated_at'] as const;

export const listCoupons = defineAction({
  area,
  name: 'list.coupons',
  kind: 'read',
  summary: "The caller's company's coupons; search matches the code; filters: coupon type and status (any of), created_from/created_to.",
  permissions: ['PERM_VIEW_OFFER'],
  request: object({
    ...listFields(COUPON_SORT_KEYS, 'created_at', 'DESC'),
    coupon_type: optional(boundedArray(enums(COUPON_TYPE_IDS), COUPON_TYPE_IDS.length)),
    status: optional(boundedArray(enums(COUPON_STATUS_IDS), COUPON_STATUS_IDS.length)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(CouponRow),
});

export const getCoupon = defineAction({
  area,
  name: 'get.coupon',
  kind: 'read',
  summary: 'One coupon the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_OFFER'],
  request: object({ id: id() }),
  response: data(CouponRow),
});

const amount = () => nullable(max(min(number(), 0), 1_000_000_000));
const count = () => nullable(max(min(integer(), 0), 2_147_483_647));

const fields = {
  code: checked(string(), ...COUPON_FIELD_RULES.code),
  coupon_type: enums(COUPON_TYPE_IDS),
  min_cart_value: amount(),
  flat_off: amount(),
  percentage_off: count(),
  max_off: amount(),
  max_redemption: count(),
  min_discount_price: amount(),
  status: enums(COUPON_STATUS_IDS),
  start_at: isoDateTime(),
  end_at: isoDateTime(),
};

export const createCoupon = defineAction({
  area,
  name: 'create.coupon',
  kind: 'write',
  summary: "Adds a coupon to the caller's company (400 with every domain.md §5 \"Coupon\" rule it breaks).",
  permissions: ['PERM_ADD_OFFER'],
  status: 201,
  request: object(fields),
  response: data(CouponRow),
});

export const updateCoupon = defineAction({
  area,
  name: 'update.coupon',
  kind: 'write',
  summary: "Replaces a coupon's details with the version read (stale → 409); the same rules as create.",
  permissions: ['PERM_UPDATE_OFFER'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(CouponRow),
});

export const deleteCoupon = defineAction({
  area,
  name: 'delete.coupon',
  kind: 'write',
  summary: 'Removes a coupon (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_OFFER'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
