/**
 * One list action (`list.*`): the caller's scope, the request's filters (each a condition
 * of its field's value; fields left out or empty lists filter nothing), search, a sort from the
 * contract's whitelist with the id as tiebreak, one page from the nearer end, and the total.
 *
 *   defineList(contract.listSuppliers, {
 *     scope: supplierRecord.scope,
 *     query: (db, where) => db.select().from(suppliers).where(where),
 *     count: (db, where) => db.select({ n: countAll }).from(suppliers).where(where),
 *     search: [suppliers.company_name, suppliers.email_id],
 *     filters: { country: (countries) => inArray(suppliers.country, countries) },
 *     sort: { company_name: suppliers.company_name, created_at: suppliers.created_at },
 *     tiebreak: suppliers.id,
 *     row: toSupplierRow,
 *   });
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { ActionSpec } from '../../contract/action.ts';
import { callerOf, handle, type ActionContext, type Caller, type RegisteredHandler } from '../context.ts';
import type { Db } from '../db/client.ts';
import { allOf, countOf, listPage, searchAcross, sortOrder, type PageWindow } from '../http/list.ts';
import type { ScopeCaller } from './scope.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Input<A extends AnySpec> = Infer<A['request']>;
type PagingKeys = 'offset' | 'limit' | 'sortBy' | 'sortDir' | 'search';
type FilterKeys<A extends AnySpec> = Exclude<keyof Input<A>, PagingKeys>;
type RowData<A extends AnySpec> = Infer<A['response']> extends { data: (infer R)[] } ? R : never;

/** The page query a list builds: the kit adds the order and the window. */
export interface PageQuery<Selected> {
  orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<Selected[]> } };
}

export interface ListDefinition<A extends AnySpec, Selected> {
  scope: (caller: ScopeCaller) => SQL | undefined;
  /** Refuses the request before listing (e.g. 404 for a parent record out of reach). */
  check?: (input: Input<A>, ctx: ActionContext) => Promise<void>;
  /** The rows and what they join, with `where` applied. */
  query: (db: Db, where: SQL | undefined, input: Input<A>, caller: Caller) => PageQuery<Selected>;
  /** Counts the same rows (with the joins the filters and search need). */
  count: (db: Db, where: SQL | undefined, caller: Caller) => PromiseLike<{ n: number }[]>;
  filters?: { [K in FilterKeys<A>]?: (value: NonNullable<Input<A>[K]>, caller: Caller) => SQL | undefined };
  /** Columns a search matches (contains, any case), or a condition built for the term. */
  search?: (AnyColumn | SQL)[] | ((search: string | undefined, ctx: ActionContext) => Promise<SQL | undefined> | SQL | undefined);
  /** A sort key's column, or a function of the caller for a figure that depends on them (e.g. a count of their company's rows). */
  sort: Record<Input<A>['sortBy'] & string, AnyColumn | SQL | ((caller: Caller) => SQL)>;
  /** A unique column (or expression) that orders rows the sort leaves tied. */
  tiebreak: AnyColumn | SQL;
  /** The answer's rows from the page's (one pass; may ask the database once for the whole page). */
  rows: (selected: Selected[], ctx: ActionContext) => Promise<RowData<A>[]> | RowData<A>[];
  /** What the answer carries besides the page and the total (e.g. the bell's unread count). */
  extra?: (input: Input<A>, ctx: ActionContext) => Promise<Omit<Infer<A['response']>, 'data' | 'total'>>;
}

/** The WHERE of a list request: scope, filters and search. */
export async function listWhere<A extends AnySpec, Selected>(definition: ListDefinition<A, Selected>, input: Input<A>, ctx: ActionContext): Promise<SQL | undefined> {
  const caller = callerOf(ctx);
  const filters = Object.entries(definition.filters ?? {}) as [string, (value: unknown, caller: Caller) => SQL | undefined][];
  const conditions = filters.map(([field, condition]) => {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return undefined;
    return condition(value, caller);
  });
  const search = typeof definition.search === 'function'
    ? await definition.search(input.search, ctx)
    : searchAcross(input.search, definition.search ?? []);
  return allOf(definition.scope(caller), ...conditions, search);
}

function sortColumns(sort: Record<string, AnyColumn | SQL | ((caller: Caller) => SQL)>, caller: Caller): Record<string, AnyColumn | SQL> {
  return Object.fromEntries(Object.entries(sort).map(([key, column]) => [key, typeof column === 'function' ? column(caller) : column]));
}

export function defineList<A extends AnySpec, Selected>(spec: A, definition: ListDefinition<A, Selected>): RegisteredHandler {
  return handle(spec, async (input: Input<A>, ctx) => {
    await definition.check?.(input, ctx);
    const caller = callerOf(ctx);
    const where = await listWhere(definition, input, ctx);
    const extra = definition.extra?.(input, ctx);
    const page = await listPage(
      input as PageWindow & { sortBy: string },
      (range) => definition
        .query(ctx.db, where, input, caller)
        .orderBy(...sortOrder(sortColumns(definition.sort, caller), { sortBy: input.sortBy, sortDir: range.sortDir }, definition.tiebreak))
        .limit(range.limit)
        .offset(range.offset),
      () => countOf(definition.count(ctx.db, where, caller)),
    );
    return { ...(await extra), data: await definition.rows(page.data, ctx), total: page.total };
  });
}
