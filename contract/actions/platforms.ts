/**
 * /api/campaign-management: external sales (domain.md §2 "External sales", console.md §2 "Ext.
 * Sale Management", §6 CUSTOMER_PLATFORM). Platforms (a retail-tech partner's, or Internal) with
 * their linked machines (/platform-linked-vms/{id}) and restricted products
 * (/restricted-products/{id}), both on the link kit (sides platform_machines, platform_products);
 * and third-party sales, the orders sold through a platform.
 */
import { enums, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { PLATFORM_MESSAGES, SOURCE_TYPES } from '../negative-items.ts';
import { boundedArray, checked, data, empty, id, idList, isoDateTime, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'campaign-management' as const;
const permissions = ['PERM_CUSTOMER_PLATFORM'] as const;

export { PLATFORM_MESSAGES };

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const PLATFORM_FIELD_RULES = {
  name: [rules.required('Please enter name'), rules.maxLength(255)],
  source_type: [rules.required('Please select source type')],
} satisfies Record<string, readonly Rule[]>;

export const PlatformRow = object({
  id: number(),
  name: string(),
  source_type: string(),
  machines: number(),
  restricted_products: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PLATFORM_SORT_KEYS = ['name', 'source_type', 'created_at', 'updated_at'] as const;

export const listPlatforms = defineAction({
  area,
  name: 'list.platforms',
  kind: 'read',
  summary: "The company's sale platforms; search matches the name; filter: source_type (any of).",
  permissions: [...permissions],
  request: object({
    ...listFields(PLATFORM_SORT_KEYS, 'created_at', 'DESC'),
    source_type: optional(boundedArray(enums(SOURCE_TYPES), SOURCE_TYPES.length)),
  }),
  response: list(PlatformRow),
});

export const getPlatform = defineAction({
  area,
  name: 'get.platform',
  kind: 'read',
  summary: 'One platform of the company (404 otherwise).',
  permissions: [...permissions],
  request: object({ id: id() }),
  response: data(PlatformRow),
});

const fields = {
  name: checked(string(), ...PLATFORM_FIELD_RULES.name),
  source_type: enums(SOURCE_TYPES),
};

export const createPlatform = defineAction({
  area,
  name: 'create.platform',
  kind: 'write',
  summary: 'Adds a sale platform to the company.',
  permissions: [...permissions],
  status: 201,
  request: object(fields),
  response: data(PlatformRow),
});

export const updatePlatform = defineAction({
  area,
  name: 'update.platform',
  kind: 'write',
  summary: "Replaces a platform's details with the version read (stale → 409).",
  permissions: [...permissions],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(PlatformRow),
});

export const deletePlatform = defineAction({
  area,
  name: 'delete.platform',
  kind: 'write',
  summary: 'Removes a platform (kept for history and its sales, no longer listed).',
  permissions: [...permissions],
  request: object({ id: id(), version: version() }),
  response: empty,
});

export const ThirdPartySaleRow = object({
  id: number(),
  external_order_id: string(),
  platform_id: number(),
  platform: string(),
  source_type: string(),
  vending_machine_id: number(),
  machine: string(),
  items: number(),
  amount: number(),
  /** 1 Completed, 2 Cancelled, 0 Processing. */
  status: number(),
  created_at: string(),
});

export const THIRD_PARTY_SALE_SORT_KEYS = ['created_at', 'amount', 'external_order_id'] as const;

export const listThirdPartySales = defineAction({
  area,
  name: 'list.third_party_sales',
  kind: 'read',
  summary: 'Orders sold through the platforms, newest first; search matches the platform\'s order id; filters: platform_id and vending_machine_id (any of), status (any of), created_from/created_to.',
  permissions: [...permissions],
  request: object({
    ...listFields(THIRD_PARTY_SALE_SORT_KEYS, 'created_at', 'DESC'),
    platform_id: optional(idList(50)),
    vending_machine_id: optional(idList(200)),
    status: optional(boundedArray(enums([0, 1, 2]), 3)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(ThirdPartySaleRow),
});

