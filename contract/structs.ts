/**
 * Superstruct building blocks shared by every area of the catalogue.
 */
import {
  array, defaulted, enums, integer, max, min, nullable, number, object, optional, refine, size, string,
  type Describe, type Struct,
} from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from './constants.ts';
import { firstError, rules, type Rule } from './validation.ts';

/** A struct that also runs the shared validator rules, so the server answers with the form's message. */
export function checked<T, S>(struct: Struct<T, S>, ...fieldRules: Rule[]): Struct<T, S> {
  return refine(struct, 'rules', (value) => firstError(value, fieldRules) ?? true);
}

export const id = () => min(integer(), 1);
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

/** A `{ data: T }` response body. */
export const data = <T, S>(struct: Struct<T, S>) => object({ data: struct });
/** A `{ data: T[], total }` list response body. */
export const list = <T, S>(row: Struct<T, S>) => object({ data: array(row), total: min(integer(), 0) });
export const empty = object({ data: nullable(object({})) });
export const message = object({ data: object({ message: string() }) });

export { max, nullable, optional };
export type { Describe };
