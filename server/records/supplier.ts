/** The supplier as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { SupplierRow } from '../../contract/actions/suppliers.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's suppliers, deleted ones left out. */
export const supplierScope = tenancy({ company: suppliers.company_id, deletedAt: suppliers.deleted_at });

export function toSupplierRow(row: typeof suppliers.$inferSelect): Infer<typeof SupplierRow> {
  return {
    id: row.id,
    company_name: row.company_name,
    contact_person_name: row.contact_person_name,
    email_id: row.email_id,
    mobile_number: row.mobile_number,
    country: row.country,
    state: row.state,
    city: row.city,
    billing_address: row.billing_address,
    shipping_address: row.shipping_address,
    bank_name: row.bank_name,
    ifsc_code: row.ifsc_code,
    account_number: row.account_number,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readSupplier(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), supplierScope(caller)));
  if (!row) throw notFound('Supplier');
  return toSupplierRow(row);
}

export const supplierRecord = defineRecord({
  entity: 'supplier',
  table: suppliers,
  noun: 'Supplier',
  scope: supplierScope,
  read: readSupplier,
});
