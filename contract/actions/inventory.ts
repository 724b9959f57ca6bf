/**
 * Inventory Management (console.md §2): the company's inventory (/inventory), one warehouse's
 * (/warehouse-inventory/{warehouseId}) and one store's (/store-inventory/{id}), a store's runout
 * and max quantity per product, and the bulk stock upload that sets a warehouse's shelves from a
 * CSV file. Every number is the stock ledger's (server/stock/): warehouse shelves and transit are
 * warehouse_stock's balances, a store's is what moved into it less what moved out, a machine's is
 * what its slots hold (docs/decisions.md "Inventory"). Scoped to the caller's company, and to
 * their franchise's warehouses, stores and machines for franchise users.
 */
import { array, boolean, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, dbId, idList, list, listFields } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { ROLE_CODES, type RoleCode } from '../roles.ts';

/** console.md §7: the inventory screens' reads and limits; a warehouse's stock file goes to the warehouse-stock service. */
const area = 'inventory-management' as const;
const stockArea = 'warehouse-inventory-management-services' as const;
const VIEW = 'PERM_VIEW_INVENTORY' as const;

/** The most rows one bulk stock upload may carry (one bounded request; docs/decisions.md "Inventory"). */
export const MAX_UPLOAD_ROWS = 10_000;
/** The most characters a bulk stock file may have (10,000 rows of a long SKU and a quantity fit; the request body's limit is 1 MB). */
export const MAX_UPLOAD_CHARS = 800_000;
/** The most units a shelf may be set to by an upload, or a store's max quantity. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** The columns of the bulk stock upload file, in order (the sample file's header). */
export const BULK_STOCK_COLUMNS = ['sku', 'quantity'] as const;
/** The ledger's reason for the moves a bulk upload makes. */
export const BULK_UPLOAD_REASON = 'bulk_upload';

/** Our words (the spec gives none for these screens). */
export const INVENTORY_MESSAGES = {
  limitsSaved: 'Runout and max quantity saved',
  wholeNumber: `Enter a whole number from 0 to ${MAX_STOCK_QUANTITY}`,
  runoutRequired: 'Please enter runout quantity',
  maxRequired: 'Please enter max quantity',
  maxBelowRunout: 'Max quantity must be at least the runout quantity',
  uploadDone: 'Stock uploaded',
  uploadNothing: 'No row of the file can be applied: see the refused rows below.',
  emptyFile: 'The file has no rows under its header.',
  badHeader: `The first line must be the header: ${BULK_STOCK_COLUMNS.join(',')}`,
  tooManyRows: `A file may hold at most ${MAX_UPLOAD_ROWS.toLocaleString('en-IN')} rows: split it.`,
  unknownSku: 'Unknown SKU',
  missingSku: 'SKU is missing',
  notNumeric: 'Quantity is not a whole number',
  negative: 'Quantity is negative',
  tooLarge: `Quantity is above ${MAX_STOCK_QUANTITY}`,
  duplicate: (lines: readonly number[]) => `SKU appears more than once (lines ${lines.join(', ')})`,
} as const;

const wholeNumber: Rule = (value) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value.trim()))
    ? null : INVENTORY_MESSAGES.wholeNumber;

export const RUNOUT_RULES: readonly Rule[] = [
  rules.required(INVENTORY_MESSAGES.runoutRequired), wholeNumber,
  rules.min(0, INVENTORY_MESSAGES.wholeNumber), rules.max(MAX_STOCK_QUANTITY, INVENTORY_MESSAGES.wholeNumber),
];
export const MAX_QTY_RULES: readonly Rule[] = [
  rules.required(INVENTORY_MESSAGES.maxRequired), wholeNumber,
  rules.min(0, INVENTORY_MESSAGES.wholeNumber), rules.max(MAX_STOCK_QUANTITY, INVENTORY_MESSAGES.wholeNumber),
];

/** max ≥ runout ≥ 0, both whole: the message for a pair, or null. */
export function stockLimitsProblem(runout: number, max: number): string | null {
  return max < runout ? INVENTORY_MESSAGES.maxBelowRunout : null;
}

const Ref = object({ id: number(), name: string() });

/** The item dimensions every inventory list filters by. */
const itemFilters = {
  category_id: optional(idList()),
  brand_id: optional(idList()),
  unit_id: optional(idList()),
  /** Only products with units in the place(s) shown. */
  in_stock_only: optional(boolean()),
};

const ItemColumns = {
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  brand: string(),
  unit: string(),
};

export const InventoryRow = object({
  ...ItemColumns,
  /** Units on the shelves of the warehouses counted. */
  warehouses: number(),
  /** Units that left those warehouses on open orders and have not arrived. */
  in_transit: number(),
  /** Units at the stores counted: moved in less moved out, by the ledger. */
  stores: number(),
  /** Units in the slots of the machines counted. */
  machines: number(),
  total: number(),
});

export const InventoryPlaces = object({ warehouses: array(Ref), stores: array(Ref) });

export const listInventory = defineAction({
  area,
  name: 'list.inventory',
  kind: 'read',
  summary:
    'The company inventory (/inventory): per product, units on warehouse shelves, in transit, at stores and in machines, with the total. ' +
    'Filters: category_id, brand_id, unit_id (any of), warehouse_id and store_id (count only those places; machines served from them), ' +
    '`in_stock_only`. Search matches SKU and name. The answer also names the places the caller may filter by.',
  permissions: [VIEW],
  request: object({
    ...listFields(['sku', 'name', 'category', 'brand', 'warehouses', 'in_transit', 'stores', 'machines', 'total'], 'name', 'ASC'),
    ...itemFilters,
    warehouse_id: optional(idList()),
    store_id: optional(idList()),
  }),
  response: object({ ...list(InventoryRow).schema, /** The places the caller may filter by (always given; optional only for the list kit's type). */ places: optional(InventoryPlaces) }),
});

