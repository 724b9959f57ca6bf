/** /api/procurement-management suppliers on the record pipeline: list, get, create, update, delete. */
import * as contract from '../../contract/actions/suppliers.ts';
import { suppliers } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { supplierRecord, supplierScope, toSupplierRow } from '../records/supplier.ts';

type Fields = (typeof contract.createSupplier)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    company_name: input.company_name.trim(),
    contact_person_name: input.contact_person_name.trim(),
    email_id: input.email_id.trim(),
    mobile_number: input.mobile_number.trim(),
    country: input.country.trim(),
    state: input.state.trim(),
    city: input.city.trim(),
    billing_address: input.billing_address.trim(),
    shipping_address: input.shipping_address.trim(),
    bank_name: input.bank_name.trim(),
    ifsc_code: input.ifsc_code.trim(),
    account_number: input.account_number.trim(),
});

export const suppliersHandlers = [
  defineList(contract.listSuppliers, {
    scope: supplierScope,
    query: (db, where) => db.select().from(suppliers).where(where),
    count: (db, where) => db.select({ n: countAll }).from(suppliers).where(where),
    search: [suppliers.company_name, suppliers.contact_person_name, suppliers.email_id, suppliers.mobile_number, suppliers.country, suppliers.state, suppliers.city, suppliers.billing_address, suppliers.shipping_address, suppliers.bank_name, suppliers.ifsc_code, suppliers.account_number],
    sort: {
      company_name: suppliers.company_name,
      contact_person_name: suppliers.contact_person_name,
      email_id: suppliers.email_id,
      country: suppliers.country,
      state: suppliers.state,
      city: suppliers.city,
      billing_address: suppliers.billing_address,
      shipping_address: suppliers.shipping_address,
      bank_name: suppliers.bank_name,
      ifsc_code: suppliers.ifsc_code,
      account_number: suppliers.account_number,
      created_at: suppliers.created_at,
      updated_at: suppliers.updated_at,
    },
    tiebreak: suppliers.id,
    rows: (page) => page.map(toSupplierRow),
  }),

  defineGet(contract.getSupplier, supplierRecord),

  defineCreate(contract.createSupplier, supplierRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateSupplier, supplierRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteSupplier, supplierRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
