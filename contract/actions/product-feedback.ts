/**
 * /api/product-management: product feedback (console.md §2 "/product-feedback/{id}", id = the
 * product's): what customers and partners said about a product — its source (domain.md §9
 * "Feedback sources"), a rating on the 5-star scale, the message and the date — paged, with a
 * summary (average, count by star and by source). Read with the catalogue's view permission;
 * feedback arrives from the apps and customer care, the console only reads it.
 */
import { array, enums, integer, max, min, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { STAR_SCALE } from '../constants.ts';
import { boundedArray, data, dbId, isoDateTime, list, listFields } from '../structs.ts';

const area = 'product-management' as const;

/** domain.md §9 "Feedback sources". */
export const FEEDBACK_SOURCES = ['Customer care', 'Feedback Forum', 'Refill Partner App', 'Consumer App', 'Other'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

const stars = () => max(min(integer(), 1), STAR_SCALE);

export const ProductFeedbackRow = object({
  id: number(),
  source: enums(FEEDBACK_SOURCES),
  rating: number(),
  message: string(),
  customer_name: string(),
  machine: nullable(object({ id: number(), name: string() })),
  created_at: string(),
});

export const ProductFeedbackSummary = object({
  product: object({ id: number(), sku: string(), name: string() }),
  count: number(),
  /** The mean rating to one decimal, null without feedback. */
  average: nullable(number()),
  /** From 5 stars down to 1, each with its count (0 included). */
  by_star: array(object({ stars: number(), count: number() })),
  /** Each source of FEEDBACK_SOURCES with its count (0 included). */
  by_source: array(object({ source: enums(FEEDBACK_SOURCES), count: number() })),
});

export const PRODUCT_FEEDBACK_SORT_KEYS = ['created_at', 'rating'] as const;

export const listProductFeedback = defineAction({
  area,
  name: 'list.product_feedback',
  kind: 'read',
  summary:
    "One product's feedback, newest first (404 when the product is not the caller's company's). Search matches the message and the " +
    'customer; filters: source and rating (any of each), from/to.',
  permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
  request: object({
    product_id: dbId(),
    ...listFields(PRODUCT_FEEDBACK_SORT_KEYS, 'created_at', 'DESC'),
    source: optional(boundedArray(enums(FEEDBACK_SOURCES), FEEDBACK_SOURCES.length)),
    rating: optional(boundedArray(stars(), STAR_SCALE)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(ProductFeedbackRow),
});

export const getProductFeedbackSummary = defineAction({
  area,
  name: 'get.product_feedback_summary',
  kind: 'read',
  summary: "The product's feedback at a glance: average rating, count, count by star and by source (404 when not the caller's company's).",
  permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
  request: object({ product_id: dbId() }),
  response: data(ProductFeedbackSummary),
});
