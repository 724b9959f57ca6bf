/**
 * /api/procurement-management: purchase orders (domain.md §2 "Procurement", §3 "Purchase
 * order", §4, §5, §8). An order buys products on a supplier's terms into one warehouse; it
 * moves through the lifecycle of machines/records/purchaseOrder.ts by `manage.purchase_order`
 * (the next status, with the quantities received), and every unit received comes onto the
 * warehouse's shelves through the stock ledger in the same transaction.
 * Scoped to the caller's company (franchise staff: their franchise's warehouses).
 */
import { array, boolean, enums, integer, literal, max, min, nullable, number, object, optional, size, string, union } from 'superstruct';
import { defineAction } from '../action.ts';
import { PURCHASE_TAX_TYPE_IDS } from '../procurement.ts';
import { PURCHASE_ORDER_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, empty, id, isoDate, isoDateTime, list, listFields, requiredText, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'procurement-management' as const;

/** domain.md §5 and §8; the deletion and other toasts are ours (the spec shows none). */
export const PURCHASE_ORDER_MESSAGES = {
  created: 'Purchase order created successfully',
  updated: 'Purchase order updated successfully',
  deleted: 'Purchase order deleted successfully',
  managed: 'Purchase order status updated successfully',
  approved: 'Purchase order approved successfully',
  /** The manage screen of an order that waits for approval; the server's 409 says the same. */
  awaitingApproval: 'This purchase order waits for approval: its warehouse approves purchase orders before they are shipped or received.',
  warehouseRequired: 'Please select a Warehouse',
  supplierRequired: 'Please select a Supplier',
  quantityPositive: 'Quantity must be greater than 0',
  noLines: 'Add at least one product to the purchase order.',
  cancelConfirm: 'Are you sure?',
  cancelYes: 'Yes, cancel it!',
  /** The cancel confirmation's text under its "Are you sure?" title, after "You want to cancel purchase order PO-…". */
  cancelDetail: 'Its supplier is told by mail, and a cancelled order cannot be taken up again.',
  deleteConfirm: 'A deleted purchase order cannot be recovered. Only a Draft or Created order can be deleted.',
} as const;

export const PURCHASE_ORDER_CODES = PURCHASE_ORDER_STATUSES.map((s) => s.id);
export type PurchaseOrderCode = (typeof PURCHASE_ORDER_CODES)[number];

export const PURCHASE_ORDER_FIELD_RULES = {
  supplier_id: [rules.required(PURCHASE_ORDER_MESSAGES.supplierRequired)],
  warehouse_id: [rules.required(PURCHASE_ORDER_MESSAGES.warehouseRequired)],
  tax_type: [rules.required()],
} satisfies Record<string, readonly Rule[]>;

export const PURCHASE_LINE_RULES = {
  quantity: [rules.required(), rules.numeric(), rules.min(1, PURCHASE_ORDER_MESSAGES.quantityPositive)],
  price: [rules.required(), rules.pattern(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 1250 or 1250.50')],
} satisfies Record<string, readonly Rule[]>;

const named = object({ id: number(), name: string() });
const person = nullable(object({ first_name: string(), last_name: string() }));

export const PurchaseOrderRow = object({
  id: number(),
  /** "PO-000042" until an invoice number is given, then the invoice number (the list's "id or invoice number"). */
  reference: string(),
  status: enums(PURCHASE_ORDER_CODES),
  supplier: named,
  warehouse: named,
  tax_type: enums(PURCHASE_TAX_TYPE_IDS),
  amount: number(),
  total_quantity: number(),
  invoice_number: nullable(string()),
  invoice_date: nullable(string()),
  user: person,
  approval_required: boolean(),
  approved_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PurchaseOrderLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  mrp: number(),
  old_stock: number(),
  purchased_quantity: number(),
  purchased_price: number(),
  gst: number(),
  cess: number(),
  total: number(),
  received_quantity: number(),
  returned_quantity: number(),
  /** The supplier's minimum quantity to be bought (domain.md §5), from its product terms today. */
  min_quantity: number(),
});

export const PurchaseOrder = object({
  ...PurchaseOrderRow.schema,
  lines: array(PurchaseOrderLine),
  history: array(object({ status: enums(PURCHASE_ORDER_CODES), at: string(), user: person })),
  returns: array(object({ id: number(), status: string(), total_quantity: number(), created_at: string() })),
  has_invoice: boolean(),
  approved_by: person,
});

export const PURCHASE_ORDER_SORT_KEYS = ['created_at', 'updated_at', 'amount', 'status', 'invoice_number'] as const;

export const listPurchaseOrders = defineAction({
  area,
  name: 'list.purchase_orders',
  kind: 'read',
  summary:
    "The caller's purchase orders (/purchase-orders, 20 a page). Search matches the id, invoice number and supplier; " +
    'filters: status, supplier and warehouse (any of), created_from/created_to.',
  permissions: ['PERM_VIEW_PURCHASE_ORDER'],
  request: object({
    ...listFields(PURCHASE_ORDER_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums(PURCHASE_ORDER_CODES), PURCHASE_ORDER_CODES.length)),
    supplier_ids: optional(boundedArray(id(), 100)),
    warehouse_ids: optional(boundedArray(id(), 100)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(PurchaseOrderRow),
});

export const getPurchaseOrder = defineAction({
  area,
  name: 'get.purchase_order',
  kind: 'read',
  summary: 'One purchase order with its lines, status history and returns (404 when the caller may not see it).',
  permissions: ['PERM_VIEW_PURCHASE_ORDER'],
  request: object({ id: id() }),
  response: data(PurchaseOrder),
});

const lineInput = object({
  product_id: id(),
  quantity: checked(max(integer(), 1_000_000), ...PURCHASE_LINE_RULES.quantity),
  price: checked(max(min(number(), 0), 100_000_000), ...PURCHASE_LINE_RULES.price),
});

const orderFields = {
  supplier_id: id(),
  warehouse_id: id(),
  tax_type: enums(PURCHASE_TAX_TYPE_IDS),
  /** Products of the supplier's terms, each once. */
  lines: size(boundedArray(lineInput, 500), 1, 500),
};

export const createPurchaseOrder = defineAction({
  area,
  name: 'create.purchase_order',
  kind: 'write',
  summary: 'Writes a purchase order as a Draft or straight away as Created (the default); /same-purchase-order copies one into this.',
  permissions: ['PERM_ADD_PURCHASE_ORDER'],
  status: 201,
  request: object({ ...orderFields, status: optional(union([literal('DRAFT'), literal('CREATED')])) }),
  response: data(PurchaseOrder),
});

export const updatePurchaseOrder = defineAction({
  area,
  name: 'update.purchase_order',
  kind: 'write',
  summary: 'Replaces a Draft or Created order\'s supplier, warehouse, tax type and lines with the version read (stale → 409; later statuses → 409).',
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ id: id(), version: version(), ...orderFields }),
  response: data(PurchaseOrder),
});

export const managePurchaseOrder = defineAction({
  area,
  name: 'manage.purchase_order',
  kind: 'write',
  summary:
    'Moves an order to the next status its lifecycle allows (/purchase-order/manage). Receiving lists the units received per product ' +
    '(RECEIVED without lines takes everything outstanding; a partial receipt that completes the order makes it Received). ' +
    'With generate_invoice, the invoice number and date are saved and the invoice PDF is made. Cancelling mails the supplier.',
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({
    id: id(),
    version: version(),
    new_status: enums(PURCHASE_ORDER_CODES.filter((c) => c !== 'DRAFT')),
    received: optional(boundedArray(object({ product_id: id(), quantity: max(min(integer(), 0), 1_000_000) }), 500)),
    invoice_number: optional(requiredText(64)),
    invoice_date: optional(isoDate()),
    generate_invoice: optional(boolean()),
  }),
  response: data(PurchaseOrder),
});

export const approvePurchaseOrder = defineAction({
  area,
  name: 'approve.purchase_order',
  kind: 'write',
  summary: 'Approves a Created order for a warehouse that asks for approval, so it can be shipped or received (docs/decisions.md: who may).',
  permissions: ['PERM_UPDATE_PROCUREMENT_MGMT'],
  request: object({ id: id(), version: version() }),
  response: data(PurchaseOrder),
});

export const deletePurchaseOrder = defineAction({
  area,
  name: 'delete.purchase_order',
  kind: 'write',
  summary: 'Removes a Draft or Created order for good (PURCHASE_ORDER has no delete permission: updating it is what may delete).',
  permissions: ['PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ id: id(), version: version() }),
  response: empty,
});

export const purchaseOrderInvoice = defineAction({
  area,
  name: 'download.purchase_order_invoice',
  kind: 'read',
  summary: "The address of an order's invoice PDF (404 until one was generated).",
  permissions: ['PERM_VIEW_PURCHASE_ORDER'],
  request: object({ id: id() }),
  response: data(object({ url: string(), file_name: string() })),
});

/** The supplier's terms as a purchase order's lines are chosen from them (add/edit screens). */
export const supplierTermsForPurchase = defineAction({
  area,
  name: 'list.purchase_order_products',
  kind: 'read',
  summary: "The products a supplier sells (its terms) with what the chosen warehouse holds of each: the add and edit screens' line picker.",
  permissions: ['PERM_ADD_PURCHASE_ORDER', 'PERM_UPDATE_PURCHASE_ORDER'],
  request: object({ supplier_id: id(), warehouse_id: optional(id()) }),
  response: object({
    data: array(object({
      product_id: number(), sku: string(), name: string(), category: string(), mrp: number(), gst: number(), cess: number(),
      selling_price: number(), min_quantity: number(), old_stock: number(),
    })),
  }),
});
