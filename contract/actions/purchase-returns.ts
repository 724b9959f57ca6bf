/**
 * /api/procurement-management: purchase returns (domain.md §3 "Purchase return"). A return
 * sends units a purchase order brought in back to its supplier: written while Created, then
 * executed (the units leave the warehouse's shelves through the stock ledger) or cancelled
 * (machines/records/procurementReturns.ts). A return never takes back more than was received
 * and not yet returned.
 */
import { array, enums, integer, max, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { PURCHASE_RETURN_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, id, isoDateTime, list, listFields, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'procurement-management' as const;

/** Ours: the spec shows no toast for returns. */
export const PURCHASE_RETURN_MESSAGES = {
  created: 'Purchase return created successfully',
  updated: 'Purchase return updated successfully',
  executed: 'Purchase return executed successfully',
  cancelled: 'Purchase return cancelled successfully',
  noLines: 'Enter a return quantity for at least one product.',
} as const;

export const PURCHASE_RETURN_CODES = PURCHASE_RETURN_STATUSES.map((s) => s.id);

export const RETURN_LINE_RULES = {
  quantity: [rules.required(), rules.numeric(), rules.min(1, 'Quantity must be greater than 0')],
  reason: [rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

const named = object({ id: number(), name: string() });

export const PurchaseReturnRow = object({
  id: number(),
  purchase_order: object({ id: number(), reference: string() }),
  supplier: named,
  warehouse: named,
  status: enums(PURCHASE_RETURN_CODES),
  total_quantity: number(),
  amount: number(),
  user: nullable(object({ first_name: string(), last_name: string() })),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PurchaseReturnLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  /** What the order brought in of it, and its price. */
  total_quantity: number(),
  purchase_price: number(),
  return_quantity: number(),
  /** What may still go back: received, less returned and less other returns still open. */
  returnable: number(),
  reason: string(),
});

export const PurchaseReturn = object({ ...PurchaseReturnRow.schema, lines: array(PurchaseReturnLine) });

export const PURCHASE_RETURN_SORT_KEYS = ['created_at', 'updated_at', 'amount', 'status'] as const;

export const listPurchaseReturns = defineAction({
  area,
  name: 'list.purchase_returns',
  kind: 'read',
  summary: "The caller's purchase returns (/purchase-order-return, 20 a page). Search matches the return id, the order's reference and the supplier; filters: status, purchase order, created_from/created_to.",
  permissions: ['PERM_VIEW_PURCHASE_ORDER'],
  request: object({
    ...listFields(PURCHASE_RETURN_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums(PURCHASE_RETURN_CODES), PURCHASE_RETURN_CODES.length)),
    purchase_order_id: optional(id()),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(PurchaseReturnRow),
});

export const getPurchaseReturn = defineAction({
  area,
  name: 'get.purchase_return',
  kind: 'read',
  summary: 'One purchase return with its lines (404 when the caller may not see it).',
  permissions: ['PERM_VIEW_PURCHASE_ORDER'],
  request: object({ id: id() }),
  response: data(PurchaseReturn),
});

/** The products a new return may take back from an order: its received lines with what is returnable. */
export const returnableOfOrder = defineAction({
  area,
  name: 'list.purchase_order_returnables',
  kind: 'read',
  summary: "What each product of a purchase order may still return (/add-purchase-return's table).",
  permissions: ['PERM_ADD_PURCHASE_ORDER', 'PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ purchase_order_id: id() }),
  response: data(object({ purchase_order: object({ id: number(), reference: string(), supplier: named, warehouse: named }), lines: array(PurchaseReturnLine) })),
});

const lineInput = object({
  product_id: id(),
  quantity: checked(max(integer(), 1_000_000), ...RETURN_LINE_RULES.quantity),
  reason: checked(text(255), ...RETURN_LINE_RULES.reason),
});
const lines = size(boundedArray(lineInput, 500), 1, 500);

export const createPurchaseReturn = defineAction({
  area,
  name: 'create.purchase_return',
  kind: 'write',
  summary: 'Writes a Created return against a purchase order that received units; each product once, at most what it may still return.',
  permissions: ['PERM_ADD_PURCHASE_ORDER'],
  status: 201,
  request: object({ purchase_order_id: id(), lines }),
  response: data(PurchaseReturn),
});

export const updatePurchaseReturn = defineAction({
  area,
  name: 'update.purchase_return',
  kind: 'write',
  summary: "Replaces a Created return's lines with the version read (stale → 409; executed or cancelled → 409).",
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ id: id(), version: version(), lines }),
  response: data(PurchaseReturn),
});

export const managePurchaseReturn = defineAction({
  area,
  name: 'manage.purchase_return',
  kind: 'write',
  summary: 'Executes a Created return (the units leave the warehouse for the supplier) or cancels it.',
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ id: id(), version: version(), new_status: enums(['EXECUTED', 'CANCELLED'] as const) }),
  response: data(PurchaseReturn),
});
