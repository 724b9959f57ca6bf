/** The retailer as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { RetailerRow } from '../../contract/actions/retailers.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { retailers } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's retailers, deleted ones left out. */
export const retailerScope = tenancy({ company: retailers.company_id, deletedAt: retailers.deleted_at });

export function toRetailerRow(row: typeof retailers.$inferSelect): Infer<typeof RetailerRow> {
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
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readRetailer(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(retailers).where(and(eq(retailers.id, id), retailerScope(caller)));
  if (!row) throw notFound('Retailer');
  return toRetailerRow(row);
}

export const retailerRecord = defineRecord({
  entity: 'retailer',
  table: retailers,
  noun: 'Retailer',
  scope: retailerScope,
  read: readRetailer,
});
