/**
 * /api/product-management, the product catalogue: /products, /product/{id}, /add-product,
 * /edit-product/{id} and the CSV import, scoped to the caller's company. A product's image
 * is uploaded through create.upload_url (purpose "product") and checked by the server
 * (JPEG or PNG by its bytes, under 2 MB, at least 10×10 px) before the product points at it.
 */
import { array, enums, integer, max, min, nullable, number, object, optional, size, string, type Struct } from 'superstruct';
import { defineAction } from '../action.ts';
import type { StatusEntry } from '../statuses.ts';
import { boundedArray, checked, data, list, listFields, version, whole } from '../structs.ts';
import { MESSAGES, rules, type Rule } from '../validation.ts';

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
  description: string(),
  /** Where the image can be fetched (/objects/...), or null when it has none. */
  image_url: nullable(string()),
  image_key: nullable(string()),
  created_at: string(),
  version: number(),
  /** Machines (not deleted) with a slot holding it, and the units in those slots. */
  machines_stocking: number(),
  units_in_machines: number(),
  /** The caller's warehouses holding it (stock on the shelves or in transit), most stock first. */
  warehouses: array(object({ id: number(), name: string(), stock: number(), in_transit: number() })),
  /** The caller's machines with a slot holding it, most units first. */
  machines: array(object({ id: number(), name: string(), units: number() })),
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

export const MIN_PRODUCT_IMAGE_SIDE_PX = 10;

/** Texts of adding, editing and importing products (the spec gives none but "Invalid File" and the 2 MB message). */
export const PRODUCT_MESSAGES = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  imported: (count: number) => (count === 1 ? '1 product imported successfully' : `${count} products imported successfully`),
  duplicateSku: (sku: string) => `SKU ${sku} is already used by another product. Choose another SKU.`,
  duplicateSkuInFile: (sku: string, row: number) => `SKU ${sku} is repeated in the file (first on row ${row}).`,
  unknownOption: (what: string, name: string) => `No ${what} named "${name}". Use one of the ${what} names of the catalogue.`,
  imageMissing: 'The image was not uploaded. Choose it again.',
  imageInvalid: 'Invalid File',
  imageTooLarge: MESSAGES.imageTooLarge,
  imageTooSmall: `Image must be at least ${MIN_PRODUCT_IMAGE_SIDE_PX}x${MIN_PRODUCT_IMAGE_SIDE_PX} pixels`,
  importHasErrors: (count: number) =>
    `${count === 1 ? '1 row was' : `${count} rows were`} refused, so nothing was imported. Fix the file, or import only the valid rows.`,
  importEmpty: 'The file has no product rows.',
  importColumnsMissing: (columns: string[]) => `The file lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Start from the sample file.`,
  importTooMany: (max: number) => `The file has more than ${max} products. Split it into files of at most ${max} rows.`,
  importTooBig: 'The file is too large to import at once. Split it into smaller files.',
  importNotCsv: 'Choose a .csv file.',
} as const;

const amount = (message: string) => rules.pattern(/^\d+(\.\d{1,2})?$/, message);
const percent = (maxValue: number) => [
  rules.required(),
  amount('Enter a percentage like 18 or 12.5'),
  rules.max(maxValue, `Enter a percentage of at most ${maxValue}`),
];

