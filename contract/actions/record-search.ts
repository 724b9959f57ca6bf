/**
 * search.records: the palette's "open any record" (issue 56). One search over every kind of
 * record the caller may reach, by its own number (PO-000002, RP-5175, MT-000042, …) or its
 * name (suppliers, warehouses, products by SKU, coupons by code, …). Each kind is searched only
 * when the caller holds its list's permission, and within that list's scope; the answer groups
 * the hits by kind, each with its status and the path of its view.
 */
import { array, enums, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked } from '../structs.ts';
import { RECORD_KIND_KEYS, RECORD_SEARCH_MAX, RECORD_SEARCH_MESSAGES, RECORD_SEARCH_MIN } from '../record-kinds.ts';

/** Rules with our own messages: a query too short would match most rows of every table. */
const queryRule = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  if (text.trim().length < RECORD_SEARCH_MIN) return RECORD_SEARCH_MESSAGES.tooShort;
  return text.length > RECORD_SEARCH_MAX ? RECORD_SEARCH_MESSAGES.tooLong : null;
};
const query = checked(size(string(), 0, 1000), queryRule);

export const RecordHit = object({
  id: number(),
  /** The record's number or name as its screens show it. */
  title: string(),
  /** A second line: its other name (a product's SKU, a transfer's places). */
  subtitle: nullable(string()),
  status: nullable(string()),
  path: string(),
});

export const searchRecords = defineAction({
  area: 'user-management',
  name: 'search.records',
  kind: 'read',
  summary:
    'Finds records by number or name across every kind the caller may list (each kind needs its list permission and keeps its scope). ' +
    '`kinds` narrows to some kinds. Answers the groups that matched, in the order of contract/record-kinds.ts, at most 5 hits each.',
  request: object({
    query,
    kinds: optional(boundedArray(enums(RECORD_KIND_KEYS), RECORD_KIND_KEYS.length)),
  }),
  response: object({
    groups: array(object({ kind: enums(RECORD_KIND_KEYS), label: string(), hits: array(RecordHit) })),
  }),
});
