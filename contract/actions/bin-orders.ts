/**
 * /api/warehouse-management: BIN Discarded orders (console.md §4 "Order type labels": warehouse
 * to bin; routes.tsv /discarded-bin-overview/{id}): stock taken off a warehouse's shelves into
 * the discarded bin, each line with its reason. "Discard stock" writes one executed at once; a
 * Created one (its units held in transit) is executed into the bin or cancelled back onto the
 * shelves (machines/records/warehouseOrderViews.ts).
 */
import { array, enums, integer, max, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { BIN_ORDER_STATUS } from '../statuses.ts';
import { boundedArray, checked, data, id, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'warehouse-management' as const;

/** Ours: the spec names the discarded bin and its reasons but gives no texts. */
export const BIN_ORDER_MESSAGES = {
  discarded: 'Stock discarded successfully',
  executed: 'Discarded stock moved to the bin',
  cancelled: 'Discard cancelled: the stock is back on the shelves',
  chooseWarehouse: 'Please select a Warehouse',
  reasonRequired: 'Please enter a reason',
  noLines: 'Add at least one product to discard.',
} as const;

/** Reasons offered first; any other text may be typed (at most 250 characters, like remarks). */
export const DISCARD_REASONS = ['Expired', 'Damaged', 'Recalled', 'Quality check failed'] as const;

export const BIN_ORDER_CODES = Object.values(BIN_ORDER_STATUS) as [number, ...number[]];

export const BIN_LINE_RULES = {
  quantity: [rules.required(), rules.numeric(), rules.min(1, 'Quantity must be greater than 0')],
  reason: [rules.required(BIN_ORDER_MESSAGES.reasonRequired)],
} satisfies Record<string, readonly Rule[]>;

const named = object({ id: number(), name: string() });

export const BinOrderLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  quantity: number(),
  /** Why it was discarded; null on orders from before reasons were kept. */
  reason: nullable(string()),
});

export const BinOrder = object({
  id: number(),
  /** BIN-000042 */
  order_id: string(),
  warehouse: named,
  /** ORDER_STATUSES id: 1 Created, 6 Executed, 2 Cancelled, 8 Draft. */
  status: enums(BIN_ORDER_CODES),
  stock: number(),
  comments: string(),
  created_by: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
  lines: array(BinOrderLine),
});

export const getBinOrder = defineAction({
  area,
  name: 'get.bin_order',
  kind: 'read',
  summary: 'One BIN Discarded order with its lines and their reasons (404 outside the caller\'s reach).',
  permissions: WAREHOUSE_READ_PERMISSIONS,
  request: object({ id: id() }),
  response: data(BinOrder),
});

const lineInput = object({
  product_id: id(),
  quantity: checked(max(integer(), 1_000_000), ...BIN_LINE_RULES.quantity),
  reason: checked(size(string(), 0, 250), ...BIN_LINE_RULES.reason),
});

export const discardStock = defineAction({
  area,
  name: 'discard.warehouse_stock',
  kind: 'write',
  summary:
    "Discard stock: takes the lines (product, quantity, reason; each product once, at most what the shelves hold) off the warehouse's " +
    'shelves into the discarded bin, as an Executed BIN Discarded order.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  status: 201,
  request: object({
    warehouse_id: id(),
    lines: size(boundedArray(lineInput, 100), 1, 100),
    comments: optional(text(250)),
  }),
  response: data(BinOrder),
});

export const manageBinOrder = defineAction({
  area,
  name: 'manage.bin_order',
  kind: 'write',
  summary: 'Executes a Created BIN order (its units leave transit for the bin) or cancels it (back on the shelves).',
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({ id: id(), version: version(), new_status: enums([BIN_ORDER_STATUS.executed, BIN_ORDER_STATUS.cancelled] as const) }),
  response: data(BinOrder),
});
