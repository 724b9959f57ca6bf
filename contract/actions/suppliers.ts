/**
 * /api/procurement-management: suppliers (domain.md §2 "Suppliers", §3): the list, view, add,
 * edit and delete, changing a supplier's email on its own, and the supplier's product terms
 * (the price and minimum quantity it sells each product at, which purchase orders read).
 * Scoped to the caller's company; every change carries the version it read and writes an
 * audit row.
 */
import { array, integer, max, min, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, id, isoDateTime, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'procurement-management' as const;

/** domain.md §8 and §5; the deletion toast is ours (the spec shows none). */
export const SUPPLIER_MESSAGES = {
  created: 'Supplier created successfully',
  updated: 'Supplier updated successfully',
  deleted: 'Supplier deleted successfully',
  emailChanged: 'Supplier Email Changed Successfully',
  emailRequired: 'Please enter email',
} as const;

const amount = [rules.pattern(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 1250 or 1250.50')];

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const SUPPLIER_FIELD_RULES = {
  company_name: [rules.required(), rules.maxLength(255)],
  contact_person_name: [rules.maxLength(255)],
  email_id: [rules.required(SUPPLIER_MESSAGES.emailRequired), rules.email(), rules.maxLength(254)],
  mobile_number: [rules.mobile(10)],
  country: [rules.maxLength(255)],
  state: [rules.maxLength(255)],
  city: [rules.maxLength(255)],
  billing_address: [rules.maxLength(255)],
  shipping_address: [rules.maxLength(255)],
  bank_name: [rules.maxLength(255)],
  /** Indian Financial System Code: four letters, a zero, six letters or digits (ours; the spec shows no rule). */
  ifsc_code: [rules.pattern(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, 'Enter a valid IFSC code, e.g. HDFC0001234')],
  account_number: [rules.pattern(/^\d{9,18}$/, 'Enter an account number of 9 to 18 digits')],
} satisfies Record<string, readonly Rule[]>;

/** The rules of one product term (a row of the terms table). */
export const PRODUCT_TERM_RULES = {
  product_id: [rules.required()],
  selling_price: [rules.required(), ...amount],
  min_quantity: [rules.required(), rules.numeric(), rules.min(1, 'Quantity must be greater than 0')],
  price_per_quantity: [rules.required(), ...amount],
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

/** domain.md §3 "Supplier product terms": sku, name, selling price, net weight, minimum quantity to be bought, price per quantity. */
export const ProductTerm = object({
  product_id: number(),
  sku: string(),
  name: string(),
  net_weight: string(),
  selling_price: number(),
  min_quantity: number(),
  price_per_quantity: number(),
});

export const Supplier = object({ ...SupplierRow.schema, product_terms: array(ProductTerm) });

export const SUPPLIER_SORT_KEYS = ['company_name', 'contact_person_name', 'email_id', 'city', 'created_at', 'updated_at'] as const;

export const listSuppliers = defineAction({
  area,
  name: 'list.suppliers',
  kind: 'read',
  summary:
    "The caller's company's suppliers (/suppliers, 20 a page). Search matches company name, contact person, email, mobile, city and bank; " +
    'filters: country and state (any of), created_from/created_to.',
  permissions: ['PERM_VIEW_SUPPLIER'],
  request: object({
    ...listFields(SUPPLIER_SORT_KEYS, 'created_at', 'DESC'),
    country: optional(boundedArray(size(string(), 1, 255), 50)),
    state: optional(boundedArray(size(string(), 1, 255), 50)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(SupplierRow),
});

export const getSupplier = defineAction({
  area,
  name: 'get.supplier',
  kind: 'read',
  summary: 'One supplier the caller may see, with its product terms (404 otherwise).',
  permissions: ['PERM_VIEW_SUPPLIER'],
  request: object({ id: id() }),
  response: data(Supplier),
});

const money = (rule: readonly Rule[]) => checked(max(min(number(), 0), 1_000_000_000), ...rule);
const termInput = object({
  product_id: id(),
  selling_price: money(PRODUCT_TERM_RULES.selling_price),
  min_quantity: checked(max(integer(), 1_000_000_000), ...PRODUCT_TERM_RULES.min_quantity),
  price_per_quantity: money(PRODUCT_TERM_RULES.price_per_quantity),
});

const details = {
  company_name: checked(string(), ...SUPPLIER_FIELD_RULES.company_name),
  contact_person_name: checked(string(), ...SUPPLIER_FIELD_RULES.contact_person_name),
  mobile_number: checked(string(), ...SUPPLIER_FIELD_RULES.mobile_number),
  country: checked(string(), ...SUPPLIER_FIELD_RULES.country),
  state: checked(string(), ...SUPPLIER_FIELD_RULES.state),
  city: checked(string(), ...SUPPLIER_FIELD_RULES.city),
  billing_address: checked(string(), ...SUPPLIER_FIELD_RULES.billing_address),
  shipping_address: checked(string(), ...SUPPLIER_FIELD_RULES.shipping_address),
  bank_name: checked(string(), ...SUPPLIER_FIELD_RULES.bank_name),
  ifsc_code: checked(string(), ...SUPPLIER_FIELD_RULES.ifsc_code),
  account_number: checked(string(), ...SUPPLIER_FIELD_RULES.account_number),
  /** The whole list: what is left out is no longer a term of this supplier. Each product once. */
  product_terms: boundedArray(termInput, 500),
};
const email_id = checked(string(), ...SUPPLIER_FIELD_RULES.email_id);

export const createSupplier = defineAction({
  area,
  name: 'create.supplier',
  kind: 'write',
  summary: "Adds a supplier to the caller's company with its product terms (each product of the company's catalogue, once).",
  permissions: ['PERM_ADD_SUPPLIER'],
  status: 201,
  request: object({ ...details, email_id }),
  response: data(Supplier),
});

export const updateSupplier = defineAction({
  area,
  name: 'update.supplier',
  kind: 'write',
  summary: "Replaces a supplier's details and product terms with the version read (stale → 409). The email changes with change_email.supplier.",
  permissions: ['PERM_UPDATE_SUPPLIER'],
  request: object({ id: id(), version: version(), ...details }),
  response: data(Supplier),
});

export const changeSupplierEmail = defineAction({
  area,
  name: 'change_email.supplier',
  kind: 'write',
  summary: "Changes a supplier's email (domain.md §7 \"change supplier email\"), where purchase orders and cancellations are mailed.",
  permissions: ['PERM_UPDATE_SUPPLIER'],
  request: object({ id: id(), version: version(), email_id }),
  response: data(Supplier),
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
