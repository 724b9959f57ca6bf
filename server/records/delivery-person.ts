/** The delivery person as a record of the pipeline: who reaches which, and how it is read (with the partner's name). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { DELIVERY_PERSON_MESSAGES, type DeliveryPersonRow } from '../../contract/actions/delivery-persons.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { deliveryPartners, deliveryPersons } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's delivery persons, deleted ones left out. */
export const deliveryPersonScope = tenancy({ company: deliveryPersons.company_id, deletedAt: deliveryPersons.deleted_at });

export function toDeliveryPersonRow(row: typeof deliveryPersons.$inferSelect, partnerName: string | null): Infer<typeof DeliveryPersonRow> {
  return {
    id: row.id,
    name: row.name,
    mobile_number: row.mobile_number,
    delivery_partner_id: row.delivery_partner_id,
    delivery_partner_name: partnerName ?? '',
    active: row.active,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readDeliveryPerson(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ person: deliveryPersons, partner: deliveryPartners.name })
    .from(deliveryPersons)
    .leftJoin(deliveryPartners, eq(deliveryPartners.id, deliveryPersons.delivery_partner_id))
    .where(and(eq(deliveryPersons.id, id), deliveryPersonScope(caller)));
  if (!row) throw notFound('Delivery person');
  return toDeliveryPersonRow(row.person, row.partner);
}

/**
 * A person is saved under an active partner of the caller's company (the select lists only
 * those, domain.md §9); an inactive partner may stay on a person it already had.
 */
export async function checkPartner(db: Db | Tx, caller: Caller, partnerId: number, current?: number) {
  const [partner] = await db.select().from(deliveryPartners)
    .where(and(eq(deliveryPartners.id, partnerId), eq(deliveryPartners.company_id, caller.company_id), isNull(deliveryPartners.deleted_at)));
  if (!partner) throw invalidField('delivery_partner_id', DELIVERY_PERSON_MESSAGES.choosePartner);
  if (!partner.active && partnerId !== current) throw invalidField('delivery_partner_id', DELIVERY_PERSON_MESSAGES.inactivePartner);
}

export const deliveryPersonRecord = defineRecord({
  entity: 'delivery_person',
  table: deliveryPersons,
  noun: 'Delivery person',
  scope: deliveryPersonScope,
  read: readDeliveryPerson,
});
