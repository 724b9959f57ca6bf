/**
 * The retailer as a record of the pipeline: who reaches which, and how it is read with its
 * admins (users whose retailer it is) and machines (vending machines it runs).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { RETAILER_VIEW_MACHINES, type Retailer, type RetailerRow } from '../../contract/actions/retailers.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { retailers, users, vendingMachines } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { narrowingRetailer, tenancy, type ScopeCaller } from '../kit/scope.ts';

/**
 * Company staff reach their company's retailers; a retailer admin (or anyone a retailer is set
 * on) only their own, and a retailer admin without one none; franchise staff none — retailers
 * are the company's (docs/decisions.md, "Retailers").
 */
export const retailerReach = (caller: ScopeCaller) => {
  if (caller.franchise_id !== null) return sql`false`;
  const own = narrowingRetailer(caller);
  return own === null ? undefined : eq(retailers.id, own);
};

/** The company's retailers the caller reaches, deleted ones left out. */
export const retailerScope = tenancy({ company: retailers.company_id, deletedAt: retailers.deleted_at, also: retailerReach });

/** May this caller add retailers at all (company staff only)? */
export const mayAddRetailers = (caller: Caller) => caller.franchise_id === null && caller.retailer_id === null && caller.role_code !== 'ROLE_RETAILER_ADMIN';

// Written with their own aliases: a one-table select leaves its columns unqualified, which
// would make "id" in the subquery the subquery's own row.
export const retailerAdminsCount = sql<number>`(select count(*) from ${users} "retailer_admin" where "retailer_admin"."retailer_id" = "retailers"."id" and "retailer_admin"."deleted_at" is null)::int`.mapWith(Number);
export const retailerMachinesCount = sql<number>`(select count(*) from ${vendingMachines} "retailer_vm" where "retailer_vm"."retailer_id" = "retailers"."id" and "retailer_vm"."deleted_at" is null)::int`.mapWith(Number);

/** The columns a list or read selects: the row and its two counts. */
export const retailerColumns = { row: retailers, admins_count: retailerAdminsCount, machines_count: retailerMachinesCount };

export function toRetailerRow({ row, admins_count, machines_count }: { row: typeof retailers.$inferSelect; admins_count: number; machines_count: number }): Infer<typeof RetailerRow> {
  return {
    id: row.id,
    name: row.name,
    contact_person_name: row.contact_person_name,
    email: row.email,
    mobile_number: row.mobile_number,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    country: row.country,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    is_active: row.is_active,
    admins_count,
    machines_count,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readRetailer(db: Db, caller: Caller, id: number): Promise<Infer<typeof Retailer>> {
  const [found] = await db.select(retailerColumns).from(retailers).where(and(eq(retailers.id, id), retailerScope(caller)));
  if (!found) throw notFound('Retailer');
  const [admins, machines] = await Promise.all([
    db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, mobile_number: users.mobile_number, is_active: users.is_active })
      .from(users)
      .where(and(eq(users.retailer_id, id), eq(users.company_id, caller.company_id), isNull(users.deleted_at)))
      .orderBy(asc(users.first_name), asc(users.id)),
    db
      .select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code, city: vendingMachines.city, status: vendingMachines.status })
      .from(vendingMachines)
      .where(and(eq(vendingMachines.retailer_id, id), eq(vendingMachines.company_id, caller.company_id), isNull(vendingMachines.deleted_at)))
      .orderBy(asc(vendingMachines.name), asc(vendingMachines.id))
      .limit(RETAILER_VIEW_MACHINES),
  ]);
  return { ...toRetailerRow(found), admins, machines };
}

export const retailerRecord = defineRecord({
  entity: 'retailer',
  table: retailers,
  noun: 'Retailer',
  title: (row) => row.name,
  scope: retailerScope,
  read: readRetailer,
});
