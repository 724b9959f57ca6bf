/**
 * /api/retailer-management: retailer entities (issue 37, "Entity"): the list, view, add, edit
 * and delete. A retailer is one of the company's; its admins are the users whose retailer it is
 * (a retailer admin belongs to one) and its machines the vending machines it runs.
 *
 * Who reaches which (docs/decisions.md, "Retailers"): company staff reach their company's
 * retailers; a retailer admin only their own; franchise staff none (retailers are the
 * company's, not a franchise's). Every change carries the version it read and writes an
 * audit row.
 */
import { array, boolean, number, object, optional, pick, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { UserRow } from './users.ts';

const area = 'retailer-management' as const;

/** The spec gives no retailer texts; these are ours, worded as the other entities' are. */
export const RETAILER_MESSAGES = {
  created: 'Retailer created successfully',
  updated: 'Retailer updated successfully',
  deleted: 'Retailer deleted successfully',
  nameRequired: 'Please enter retailer name',
  /** Writes by franchise staff or a retailer's own admin: retailers are the company's to manage. */
  companyOnly: 'Retailers are managed by the company; franchise and retailer staff cannot add them.',
  noAdmins: 'No admins belong to this retailer yet.',
  noMachines: 'This retailer runs no machines yet.',
  /** The 409 of a delete while people or machines still belong to the retailer. */
  inUse: (admins: number, machines: number) =>
    `This retailer still has ${[admins ? `${admins} admin${admins === 1 ? '' : 's'}` : '', machines ? `${machines} machine${machines === 1 ? '' : 's'}` : '']
      .filter(Boolean).join(' and ')}; move them to another retailer or remove them before deleting it.`,
} as const;

/** How many of a retailer's machines its view lists (the rest are counted). */
export const RETAILER_VIEW_MACHINES = 10;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const RETAILER_FIELD_RULES = {
  name: [rules.required(RETAILER_MESSAGES.nameRequired), rules.maxLength(255)],
  contact_person_name: [rules.maxLength(255)],
  email: [rules.email(), rules.maxLength(254)],
  mobile_number: [rules.mobile(10)],
  address_line_1: [rules.maxLength(255)],
  address_line_2: [rules.maxLength(255)],
  country: [rules.maxLength(255)],
  state: [rules.maxLength(255)],
  city: [rules.maxLength(255)],
  /** Postal codes: 3 to 10 letters, digits, spaces or dashes (ours; India's are 6 digits). */
  pincode: [rules.pattern(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'Enter a valid pincode')],
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
  /** Its admins (users, not deleted) and machines (not deleted). */
  admins_count: number(),
  machines_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

/** A user whose retailer it is, as the users list shows them. */
export const RetailerAdmin = pick(UserRow, ['id', 'first_name', 'last_name', 'email', 'mobile_number', 'is_active']);

export const RetailerMachine = object({
  id: number(),
  name: string(),
  code: string(),
  city: string(),
  /** 1 Active, 2 Inactive, 3 Failed (as the machines list). */
  status: number(),
});

export const Retailer = object({
  ...RetailerRow.schema,
  admins: array(RetailerAdmin),
  /** The first RETAILER_VIEW_MACHINES by name; machines_count counts them all. */
  machines: array(RetailerMachine),
});

export const RETAILER_SORT_KEYS = ['name', 'contact_person_name', 'email', 'city', 'state', 'created_at', 'updated_at'] as const;

export const listRetailers = defineAction({
  area,
  name: 'list.retailers',
  kind: 'read',
  summary:
    "Retailers the caller reaches (/retailers, 20 a page): the company's for company staff, their own for a retailer admin, none for franchise staff. " +
    'Search matches name, contact person, email, mobile, address, city, state, country and pincode; filter: is_active.',
  permissions: ['PERM_VIEW_RETAILER_ENTITY'],
  request: object({
    ...listFields(RETAILER_SORT_KEYS, 'created_at', 'DESC'),
    is_active: optional(boolean()),
  }),
  response: list(RetailerRow),
});

export const getRetailer = defineAction({
  area,
  name: 'get.retailer',
  kind: 'read',
  summary: `One retailer the caller reaches, with its admins and its first ${RETAILER_VIEW_MACHINES} machines (404 otherwise).`,
  permissions: ['PERM_VIEW_RETAILER_ENTITY'],
  request: object({ id: id() }),
  response: data(Retailer),
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
  summary: "Adds a retailer to the caller's company (company staff only: franchise and retailer staff get 403).",
  permissions: ['PERM_ADD_RETAILER_ENTITY'],
  status: 201,
  request: object(fields),
  response: data(Retailer),
});

export const updateRetailer = defineAction({
  area,
  name: 'update.retailer',
  kind: 'write',
  summary: "Replaces a retailer's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_RETAILER_ENTITY'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(Retailer),
});

export const deleteRetailer = defineAction({
  area,
  name: 'delete.retailer',
  kind: 'write',
  summary: 'Removes a retailer (kept for history, no longer listed); refused (409) while admins or machines belong to it.',
  permissions: ['PERM_DELETE_RETAILER_ENTITY'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
