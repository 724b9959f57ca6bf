/**
 * /api/refill-management: refill partners (console.md §2 "User Management", domain.md §2
 * "Refill partners, delivery persons, warehouse managers", §7 "change refill-partner status or
 * PIN"): the /refill-partners list, view, add and edit, the status on its own ("Status updated
 * successfully"), the refill app's PIN (hashed like a password, never answered), and the
 * partner's vehicles (warehouse rows of storage type Vehicle, domain.md §9). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 *
 * The linking screens (machines, warehouses, vehicles, app permissions, notifications) are
 * another part's actions; they name the partner by the same id.
 */
import { array, boolean, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { STATUS_UPDATED } from '../constants.ts';
import { boundedArray, checked, data, id, isoDateTime, list, listFields, version } from '../structs.ts';
import type { StatusEntry } from '../statuses.ts';
import { rules, type Rule } from '../validation.ts';
import { dbId } from './warehouses.ts';

const area = 'refill-management' as const;

/** refill_partners.status: 1 Active, 2 Inactive. */
export const REFILL_PARTNER_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 2, name: 'Inactive', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];
export const REFILL_PARTNER_STATUS = { active: 1, inactive: 2 } as const;
export type RefillPartnerStatusId = (typeof REFILL_PARTNER_STATUSES)[number]['id'];
export const refillPartnerStatus = (status: number): StatusEntry<number> => REFILL_PARTNER_STATUSES.find((s) => s.id === status) ?? { id: status, name: String(status), colour: 'grey' };

/** domain.md §8 "Status updated successfully"; the rest are ours (the spec shows none). */
export const REFILL_PARTNER_MESSAGES = {
  created: 'Refill partner created successfully',
  updated: 'Refill partner updated successfully',
  statusUpdated: STATUS_UPDATED,
  pinChanged: 'PIN changed successfully',
  pinSet: 'PIN set successfully',
  pinRequired: 'Please enter PIN',
  pinPattern: 'PIN must be 4 to 6 digits',
  pinMismatch: 'PINs do not match',
  vehicleAdded: 'Vehicle added successfully',
  vehicleUpdated: 'Vehicle updated successfully',
  vehicleNameRequired: 'Please enter vehicle name',
  registrationRequired: 'Please enter registration number',
  registrationPattern: 'Enter letters, digits, spaces or hyphens',
  registrationTaken: 'A vehicle with this registration number already exists.',
  /** A refill plan (or bulk refill) refuses an inactive partner as a new assignment, and one of another company. */
  inactivePartner: 'This refill partner is inactive and cannot be given new refill plans.',
  unknownPartner: 'Choose a refill partner of your company.',
  confirmDeactivate: 'You want to mark this refill partner inactive. They cannot be given new refill plans until made active again.',
  confirmActivate: 'You want to mark this refill partner active.',
} as const;

/** The refill app's PIN: 4 to 6 digits (ours; the spec gives no rule). */
export const PIN_RULES: readonly Rule[] = [rules.required(REFILL_PARTNER_MESSAGES.pinRequired), rules.pattern(/^\d{4,6}$/, REFILL_PARTNER_MESSAGES.pinPattern)];

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const REFILL_PARTNER_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  mobile_number: [rules.required(), rules.mobile(10)],
  email: [rules.email(), rules.maxLength(254)],
} satisfies Record<string, readonly Rule[]>;

export const VEHICLE_FIELD_RULES = {
  name: [rules.required(REFILL_PARTNER_MESSAGES.vehicleNameRequired), rules.maxLength(255)],
  registration_number: [
    rules.required(REFILL_PARTNER_MESSAGES.registrationRequired), rules.maxLength(20),
    rules.pattern(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, REFILL_PARTNER_MESSAGES.registrationPattern),
  ],
} satisfies Record<string, readonly Rule[]>;

