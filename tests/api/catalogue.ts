/** Helpers that derive test cases from the contract's catalogue. */
import type { Struct } from 'superstruct';
import { CATALOGUE } from '../../contract/catalogue.ts';
import type { ActionSpec } from '../../contract/action.ts';

/** The field names of an action's request struct (superstruct object schema). */
export function requestFields(spec: ActionSpec): string[] {
  const schema = (spec.request as Struct<unknown, Record<string, unknown>>).schema;
  return schema && typeof schema === 'object' ? Object.keys(schema) : [];
}

/** Actions that end or replace the token they are called with. */
export const TOKEN_ENDING = new Set(['logout', 'refresh_token']);

export const AUTHENTICATED_ACTIONS = CATALOGUE.filter((s) => s.access === 'user');
export { CATALOGUE };
