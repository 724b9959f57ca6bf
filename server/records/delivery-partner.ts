/** The delivery partner as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { DeliveryPartnerRow } from '../../contract/actions/delivery-partners.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { deliveryPartners } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's delivery partners, deleted ones left out. */
export const deliveryPartnerScope = tenancy({ company: deliveryPartners.company_id, deletedAt: deliveryPartners.deleted_at });

export function toDeliveryPartnerRow(row: typeof deliveryPartners.$inferSelect): Infer<typeof DeliveryPartnerRow> {
  return {
    id: row.id,
    name: row.name,
    contact_person_name: row.contact_person_name,
    mobile_number: row.mobile_number,
    email_id: row.email_id,
    active: row.active,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readDeliveryPartner(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(deliveryPartners).where(and(eq(deliveryPartners.id, id), deliveryPartnerScope(caller)));
  if (!row) throw notFound('Delivery partner');
  return toDeliveryPartnerRow(row);
}

export const deliveryPartnerRecord = defineRecord({
  entity: 'delivery_partner',
  table: deliveryPartners,
  noun: 'Delivery partner',
  scope: deliveryPartnerScope,
  read: readDeliveryPartner,
});
