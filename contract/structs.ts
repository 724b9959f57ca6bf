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

/** The largest value of a PostgreSQL int4 column: every whole number of a request stays within it. */
export const INT4_MAX = 2_147_483_647;
/** The most one money field may hold (rupees): numeric(12,2) columns hold ten times more. docs/decisions.md "Input strictness". */
export const MAX_MONEY = 1_000_000_000;
/** The years a date of a request may name (docs/decisions.md "Input strictness"). */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
export const DATE_MESSAGE = 'Must be a valid date (YYYY-MM-DD).';
export const DATE_TIME_MESSAGE = 'Must be a valid date and time (YYYY-MM-DDTHH:MM:SSZ).';

export const id = () => size(integer(), 1, INT4_MAX);
/** A database id (Postgres int4), so an oversized number is a 400 rather than a database error. */
export const dbId = id;
/** A whole number an int4 column holds, non-negative unless `low` says otherwise. */
export const whole = (low = 0, high = INT4_MAX) => size(integer(), low, high);
export const text = (maxLength = 255) => size(string(), 0, maxLength);
/** Text that must hold something besides spaces ("Value required", the form's word). */
export const requiredText = (maxLength = 255) => checked(size(string(), 0, maxLength), rules.required());
export const email = () => checked(size(string(), 0, 254), rules.required(), rules.email());

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** Whether y-m-d names a day of the calendar (no 30 February) within DATE_YEARS. */
function realDay(y: string, m: string, d: string): boolean {
  const year = Number(y), month = Number(m), day = Number(d);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar day, strictly YYYY-MM-DD (Date.parse took "2025-02-30" as 2 March and "0" as 2000). */
export function isCalendarDay(value: unknown): boolean {
  const parts = typeof value === 'string' ? DAY.exec(value) : null;
  return !!parts && realDay(parts[1]!, parts[2]!, parts[3]!);
}

/** A day, or a day with a time and its zone (Z or ±HH:MM), as `Date.toISOString()` writes it. */
export function isDateTime(value: unknown): boolean {
  const parts = typeof value === 'string' ? DAY_TIME.exec(value) : null;
  return !!parts && realDay(parts[1]!, parts[2]!, parts[3]!);
}

export const isoDate = () => refine(string(), 'isoDate', (v) => isCalendarDay(v) || DATE_MESSAGE);
export const isoDateTime = () => refine(string(), 'isoDate', (v) => isDateTime(v) || DATE_TIME_MESSAGE);
export const money = () => size(number(), 0, MAX_MONEY);
export const version = () => size(integer(), 0, INT4_MAX);

/**
 * The paging fields every list action takes (DESIGN.md "Lists"): offset, limit ≤ 2000,
 * a sortBy from the resource's whitelist, sortDir ASC|DESC (uppercase), and search.
 */
export function listFields<K extends string>(sortKeys: readonly [K, ...K[]], defaultSort: K, defaultDir: 'ASC' | 'DESC' = 'DESC') {
  return {
    offset: defaulted(size(integer(), 0, INT4_MAX), 0),
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