export const RefillPartnerListRow = object({
  id: number(),
  name: string(),
  mobile_number: string(),
  email: string(),
  /** REFILL_PARTNER_STATUSES id. */
  status: number(),
  vehicle_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

/** A vehicle of the partner: a warehouse row of storage type Vehicle. */
export const Vehicle = object({ id: number(), name: string(), registration_number: string(), stock: number(), version: number() });

/**
 * What PERM_VIEW_PASSWORD shows of the PIN (docs/decisions.md "Refill partners"): whether one is
 * set and when it last changed, never the PIN or its hash. Null for callers without it.
 */
export const PinState = object({ is_set: boolean(), changed_at: nullable(string()) });

export const RefillPartner = object({
  ...RefillPartnerListRow.schema,
  pin: nullable(PinState),
  vehicles: array(Vehicle),
});

export const REFILL_PARTNER_SORT_KEYS = ['name', 'email', 'status', 'created_at', 'updated_at'] as const;

/** The /refill-partners screen's list (the pickers' short list is list.refill_partners of refills.ts). */
export const listRefillPartnerDirectory = defineAction({
  area,
  name: 'list.refill_partner_directory',
  kind: 'read',
  summary:
    "The caller's company's refill partners for /refill-partners, with their vehicle count; search matches name, mobile number and email; " +
    'filters: status (any of), created_from/created_to.',
  permissions: ['PERM_VIEW_REFILL_PARTNER'],
  request: object({
    ...listFields(REFILL_PARTNER_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums([1, 2] as const), 2)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(RefillPartnerListRow),
});

export const getRefillPartner = defineAction({
  area,
  name: 'get.refill_partner',
  kind: 'read',
  summary: 'One refill partner the caller may see, with their vehicles; the PIN state only for PERM_VIEW_PASSWORD (404 otherwise).',
  permissions: ['PERM_VIEW_REFILL_PARTNER'],
  request: object({ id: id() }),
  response: data(RefillPartner),
});

const fields = {
  name: checked(string(), ...REFILL_PARTNER_FIELD_RULES.name),
  mobile_number: checked(string(), ...REFILL_PARTNER_FIELD_RULES.mobile_number),
  email: checked(string(), ...REFILL_PARTNER_FIELD_RULES.email),
};
const pin = checked(string(), ...PIN_RULES);

export const createRefillPartner = defineAction({
  area,
  name: 'create.refill_partner',
  kind: 'write',
  summary: "Adds an active refill partner to the caller's company, optionally with the refill app's PIN (hashed, never answered).",
  permissions: ['PERM_ADD_REFILL_PARTNER'],
  status: 201,
  request: object({ ...fields, pin: optional(pin) }),
  response: data(RefillPartner),
});

export const updateRefillPartner = defineAction({
  area,
  name: 'update.refill_partner',
  kind: 'write',
  summary: "Replaces a refill partner's name, mobile and email with the version read (stale → 409). Status and PIN change on their own.",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(RefillPartner),
});

export const changeRefillPartnerStatus = defineAction({
  area,
  name: 'change_status.refill_partner',
  kind: 'write',
  summary: 'Makes a refill partner active or inactive (domain.md §7). An inactive partner keeps their plans but cannot be given new ones.',
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: id(), version: version(), status: enums([1, 2] as const) }),
  response: data(RefillPartner),
});

export const changeRefillPartnerPin = defineAction({
  area,
  name: 'change_pin.refill_partner',
  kind: 'write',
  summary: "Sets or resets the refill app's PIN (domain.md §7): stored hashed like a password; it can be replaced, never read back.",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: id(), version: version(), pin }),
  response: data(RefillPartner),
});

const vehicleFields = {
  name: checked(string(), ...VEHICLE_FIELD_RULES.name),
  registration_number: checked(string(), ...VEHICLE_FIELD_RULES.registration_number),
};

export const createVehicle = defineAction({
  area,
  name: 'create.vehicle',
  kind: 'write',
  summary: "Adds a vehicle to a refill partner: a warehouse of storage type Vehicle owned by the partner, holding stock like any warehouse.",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  status: 201,
  request: object({ refill_partner_id: dbId(), ...vehicleFields }),
  response: data(RefillPartner),
});

export const updateVehicle = defineAction({
  area,
  name: 'update.vehicle',
  kind: 'write',
  summary: "Renames a refill partner's vehicle or changes its registration number, with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: dbId(), version: version(), ...vehicleFields }),
  response: data(RefillPartner),
});
