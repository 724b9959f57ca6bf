/**
 * /api/campaign-management: negative items (domain.md §2 "Negative items", §3 "Negative item";
 * console.md §6 CUSTOMER_PLATFORM): list, view, add, edit, delete. Their products and machines are
 * linked with the link kit (contract/actions/links.ts, sides negative_item_products and
 * negative_item_machines). What an active one blocks: contract/negative-items.ts.
 */
import { enums, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { NEGATIVE_ITEM_MESSAGES, NEGATIVE_ITEM_STATES, SOURCE_TYPES } from '../negative-items.ts';
import { boundedArray, checked, data, empty, id, isoDateTime, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'campaign-management' as const;
const permissions = ['PERM_CUSTOMER_PLATFORM'] as const;

export { NEGATIVE_ITEM_MESSAGES };

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const NEGATIVE_ITEM_FIELD_RULES = {
  name: [rules.required('Please enter name'), rules.maxLength(255)],
  source: [rules.required('Please select source')],
  start_date: [rules.required('Please select start date')],
  end_date: [rules.required('Please select end date')],
} satisfies Record<string, readonly Rule[]>;

export const NegativeItemRow = object({
  id: number(),
  name: string(),
  source: string(),
  start_date: string(),
  end_date: string(),
  /** 1 Active, 0 Inactive (the switch). */
  status: number(),
  /** Where it stands now: Active, Upcoming, Ended or Inactive. */
  state: enums(NEGATIVE_ITEM_STATES),
  products: number(),
  machines: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const NEGATIVE_ITEM_SORT_KEYS = ['name', 'source', 'start_date', 'end_date', 'created_at', 'updated_at'] as const;

export const listNegativeItems = defineAction({
  area,
  name: 'list.negative_items',
  kind: 'read',
  summary: "The company's negative items; search matches the name; filters: state (Active, Upcoming, Ended, Inactive — any of) and source.",
  permissions: [...permissions],
  request: object({
    ...listFields(NEGATIVE_ITEM_SORT_KEYS, 'created_at', 'DESC'),
    state: optional(boundedArray(enums(NEGATIVE_ITEM_STATES), NEGATIVE_ITEM_STATES.length)),
    source: optional(boundedArray(enums(SOURCE_TYPES), SOURCE_TYPES.length)),
  }),
  response: list(NegativeItemRow),
});

export const getNegativeItem = defineAction({
  area,
  name: 'get.negative_item',
  kind: 'read',
  summary: 'One negative item of the company (404 otherwise), with how many products and machines it is linked to.',
  permissions: [...permissions],
  request: object({ id: id() }),
  response: data(NegativeItemRow),
});

const fields = {
  name: checked(string(), ...NEGATIVE_ITEM_FIELD_RULES.name),
  source: enums(SOURCE_TYPES),
  start_date: isoDateTime(),
  end_date: isoDateTime(),
  status: enums([0, 1]),
};

export const createNegativeItem = defineAction({
  area,
  name: 'create.negative_item',
  kind: 'write',
  summary: "Adds a negative item to the company (end after start, else 400 on end_date); link its products and machines next.",
  permissions: [...permissions],
  status: 201,
  request: object(fields),
  response: data(NegativeItemRow),
});

export const updateNegativeItem = defineAction({
  area,
  name: 'update.negative_item',
  kind: 'write',
  summary: "Replaces a negative item's details with the version read (stale → 409).",
  permissions: [...permissions],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(NegativeItemRow),
});

export const deleteNegativeItem = defineAction({
  area,
  name: 'delete.negative_item',
  kind: 'write',
  summary: 'Removes a negative item (kept for history, no longer listed, blocks nothing).',
  permissions: [...permissions],
  request: object({ id: id(), version: version() }),
  response: empty,
});