/** The rules of each field, run by the form, the CSV import (per row) and the server. */
export const PRODUCT_FIELD_RULES = {
  sku: [rules.required(), rules.maxLength(64), rules.pattern(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Enter only letters, digits, - and _ (no spaces)')],
  name: [rules.required(), rules.maxLength(255)],
  category_id: [rules.required()],
  brand_id: [rules.required()],
  unit_id: [rules.required()],
  packaging_id: [rules.required()],
  mrp: [rules.required(), amount('Enter an amount like 120 or 120.50'), rules.greaterThan(0, 'MRP must be greater than 0'), rules.max(10_000_000)],
  /** Harmonized System of Nomenclature: 4, 6 or 8 digits. */
  hsn: [rules.required(), rules.pattern(/^\d{4}(\d{2}){0,2}$/, 'Enter an HSN code of 4, 6 or 8 digits')],
  gst: percent(100),
  cess: percent(400),
  net_weight: [rules.required(), rules.maxLength(64)],
  status: [rules.required()],
  description: [rules.maxLength(1000)],
} satisfies Record<string, readonly Rule[]>;

const refId = (fieldRules: readonly Rule[]) => checked(dbId(), ...fieldRules);
const productFields = {
  sku: checked(size(string(), 0, 64), ...PRODUCT_FIELD_RULES.sku),
  name: checked(size(string(), 0, 255), ...PRODUCT_FIELD_RULES.name),
  category_id: refId(PRODUCT_FIELD_RULES.category_id),
  brand_id: refId(PRODUCT_FIELD_RULES.brand_id),
  unit_id: refId(PRODUCT_FIELD_RULES.unit_id),
  packaging_id: refId(PRODUCT_FIELD_RULES.packaging_id),
  mrp: checked(max(min(number(), 0), 10_000_000), ...PRODUCT_FIELD_RULES.mrp),
  hsn: checked(size(string(), 0, 8), ...PRODUCT_FIELD_RULES.hsn),
  gst: checked(max(min(number(), 0), 100), ...PRODUCT_FIELD_RULES.gst),
  cess: checked(max(min(number(), 0), 400), ...PRODUCT_FIELD_RULES.cess),
  net_weight: checked(size(string(), 0, 64), ...PRODUCT_FIELD_RULES.net_weight),
  status: enums(PRODUCT_STATUS_IDS),
  description: checked(size(string(), 0, 1000), ...PRODUCT_FIELD_RULES.description),
};

/** An object key from create.upload_url with purpose "product". */
const imageKey = () => size(string(), 1, 128);

export const createProduct = defineAction({
  area,
  name: 'create.product',
  kind: 'write',
  summary:
    "Adds a product to the caller's company catalogue. The SKU is unique in the company (case aside; 409 otherwise). " +
    'image_key, when given, names a file the caller uploaded for a product, checked to be a JPEG or PNG under 2 MB of at least 10×10 px.',
  permissions: ['PERM_ADD_PRODUCT_CATALOG'],
  status: 201,
  request: object({ ...productFields, image_key: optional(nullable(imageKey())) }),
  response: data(ProductDetail),
});

export const updateProduct = defineAction({
  area,
  name: 'update.product',
  kind: 'write',
  summary:
    "Replaces a product's details with the version read (stale → 409). image_key: left out keeps the image, null removes it, " +
    'a new key replaces it (checked as on create).',
  permissions: ['PERM_UPDATE_PRODUCT_CATALOG'],
  request: object({ id: dbId(), version: version(), ...productFields, image_key: optional(nullable(imageKey())) }),
  response: data(ProductDetail),
});

/** The columns of the import file and its sample, in order. */
export const PRODUCT_CSV_COLUMNS = [
  'sku', 'name', 'category', 'brand', 'unit', 'packaging', 'mrp', 'hsn', 'gst', 'cess', 'net_quantity', 'status', 'description',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** One request carries the whole file (so it lands in one transaction), under the 1 MB body limit. */
export const MAX_IMPORT_ROWS = 2000;

/** One row of the file as read: text cells, checked by the server with the form's rules. */
const cell = optional(size(string(), 0, 1000));
const ImportRow = object({
  /** The row's line in the file (the header is line 1), for the report; default its place + 2. */
  line: optional(whole(2)),
  ...(Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, cell])) as Record<ProductCsvColumn, Struct<string | undefined, null>>),
});

export const ImportProblem = object({
  /** The row's line in the file (the header is line 1). */
  line: integer(),
  sku: string(),
  errors: array(object({ field: string(), message: string() })),
});

export const IMPORT_MODES = ['check', 'all', 'valid_only'] as const;

export const importProducts = defineAction({
  area,
  name: 'import.products',
  kind: 'write',
  summary:
    `Adds products from the rows of a CSV file (at most ${MAX_IMPORT_ROWS}), each checked with the form's rules; category, brand, unit and packaging by name, ` +
    'status Active or Inactive. mode "check" writes nothing and reports; "all" writes every row in one transaction or, if any row is refused, none (400 with the report); ' +
    '"valid_only" writes the rows that pass, together, and reports the rest.',
  permissions: ['PERM_ADD_PRODUCT_CATALOG'],
  request: object({
    mode: enums(IMPORT_MODES),
    rows: size(boundedArray(ImportRow, MAX_IMPORT_ROWS), 1, MAX_IMPORT_ROWS),
  }),
  response: data(object({ total: integer(), valid: integer(), imported: integer(), refused: array(ImportProblem) })),
});
