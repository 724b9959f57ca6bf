/**
 * /api/procurement-management: supplier returns, the warehouse → supplier order (console.md §4
 * "Order type labels": Supplier Return; routes.tsv /supplier-return-overview/{id}). Unlike a
 * purchase return, which takes back what one purchase order brought in, a supplier return sends
 * any units a warehouse holds of a supplier's products back to it (damaged, near expiry, recalled).
 * Writing one puts its units in transit; executing it hands them to the supplier; cancelling puts
 * them back on the shelves (machines/records/procurementReturns.ts).
 */
import { array, enums, integer, max, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import type { Permission } from '../permissions.ts';
import { SUPPLIER_RETURN_STATUS } from '../statuses.ts';
import { boundedArray, checked, data, id, isoDateTime, list, listFields, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'procurement-management' as const;

/** Ours: the spec names the operation ("execute supplier return") but shows no toast. */
export const SUPPLIER_RETURN_MESSAGES = {
  created: 'Supplier return created successfully',
  updated: 'Supplier return updated successfully',
  executed: 'Supplier return executed successfully',
  cancelled: 'Supplier return cancelled successfully',
  noLines: 'Enter a return quantity for at least one product.',
  chooseWarehouse: 'Please select a Warehouse',
  chooseSupplier: 'Please select a Supplier',
  nothingToReturn: "This warehouse holds none of this supplier's products.",
} as const;

export const SUPPLIER_RETURN_CODES = Object.values(SUPPLIER_RETURN_STATUS) as [number, ...number[]];

export const SUPPLIER_RETURN_LINE_RULES = {
  quantity: [rules.required(), rules.numeric(), rules.min(1, 'Quantity must be greater than 0')],
} satisfies Record<string, readonly Rule[]>;

/** Who reads supplier returns: those who read warehouse orders, and procurement. */
const READ: Permission[] = [...WAREHOUSE_READ_PERMISSIONS, 'PERM_VIEW_PURCHASE_ORDER'];

const named = object({ id: number(), name: string() });

export const SupplierReturnRow = object({
  id: number(),
  /** SR-000042 */
  order_id: string(),
  warehouse: named,
  supplier: named,
  /** ORDER_STATUSES id: 1 Created, 6 Executed, 2 Cancelled. */
  status: enums(SUPPLIER_RETURN_CODES),
  /** Total units. */
  stock: number(),
  /** At the supplier's prices. */
  amount: number(),
  comments: string(),
  created_by: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const SupplierReturnLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  /** The supplier's price for it (its product terms). */
  price: number(),
  quantity: number(),
  /** What may go back: the warehouse's shelves, plus this return's own units while it is Created. */
  available: number(),
});

export const SupplierReturn = object({ ...SupplierReturnRow.schema, lines: array(SupplierReturnLine) });

export const SUPPLIER_RETURN_SORT_KEYS = ['created_at', 'updated_at', 'order_id', 'status', 'stock'] as const;

export const listSupplierReturns = defineAction({
  area,
  name: 'list.supplier_returns',
  kind: 'read',
  summary: "The caller's supplier returns (20 a page). Search matches the order number and the supplier; filters: status, supplier, warehouse, created_from/created_to.",
  permissions: READ,
  request: object({
    ...listFields(SUPPLIER_RETURN_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums(SUPPLIER_RETURN_CODES), SUPPLIER_RETURN_CODES.length)),
    supplier_id: optional(id()),
    warehouse_id: optional(id()),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(SupplierReturnRow),
});

export const getSupplierReturn = defineAction({
  area,
  name: 'get.supplier_return',
  kind: 'read',
  summary: 'One supplier return with its lines (404 when the caller may not see it).',
  permissions: READ,
  request: object({ id: id() }),
  response: data(SupplierReturn),
});

/** What a new return may send back: the warehouse's stock of the supplier's products. */
export const supplierReturnables = defineAction({
  area,
  name: 'list.supplier_returnables',
  kind: 'read',
  summary: "The supplier's products the warehouse holds on its shelves, with the supplier's price (/add-supplier-return's table).",
  permissions: ['PERM_ADD_PURCHASE_ORDER', 'PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ warehouse_id: id(), supplier_id: id() }),
  response: data(array(SupplierReturnLine)),
});

const lineInput = object({
  product_id: id(),
  quantity: checked(max(integer(), 1_000_000), ...SUPPLIER_RETURN_LINE_RULES.quantity),
});
const lines = size(boundedArray(lineInput, 500), 1, 500);

export const createSupplierReturn = defineAction({
  area,
  name: 'create.supplier_return',
  kind: 'write',
  summary: "Writes a Created supplier return: its units leave the warehouse's shelves into transit. Each product once, one the supplier sells, at most what the shelves hold.",
  permissions: ['PERM_ADD_PURCHASE_ORDER'],
  status: 201,
  request: object({ warehouse_id: id(), supplier_id: id(), lines, comments: optional(text(500)) }),
  response: data(SupplierReturn),
});

export const updateSupplierReturn = defineAction({
  area,
  name: 'update.supplier_return',
  kind: 'write',
  summary: "Replaces a Created return's lines (the difference moves between the shelves and transit) with the version read; stale or no longer Created → 409.",
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ id: id(), version: version(), lines, comments: optional(text(500)) }),
  response: data(SupplierReturn),
});

export const manageSupplierReturn = defineAction({
  area,
  name: 'manage.supplier_return',
  kind: 'write',
  summary: 'Executes a Created return (its units leave transit for the supplier) or cancels it (they go back on the shelves).',
  permissions: ['PERM_UPDATE_PURCHASE_ORDER', 'PERM_UPDATE_INVENTORY'],
  request: object({ id: id(), version: version(), new_status: enums([SUPPLIER_RETURN_STATUS.executed, SUPPLIER_RETURN_STATUS.cancelled] as const) }),
  response: data(SupplierReturn),
});
