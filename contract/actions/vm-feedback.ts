/**
 * /api/vending-machine-management: machine feedback (console.md §2 "/vm-feedback/{id}", id = the
 * machine's): what consumers and partners said about a machine — its source (domain.md §9
 * "Feedback sources"), a rating on the 5-star scale, the message, the customer, the order it is
 * about when known, and the date — paged, with a summary (average, count by star and by source).
 * Read with the machines' view permission, scoped as the machine is (company, and franchise for
 * franchise staff); feedback arrives from the apps and customer care, the console only reads it
 * (as product feedback).
 */
import { array, enums, integer, max, min, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { STAR_SCALE } from '../constants.ts';
import { boundedArray, data, dbId, isoDateTime, list, listFields } from '../structs.ts';
import { FEEDBACK_SOURCES } from './product-feedback.ts';

const area = 'vending-machine-management' as const;
const VIEW = 'PERM_VIEW_VENDING_MACHINE' as const;

const stars = () => max(min(integer(), 1), STAR_SCALE);

export const VmFeedbackRow = object({
  id: number(),
  source: enums(FEEDBACK_SOURCES),
  rating: number(),
  message: string(),
  customer_name: string(),
  /** The order the feedback is about: its database id and the order id people see. */
  order: nullable(object({ id: number(), order_id: string() })),
  created_at: string(),
});

export const VmFeedbackSummary = object({
  machine: object({ id: number(), name: string(), code: string() }),
  count: number(),
  /** The mean rating to one decimal, null without feedback. */
  average: nullable(number()),
  /** From 5 stars down to 1, each with its count (0 included). */
  by_star: array(object({ stars: number(), count: number() })),
  /** Each source of FEEDBACK_SOURCES with its count (0 included). */
  by_source: array(object({ source: enums(FEEDBACK_SOURCES), count: number() })),
});

export const VM_FEEDBACK_SORT_KEYS = ['created_at', 'rating'] as const;

export const listVmFeedback = defineAction({
  area,
  name: 'list.vm_feedback',
  kind: 'read',
  summary:
    "One machine's feedback, newest first (404 when the machine is not within the caller's reach). Search matches the message, the " +
    'customer and the order id; filters: source and rating (any of each), from/to.',
  permissions: [VIEW],
  request: object({
    vending_machine_id: dbId(),
    ...listFields(VM_FEEDBACK_SORT_KEYS, 'created_at', 'DESC'),
    source: optional(boundedArray(enums(FEEDBACK_SOURCES), FEEDBACK_SOURCES.length)),
    rating: optional(boundedArray(stars(), STAR_SCALE)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(VmFeedbackRow),
});

export const getVmFeedbackSummary = defineAction({
  area,
  name: 'get.vm_feedback_summary',
  kind: 'read',
  summary: "The machine's feedback at a glance: average rating, count, count by star and by source (404 when not within the caller's reach).",
  permissions: [VIEW],
  request: object({ vending_machine_id: dbId() }),
  response: data(VmFeedbackSummary),
});
