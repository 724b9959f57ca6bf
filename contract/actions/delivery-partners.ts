/**
 * /api/delivery-management: delivery partners (delivery-partners list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { boolean, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'delivery-management' as const;

export const DELIVERY_PARTNER_MESSAGES = {
  created: 'Delivery partner created successfully',
  updated: 'Delivery partner updated successfully',
  deleted: 'Delivery partner deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const DELIVERY_PARTNER_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  contact_person_name: [rules.maxLength(255)],
  mobile_number: [rules.required(), rules.mobile(10)],
  email_id: [rules.email(), rules.maxLength(254)],
  active: [],
} satisfies Record<string, readonly Rule[]>;

export const DeliveryPartnerRow = object({
  id: number(),
  name: string(),
  contact_person_name: string(),
  mobile_number: string(),
  email_id: string(),
  active: boolean(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const DELIVERY_PARTNER_SORT_KEYS = ['name', 'contact_person_name', 'email_id', 'created_at', 'updated_at'] as const;

export const listDeliveryPartners = defineAction({
  area,
  name: 'list.delivery_partners',
  kind: 'read',
  summary: "The caller's company's delivery partners; search matches name, contact person name, mobile number, email id; active: true lists only active ones (the selects, domain.md §9).",
  permissions: ['PERM_VIEW_DELIVERY_PARTNER'],
  request: object({ ...listFields(DELIVERY_PARTNER_SORT_KEYS, 'created_at', 'DESC'), active: optional(boolean()) }),
  response: list(DeliveryPartnerRow),
});

export const getDeliveryPartner = defineAction({
  area,
  name: 'get.delivery_partner',
  kind: 'read',
  summary: 'One delivery partner the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_DELIVERY_PARTNER'],
  request: object({ id: id() }),
  response: data(DeliveryPartnerRow),
});

const fields = {
  name: checked(string(), ...DELIVERY_PARTNER_FIELD_RULES.name),
  contact_person_name: checked(string(), ...DELIVERY_PARTNER_FIELD_RULES.contact_person_name),
  mobile_number: checked(string(), ...DELIVERY_PARTNER_FIELD_RULES.mobile_number),
  email_id: checked(string(), ...DELIVERY_PARTNER_FIELD_RULES.email_id),
  active: boolean(),
};

export const createDeliveryPartner = defineAction({
  area,
  name: 'create.delivery_partner',
  kind: 'write',
  summary: 'Adds a delivery partner to the caller\'s company.',
  permissions: ['PERM_ADD_DELIVERY_PARTNER'],
  status: 201,
  request: object(fields),
  response: data(DeliveryPartnerRow),
});

export const updateDeliveryPartner = defineAction({
  area,
  name: 'update.delivery_partner',
  kind: 'write',
  summary: "Replaces a delivery partner's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_DELIVERY_PARTNER'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(DeliveryPartnerRow),
});

export const deleteDeliveryPartner = defineAction({
  area,
  name: 'delete.delivery_partner',
  kind: 'write',
  summary: 'Removes a delivery partner (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_DELIVERY_PARTNER'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
