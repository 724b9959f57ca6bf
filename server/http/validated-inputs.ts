/**
 * Requests already validated, by action and body text. A screen asks for the same page again
 * and again (refreshing, paging back, live updates), and superstruct's `create` was about a
 * tenth of the server's own work on a page of orders. `create` depends on nothing but the
 * value (no coercion reads the clock or the database), so the same text of the same action
 * gives the same input. Only successes are kept, and each request gets its own copy: a handler
 * may change its input.
 */
import type { Struct } from 'superstruct';
import { parseRequest } from './validate.ts';

/** Longer bodies (imports, long notes) are rarely sent twice; this also bounds the memory to a few MB. */
const MAX_TEXT = 2048;
const MAX_ENTRIES = 1000;
const inputs = new Map<string, unknown>();

/** A copy of plain data (what `create` gives: objects, lists, dates, texts, numbers); undefined for anything else. */
function plainCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    for (const item of value) {
      const itemCopy = plainCopy(item);
      if (itemCopy === undefined && item !== undefined) return undefined;
      copy.push(itemCopy);
    }
    return copy;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const itemCopy = plainCopy(item);
    if (itemCopy === undefined && item !== undefined) return undefined;
    copy[key] = itemCopy;
  }
  return copy;
}

/** `parseRequest(fields, struct)` for the action named by `key`, whose body read as `text`. */
export function validatedInput<T>(key: string, text: string, fields: unknown, struct: Struct<T, unknown>): T {
  if (text.length > MAX_TEXT) return parseRequest(fields, struct);
  const cacheKey = `${key}\n${text}`;
  const known = inputs.get(cacheKey);
  if (known !== undefined) return plainCopy(known) as T;
  const input = parseRequest(fields, struct);
  const kept = plainCopy(input);
  if (kept !== undefined) {
    if (inputs.size >= MAX_ENTRIES) inputs.clear();
    inputs.set(cacheKey, kept);
  }
  return input;
}
