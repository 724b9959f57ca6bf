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
import { stores, vendingMachines, warehouses } from '../db/schema/index.ts';

export type ScopeCaller = Pick<Caller, 'company_id' | 'franchise_id'> & Partial<Pick<Caller, 'permissions' | 'id' | 'retailer_id' | 'role_code' | 'store_id'>>;
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
   */
  retailer?: { column?: AnyColumn; machines?: AnyColumn[] };
  /** A soft-delete column: rows with it set are out of reach. */
  deletedAt?: AnyColumn;
  /** What else narrows the rows for this caller (e.g. users whose role the caller may view). */
  also?: (caller: ScopeCaller) => SQL | undefined;
}

const retailerMachines = (retailerId: number) =>
  sql`(select ${vendingMachines.id} from ${vendingMachines} where ${vendingMachines.retailer_id} = ${retailerId})`;
const franchiseWarehouses = (franchiseId: number) =>
  sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.franchise_id} = ${franchiseId})`;
const franchiseStores = (franchiseId: number) =>
  sql`(select ${stores.id} from ${stores} where ${stores.franchise_id} = ${franchiseId})`;
const franchiseMachines = (franchiseId: number) =>
  sql`(select ${vendingMachines.id} from ${vendingMachines} where ${vendingMachines.franchise_id} = ${franchiseId})`;

export function tenancy(rule: Tenancy): ScopeRule {
  return (caller) => {
    const conditions: (SQL | undefined)[] = [eq(rule.company, caller.company_id)];
    if (rule.deletedAt) conditions.push(isNull(rule.deletedAt));
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
    if (rule.also) conditions.push(rule.also(caller));
    return and(...conditions.filter((c): c is SQL => c !== undefined));
  };
}

function retailerCondition(rule: NonNullable<Tenancy['retailer']>, caller: ScopeCaller): SQL | undefined {
  const retailerId = caller.retailer_id ?? null;
  if (retailerId === null) return caller.role_code === 'ROLE_RETAILER_ADMIN' ? sql`false` : undefined;
  const { column, machines = [] } = rule;
  return or(
    column ? eq(column, retailerId) : undefined,
    ...machines.map((c) => sql`${c} in ${retailerMachines(retailerId)}`),
  );
}
