/**
 * /api/procurement-management: suppliers (suppliers list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'procurement-management' as const;

export const SUPPLIER_MESSAGES = {
  created: 'Supplier created successfully',
  updated: 'Supplier updated successfully',
  deleted: 'Supplier deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const SUPPLIER_FIELD_RULES = {
  company_name: [rules.required(), rules.maxLength(255)],
  contact_person_name: [rules.maxLength(255)],
  email_id: [rules.required(), rules.email(), rules.maxLength(254)],
  mobile_number: [rules.mobile(10)],
  country: [rules.maxLength(255)],
  state: [rules.maxLength(255)],
  city: [rules.maxLength(255)],
  billing_address: [rules.maxLength(255)],
  shipping_address: [rules.maxLength(255)],
  bank_name: [rules.maxLength(255)],
  ifsc_code: [rules.maxLength(255)],
  account_number: [rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

export const SupplierRow = object({
  id: number(),
  company_name: string(),
  contact_person_name: string(),
  email_id: string(),
  mobile_number: string(),
  country: string(),
  state: string(),
  city: string(),
  billing_address: string(),
  shipping_address: string(),
  bank_name: string(),
  ifsc_code: string(),
  account_number: string(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const SUPPLIER_SORT_KEYS = ['company_name', 'contact_person_name', 'email_id', 'country', 'state', 'city', 'billing_address', 'shipping_address', 'bank_name', 'ifsc_code', 'account_number', 'created_at', 'updated_at'] as const;

export const listSuppliers = defineAction({
  area,
  name: 'list.suppliers',
  kind: 'read',
  summary: "The caller's company's suppliers; search matches company name, contact person name, email id, mobile number, country, state, city, billing address, shipping address, bank name, ifsc code, account number.",
  permissions: ['PERM_VIEW_SUPPLIER'],
  request: object({ ...listFields(SUPPLIER_SORT_KEYS, 'created_at', 'DESC') }),
  response: list(SupplierRow),
});

export const getSupplier = defineAction({
  area,
  name: 'get.supplier',
  kind: 'read',
  summary: 'One supplier the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_SUPPLIER'],
  request: object({ id: id() }),
  response: data(SupplierRow),
});

const fields = {
  company_name: checked(string(), ...SUPPLIER_FIELD_RULES.company_name),
  contact_person_name: checked(string(), ...SUPPLIER_FIELD_RULES.contact_person_name),
  email_id: checked(string(), ...SUPPLIER_FIELD_RULES.email_id),
  mobile_number: checked(string(), ...SUPPLIER_FIELD_RULES.mobile_number),
  country: checked(string(), ...SUPPLIER_FIELD_RULES.country),
  state: checked(string(), ...SUPPLIER_FIELD_RULES.state),
  city: checked(string(), ...SUPPLIER_FIELD_RULES.city),
  billing_address: checked(string(), ...SUPPLIER_FIELD_RULES.billing_address),
  shipping_address: checked(string(), ...SUPPLIER_FIELD_RULES.shipping_address),
  bank_name: checked(string(), ...SUPPLIER_FIELD_RULES.bank_name),
  ifsc_code: checked(string(), ...SUPPLIER_FIELD_RULES.ifsc_code),
  account_number: checked(string(), ...SUPPLIER_FIELD_RULES.account_number),
};

export const createSupplier = defineAction({
  area,
  name: 'create.supplier',
  kind: 'write',
  summary: 'Adds a supplier to the caller\'s company.',
  permissions: ['PERM_ADD_SUPPLIER'],
  status: 201,
  request: object(fields),
  response: data(SupplierRow),
});

export const updateSupplier = defineAction({
  area,
  name: 'update.supplier',
  kind: 'write',
  summary: "Replaces a supplier's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_SUPPLIER'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(SupplierRow),
});

export const deleteSupplier = defineAction({
  area,
  name: 'delete.supplier',
  kind: 'write',
  summary: 'Removes a supplier (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_SUPPLIER'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
