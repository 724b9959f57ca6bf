/** /api/delivery-management delivery partners on the record pipeline: list, get, create, update, delete. */
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/delivery-partners.ts';
import { deliveryPartners } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { deliveryPartnerRecord, deliveryPartnerScope, toDeliveryPartnerRow } from '../records/delivery-partner.ts';

type Fields = (typeof contract.createDeliveryPartner)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    name: input.name.trim(),
    contact_person_name: input.contact_person_name.trim(),
    mobile_number: input.mobile_number.trim(),
    email_id: input.email_id.trim(),
    active: input.active,
});

export const deliveryPartnersHandlers = [
  defineList(contract.listDeliveryPartners, {
    scope: deliveryPartnerScope,
    query: (db, where) => db.select().from(deliveryPartners).where(where),
    count: (db, where) => db.select({ n: countAll }).from(deliveryPartners).where(where),
    filters: { active: (active) => eq(deliveryPartners.active, active) },
    search: [deliveryPartners.name, deliveryPartners.contact_person_name, deliveryPartners.mobile_number, deliveryPartners.email_id],
    sort: {
      name: deliveryPartners.name,
      contact_person_name: deliveryPartners.contact_person_name,
      email_id: deliveryPartners.email_id,
      created_at: deliveryPartners.created_at,
      updated_at: deliveryPartners.updated_at,
    },
    tiebreak: deliveryPartners.id,
    rows: (page) => page.map(toDeliveryPartnerRow),
  }),

  defineGet(contract.getDeliveryPartner, deliveryPartnerRecord),

  defineCreate(contract.createDeliveryPartner, deliveryPartnerRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateDeliveryPartner, deliveryPartnerRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteDeliveryPartner, deliveryPartnerRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
