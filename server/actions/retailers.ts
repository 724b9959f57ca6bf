/** /api/retailer-management retailers on the record pipeline: list, get, create, update, delete. */
import { and, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/retailers.ts';
import { RETAILER_MESSAGES } from '../../contract/actions/retailers.ts';
import { retailers, users, vendingMachines } from '../db/schema/index.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { mayAddRetailers, retailerColumns, retailerRecord, retailerScope, toRetailerRow } from '../records/retailer.ts';

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
    query: (db, where) => db.select(retailerColumns).from(retailers).where(where),
    count: (db, where) => db.select({ n: countAll }).from(retailers).where(where),
    search: [
      retailers.name, retailers.contact_person_name, retailers.email, retailers.mobile_number, retailers.address_line_1,
      retailers.address_line_2, retailers.city, retailers.state, retailers.country, retailers.pincode,
    ],
    filters: { is_active: (active) => eq(retailers.is_active, active) },
    sort: {
      name: retailers.name,
      contact_person_name: retailers.contact_person_name,
      email: retailers.email,
      city: retailers.city,
      state: retailers.state,
      created_at: retailers.created_at,
      updated_at: retailers.updated_at,
    },
    tiebreak: retailers.id,
    rows: (page) => page.map(toRetailerRow),
  }),

  defineGet(contract.getRetailer, retailerRecord),

  defineCreate(contract.createRetailer, retailerRecord, {
    values: async ({ input, caller }) => {
      if (!mayAddRetailers(caller)) throw new ApiError(403, RETAILER_MESSAGES.companyOnly);
      return { company_id: caller.company_id, ...columnsOf(input) };
    },
  }),

  defineMutation(contract.updateRetailer, retailerRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteRetailer, retailerRecord, {
    apply: async ({ tx, row, now }) => {
      const [admins, machines] = await Promise.all([
        tx.select({ n: countAll }).from(users).where(and(eq(users.retailer_id, row.id), isNull(users.deleted_at))),
        tx.select({ n: countAll }).from(vendingMachines).where(and(eq(vendingMachines.retailer_id, row.id), isNull(vendingMachines.deleted_at))),
      ]);
      const a = admins[0]?.n ?? 0;
      const m = machines[0]?.n ?? 0;
      if (a > 0 || m > 0) throw conflict(RETAILER_MESSAGES.inUse(a, m));
      return { set: { deleted_at: now } };
    },
  }),
];
