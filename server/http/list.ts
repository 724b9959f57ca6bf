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
export function sortOrder(columns: Record<string, AnyColumn | SQL>, params: Pick<ListParams, 'sortBy' | 'sortDir'>, tiebreak: AnyColumn | SQL): SQL[] {
  const column = columns[params.sortBy];
  if (!column) throw new Error(`sort key ${params.sortBy} has no column`);
  const direction = params.sortDir === 'ASC' ? asc : desc;
  return [direction(column), direction(tiebreak)];
}

/** The LIKE pattern for "contains the term", its own %, _ and \ taken literally; undefined for no term. */
function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** Case-insensitive "contains" over the given columns; undefined when there is no search. */
export function searchAcross(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = containsPattern(search);
  return pattern === undefined ? undefined : or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/** The same over a column that holds its text lower-cased (a generated search column). */
export function searchLowered(search: string | undefined, column: AnyColumn): SQL | undefined {
  const pattern = containsPattern(search);
  return pattern === undefined ? undefined : sql`${column} like lower(${pattern})`;
}

/** Joins the defined conditions with AND. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const defined = conditions.filter((c): c is SQL => c !== undefined);
  return defined.length ? and(...defined) : undefined;
}

/** Which rows a page reads: where it starts, how many, and which way the sort runs. */
export type PageWindow = Pick<ListParams, 'offset' | 'limit' | 'sortDir'>;

/** Pages from this offset on count first, to see whether the list's far end is nearer. */
export const DEEP_OFFSET = 1_000;

/**
 * The window that reads the same rows from whichever end of the list is nearer: past the
 * middle, the sort reversed from the end (the caller turns the rows back round). Null when
 * the page starts past the end. Reversing every sort key, the id tiebreak included, gives
 * exactly the reverse order, NULLs too (PostgreSQL puts them last ascending, first descending).
 */
export function nearerEnd(window: PageWindow, total: number): { window: PageWindow; reversed: boolean } | null {
  const end = Math.min(window.offset + window.limit, total);
  if (end <= window.offset) return null;
  if (window.offset <= total - end) return { window, reversed: false };
  return { window: { offset: total - end, limit: end - window.offset, sortDir: window.sortDir === 'ASC' ? 'DESC' : 'ASC' }, reversed: true };
}

/**
 * One page and the total. OFFSET reads past every row before the page, so the last page of
 * a million orders read a million index entries (2 s on PGlite); a deep page is read from
 * the nearer end instead (`nearerEnd`). That takes the total first, so only pages past
 * DEEP_OFFSET count before reading; shallower ones read and count at once.
 */
export async function listPage<Params extends PageWindow, T>(
  params: Params,
  read: (page: Params) => PromiseLike<T[]>,
  count: () => PromiseLike<number>,
): Promise<{ data: T[]; total: number }> {
  if (params.offset < DEEP_OFFSET) {
    const [data, total] = await Promise.all([read(params), count()]);
    return { data, total };
  }
  const total = await count();
  const near = nearerEnd(params, total);
  if (!near) return { data: [], total };
  const data = await read({ ...params, ...near.window });
  return { data: near.reversed ? data.reverse() : data, total };
}

/** The number a `select({ n: countAll })` query counted. */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [counted] = await query;
  return Number(counted?.n ?? 0);
}

/** ISO text for a timestamp column value (both drivers hand back Date objects). */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const countAll = sql<number>`count(*)::int`;
