/**
 * /api/franchise-management: stores (issue 37; domain.md §9: only an INDEPENDENT franchise has
 * stores). The list (/stores, /franchise/{franchiseId}/stores), view, add, edit and delete.
 * Scoped to the caller's company, to their franchise for franchise staff, and to their own
 * store for a store manager; every change carries the version it read and writes an audit row.
 */
import { array, boolean, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'franchise-management' as const;

/** Texts of the store screens and refusals; "No store required for this franchise" is the issue's, the rest ours. */
export const STORE_MESSAGES = {
  created: 'Store created successfully',
  updated: 'Store updated successfully',
  deleted: 'Store deleted successfully',
  /** A DEPENDENT franchise's stores list says only this. */
  noStoreRequired: 'No store required for this franchise',
  /** create.store under a DEPENDENT franchise. */
  dependentFranchise: 'A dependent franchise has no stores of its own: choose an independent franchise.',
  /** create.store naming a franchise the caller does not reach (unknown, another company's, or another franchise's). */
  unknownFranchise: 'Choose an independent franchise you manage.',
  bothCoordinates: 'Enter both latitude and longitude, or neither.',
  stillHasStock: 'This store still holds stock: move it out before deleting the store.',
  stillServesMachines: 'Vending machines are served from this store: move them to another store before deleting it.',
  stillHasManagers: 'Store managers work at this store: move them to another store before deleting it.',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const STORE_FIELD_RULES = {
  name: [rules.required('Please enter store name'), rules.maxLength(255)],
  address_line_1: [rules.required('Please enter address line 1'), rules.maxLength(255)],
  address_line_2: [rules.maxLength(255)],
  country: [rules.required('Please select country'), rules.maxLength(255)],
  state: [rules.required('Please select state'), rules.maxLength(255)],
  city: [rules.required('Please select city'), rules.maxLength(255)],
  pincode: [rules.required('Please enter pincode'), rules.pattern(/^\d{6}$/, 'Enter a 6-digit pincode')],
  latitude: [rules.min(-90, 'Latitude is between -90 and 90'), rules.max(90, 'Latitude is between -90 and 90')],
  longitude: [rules.min(-180, 'Longitude is between -180 and 180'), rules.max(180, 'Longitude is between -180 and 180')],
} satisfies Record<string, readonly Rule[]>;

/** A franchise as the store screens need it: its type says whether it may have stores. */
export const StoreFranchise = object({ id: number(), name: string(), type: string() });

export const StoreRow = object({
  id: number(),
  name: string(),
  franchise: StoreFranchise,
  address_line_1: string(),
  address_line_2: string(),
  country: string(),
  state: string(),
  city: string(),
  pincode: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  is_active: boolean(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const Store = object({
  ...StoreRow.schema,
  /** Users whose store this is (store managers). */
  managers: array(object({ id: number(), name: string(), email: string() })),
  /** Vending machines refilled from this store. */
  machines: array(object({ id: number(), name: string(), code: string() })),
});

export const STORE_SORT_KEYS = ['name', 'city', 'state', 'pincode', 'created_at', 'updated_at'] as const;

export const listStores = defineAction({
  area,
  name: 'list.stores',
  kind: 'read',
  summary:
    'The stores the caller reaches (/stores, /franchise/{franchiseId}/stores): the company\'s, their franchise\'s for franchise staff, ' +
    'their own for a store manager. Search matches name, address, city, state and pincode; filters: franchise_ids, city (any of), is_active. ' +
    'The answer also names the franchises the caller reaches, with their type (for the franchise filter, the heading and the add-store choice).',
  permissions: ['PERM_VIEW_STORE'],
  request: object({
    ...listFields(STORE_SORT_KEYS, 'name', 'ASC'),
    franchise_ids: optional(boundedArray(id(), 100)),
    city: optional(boundedArray(size(string(), 1, 255), 50)),
    is_active: optional(boolean()),
  }),
  response: object({ ...list(StoreRow).schema, /** Always given; optional only for the list kit's type. */ franchises: optional(array(StoreFranchise)) }),
});

export const getStore = defineAction({
  area,
  name: 'get.store',
  kind: 'read',
  summary: 'One store the caller may see, with its franchise, its store managers and the machines served from it (404 otherwise).',
  permissions: ['PERM_VIEW_STORE'],
  request: object({ id: id() }),
  response: data(Store),
});

const coordinate = (rule: readonly Rule[]) => nullable(checked(number(), ...rule));

const fields = {
  name: checked(string(), ...STORE_FIELD_RULES.name),
  address_line_1: checked(string(), ...STORE_FIELD_RULES.address_line_1),
  address_line_2: checked(string(), ...STORE_FIELD_RULES.address_line_2),
  country: checked(string(), ...STORE_FIELD_RULES.country),
  state: checked(string(), ...STORE_FIELD_RULES.state),
  city: checked(string(), ...STORE_FIELD_RULES.city),
  pincode: checked(string(), ...STORE_FIELD_RULES.pincode),
  latitude: coordinate(STORE_FIELD_RULES.latitude),
  longitude: coordinate(STORE_FIELD_RULES.longitude),
  is_active: boolean(),
};

export const createStore = defineAction({
  area,
  name: 'create.store',
  kind: 'write',
  summary: 'Adds a store to an INDEPENDENT franchise the caller manages (a dependent, unknown or other franchise → 400 naming franchise_id).',
  permissions: ['PERM_ADD_STORE'],
  status: 201,
  request: object({ franchise_id: id(), ...fields }),
  response: data(Store),
});

export const updateStore = defineAction({
  area,
  name: 'update.store',
  kind: 'write',
  summary: "Replaces a store's details with the version read (stale → 409). Its franchise stays.",
  permissions: ['PERM_UPDATE_STORE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(Store),
});

export const deleteStore = defineAction({
  area,
  name: 'delete.store',
  kind: 'write',
  summary: 'Removes a store (kept for history, no longer listed); refused (409) while it holds stock, serves machines or has store managers.',
  permissions: ['PERM_DELETE_STORE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
