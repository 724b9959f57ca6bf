/**
 * /api/warehouse-management: request orders (routes.tsv /request-order/{id}; console.md §2
 * "transfer and request orders"; domain.md §3 "Orders"). One warehouse (the requester, the
 * order's destination) asks another (the source) for stock; the source executes it — the units
 * move from its shelves to the requester's through the stock ledger — or marks it In Transit
 * first (the units leave its shelves and travel) and executes it on arrival, or rejects it.
 * The steps are machines/records/warehouseOrderViews.ts's; the server refuses any other with 409.
 */
import { enums, integer, max, nullable, number, object, optional, size, string, array } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { CREATED_SUCCESSFULLY } from '../constants.ts';
import { REQUEST_ORDER_STATUS } from '../statuses.ts';
import { boundedArray, checked, data, id, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { OrderDetailsInput } from './order-details.ts';

const area = 'warehouse-management' as const;

/** Ours: the spec names request orders and their execution but gives no texts. */
export const REQUEST_ORDER_MESSAGES = {
  created: CREATED_SUCCESSFULLY,
  executed: 'Request order executed successfully',
  dispatched: 'Request order marked in transit',
  rejected: 'Request order rejected',
  chooseRequester: 'Please select the warehouse that needs the stock',
  chooseSource: 'Please select the warehouse to ask',
  sameWarehouse: 'A warehouse cannot request stock from itself',
  noLines: 'Add at least one product to request.',
} as const;

export const REQUEST_ORDER_CODES = Object.values(REQUEST_ORDER_STATUS) as [number, ...number[]];

export const REQUEST_ORDER_LINE_RULES = {
  quantity: [rules.required(), rules.numeric(), rules.min(1, 'Quantity must be greater than 0')],
} satisfies Record<string, readonly Rule[]>;

const named = object({ id: number(), name: string() });

export const RequestOrderLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  /** Units asked for. */
  quantity: number(),
  /** The source warehouse's shelves now. */
  source_stock: number(),
  /** The requester's shelves now. */
  requester_stock: number(),
});

export const RequestOrder = object({
  id: number(),
  /** RQ-000042 */
  order_id: string(),
  /** The warehouse asked: it sends the units. */
  source_warehouse: named,
  /** The warehouse that asked: it receives them. */
  requester_warehouse: named,
  /** ORDER_STATUSES id: 1 Created, 5 In Transit, 6 Executed, 2 Cancelled (rejected). */
  status: enums(REQUEST_ORDER_CODES),
  stock: number(),
  comments: string(),
  created_by: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
  lines: array(RequestOrderLine),
});

export const getRequestOrder = defineAction({
  area,
  name: 'get.request_order',
  kind: 'read',
  summary: 'One request order with its lines and both warehouses\' shelves of each product (404 outside the caller\'s reach).',
  permissions: WAREHOUSE_READ_PERMISSIONS,
  request: object({ id: id() }),
  response: data(RequestOrder),
});

const lineInput = object({
  product_id: id(),
  quantity: checked(max(integer(), 1_000_000), ...REQUEST_ORDER_LINE_RULES.quantity),
});

export const createRequestOrder = defineAction({
  area,
  name: 'create.request_order',
  kind: 'write',
  summary:
    'Writes a Created request: requester_warehouse_id asks source_warehouse_id for the lines (each product once, at least 1 unit). ' +
    'Nothing moves until the source executes it or marks it in transit. Optional order details: payment mode, times, invoice (update.warehouse_order edits them).',
  permissions: ['PERM_UPDATE_INVENTORY'],
  status: 201,
  request: object({
    requester_warehouse_id: id(),
    source_warehouse_id: id(),
    lines: size(boundedArray(lineInput, 200), 1, 200),
    comments: optional(text(250)),
    ...OrderDetailsInput,
  }),
  response: data(RequestOrder),
});

const step = (name: string, summary: string) => defineAction({
  area,
  name,
  kind: 'write',
  summary,
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({ id: id(), version: version() }),
  response: data(RequestOrder),
});

export const executeRequestOrder = step(
  'execute.request_order',
  "Executes a Created or In Transit request: its units move to the requester's shelves (from the source's shelves, or from transit). " +
    '409 when the source lacks the units, the version is stale or the order is final.',
);
export const dispatchRequestOrder = step(
  'dispatch.request_order',
  "Marks a Created request In Transit: its units leave the source's shelves into transit. 409 when the source lacks them.",
);
export const rejectRequestOrder = step('reject.request_order', 'Rejects a Created request (Cancelled); nothing moves.');
