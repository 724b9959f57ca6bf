/**
 * /api/procurement-management suppliers on the record pipeline: list, get, create, update,
 * change the email, delete. A save replaces the supplier's product terms in the same
 * transaction, and the audit row keeps them.
 */
import { gte, inArray, lte } from 'drizzle-orm';
import * as contract from '../../contract/actions/suppliers.ts';
import { suppliers } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { replaceTerms, supplierRecord, supplierScope, toSupplierRow } from '../records/supplier.ts';

type Details = Omit<(typeof contract.updateSupplier)['request']['TYPE'], 'id' | 'version' | 'product_terms'>;

/** The columns a save writes from the request, text trimmed and codes in capitals. */
const columnsOf = (input: Details) => ({
  company_name: input.company_name.trim(),
  contact_person_name: input.contact_person_name.trim(),
  mobile_number: input.mobile_number.trim(),
  country: input.country.trim(),
  state: input.state.trim(),
  city: input.city.trim(),
  billing_address: input.billing_address.trim(),
  shipping_address: input.shipping_address.trim(),
  bank_name: input.bank_name.trim(),
  ifsc_code: input.ifsc_code.trim().toUpperCase(),
  account_number: input.account_number.trim(),
});

export const suppliersHandlers = [
  defineList(contract.listSuppliers, {
    scope: supplierScope,
    query: (db, where) => db.select().from(suppliers).where(where),
    count: (db, where) => db.select({ n: countAll }).from(suppliers).where(where),
    filters: {
      country: (countries) => inArray(suppliers.country, countries),
      state: (states) => inArray(suppliers.state, states),
      created_from: (from) => gte(suppliers.created_at, new Date(from)),
      created_to: (to) => lte(suppliers.created_at, new Date(to)),
    },
    search: [suppliers.company_name, suppliers.contact_person_name, suppliers.email_id, suppliers.mobile_number, suppliers.city, suppliers.bank_name],
    sort: {
      company_name: suppliers.company_name,
      contact_person_name: suppliers.contact_person_name,
      email_id: suppliers.email_id,
      city: suppliers.city,
      created_at: suppliers.created_at,
      updated_at: suppliers.updated_at,
    },
    tiebreak: suppliers.id,
    rows: (page) => page.map(toSupplierRow),
  }),

  defineGet(contract.getSupplier, supplierRecord),

  defineCreate(contract.createSupplier, supplierRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input), email_id: input.email_id.trim() }),
    after: ({ tx, caller, row, input }) => replaceTerms(tx, caller, row.id, input.product_terms),
  }),

  defineMutation(contract.updateSupplier, supplierRecord, {
    apply: async ({ tx, caller, row, input }) => ({
      set: columnsOf(input),
      audit: await replaceTerms(tx, caller, row.id, input.product_terms),
    }),
  }),

  defineMutation(contract.changeSupplierEmail, supplierRecord, {
    apply: async ({ input }) => ({ set: { email_id: input.email_id.trim() } }),
  }),

  defineDelete(contract.deleteSupplier, supplierRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
