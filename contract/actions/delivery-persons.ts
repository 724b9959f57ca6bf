/**
 * /api/delivery-management: delivery persons (delivery-persons list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { boolean, integer, max, min, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'delivery-management' as const;

export const DELIVERY_PERSON_MESSAGES = {
  created: 'Delivery person created successfully',
  updated: 'Delivery person updated successfully',
  deleted: 'Delivery person deleted successfully',
  choosePartner: 'Please select a delivery partner',
  inactivePartner: 'Please select an active delivery partner',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const DELIVERY_PERSON_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  mobile_number: [rules.required(), rules.mobile(10)],
  delivery_partner_id: [rules.required(DELIVERY_PERSON_MESSAGES.choosePartner), rules.numeric()],
  active: [],
} satisfies Record<string, readonly Rule[]>;

export const DeliveryPersonRow = object({
  id: number(),
  name: string(),
  mobile_number: string(),
  delivery_partner_id: number(),
  /** The partner company's name. */
  delivery_partner_name: string(),
  active: boolean(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const DELIVERY_PERSON_SORT_KEYS = ['name', 'delivery_partner_id', 'created_at', 'updated_at'] as const;

export const listDeliveryPersons = defineAction({
  area,
  name: 'list.delivery_persons',
  kind: 'read',
  summary: "The caller's company's delivery persons; search matches name, mobile number; filters: delivery_partner_id (any of), active (true: only active persons of active partners, for the selects).",
  permissions: ['PERM_VIEW_DELIVERY_PERSON'],
  request: object({
    ...listFields(DELIVERY_PERSON_SORT_KEYS, 'created_at', 'DESC'),
    delivery_partner_id: optional(boundedArray(id(), 200)),
    active: optional(boolean()),
  }),
  response: list(DeliveryPersonRow),
});

export const getDeliveryPerson = defineAction({
  area,
  name: 'get.delivery_person',
  kind: 'read',
  summary: 'One delivery person the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_DELIVERY_PERSON'],
  request: object({ id: id() }),
  response: data(DeliveryPersonRow),
});

const fields = {
  name: checked(string(), ...DELIVERY_PERSON_FIELD_RULES.name),
  mobile_number: checked(string(), ...DELIVERY_PERSON_FIELD_RULES.mobile_number),
  delivery_partner_id: checked(max(min(integer(), 1), 2_147_483_647), ...DELIVERY_PERSON_FIELD_RULES.delivery_partner_id),
  active: boolean(),
};

export const createDeliveryPerson = defineAction({
  area,
  name: 'create.delivery_person',
  kind: 'write',
  summary: 'Adds a delivery person to the caller\'s company.',
  permissions: ['PERM_ADD_DELIVERY_PERSON'],
  status: 201,
  request: object(fields),
  response: data(DeliveryPersonRow),
});

export const updateDeliveryPerson = defineAction({
  area,
  name: 'update.delivery_person',
  kind: 'write',
  summary: "Replaces a delivery person's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_DELIVERY_PERSON'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(DeliveryPersonRow),
});

export const deleteDeliveryPerson = defineAction({
  area,
  name: 'delete.delivery_person',
  kind: 'write',
  summary: 'Removes a delivery person (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_DELIVERY_PERSON'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
