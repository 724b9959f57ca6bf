/**
 * /api/offers-management: discounts (console.md §2 "Campaigns": /offerlist/discounts, /add-discount,
 * /edit-discount/{id}, /clone-discount/{id}, /restart-discount/{id}, /discount-view/{id},
 * /suboffer-view/{id}, /offer-history-view/{id}, /sub-offer-history-view/{id}).
 *
 * An offer (domain.md §2 "Offers") has a type (OFFER_TYPES), a status moved only by
 * machines/records/offer.ts, a scope, machines, channels, days, a time window, a source, dates,
 * and sub-offers with their products (console.md §3 "Sub-offer"). The rules of domain.md §5
 * "Discount" are `discountProblems` (contract/discounts.ts), run by the form and by the server with the same words.
 * Every change writes offer_history rows (who, when, what) in its transaction.
 */
import { array, boolean, enums, nullable, number, object, optional, record, string, unknown } from 'superstruct';
import { defineAction } from '../action.ts';
import { OfferInput, offerFields } from '../discounts.ts';
import { OFFER_REPEAT_IDS, OFFER_SCOPE_IDS, OFFER_SOURCE_IDS, OFFER_TIME_WINDOW_IDS, OFFER_TYPE_IDS } from '../offers.ts';
import { boundedArray, data, dbId, id, isoDate, isoDateTime, list, listFields, version } from '../structs.ts';

export * from '../discounts.ts';

const area = 'offers-management' as const;

const Ref = object({ id: number(), name: string() });
const Who = nullable(object({ id: number(), name: string() }));

export const OfferLineRow = object({
  id: number(),
  sub_offer_id: number(),
  product_id: number(),
  sku: string(),
  name: string(),
  offer_type: number(),
  is_primary: boolean(),
  offer_value: nullable(number()),
  max_buy_qty: nullable(number()),
  buy_qty: nullable(number()),
  free_qty: nullable(number()),
  total_stock: nullable(number()),
  actual_price: number(),
  off: number(),
  offer_price: number(),
  status: number(),
});

export const SubOfferRow = object({
  id: number(),
  offer_id: number(),
  offer_name: string(),
  offer_type_id: number(),
  offer_status: number(),
  label: string(),
  is_active: boolean(),
  offer_price: nullable(number()),
  image: nullable(string()),
  lines: array(OfferLineRow),
});

export const OfferRow = object({
  id: number(),
  name: string(),
  description: string(),
  offer_type: number(),
  status: number(),
  scope: enums(OFFER_SCOPE_IDS),
  zone: nullable(Ref),
  retailer: nullable(Ref),
  machines: array(Ref),
  channels: array(number()),
  repeat_option: enums(OFFER_REPEAT_IDS),
  weekdays: array(number()),
  time_window: enums(OFFER_TIME_WINDOW_IDS),
  start_time: string(),
  end_time: string(),
  offer_source: enums(OFFER_SOURCE_IDS),
  start_at: string(),
  end_at: string(),
  cloned_from: nullable(number()),
  sub_offers: array(SubOfferRow),
  created_by: Who,
  created_at: string(),
  updated_at: string(),
  version: number(),
});

/** The list's row: the offer with its lines (one row per offer; docs/decisions.md "Discounts"). */
export const OfferListRow = object({
  id: number(),
  name: string(),
  offer_type: number(),
  status: number(),
  scope: enums(OFFER_SCOPE_IDS),
  machine_count: number(),
  start_at: string(),
  end_at: string(),
  lines: array(OfferLineRow),
  created_at: string(),
  version: number(),
});

export const OfferHistoryRow = object({
  id: number(),
  offer_id: number(),
  sub_offer_id: nullable(number()),
  event: string(),
  status: nullable(number()),
  changes: record(string(), unknown()),
  by: Who,
  at: string(),
});

export const OFFER_SORT_KEYS = ['name', 'offer_type', 'status', 'start_at', 'end_at', 'created_at'] as const;

export const listDiscounts = defineAction({
  area,
  name: 'list.discounts',
  kind: 'read',
  summary:
    "The caller's discounts (/offerlist/discounts), newest first, each with its offer lines. Search matches the name; filters: status, " +
    'offer type, scope (any of each), machine, active on a day (active_on: between start and end).',
  permissions: ['PERM_VIEW_OFFER'],
  request: object({
    ...listFields(OFFER_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums([1, 2, 3, 4]), 4)),
    offer_type: optional(boundedArray(enums(OFFER_TYPE_IDS), OFFER_TYPE_IDS.length)),
    scope: optional(boundedArray(enums(OFFER_SCOPE_IDS), OFFER_SCOPE_IDS.length)),
    vending_machine_id: optional(boundedArray(dbId(), 200)),
    active_on: optional(isoDate()),
  }),
  response: list(OfferListRow),
});

