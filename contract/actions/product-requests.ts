/**
 * /api/product-management: product requests (console.md §2 "Product Catalog": /products-requested,
 * /add-request-product, /edit-request-product/{id}, /request-product/{id}). A request names a
 * product the catalogue lacks, who asks for it (requester type, urgency, preferable time — the
 * lists of domain.md §9) and the machine or store it is for; the catalogue team moves its status
 * along machines/records/productRequest.ts. Scoped to the caller's company (franchise staff: the
 * requests for their franchise's machines and stores); every change carries the version it read
 * and writes an audit row. Creating one raises a PRODUCT_REQUEST notification.
 */
import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { PRODUCT_REQUEST_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, dbId, empty, id, isoDateTime, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'product-management' as const;

/** domain.md §9 "Requester types". */
export const REQUESTER_TYPES = ['Admin', 'Employee', 'Management', 'Student', 'Other'] as const;
/** domain.md §9 "Request urgency". */
export const REQUEST_URGENCIES = ['Urgent', 'Nice To have', 'Take time'] as const;
/** domain.md §9 "Preferable time". */
export const PREFERABLE_TIMES = ['Early Morning', 'Morning', 'Afternoon', 'Evening', 'Night', 'Late Night', 'Always'] as const;
export const PRODUCT_REQUEST_CODES = PRODUCT_REQUEST_STATUSES.map((s) => s.id) as ['REQUESTED', 'IN_REVIEW', 'ADDED', 'DECLINED'];

/** domain.md §9 "remark maximum 250 characters": the description and the status remark. */
export const PRODUCT_REQUEST_REMARK_MAX = 250;

/** The spec shows no texts for product requests: these are ours (docs/decisions.md "Product requests"). */
export const PRODUCT_REQUEST_MESSAGES = {
  created: 'Product request created successfully',
  updated: 'Product request updated successfully',
  deleted: 'Product request deleted successfully',
  reviewed: 'Product request taken into review',
  added: 'Product request marked as added to the catalogue',
  declined: 'Product request declined',
  reopened: 'Product request reopened',
  placeRequired: 'Choose the machine or the store this product is for',
  onePlace: 'Choose either a machine or a store, not both',
  declineReasonRequired: 'Please enter the reason for declining',
  notEditable: 'only a request still Requested or In Review can be edited',
  notDeletable: 'a request whose product was added to the catalogue stays as its history',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const PRODUCT_REQUEST_FIELD_RULES = {
  product_name: [rules.required(), rules.maxLength(255)],
  brand_name: [rules.maxLength(255)],
  description: [rules.maxLength(PRODUCT_REQUEST_REMARK_MAX)],
  requester_type: [rules.required()],
  requester_name: [rules.maxLength(255)],
  requester_mobile: [rules.mobile(10)],
  urgency: [rules.required()],
  preferable_time: [rules.required()],
} satisfies Record<string, readonly Rule[]>;

export const STATUS_REMARK_RULES = [rules.maxLength(PRODUCT_REQUEST_REMARK_MAX)] satisfies readonly Rule[];

const Ref = object({ id: number(), name: string() });

export const ProductRequestRow = object({
  id: number(),
  product_name: string(),
  brand_name: string(),
  description: string(),
  requester_type: enums(REQUESTER_TYPES),
  requester_name: string(),
  requester_mobile: string(),
  urgency: enums(REQUEST_URGENCIES),
  preferable_time: enums(PREFERABLE_TIMES),
  machine: nullable(Ref),
  store: nullable(Ref),
  status: enums(PRODUCT_REQUEST_CODES),
  status_remark: string(),
  /** The catalogue product that answered the request, once added (when the team named one). */
  product: nullable(object({ id: number(), sku: string(), name: string() })),
  requested_by: nullable(object({ id: number(), first_name: string(), last_name: string() })),
  /** The consumers' ask it was made from ("Add as product request" on /requested-product/{id}), if any. */
  consumer_request_id: nullable(number()),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PRODUCT_REQUEST_SORT_KEYS = ['product_name', 'brand_name', 'requester_type', 'urgency', 'status', 'created_at', 'updated_at'] as const;

export const listProductRequests = defineAction({
  area,
  name: 'list.product_requests',
  kind: 'read',
  summary:
    "The caller's company's product requests (/products-requested), newest first. Search matches product name, brand, requester name and mobile, " +
    'description; filters: status, urgency, requester type (any of each), machine, store, created_from/created_to.',
  permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
  request: object({
    ...listFields(PRODUCT_REQUEST_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums(PRODUCT_REQUEST_CODES), PRODUCT_REQUEST_CODES.length)),
    urgency: optional(boundedArray(enums(REQUEST_URGENCIES), REQUEST_URGENCIES.length)),
    requester_type: optional(boundedArray(enums(REQUESTER_TYPES), REQUESTER_TYPES.length)),
    vending_machine_id: optional(boundedArray(dbId(), 200)),
    store_id: optional(boundedArray(dbId(), 200)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(ProductRequestRow),
});

export const getProductRequest = defineAction({
  area,
  name: 'get.product_request',
  kind: 'read',
  summary: 'One product request the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
  request: object({ id: id() }),
  response: data(ProductRequestRow),
});

export const getProductRequestOptions = defineAction({
  area,
  name: 'get.product_request_options',
  kind: 'read',
  summary: "The machines and stores a request may be for: the caller's company's (a franchise user's: their franchise's), by name.",
  permissions: ['PERM_ADD_PRODUCT_REQUEST', 'PERM_UPDATE_PRODUCT_REQUEST', 'PERM_VIEW_PRODUCT_REQUEST'],
  request: object({}),
  response: data(object({ machines: array(Ref), stores: array(Ref) })),
});

const fields = {
  product_name: checked(string(), ...PRODUCT_REQUEST_FIELD_RULES.product_name),
  brand_name: checked(string(), ...PRODUCT_REQUEST_FIELD_RULES.brand_name),
  description: checked(string(), ...PRODUCT_REQUEST_FIELD_RULES.description),
  requester_type: enums(REQUESTER_TYPES),
  requester_name: checked(string(), ...PRODUCT_REQUEST_FIELD_RULES.requester_name),
  requester_mobile: checked(string(), ...PRODUCT_REQUEST_FIELD_RULES.requester_mobile),
  urgency: enums(REQUEST_URGENCIES),
  preferable_time: enums(PREFERABLE_TIMES),
  /** Exactly one of the two (400 naming vending_machine_id otherwise). */
  vending_machine_id: nullable(dbId()),
  store_id: nullable(dbId()),
};

export const createProductRequest = defineAction({
  area,
  name: 'create.product_request',
  kind: 'write',
  summary:
    "Adds a product request (status Requested) for a machine or a store of the caller's reach, and notifies (PRODUCT_REQUEST) the users " +
    'who see product requests there.',
  permissions: ['PERM_ADD_PRODUCT_REQUEST'],
  status: 201,
  request: object(fields),
  response: data(ProductRequestRow),
});

export const updateProductRequest = defineAction({
  area,
  name: 'update.product_request',
  kind: 'write',
  summary: "Replaces a request's details with the version read (stale → 409); only while Requested or In Review (409 otherwise).",
  permissions: ['PERM_UPDATE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(ProductRequestRow),
});

export const deleteProductRequest = defineAction({
  area,
  name: 'delete.product_request',
  kind: 'write',
  summary: 'Removes a request (kept for history, no longer listed); not once its product was added to the catalogue (409).',
  permissions: ['PERM_DELETE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version() }),
  response: empty,
});

const remark = checked(string(), ...STATUS_REMARK_RULES);

export const reviewProductRequest = defineAction({
  area,
  name: 'review.product_request',
  kind: 'write',
  summary: 'Requested → In Review: the catalogue team is looking for the product (409 from any other status).',
  permissions: ['PERM_UPDATE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version(), remark: optional(remark) }),
  response: data(ProductRequestRow),
});

export const markProductRequestAdded = defineAction({
  area,
  name: 'mark_added.product_request',
  kind: 'write',
  summary:
    'Requested or In Review → Added to Catalogue, naming (optionally) the catalogue product that answers it, a product of the ' +
    "caller's company (400 otherwise). Final.",
  permissions: ['PERM_UPDATE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version(), product_id: optional(nullable(dbId())), remark: optional(remark) }),
  response: data(ProductRequestRow),
});

export const declineProductRequest = defineAction({
  area,
  name: 'decline.product_request',
  kind: 'write',
  summary: 'Requested or In Review → Declined, with the reason (required).',
  permissions: ['PERM_UPDATE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version(), remark: checked(string(), rules.required(PRODUCT_REQUEST_MESSAGES.declineReasonRequired), ...STATUS_REMARK_RULES) }),
  response: data(ProductRequestRow),
});

export const reopenProductRequest = defineAction({
  area,
  name: 'reopen.product_request',
  kind: 'write',
  summary: 'Declined → Requested: the request is asked again.',
  permissions: ['PERM_UPDATE_PRODUCT_REQUEST'],
  request: object({ id: id(), version: version(), remark: optional(remark) }),
  response: data(ProductRequestRow),
});
