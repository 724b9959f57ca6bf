/**
 * /api/warehouse-management: warehouses (/warehouses, /warehouse/{id}) and a warehouse's
 * stock (/warehouse-stock/{id}). Scoped to the caller's company, and to their franchise
 * for franchise users.
 */
import { boolean, enums, integer, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { STORAGE_TYPES } from '../constants.ts';
import { GEO_MESSAGES } from '../geo.ts';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'warehouse-management' as const;

/** A database id (Postgres int4), so an oversized number is a 400 rather than a database error. */
export const dbId = () => size(integer(), 1, 2_147_483_647);
export const Ref = object({ id: number(), name: string() });

export const WarehouseRow = object({
  id: number(),
  name: string(),
  city: string(),
  state: string(),
  zone: nullable(Ref),
  franchise: nullable(Ref),
  is_visible: boolean(),
  /** One of STORAGE_TYPES (domain.md §9); a vehicle's registration number ('' otherwise). */
  storage_type: enums(STORAGE_TYPES),
  registration_number: string(),
  /** Distinct products with stock or units in transit. */
  product_count: number(),
  stock: number(),
  in_transit: number(),
  /** Orders still Created that leave from or arrive at this warehouse. */
  open_orders: number(),
  updated_at: string(),
  /** What a delete from the list carries (delete.warehouse). */
  version: integer(),
});

export const listWarehouses = defineAction({
  area,
  name: 'list.warehouses',
  kind: 'read',
  summary: 'The /warehouses list with stock totals and open orders; search matches name, city, state and registration number; filter: storage_type (any of).',
  permissions: ['PERM_VIEW_WAREHOUSE'],
  request: object({
    ...listFields(['name', 'city', 'stock', 'open_orders', 'updated_at'], 'name', 'ASC'),
    storage_type: optional(boundedArray(enums(STORAGE_TYPES), STORAGE_TYPES.length)),
  }),
  response: list(WarehouseRow),
});

export const Warehouse = object({
  id: number(),
  name: string(),
  address_line_1: string(),
  address_line_2: string(),
  city: string(),
  state: string(),
  country: string(),
  pincode: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  is_visible: boolean(),
  po_approval_required: boolean(),
  location_tracking: boolean(),
  storage_type: enums(STORAGE_TYPES),
  registration_number: string(),
  /** A vehicle's owner (refill partners' vehicles, issue 40). */
  refill_partner: nullable(Ref),
  zone: nullable(Ref),
  franchise: nullable(Ref),
  product_count: number(),
  stock: number(),
  in_transit: number(),
  open_orders: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const getWarehouse = defineAction({
  area,
  name: 'get.warehouse',
  kind: 'read',
  summary: 'One warehouse (/warehouse/{id}) with its address, visibility, purchase-order approval setting and stock totals.',
  // Its inventory and tally screens (PERM_VIEW_INVENTORY) name it too.
  permissions: WAREHOUSE_READ_PERMISSIONS,
  request: object({ id: dbId() }),
  response: data(Warehouse),
});

export const WarehouseStockRow = object({
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  mrp: number(),
  stock: number(),
  in_transit: number(),
  /** Below this (with what is on order) the product is due for buying; 0 = none set (update.warehouse_reorder_level). */
  reorder_level: number(),
  updated_at: string(),
});

export const listWarehouseStock = defineAction({
  area: 'warehouse-inventory-management-services',
  name: 'list.warehouse_stock',
  kind: 'read',
  permissions: WAREHOUSE_READ_PERMISSIONS,
  summary:
    "A warehouse's stock per product (/warehouse-stock/{id}): units on the shelves and units in transit on open orders. " +
    'Search matches SKU and name; `in_stock_only` hides products with neither.',
  request: object({
    ...listFields(['sku', 'name', 'category', 'stock', 'in_transit', 'reorder_level', 'updated_at'], 'name', 'ASC'),
    warehouse_id: dbId(),
    in_stock_only: optional(boolean()),
  }),
  response: list(WarehouseStockRow),
});

/** The saved toasts and refusals of the warehouse form are ours (the spec shows none). */
export const WAREHOUSE_MESSAGES = {
  created: 'Warehouse created successfully',
  updated: 'Warehouse updated successfully',
  nameRequired: 'Please enter warehouse name',
  addressRequired: 'Please enter address',
  cityRequired: 'Please enter city',
  pincode: 'Enter a valid 6 digit pincode',
  locationPair: 'Enter both latitude and longitude, or neither.',
  unknownZone: 'Unknown zone.',
  unknownFranchise: 'Choose a franchise of your company.',
  ownFranchiseOnly: 'A warehouse you add or edit belongs to your own franchise.',
  registrationRequired: 'Please enter registration number',
  deleted: 'Warehouse deleted successfully',
  /** Why a warehouse cannot be deleted yet: what it still holds or serves, e.g. "120 units in stock and 2 open orders". */
  inUse: (holds: string[]) => `This warehouse cannot be deleted while it has ${holds.join(', ')}. Move or finish them first.`,
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const WAREHOUSE_FIELD_RULES = {
  name: [rules.required(WAREHOUSE_MESSAGES.nameRequired), rules.maxLength(255)],
  address_line_1: [rules.required(WAREHOUSE_MESSAGES.addressRequired), rules.maxLength(255)],
  address_line_2: [rules.maxLength(255)],
  country: [rules.maxLength(255)],
  state: [rules.maxLength(255)],
  city: [rules.required(WAREHOUSE_MESSAGES.cityRequired), rules.maxLength(255)],
  pincode: [rules.pattern(/^\d{6}$/, WAREHOUSE_MESSAGES.pincode)],
  registration_number: [rules.maxLength(20)],
} satisfies Record<string, readonly Rule[]>;

const coordinate = (low: number, high: number, message: string) =>
  nullable(refine(number(), 'rules', (n) => (Number.isFinite(n) && n >= low && n <= high) || message));

const warehouseFields = {
  name: checked(string(), ...WAREHOUSE_FIELD_RULES.name),
  address_line_1: checked(string(), ...WAREHOUSE_FIELD_RULES.address_line_1),
  address_line_2: checked(string(), ...WAREHOUSE_FIELD_RULES.address_line_2),
  country: checked(string(), ...WAREHOUSE_FIELD_RULES.country),
  state: checked(string(), ...WAREHOUSE_FIELD_RULES.state),
  city: checked(string(), ...WAREHOUSE_FIELD_RULES.city),
  pincode: checked(string(), ...WAREHOUSE_FIELD_RULES.pincode),
  /** Both or neither (400 on the missing one). */
  latitude: coordinate(-90, 90, GEO_MESSAGES.latitudeRange),
  longitude: coordinate(-180, 180, GEO_MESSAGES.longitudeRange),
  location_tracking: boolean(),
  is_visible: boolean(),
  /** Purchase orders into this warehouse wait for approval (procurement reads it). */
  po_approval_required: boolean(),
  /** A zone of the caller's company, or none. */
  zone_id: nullable(dbId()),
  /**
   * Company staff: a franchise of their company, or none (left out: none on create, unchanged
   * on update). Franchise staff: always their own franchise (left out means theirs; another is 400).
   */
  franchise_id: optional(nullable(dbId())),
  /** Left out: Warehouse on create, unchanged on update. A Vehicle needs a registration number. */
  storage_type: optional(enums(STORAGE_TYPES)),
  registration_number: optional(checked(string(), ...WAREHOUSE_FIELD_RULES.registration_number)),
};

export const createWarehouse = defineAction({
  area,
  name: 'create.warehouse',
  kind: 'write',
  summary: "Adds a warehouse (/add-warehouse): name, address, position, tracking, visibility, purchase-order approval, zone and franchise (franchise staff: their own).",
  permissions: ['PERM_ADD_WAREHOUSE'],
  status: 201,
  request: object(warehouseFields),
  response: data(Warehouse),
});

export const updateWarehouse = defineAction({
  area,
  name: 'update.warehouse',
  kind: 'write',
  summary: "Replaces a warehouse's details (/edit-warehouse/{id}) with the version read (stale → 409); stock is not touched.",
  permissions: ['PERM_UPDATE_WAREHOUSE'],
  request: object({ id: dbId(), version: version(), ...warehouseFields }),
  response: data(Warehouse),
});

export const deleteWarehouse = defineAction({
  area,
  name: 'delete.warehouse',
  kind: 'write',
  summary: 'Removes a warehouse (kept for the history that names it, no longer listed or reachable) with the version read. Refused (409, saying what is left) while it holds stock or units in transit, has open warehouse or purchase orders, open refill plans, or machines assigned to it.',
  permissions: ['PERM_DELETE_WAREHOUSE'],
  request: object({ id: dbId(), version: version() }),
  response: empty,
});
