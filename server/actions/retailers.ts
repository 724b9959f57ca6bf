/** /api/retailer-management retailers on the record pipeline: list, get, create, update, delete. */
import * as contract from '../../contract/actions/retailers.ts';
import { retailers } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { retailerRecord, retailerScope, toRetailerRow } from '../records/retailer.ts';

type Fields = (typeof contract.createRetailer)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    name: input.name.trim(),
    contact_person_name: input.contact_person_name.trim(),
    email: input.email.trim(),
    mobile_number: input.mobile_number.trim(),
    address_line_1: input.address_line_1.trim(),
    address_line_2: input.address_line_2.trim(),
    country: input.country.trim(),
    state: input.state.trim(),
    city: input.city.trim(),
    pincode: input.pincode.trim(),
    is_active: input.is_active,
});

export const retailersHandlers = [
  defineList(contract.listRetailers, {
    scope: retailerScope,
    query: (db, where) => db.select().from(retailers).where(where),
    count: (db, where) => db.select({ n: countAll }).from(retailers).where(where),
    search: [retailers.name, retailers.contact_person_name, retailers.email, retailers.mobile_number, retailers.address_line_1, retailers.address_line_2, retailers.country, retailers.state, retailers.city, retailers.pincode],
    sort: {
      name: retailers.name,
      contact_person_name: retailers.contact_person_name,
      email: retailers.email,
      address_line_1: retailers.address_line_1,
      address_line_2: retailers.address_line_2,
      country: retailers.country,
      state: retailers.state,
      city: retailers.city,
      pincode: retailers.pincode,
      created_at: retailers.created_at,
      updated_at: retailers.updated_at,
    },
    tiebreak: retailers.id,
    rows: (page) => page.map(toRetailerRow),
  }),

  defineGet(contract.getRetailer, retailerRecord),

  defineCreate(contract.createRetailer, retailerRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateRetailer, retailerRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteRetailer, retailerRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
