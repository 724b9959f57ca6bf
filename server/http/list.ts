/**
 * Shared pieces of every list action: whitelisted sorting (the contract's enums already
 * refuse unknown keys), a stable tiebreak, search across columns, and `{ data, total }`.
 */
import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface ListParams {
  offset: number;
  limit: number;
  sortBy: string;
  sortDir: 'ASC' | 'DESC';
  search?: string;
}

/** ORDER BY the chosen column, then the tiebreak (usually the id) so pages never overlap. */
export function sortOrder(columns: Record<string, AnyColumn | SQL>, params: Pick<ListParams, 'sortBy' | 'sortDir'>, tiebreak: AnyColumn): SQL[] {
  const column = columns[params.sortBy];
  if (!column) throw new Error(`sort key ${params.sortBy} has no column`);
  const direction = params.sortDir === 'ASC' ? asc : desc;
  return [direction(column), direction(tiebreak)];
}

/** Case-insensitive "contains" over the given columns; undefined when there is no search. */
export function searchAcross(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/** Joins the defined conditions with AND. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const defined = conditions.filter((c): c is SQL => c !== undefined);
  return defined.length ? and(...defined) : undefined;
}

/** Runs the page and the count together. */
export async function listPage<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<{ data: T[]; total: number }> {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, total: Number(counted?.n ?? 0) };
}

/** ISO text for a timestamp column value (both drivers hand back Date objects). */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const countAll = sql<number>`count(*)::int`;
