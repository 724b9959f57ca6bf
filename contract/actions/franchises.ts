/**
 * /api/franchise-management: franchises (console.md §2 "Entity", §6; domain.md §3 "Franchise"):
 * the list, view, add, edit and delete. A franchise is INDEPENDENT (it has stores) or DEPENDENT
 * (none: its view says "No store required for this franchise"); it works in a set of
 * locations (state and city), saved with it and shown regrouped by state into cities. Only a
 * company WITH_FRANCHISE has franchises. Scoped to the caller's company, and for franchise
 * staff to their own franchise; every change carries the version it read and writes an audit row.
 */
import { array, boolean, enums, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { FRANCHISE_TYPES } from '../roles.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'franchise-management' as const;

export type FranchiseType = (typeof FRANCHISE_TYPES)[number];
export { FRANCHISE_TYPES };

/** How each type is shown (console.md §6: independent has stores, dependent has none). */
export const FRANCHISE_TYPE_NAMES: Record<FranchiseType, string> = {
  INDEPENDENT: 'Independent',
  DEPENDENT: 'Dependent',
};
export const FRANCHISE_TYPE_OPTIONS = FRANCHISE_TYPES.map((t) => ({ id: t, name: FRANCHISE_TYPE_NAMES[t] }));

/** The most locations one franchise lists (a city each). */
export const MAX_FRANCHISE_LOCATIONS = 200;
/** How many of its machines the franchise view names (the count covers all). */
export const FRANCHISE_VIEW_MACHINES = 10;

/**
 * domain.md §4 gives "No store required for this franchise"; the toasts and refusals are ours
 * (the spec shows none), recorded in docs/decisions.md "Franchises".
 */
export const FRANCHISE_MESSAGES = {
  created: 'Franchise created successfully',
  updated: 'Franchise updated successfully',
  deleted: 'Franchise deleted successfully',
  noStoreRequired: 'No store required for this franchise',
  nameRequired: 'Please enter franchise name',
  typeRequired: 'Please select franchise type',
  stateRequired: 'Please select state',
  cityRequired: 'Please enter city',
  withoutFranchise: 'This company works without franchises, so it cannot have one. Only a company with franchises can add a franchise.',
  staffCannotAdd: 'Franchise staff cannot add franchises.',
  dependentWithStores: (stores: number) =>
    `This franchise has ${stores === 1 ? '1 store' : `${stores} stores`}; a dependent franchise has none. Move or remove its stores before making it dependent.`,
  stateIdMismatch: (stateId: string, state: string) => `State code ${stateId} is not the code of ${state}.`,
  duplicateLocation: (city: string, state: string) => `${city}, ${state} is listed twice. List each city once.`,
  inUse: (parts: string) => `This franchise still has ${parts}. Move or remove them before deleting it.`,
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const FRANCHISE_FIELD_RULES = {
  name: [rules.required(FRANCHISE_MESSAGES.nameRequired), rules.maxLength(255)],
  type: [rules.required(FRANCHISE_MESSAGES.typeRequired)],
  is_active: [],
} satisfies Record<string, readonly Rule[]>;

/** The rules of one location row. */
export const FRANCHISE_LOCATION_RULES = {
  country: [rules.maxLength(100)],
  state: [rules.required(FRANCHISE_MESSAGES.stateRequired), rules.maxLength(100)],
  city: [rules.required(FRANCHISE_MESSAGES.cityRequired), rules.maxLength(100)],
} satisfies Record<string, readonly Rule[]>;

/** A location; `state_id` is its state's ISO 3166-2 code (domain.md §3 "franchise_locations entries with state_id"), null for a state typed by hand. */
export const FranchiseLocation = object({ country: string(), state_id: nullable(string()), state: string(), city: string() });

export const FranchiseRow = object({
  id: number(),
  name: string(),
  type: enums(FRANCHISE_TYPES),
  is_active: boolean(),
  locations: array(FranchiseLocation),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

const Ref = object({ id: number(), name: string() });

/** What the franchise view shows besides the row: its people, places and machines. */
export const FranchiseDetail = object({
  ...FranchiseRow.schema,
  /** Its franchise admins and location partners. */
  admins: array(object({ id: number(), first_name: string(), last_name: string(), email: string(), role_code: string(), role_name: string(), is_active: boolean() })),
  warehouses: array(object({ id: number(), name: string(), city: string(), state: string() })),
  /** Always empty for a DEPENDENT franchise. */
  stores: array(object({ id: number(), name: string(), city: string() })),
  machine_count: number(),
  /** The first few of its machines by name (FRANCHISE_VIEW_MACHINES). */
  machines: array(object({ id: number(), name: string(), code: string(), city: string() })),
  user_count: number(),
  company: Ref,
});

export const FRANCHISE_SORT_KEYS = ['name', 'type', 'is_active', 'created_at', 'updated_at'] as const;

export const listFranchises = defineAction({
  area,
  name: 'list.franchises',
  kind: 'read',
  summary: "The caller's company's franchises (franchise staff: their own); search matches the name; filters: type, is_active.",
  permissions: ['PERM_VIEW_FRANCHISE'],
  request: object({
    ...listFields(FRANCHISE_SORT_KEYS, 'created_at', 'DESC'),
    type: optional(boundedArray(enums(FRANCHISE_TYPES), FRANCHISE_TYPES.length)),
    is_active: optional(nullable(boolean())),
  }),
  response: list(FranchiseRow),
});

export const getFranchise = defineAction({
  area,
  name: 'get.franchise',
  kind: 'read',
  summary: 'One franchise the caller may see (404 otherwise), with its locations, admins, warehouses, stores and machines.',
  permissions: ['PERM_VIEW_FRANCHISE'],
  request: object({ id: id() }),
  response: data(FranchiseDetail),
});

const locationStruct = object({
  country: checked(string(), ...FRANCHISE_LOCATION_RULES.country),
  state: checked(string(), ...FRANCHISE_LOCATION_RULES.state),
  city: checked(string(), ...FRANCHISE_LOCATION_RULES.city),
  /** The state's code, if the form knows it: it must be the code of the state named. */
  state_id: optional(nullable(size(string(), 1, 10))),
});

const fields = {
  name: checked(string(), ...FRANCHISE_FIELD_RULES.name),
  type: enums(FRANCHISE_TYPES),
  is_active: boolean(),
  /** The whole set: a save replaces the franchise's locations with these. */
  locations: boundedArray(locationStruct, MAX_FRANCHISE_LOCATIONS),
};

export const createFranchise = defineAction({
  area,
  name: 'create.franchise',
  kind: 'write',
  summary:
    "Adds a franchise and its locations to the caller's company. Refused (400) for a company WITHOUT_FRANCHISE, " +
    '(403) for franchise staff, and (400) for a city listed twice.',
  permissions: ['PERM_ADD_FRANCHISE'],
  status: 201,
  request: object(fields),
  response: data(FranchiseDetail),
});

export const updateFranchise = defineAction({
  area,
  name: 'update.franchise',
  kind: 'write',
  summary:
    "Replaces a franchise's details and its locations (as a set) with the version read (stale → 409). " +
    'Making an INDEPENDENT franchise DEPENDENT while it has stores is refused (409).',
  permissions: ['PERM_UPDATE_FRANCHISE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(FranchiseDetail),
});

export const deleteFranchise = defineAction({
  area,
  name: 'delete.franchise',
  kind: 'write',
  summary: 'Removes a franchise (kept for history, no longer listed); refused (409) while it has users, warehouses, stores or machines.',
  permissions: ['PERM_DELETE_FRANCHISE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
