/**
 * /api/retailer-management: retailers (retailers list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { boolean, number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'retailer-management' as const;

export const RETAILER_MESSAGES = {
  created: 'Retailer created successfully',
  updated: 'Retailer updated successfully',
  deleted: 'Retailer deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const RETAILER_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  contact_person_name: [rules.maxLength(255)],
  email: [rules.email(), rules.maxLength(254)],
  mobile_number: [rules.mobile(10)],
  address_line_1: [rules.maxLength(255)],
  address_line_2: [rules.maxLength(255)],
  country: [rules.maxLength(255)],
  state: [rules.maxLength(255)],
  city: [rules.maxLength(255)],
  pincode: [rules.maxLength(255)],
  is_active: [],
} satisfies Record<string, readonly Rule[]>;

export const RetailerRow = object({
  id: number(),
  name: string(),
  contact_person_name: string(),
  email: string(),
  mobile_number: string(),
  address_line_1: string(),
  address_line_2: string(),
  country: string(),
  state: string(),
  city: string(),
  pincode: string(),
  is_active: boolean(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const RETAILER_SORT_KEYS = ['name', 'contact_person_name', 'email', 'address_line_1', 'address_line_2', 'country', 'state', 'city', 'pincode', 'created_at', 'updated_at'] as const;

export const listRetailers = defineAction({
  area,
  name: 'list.retailers',
  kind: 'read',
  summary: "The caller's company's retailers; search matches name, contact person name, email, mobile number, address line 1, address line 2, country, state, city, pincode.",
  permissions: ['PERM_VIEW_RETAILER_ENTITY'],
  request: object({ ...listFields(RETAILER_SORT_KEYS, 'created_at', 'DESC') }),
  response: list(RetailerRow),
});

export const getRetailer = defineAction({
  area,
  name: 'get.retailer',
  kind: 'read',
  summary: 'One retailer the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_RETAILER_ENTITY'],
  request: object({ id: id() }),
  response: data(RetailerRow),
});

const fields = {
  name: checked(string(), ...RETAILER_FIELD_RULES.name),
  contact_person_name: checked(string(), ...RETAILER_FIELD_RULES.contact_person_name),
  email: checked(string(), ...RETAILER_FIELD_RULES.email),
  mobile_number: checked(string(), ...RETAILER_FIELD_RULES.mobile_number),
  address_line_1: checked(string(), ...RETAILER_FIELD_RULES.address_line_1),
  address_line_2: checked(string(), ...RETAILER_FIELD_RULES.address_line_2),
  country: checked(string(), ...RETAILER_FIELD_RULES.country),
  state: checked(string(), ...RETAILER_FIELD_RULES.state),
  city: checked(string(), ...RETAILER_FIELD_RULES.city),
  pincode: checked(string(), ...RETAILER_FIELD_RULES.pincode),
  is_active: boolean(),
};

export const createRetailer = defineAction({
  area,
  name: 'create.retailer',
  kind: 'write',
  summary: 'Adds a retailer to the caller\'s company.',
  permissions: ['PERM_ADD_RETAILER_ENTITY'],
  status: 201,
  request: object(fields),
  response: data(RetailerRow),
});

export const updateRetailer = defineAction({
  area,
  name: 'update.retailer',
  kind: 'write',
  summary: "Replaces a retailer's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_RETAILER_ENTITY'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(RetailerRow),
});

export const deleteRetailer = defineAction({
  area,
  name: 'delete.retailer',
  kind: 'write',
  summary: 'Removes a retailer (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_RETAILER_ENTITY'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