export const getDiscount = defineAction({
  area,
  name: 'get.discount',
  kind: 'read',
  summary: 'One discount the caller may see, with its machines and sub-offers and their offer lines (404 otherwise).',
  permissions: ['PERM_VIEW_OFFER'],
  request: object({ id: id() }),
  response: data(OfferRow),
});

export const getDiscountOptions = defineAction({
  area,
  name: 'get.discount_options',
  kind: 'read',
  summary:
    "The discount form's choices: the offer types the caller's role may create (console.md §6), and the machines, zones, retailers " +
    'and products (with MRP) of the caller\'s reach.',
  permissions: ['PERM_ADD_OFFER', 'PERM_UPDATE_OFFER', 'PERM_VIEW_OFFER'],
  request: object({}),
  response: data(object({
    offer_types: array(number()),
    machines: array(object({ id: number(), name: string(), zone_id: nullable(number()), retailer_id: nullable(number()) })),
    zones: array(Ref),
    retailers: array(Ref),
    products: array(object({ id: number(), sku: string(), name: string(), mrp: number() })),
  })),
});

export const createDiscount = defineAction({
  area,
  name: 'create.discount',
  kind: 'write',
  summary:
    'Adds a discount (status Active) with its machines, sub-offers and their products. Refuses an offer type the role may not create ' +
    '(403) and any rule of domain.md §5 "Discount" (400 with its message). Writes its CREATED history row.',
  permissions: ['PERM_ADD_OFFER'],
  status: 201,
  request: OfferInput,
  response: data(OfferRow),
});

export const cloneDiscount = defineAction({
  area,
  name: 'clone.discount',
  kind: 'write',
  summary:
    'A new discount (status Active) from the form prefilled with an existing one the caller may see (source_id, 404 otherwise), ' +
    'with the same checks as create; the new one remembers its source (cloned_from). The source is not changed.',
  permissions: ['PERM_ADD_OFFER'],
  status: 201,
  request: object({ source_id: id(), ...offerFields }),
  response: data(OfferRow),
});

export const updateDiscount = defineAction({
  area,
  name: 'update.discount',
  kind: 'write',
  summary:
    "Replaces a discount's details, machines and sub-offers with the version read (stale → 409); not once Expired (409: restart it). " +
    'Same checks as create. Writes an UPDATED history row with what changed (and one per changed sub-offer).',
  permissions: ['PERM_UPDATE_OFFER'],
  request: object({ id: id(), version: version(), ...offerFields }),
  response: data(OfferRow),
});

export const restartDiscount = defineAction({
  area,
  name: 'restart.discount',
  kind: 'write',
  summary: 'Expired → Active with new start and end dates (end after start and after now; 400 otherwise). 409 unless Expired.',
  permissions: ['PERM_UPDATE_OFFER'],
  request: object({ id: id(), version: version(), start_at: isoDateTime(), end_at: isoDateTime() }),
  response: data(OfferRow),
});

export const changeDiscountStatus = defineAction({
  area,
  name: 'change_status.discount',
  kind: 'write',
  summary:
    'Resume, Pause, Suspend or Expire a discount (domain.md §4, §7 "change offer status"), as machines/records/offer.ts allows ' +
    '(409 naming the status otherwise). Audited, with a STATUS history row.',
  permissions: ['PERM_UPDATE_OFFER'],
  request: object({ id: id(), version: version(), status_action: enums(['RESUME', 'PAUSE', 'SUSPEND', 'EXPIRE']) }),
  response: data(OfferRow),
});

export const getSubOffer = defineAction({
  area,
  name: 'get.sub_offer',
  kind: 'read',
  summary: 'One sub-offer of a discount the caller may see, with its offer lines (404 otherwise).',
  permissions: ['PERM_VIEW_OFFER'],
  request: object({ id: id() }),
  response: data(SubOfferRow),
});

export const listDiscountHistory = defineAction({
  area,
  name: 'list.discount_history',
  kind: 'read',
  summary: "Every change of a discount the caller may see (its sub-offers' too), newest first, with who and when (404 otherwise).",
  permissions: ['PERM_VIEW_OFFER'],
  request: object({ id: id() }),
  response: data(object({ offer: Ref, rows: array(OfferHistoryRow) })),
});

export const listSubOfferHistory = defineAction({
  area,
  name: 'list.sub_offer_history',
  kind: 'read',
  summary: 'Every change of one sub-offer, newest first, with who and when (404 unless its discount is in reach).',
  permissions: ['PERM_VIEW_OFFER'],
  request: object({ id: id() }),
  response: data(object({ sub_offer: object({ id: number(), label: string(), offer_id: number(), offer_name: string() }), rows: array(OfferHistoryRow) })),
});
