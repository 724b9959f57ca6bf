/**
 * Superstruct building blocks shared by every area of the catalogue.
 */
import {
  Struct, array, defaulted, enums, integer, max, min, nullable, number, object, optional, refine, size, string,
  type Describe,
} from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from './constants.ts';
import { firstError, rules, type Rule } from './validation.ts';

/** A struct that also runs the shared validator rules, so the server answers with the form's message. */
export function checked<T, S>(struct: Struct<T, S>, ...fieldRules: Rule[]): Struct<T, S> {
  return refine(struct, 'rules', (value) => firstError(value, fieldRules) ?? true);
}

export const id = () => min(integer(), 1);
/** A database id (Postgres int4), so an oversized number is a 400 rather than a database error. */
export const dbId = () => size(integer(), 1, 2_147_483_647);
export const text = (maxLength = 255) => size(string(), 0, maxLength);
export const requiredText = (maxLength = 255) => checked(size(string(), 0, maxLength), rules.required());
export const email = () => checked(size(string(), 0, 254), rules.required(), rules.email());
export const isoDate = () => refine(string(), 'isoDate', (v) => !Number.isNaN(Date.parse(v)) || 'Expected an ISO date');
export const money = () => min(number(), 0);
export const version = () => min(integer(), 0);

/**
 * The paging fields every list action takes (DESIGN.md "Lists"): offset, limit ≤ 2000,
 * a sortBy from the resource's whitelist, sortDir ASC|DESC (uppercase), and search.
 */
export function listFields<K extends string>(sortKeys: readonly [K, ...K[]], defaultSort: K, defaultDir: 'ASC' | 'DESC' = 'DESC') {
  return {
    offset: defaulted(min(integer(), 0), 0),
    limit: defaulted(size(integer(), 1, MAX_LIST_LIMIT), DEFAULT_PAGE_SIZE),
    sortBy: defaulted(enums(sortKeys), defaultSort),
    sortDir: defaulted(enums(['ASC', 'DESC'] as const), defaultDir),
    search: optional(size(string(), 0, 200)),
  };
}

/**
 * The most items a request's list may hold. Every array of a request is a `boundedArray`
 * (tests/unit/request-bounds.test.ts walks the catalogue), so no request can make the server
 * walk 100,000 items or build a query past PostgreSQL's 65,535 bind parameters.
 */
const arrayBounds = new WeakMap<object, number>();

/**
 * An array of at most `maxItems` items. A longer one is refused before any item is checked,
 * with the same "out of range" message as `size()`. The bound survives optional(), nullable(),
 * defaulted() and refine(): they copy the struct's `entries`, which is what is remembered.
 */
export function boundedArray<T, S>(item: Struct<T, S>, maxItems: number): Struct<T[], Struct<T, S>> {
  const inner = array(item);
  const tooLong = (value: unknown) => Array.isArray(value) && value.length > maxItems;
  const bounded = new Struct<T[], Struct<T, S>>({
    type: 'array',
    schema: item,
    *entries(value, context) {
      if (!tooLong(value)) yield* inner.entries(value, context);
    },
    coercer: (value, context) => (tooLong(value) ? value : inner.coercer(value, context)),
    validator: (value, context) =>
      tooLong(value)
        ? { refinement: 'size', message: `Expected a array with a length between \`0\` and \`${maxItems}\` but received a longer one` }
        : inner.validator(value, context),
  });
  arrayBounds.set(bounded.entries, maxItems);
  return bounded;
}

/** The bound of a `boundedArray` (also under optional() and the like), or undefined for any other struct. */
export function arrayBound(struct: Struct<unknown, unknown>): number | undefined {
  return arrayBounds.get(struct.entries);
}

/** A list of database ids, as filters take them. */
export const idList = (maxItems = 200) => boundedArray(dbId(), maxItems);

/** A `{ data: T }` response body. */
export const data = <T, S>(struct: Struct<T, S>) => object({ data: struct });
/** A `{ data: T[], total }` list response body. */
export const list = <T, S>(row: Struct<T, S>) => object({ data: array(row), total: min(integer(), 0) });
export const empty = object({ data: nullable(object({})) });
export const message = object({ data: object({ message: string() }) });

export { max, nullable, optional };
export type { Describe };
