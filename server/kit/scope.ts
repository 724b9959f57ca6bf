/**
 * Which rows a caller may reach, declared once per kind of record: the caller's company,
 * never soft-deleted rows where the record has them, and for franchise staff only the rows
 * that belong to their franchise — by the row's own franchise column, or by a warehouse,
 * store or machine it belongs to. Lists, gets and every mutation of the record use the same rule.
 *
 *   export const cashScope = tenancy({ company: cashCollections.company_id, franchise: { warehouses: [cashCollections.warehouse_id] } });
 */
import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Caller } from '../context.ts';
import { LINK_MESSAGES, type LinkFlag } from '../../contract/links.ts';
import { ApiError } from '../http/errors.ts';
import { stores, vendingMachines, warehouseManagerLinks, warehouses } from '../db/schema/index.ts';

export type ScopeCaller = Pick<Caller, 'company_id' | 'franchise_id'> & Partial<Pick<Caller, 'permissions' | 'id' | 'retailer_id' | 'role_code' | 'store_id' | 'warehouse_grant'>>;
export type ScopeRule = (caller: ScopeCaller) => SQL | undefined;

export interface Tenancy {
  company: AnyColumn;
  /**
   * How a row belongs to a franchise (any one of these will do). Absent: the record is the
   * company's, and every user of the company reaches it.
   */
  franchise?: { column?: AnyColumn; warehouses?: AnyColumn[]; stores?: AnyColumn[]; machines?: AnyColumn[] };
  /**
   * How a row belongs to a retailer (any one of these will do). Staff of a retailer (a retailer
   * set on them) reach only their retailer's rows, and a retailer admin without one none.
   * Absent: the record is not the retailer's to narrow (products, templates, …).
   * `lines`: the row's machines are lines of another table (a bulk refill's machines, a cash
   * collection's pick-ups); the row is the retailer's when it has a line at one of its machines
   * and none at another machine, since reaching it reaches every line.
   */
  retailer?: { column?: AnyColumn; machines?: AnyColumn[]; lines?: { id: AnyColumn; parent: AnyColumn; machine: AnyColumn } };
  /**
   * The warehouses a row belongs to (any one will do), for warehouse managers, who reach only the
   * warehouses linked to them with View and the flag the action needs (contract/links.ts
   * `warehouseGrantOf`). Default: `franchise.warehouses`.
   */
  warehouses?: AnyColumn[];
  /** A soft-delete column: rows with it set are out of reach. */
  deletedAt?: AnyColumn;
  /** What else narrows the rows for this caller (e.g. users whose role the caller may view). */
  also?: (caller: ScopeCaller) => SQL | undefined;
}

/** The ids of a retailer's machines, as an `in (…)` subquery on vending_machines' retailer index. */
export const retailerMachines = (retailerId: number) =>
  sql`(select ${vendingMachines.id} from ${vendingMachines} where ${vendingMachines.retailer_id} = ${retailerId})`;

/**
 * The retailer whose machines bound this caller: a user with a retailer set (the retailer admin
 * and every user it creates, who carry its retailer), 0 for a retailer admin without one (no
 * machine has retailer 0, so they reach none), null for everyone else (not narrowed).
 */