export const WarehouseInventoryRow = object({
  ...ItemColumns,
  stock: number(),
  in_transit: number(),
  reorder_level: number(),
  /** Shelf stock below the reorder level (a level of 0 is none). */
  low: boolean(),
  updated_at: nullable(string()),
});

export const listWarehouseInventory = defineAction({
  area,
  name: 'list.warehouse_inventory',
  kind: 'read',
  summary:
    "One warehouse's inventory (/warehouse-inventory/{warehouseId}): every product of the catalogue with its shelf stock, transit and reorder level. " +
    'Filters: category_id, brand_id, unit_id, `in_stock_only`, `low_only` (below the reorder level). 404 for a warehouse out of reach.',
  permissions: [VIEW],
  request: object({
    ...listFields(['sku', 'name', 'category', 'brand', 'stock', 'in_transit', 'reorder_level'], 'name', 'ASC'),
    ...itemFilters,
    warehouse_id: dbId(),
    low_only: optional(boolean()),
  }),
  response: object({ ...list(WarehouseInventoryRow).schema, /** The warehouse listed (always given). */ warehouse: optional(Ref) }),
});

export const StoreInventoryRow = object({
  ...ItemColumns,
  /** Moved in less moved out, by the ledger. */
  stock: number(),
  /** At or below this the store should be refilled; null = none set. */
  runout_quantity: nullable(number()),
  /** The most the store should hold; null = none set. */
  max_quantity: nullable(number()),
  /** Stock at or below the runout quantity. */
  low: boolean(),
});

/**
 * console.md §6 "some screens are hidden from company admin and operator": the store inventory
 * (/store-inventory/{id}, a store's units with its runout and max quantities) is the desk of
 * those who run stores (franchise admins and partners, store managers, …). The company admin
 * sees stores' units in the company inventory (/inventory) and the operator works machines.
 * Hidden in the sidebar and palette and refused (403) by the server for these roles
 * (docs/decisions.md).
 */
export const HIDDEN_FROM_COMPANY_ADMIN_AND_OPERATOR: readonly RoleCode[] = ['ROLE_COMPANY_ADMIN', 'ROLE_OPERATOR'];
export const STORE_INVENTORY_ROLES: readonly RoleCode[] = ROLE_CODES.filter((code) => !HIDDEN_FROM_COMPANY_ADMIN_AND_OPERATOR.includes(code));
const STORE_INVENTORY_REFUSAL = "A store's inventory is not shown to your role.";

export const listStoreInventory = defineAction({
  area,
  name: 'list.store_inventory',
  kind: 'read',
  roles: STORE_INVENTORY_ROLES,
  roleRefusal: STORE_INVENTORY_REFUSAL,
  summary:
    "One store's inventory (/store-inventory/{id}): every product of the catalogue with the store's units (the ledger's moves in less out) and its runout and max quantity. " +
    'Filters: category_id, brand_id, unit_id, `in_stock_only`. 404 for a store out of reach.',
  permissions: [VIEW],
  request: object({
    ...listFields(['sku', 'name', 'category', 'brand', 'stock', 'runout_quantity', 'max_quantity'], 'name', 'ASC'),
    ...itemFilters,
    store_id: dbId(),
  }),
  response: object({ ...list(StoreInventoryRow).schema, /** The store listed (always given). */ store: optional(Ref) }),
});

export const updateStoreStockLimits = defineAction({
  area,
  name: 'update.store_stock_limits',
  kind: 'write',
  roles: STORE_INVENTORY_ROLES,
  roleRefusal: STORE_INVENTORY_REFUSAL,
  summary:
    "Sets a store's runout and max quantity for a product (/store-inventory/{id}): whole numbers, max ≥ runout ≥ 0. Audited with the values before and after.",
  permissions: ['PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY'],
  request: object({
    store_id: dbId(),
    product_id: dbId(),
    runout_quantity: checked(number(), ...RUNOUT_RULES),
    max_quantity: checked(number(), ...MAX_QTY_RULES),
  }),
  response: data(object({ store_id: number(), product_id: number(), runout_quantity: number(), max_quantity: number() })),
});

export const RefusedRow = object({ line: number(), sku: string(), quantity: string(), reason: string() });

export const UploadReport = object({
  warehouse: Ref,
  rows: number(),
  /** Rows whose shelf changed. */
  changed: number(),
  /** Valid rows whose shelf already held that quantity. */
  unchanged: number(),
  /** Units moved onto and off the shelves, from and to outside the books. */
  units_in: number(),
  units_out: number(),
  refused: array(RefusedRow),
});

export const uploadWarehouseStock = defineAction({
  area: stockArea,
  name: 'upload.warehouse_stock',
  kind: 'write',
  summary:
    `Sets a warehouse's shelves from a bulk stock CSV file (\`csv\`: a header of ${BULK_STOCK_COLUMNS.join(', ')}, at most ${MAX_UPLOAD_ROWS} rows): a bad header or an empty file is a 400; every row is checked ` +
    '(unknown or missing SKU, quantity not a whole number, negative or too large, a SKU twice), the refused ones are reported with why, and the valid ones ' +
    `are applied together in one transaction: each shelf moves to the given quantity by a move from or to outside the books (reason \`${BULK_UPLOAD_REASON}\`). ` +
    'Units in transit are not touched. Audited with the rows changed.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  // The file itself, read by the server (contract/stock-file.ts): one bounded request, so the rows are applied all together or not at all.
  request: object({ warehouse_id: dbId(), csv: size(string(), 1, MAX_UPLOAD_CHARS) }),
  response: data(UploadReport),
});
