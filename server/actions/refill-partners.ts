/**
 * /api/refill-management refill partners on the record pipeline: the /refill-partners list, get,
 * create, update, the status and the PIN on their own, and the partner's vehicles (warehouse
 * rows of storage type Vehicle). The PIN is hashed like a password and never answered.
 */
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/refill-partners.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { refillPartnerWarehouseLinks, refillPartners, warehouses } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation } from '../kit/mutation.ts';
import {
  VEHICLE_STORAGE_TYPE, refillPartnerRecord, refillPartnerScope, toRefillPartnerRow, vehicleCount, vehicleRecord,
} from '../records/refill-partner.ts';

type Fields = Pick<(typeof contract.createRefillPartner)['request']['TYPE'], 'name' | 'mobile_number' | 'email'>;

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
  name: input.name.trim(),
  mobile_number: input.mobile_number.trim(),
  email: input.email.trim(),
});

/** A PIN's stored form and when it was set; the audit keeps only that it changed. */
const pinColumns = async (pin: string, now: Date) => ({ pin_hash: await hashPassword(pin), pin_changed_at: now });
const PIN_AUDIT = { pin: 'changed' };

/** Registration numbers compare without case or spaces ("KA 01 AB 1234" = "ka01ab1234"). */
const plate = (value: string) => value.trim().toUpperCase().replace(/\s+/g, ' ');

async function assertFreePlate(tx: Tx, caller: Caller, registration: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(
      eq(warehouses.company_id, caller.company_id),
      eq(warehouses.storage_type, VEHICLE_STORAGE_TYPE),
      sql`replace(upper(${warehouses.registration_number}), ' ', '') = ${registration.replace(/ /g, '')}`,
      exceptId === undefined ? undefined : ne(warehouses.id, exceptId),
    ))
    .limit(1);
  if (taken) throw invalidField('registration_number', contract.REFILL_PARTNER_MESSAGES.registrationTaken);
}

export const refillPartnersHandlers = [
  defineList(contract.listRefillPartnerDirectory, {
    scope: refillPartnerScope,
    query: (db, where) => db.select({ partner: refillPartners, vehicles: vehicleCount }).from(refillPartners).where(where),
    count: (db, where) => db.select({ n: countAll }).from(refillPartners).where(where),
    filters: {
      status: (statuses) => inArray(refillPartners.status, statuses),
      created_from: (from) => gte(refillPartners.created_at, new Date(from)),
      created_to: (to) => lte(refillPartners.created_at, new Date(to)),
    },
    search: [refillPartners.name, refillPartners.mobile_number, refillPartners.email],
    sort: {
      name: refillPartners.name,
      email: refillPartners.email,
      status: refillPartners.status,
      created_at: refillPartners.created_at,
      updated_at: refillPartners.updated_at,
    },
    tiebreak: refillPartners.id,
    rows: (page) => page.map(({ partner, vehicles }) => toRefillPartnerRow(partner, Number(vehicles))),
  }),

  defineGet(contract.getRefillPartner, refillPartnerRecord),

  defineCreate(contract.createRefillPartner, refillPartnerRecord, {
    values: async ({ input, caller, now }) => ({
      company_id: caller.company_id,
      ...columnsOf(input),
      status: contract.REFILL_PARTNER_STATUS.active,
      ...(input.pin ? await pinColumns(input.pin, now) : {}),
    }),
    after: async ({ input }) => (input.pin ? PIN_AUDIT : {}),
  }),

  defineMutation(contract.updateRefillPartner, refillPartnerRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineMutation(contract.changeRefillPartnerStatus, refillPartnerRecord, {
    apply: async ({ input }) => ({ set: { status: input.status } }),
  }),

  defineMutation(contract.changeRefillPartnerPin, refillPartnerRecord, {
    apply: async ({ input, now }) => ({ set: await pinColumns(input.pin, now), audit: PIN_AUDIT }),
  }),

  defineCreate(contract.createVehicle, vehicleRecord, {
    values: async ({ tx, input, caller }) => {
      const [partner] = await tx.select({ id: refillPartners.id }).from(refillPartners)
        .where(and(eq(refillPartners.id, input.refill_partner_id), refillPartnerScope(caller)));
      if (!partner) throw notFound('Refill partner');
      const registration = plate(input.registration_number);
      await assertFreePlate(tx, caller, registration);
      return {
        company_id: caller.company_id,
        franchise_id: caller.franchise_id,
        name: input.name.trim(),
        storage_type: VEHICLE_STORAGE_TYPE,
        registration_number: registration,
        refill_partner_id: partner.id,
      };
    },
    // The owner is linked to their vehicle from the start (a default link: never edited or removed),
    // so /link-vehicle/{id} and the partner's access both see it; others may be linked to share it.
    after: async ({ tx, row, caller }) => {
      await tx.insert(refillPartnerWarehouseLinks).values({
        company_id: caller.company_id, refill_partner_id: row.refill_partner_id!, warehouse_id: row.id, is_default: true,
      });
    },
  }),

  defineMutation(contract.updateVehicle, vehicleRecord, {
    apply: async ({ tx, input, caller, row }) => {
      const registration = plate(input.registration_number);
      await assertFreePlate(tx, caller, registration, row.id);
      return { set: { name: input.name.trim(), registration_number: registration } };
    },
  }),
];


