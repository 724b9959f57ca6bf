/**
 * /api/product-management: consumers' requested products (console.md §2 "Transactions":
 * requested products; our paths /requested-products and /requested-product/{id}, docs/decisions.md).
 * What consumers asked a machine to stock through the consumer app: the product name asked for,
 * the machine, how many asks, the first and the last. The console reads them and may turn one
 * into a catalogue product request ("Add as product request"), which it then links; its status
 * is that request's (Requested, In Review, Added to Catalogue, Declined), or Open before.
 * Read with the product requests' view permission, added with their add permission; scoped as
 * product requests (franchise staff: their franchise's machines).
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { PRODUCT_REQUEST_STATUSES, type StatusEntry } from '../statuses.ts';
import { boundedArray, data, dbId, id, isoDateTime, list, listFields, version } from '../structs.ts';
import { PREFERABLE_TIMES, REQUEST_URGENCIES } from './product-requests.ts';

const area = 'product-management' as const;

/** Open (no product request yet), then the product request's own statuses. */
export const CONSUMER_REQUEST_STATUSES = [
  { id: 'OPEN', name: 'Open', colour: 'grey' },
  ...PRODUCT_REQUEST_STATUSES,
] as const satisfies readonly StatusEntry<string>[];
export const CONSUMER_REQUEST_CODES = CONSUMER_REQUEST_STATUSES.map((s) => s.id) as ['OPEN', 'REQUESTED', 'IN_REVIEW', 'ADDED', 'DECLINED'];
export type ConsumerRequestStatus = (typeof CONSUMER_REQUEST_CODES)[number];
export const consumerRequestStatus = (status: string): StatusEntry<string> => CONSUMER_REQUEST_STATUSES.find((s) => s.id === status) ?? CONSUMER_REQUEST_STATUSES[0];

/** The spec shows no texts for consumers' requests: these are ours (docs/decisions.md). */
export const CONSUMER_REQUEST_MESSAGES = {
  added: 'Product request created from the consumers\' request',
  alreadyAdded: (requestId: number) => `A product request (${requestId}) was already made from it`,
  requesterName: 'Consumer App',
  description: (asks: number, machine: string) => `Asked ${asks} ${asks === 1 ? 'time' : 'times'} by consumers at ${machine}.`.slice(0, 250),
} as const;

/** The gate of "Add as product request": only while no (live) product request was made from it. */
export const mayAddAsProductRequest = (status: string) => status === 'OPEN';

export const ConsumerRequestRow = object({
  id: number(),
  product_name: string(),
  machine: object({ id: number(), name: string(), code: string() }),
  ask_count: number(),
  first_asked_at: string(),
  last_asked_at: string(),
  status: enums(CONSUMER_REQUEST_CODES),
  product_request: nullable(object({ id: number(), status: string() })),
  version: number(),
});

export const CONSUMER_REQUEST_SORT_KEYS = ['last_asked_at', 'first_asked_at', 'ask_count', 'product_name'] as const;

export const listConsumerRequests = defineAction({
  area,
  name: 'list.consumer_product_requests',
  kind: 'read',
  summary:
    "Consumers' requested products, last asked first. Search matches the product name and the machine; filters: status and machines " +
    '(any of each), last asked from/to.',
  permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
  request: object({
    ...listFields(CONSUMER_REQUEST_SORT_KEYS, 'last_asked_at', 'DESC'),
    status: optional(boundedArray(enums(CONSUMER_REQUEST_CODES), CONSUMER_REQUEST_CODES.length)),
    vending_machine_id: optional(boundedArray(dbId(), 50)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(ConsumerRequestRow),
});

export const getConsumerRequest = defineAction({
  area,
  name: 'get.consumer_product_request',
  kind: 'read',
  summary: "One consumers' requested product with its machine and the product request made from it (404 outside the caller's reach).",
  permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
  request: object({ id: id() }),
  response: data(ConsumerRequestRow),
});

export const addConsumerRequestAsProductRequest = defineAction({
  area,
  name: 'add_request.consumer_product_request',
  kind: 'write',
  summary:
    'Add as product request: creates a catalogue product request (status Requested) for the product name at the machine, requester ' +
    'Other / "Consumer App", with the urgency and preferable time given, raising PRODUCT_REQUEST as a created request does; links ' +
    'both. 409 when a product request was already made from it (and not deleted).',
  permissions: ['PERM_ADD_PRODUCT_REQUEST'],
  request: object({
    id: id(),
    version: version(),
    urgency: enums(REQUEST_URGENCIES),
    preferable_time: enums(PREFERABLE_TIMES),
  }),
  response: data(ConsumerRequestRow),
});