export function narrowingRetailer(caller: ScopeCaller): number | null {
  if (caller.retailer_id != null) return caller.retailer_id;
  return caller.role_code === 'ROLE_RETAILER_ADMIN' ? 0 : null;
}
const franchiseWarehouses = (franchiseId: number) =>
  sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.franchise_id} = ${franchiseId})`;
const franchiseStores = (franchiseId: number) =>
  sql`(select ${stores.id} from ${stores} where ${stores.franchise_id} = ${franchiseId})`;
const franchiseMachines = (franchiseId: number) =>
  sql`(select ${vendingMachines.id} from ${vendingMachines} where ${vendingMachines.franchise_id} = ${franchiseId})`;

/** The warehouses linked to a warehouse manager with View and the flag an action needs. */
export const managerWarehouses = (userId: number, grant: LinkFlag) => {
  const W = warehouseManagerLinks;
  return sql`(select ${W.warehouse_id} from ${W} where ${W.user_id} = ${userId} and ${W.view} and ${W[grant]})`;
};

/**
 * Whether the caller is a warehouse manager who would reach the row with View alone: then a
 * refusal is the link's (403 naming the flag), not a missing row (404).
 */
export function lacksGrant(caller: ScopeCaller): caller is ScopeCaller & { warehouse_grant: LinkFlag } {
  return caller.role_code === 'ROLE_WAREHOUSE_MANAGER' && caller.warehouse_grant !== undefined && caller.warehouse_grant !== 'view';
}

/** 403: the manager's link to the warehouse lacks the flag the action needs. */
export const notGranted = (flag: LinkFlag) => new ApiError(403, LINK_MESSAGES.notGranted(flag));

/** After a scoped lookup found nothing: 403 when View alone would have found it (see `lacksGrant`), else nothing. */
export async function refuseUngranted(caller: ScopeCaller, seenWithView: (viewer: ScopeCaller) => Promise<boolean>) {
  if (lacksGrant(caller) && (await seenWithView({ ...caller, warehouse_grant: 'view' }))) throw notGranted(caller.warehouse_grant);
}

/**
 * Every rule declared with `tenancy()`, in declaration order: tests/api/tenancy-dimensions.ts
 * reads them to check that a kind hanging off a machine, store or warehouse is narrowed the way
 * that machine, store or warehouse is.
 */
export const DECLARED_TENANCIES: Tenancy[] = [];

/** Each tenancy's rule with its soft-deleted rows in reach, for a restore (kit/restore.ts). */
const WITH_DELETED = new WeakMap<ScopeRule, ScopeRule>();

/** The same reach with soft-deleted rows included; only rules declared with `tenancy()` have one. */
export function withDeleted(scope: ScopeRule): ScopeRule | undefined {
  return WITH_DELETED.get(scope);
}

export function tenancy(rule: Tenancy): ScopeRule {
  DECLARED_TENANCIES.push(rule);
  const scope = reach(rule, true);
  WITH_DELETED.set(scope, reach(rule, false));
  return scope;
}

function reach(rule: Tenancy, liveOnly: boolean): ScopeRule {
  return (caller) => {
    const conditions: (SQL | undefined)[] = [eq(rule.company, caller.company_id)];
    if (rule.deletedAt && liveOnly) conditions.push(isNull(rule.deletedAt));
    const franchiseId = caller.franchise_id;
    const storeId = caller.store_id ?? null;
    if (storeId !== null && rule.franchise?.stores?.length) {
      // A store's own staff (a store manager) reach the rows of their store only: its orders, returns and requests.
      conditions.push(or(...rule.franchise.stores.map((c) => eq(c, storeId))));
    } else if (franchiseId !== null && rule.franchise) {
      const { column, warehouses: atWarehouses = [], stores: atStores = [], machines: atMachines = [] } = rule.franchise;
      conditions.push(or(
        column ? eq(column, franchiseId) : undefined,
        ...atWarehouses.map((c) => sql`${c} in ${franchiseWarehouses(franchiseId)}`),
        ...atStores.map((c) => sql`${c} in ${franchiseStores(franchiseId)}`),
        ...atMachines.map((c) => sql`${c} in ${franchiseMachines(franchiseId)}`),
      ));
    }
    if (rule.retailer) conditions.push(retailerCondition(rule.retailer, caller));
    const atWarehouses = rule.warehouses ?? rule.franchise?.warehouses;
    if (atWarehouses && caller.role_code === 'ROLE_WAREHOUSE_MANAGER') {
      const linked = managerWarehouses(caller.id ?? 0, caller.warehouse_grant ?? 'view');
      conditions.push(or(...atWarehouses.map((c) => sql`${c} in ${linked}`)) ?? sql`false`);
    }
    if (rule.also) conditions.push(rule.also(caller));
    return and(...conditions.filter((c): c is SQL => c !== undefined));
  };
}

function retailerCondition(rule: NonNullable<Tenancy['retailer']>, caller: ScopeCaller): SQL | undefined {
  const retailerId = narrowingRetailer(caller);
  if (retailerId === null) return undefined;
  if (retailerId === 0) return sql`false`;
  const { column, machines = [], lines } = rule;
  // The rows with a line at the retailer's machines, less those of them with a line elsewhere
  // (looked up by the lines' parent index, among those rows only).
  const withOwn = lines && sql`(select ${lines.parent} from ${lines.parent.table} where ${lines.machine} in ${retailerMachines(retailerId)})`;
  const ofLines = lines && and(
    sql`${lines.id} in ${withOwn}`,
    sql`${lines.id} not in (select ${lines.parent} from ${lines.parent.table} where ${lines.parent} in ${withOwn} and ${lines.machine} not in ${retailerMachines(retailerId)})`,
  );
  return or(
    column ? eq(column, retailerId) : undefined,
    ...machines.map((c) => sql`${c} in ${retailerMachines(retailerId)}`),
    ofLines,
  );
}
