/**
 * The one reading of an id that comes from the URL (a route parameter or a query value):
 * a whole number from 1 to 2,147,483,647 (the database's integer), else null, so a
 * mistyped address shows "not found" instead of asking the server for record NaN.
 */
import { useParams } from 'wouter';

export const MAX_ID = 2_147_483_647;

export function parseId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** The current route's id parameter (`:id`, or the name given), parsed. */
export function useIdParam(name = 'id'): number | null {
  return parseId(useParams<Record<string, string | undefined>>()[name]);
}
