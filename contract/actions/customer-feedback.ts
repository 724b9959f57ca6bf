/**
 * /api/sales: customer feedback across the business (console.md §2 "Transactions": customer
 * feedback; our paths /customer-feedback and /customer-feedback/{key}, docs/decisions.md).
 * Every piece of feedback customers and partners gave — about a machine (vm_feedback) or about a
 * product (product_feedback) — in one list: source (domain.md §9 "Feedback sources"), stars on
 * the 5-star scale (console.md §9), message, customer, the order it is about, the machine and the
 * product. A feedback is named by its key, `vm-{id}` or `product-{id}` (the two tables number
 * their rows apart). Read with the orders' read permissions and scoped as orders are: the
 * caller's company, and for franchise staff the feedback given at their franchise's machines.
 */
import { array, enums, integer, max, min, nullable, number, object, optional, pattern, size, string } from 'superstruct';
import { ORDER_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { STAR_SCALE } from '../constants.ts';
import { boundedArray, data, isoDateTime, list, listFields } from '../structs.ts';
import { FEEDBACK_SOURCES } from './product-feedback.ts';

const area = 'sales' as const;

/** What a feedback is about: a machine (vm_feedback) or a product (product_feedback). */
export const FEEDBACK_ABOUT = ['machine', 'product'] as const;
export type FeedbackAbout = (typeof FEEDBACK_ABOUT)[number];

/** A feedback's key: `vm-12` (machine feedback 12) or `product-7` (product feedback 7). */
export const FEEDBACK_KEY_PATTERN = /^(vm|product)-[1-9]\d{0,9}$/;
export const feedbackKey = (about: FeedbackAbout, id: number) => `${about === 'machine' ? 'vm' : 'product'}-${id}`;
export function parseFeedbackKey(key: string): { about: FeedbackAbout; id: number } | null {
  if (!FEEDBACK_KEY_PATTERN.test(key)) return null;
  const [kind, digits] = key.split('-') as [string, string];
  const id = Number(digits);
  return id <= 2_147_483_647 ? { about: kind === 'vm' ? 'machine' : 'product', id } : null;
}
const key = () => size(pattern(string(), FEEDBACK_KEY_PATTERN), 4, 20);

const stars = () => max(min(integer(), 1), STAR_SCALE);
const ref = () => size(integer(), 1, 2_147_483_647);

export const CustomerFeedbackRow = object({
  key: string(),
  about: enums(FEEDBACK_ABOUT),
  source: enums(FEEDBACK_SOURCES),
  rating: number(),
  message: string(),
  customer_name: string(),
  /** The order the feedback is about: its database id and the order id people see. */
  order: nullable(object({ id: number(), order_id: string() })),
  machine: nullable(object({ id: number(), name: string(), code: string() })),
  product: nullable(object({ id: number(), sku: string(), name: string() })),
  created_at: string(),
});

export const CUSTOMER_FEEDBACK_SORT_KEYS = ['created_at', 'rating'] as const;

/** The filters the list and its summary share (all in the URL of /customer-feedback). */
const filterFields = {
  source: optional(boundedArray(enums(FEEDBACK_SOURCES), FEEDBACK_SOURCES.length)),
  rating: optional(boundedArray(stars(), STAR_SCALE)),
  about: optional(boundedArray(enums(FEEDBACK_ABOUT), FEEDBACK_ABOUT.length)),
  vending_machine_id: optional(boundedArray(ref(), 50)),
  product_id: optional(boundedArray(ref(), 50)),
  from: optional(isoDateTime()),
  to: optional(isoDateTime()),
};

export const listCustomerFeedback = defineAction({
  area,
  name: 'list.customer_feedback',
  kind: 'read',
  summary:
    'Customer feedback across the business (machine and product feedback), newest first. Search matches the message, the customer, ' +
    'the order id, the machine and the product; filters: source, rating, about, machines, products (any of each), from/to.',
  permissions: ORDER_READ_PERMISSIONS,
  request: object({
    ...listFields(CUSTOMER_FEEDBACK_SORT_KEYS, 'created_at', 'DESC'),
    ...filterFields,
  }),
  response: list(CustomerFeedbackRow),
});

export const CustomerFeedbackSummary = object({
  count: number(),
  /** The mean rating to one decimal, null without feedback. */
  average: nullable(number()),
  /** From 5 stars down to 1, each with its count (0 included). */
  by_star: array(object({ stars: number(), count: number() })),
  /** Each source of FEEDBACK_SOURCES with its count (0 included). */
  by_source: array(object({ source: enums(FEEDBACK_SOURCES), count: number() })),
});

export const getCustomerFeedbackSummary = defineAction({
  area,
  name: 'get.customer_feedback_summary',
  kind: 'read',
  summary: 'The feedback the list filters choose, at a glance: average rating, count, count by star and by source (the search is not applied).',
  permissions: ORDER_READ_PERMISSIONS,
  request: object(filterFields),
  response: data(CustomerFeedbackSummary),
});

export const getCustomerFeedbackOptions = defineAction({
  area,
  name: 'get.customer_feedback_options',
  kind: 'read',
  summary: "The machine and product filters' choices: the machines and products with feedback within the caller's reach, by name (at most 2000 each).",
  permissions: ORDER_READ_PERMISSIONS,
  request: object({}),
  response: data(object({
    machines: array(object({ id: number(), name: string(), code: string() })),
    products: array(object({ id: number(), sku: string(), name: string() })),
  })),
});

export const getCustomerFeedback = defineAction({
  area,
  name: 'get.customer_feedback',
  kind: 'read',
  summary: "One feedback by its key (vm-{id} or product-{id}), with its order, machine and product (404 outside the caller's reach).",
  permissions: ORDER_READ_PERMISSIONS,
  request: object({ key: key() }),
  response: data(CustomerFeedbackRow),
});
