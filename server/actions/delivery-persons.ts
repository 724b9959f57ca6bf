/** /api/delivery-management delivery persons on the record pipeline: list, get, create, update, delete. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/delivery-persons.ts';
import { deliveryPartners, deliveryPersons } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { checkPartner, deliveryPersonRecord, deliveryPersonScope, toDeliveryPersonRow } from '../records/delivery-person.ts';

type Fields = (typeof contract.createDeliveryPerson)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
  name: input.name.trim(),
  mobile_number: input.mobile_number.trim(),
  delivery_partner_id: input.delivery_partner_id,
  active: input.active,
});

export const deliveryPersonsHandlers = [
  defineList(contract.listDeliveryPersons, {
    scope: deliveryPersonScope,
    query: (db, where) => db
      .select({ person: deliveryPersons, partner: deliveryPartners.name })
      .from(deliveryPersons)
      .leftJoin(deliveryPartners, eq(deliveryPartners.id, deliveryPersons.delivery_partner_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(deliveryPersons).where(where),
    filters: {
      delivery_partner_id: (ids) => inArray(deliveryPersons.delivery_partner_id, ids),
      // The selects: an active person of an active partner.
      active: (active) => (active
        ? and(eq(deliveryPersons.active, true), sql`${deliveryPersons.delivery_partner_id} in (select ${deliveryPartners.id} from ${deliveryPartners} where ${deliveryPartners.active})`)
        : eq(deliveryPersons.active, false)),
    },
    search: [deliveryPersons.name, deliveryPersons.mobile_number],
    sort: {
      name: deliveryPersons.name,
      delivery_partner_id: deliveryPersons.delivery_partner_id,
      created_at: deliveryPersons.created_at,
      updated_at: deliveryPersons.updated_at,
    },
    tiebreak: deliveryPersons.id,
    rows: (page) => page.map((r) => toDeliveryPersonRow(r.person, r.partner)),
  }),

  defineGet(contract.getDeliveryPerson, deliveryPersonRecord),

  defineCreate(contract.createDeliveryPerson, deliveryPersonRecord, {
    values: async ({ tx, input, caller }) => {
      await checkPartner(tx, caller, input.delivery_partner_id);
      return { company_id: caller.company_id, ...columnsOf(input) };
    },
  }),

  defineMutation(contract.updateDeliveryPerson, deliveryPersonRecord, {
    apply: async ({ tx, input, caller, row }) => {
      await checkPartner(tx, caller, input.delivery_partner_id, row.delivery_partner_id);
      return { set: columnsOf(input) };
    },
  }),

  defineDelete(contract.deleteDeliveryPerson, deliveryPersonRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
