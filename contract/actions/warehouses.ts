/**
 * /api/warehouse-management: warehouses (/warehouses, /warehouse/{id}) and a warehouse's
 * stock (/warehouse-stock/{id}). Scoped to the caller's company, and to their franchise
 * for franchise users.
 */
import { boolean, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { data, list, listFields } from '../structs.ts';

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
  /** Distinct products with stock or units in transit. */
  product_count: number(),
  stock: number(),
  in_transit: number(),
  /** Orders still Created that leave from or arrive at this warehouse. */
  open_orders: number(),
  updated_at: string(),
});

export const listWarehouses = defineAction({
  area,
  name: 'list.warehouses',
  kind: 'read',
  summary: 'The /warehouses list with stock totals and open orders; search matches name, city and state.',
  permissions: ['PERM_VIEW_WAREHOUSE'],
  request: object({ ...listFields(['name', 'city', 'stock', 'open_orders', 'updated_at'], 'name', 'ASC') }),
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
  zone: nullable(Ref),
  franchise: nullable(Ref),
  product_count: number(),
  stock: number(),
  in_transit: number(),
  open_orders: number(),
  created_at: string(),
  updated_at: string(),
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
  area,
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
