/**
 * /api/product-management, reading side of the product catalogue: /products and
 * /product/{id}, scoped to the caller's company. Adding and editing come later.
 */
import { array, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import type { StatusEntry } from '../statuses.ts';
import { boundedArray, data, list, listFields } from '../structs.ts';

const area = 'product-management' as const;
const VIEW = 'PERM_VIEW_PRODUCT_CATALOG' as const;

const dbId = () => size(integer(), 1, 2_147_483_647);
const idList = () => optional(boundedArray(dbId(), 200));

/** Product status (not in the specs' catalogues, so named here). */
export const PRODUCT_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 2, name: 'Inactive', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];
export const PRODUCT_STATUS_IDS = [1, 2] as const;
export const productStatus = (id: number) => PRODUCT_STATUSES.find((s) => s.id === id) ?? PRODUCT_STATUSES[1];

const Ref = object({ id: number(), name: string() });

export const ProductRow = object({
  id: number(),
  sku: string(),
  name: string(),
  category: Ref,
  brand: Ref,
  unit: Ref,
  packaging: Ref,
  mrp: number(),
  status: number(),
  updated_at: string(),
});

export const listProducts = defineAction({
  area,
  name: 'list.products',
  kind: 'read',
  summary: 'The product catalogue. Filters: category_id, brand_id, unit_id, packaging_id, status (each any-of); search matches sku, name and hsn.',
  permissions: [VIEW],
  request: object({
    ...listFields(['name', 'sku', 'mrp', 'category', 'brand', 'status', 'updated_at'], 'name', 'ASC'),
    category_id: idList(),
    brand_id: idList(),
    unit_id: idList(),
    packaging_id: idList(),
    status: optional(boundedArray(enums(PRODUCT_STATUS_IDS), 2)),
  }),
  response: list(ProductRow),
});

export const ProductDetail = object({
  ...ProductRow.schema,
  hsn: string(),
  gst: number(),
  cess: number(),
  net_weight: string(),
  /** Where the image can be fetched (/objects/...), or null when it has none. */
  image_url: nullable(string()),
  created_at: string(),
  version: number(),
  /** Machines (not deleted) with a slot holding it, and the units in those slots. */
  machines_stocking: number(),
  units_in_machines: number(),
});

export const getProduct = defineAction({
  area,
  name: 'get.product',
  kind: 'read',
  summary: 'One product with its tax details and how much of it sits in machines.',
  permissions: [VIEW],
  request: object({ id: dbId() }),
  response: data(ProductDetail),
});

export const getProductFilterOptions = defineAction({
  area,
  name: 'get.product_filter_options',
  kind: 'read',
  summary: "The choices of the /products filter bar: the company's categories, brands, units and packagings.",
  permissions: [VIEW],
  request: object({}),
  response: data(object({ categories: array(Ref), brands: array(Ref), units: array(Ref), packagings: array(Ref) })),
});
