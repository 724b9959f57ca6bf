/**
 * /api/sales: vend orders (the Transactions screens /orders and /order/{id}), read by
 * catalogue readers and sales analysts (ORDER_READ_PERMISSIONS, docs/roles.md), within their
 * company, and their franchise for franchise users. Built to page over millions of orders.
 */
import { array, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { ORDER_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { OFFER_CHANNEL_IDS } from '../offers.ts';
import { boundedArray, data, isoDateTime, list, listFields } from '../structs.ts';

const area = 'sales' as const;

const dbId = () => size(integer(), 1, 2_147_483_647);

/** console.md §4 codes; 0 is "Order Processing" (vend) and 2 "Processing" (payment). */
export const VEND_STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export const PAYMENT_STATUS_CODES = [0, 1, 2, 3] as const;
/** Refund: 0 in progress, 1 success, -1 not generated (the column is null then). */
export const REFUND_STATUS_CODES = [-1, 0, 1] as const;
export const PAYMENT_MODES = ['UPI', 'CARD', 'WALLET', 'CASH'] as const;

const Machine = object({ id: number(), name: string(), code: string() });

export const OrderRow = object({
  id: number(),
  order_id: string(),
  created_at: string(),
  vending_machine: Machine,
  payment_mode: string(),
  vend_status: number(),
  payment_status: number(),
  refund_status: nullable(number()),
  items: number(),
  items_vend: number(),
  amount: number(),
  discount: number(),
  refund_amount: number(),
  /** The sale's channel (SALE_CHANNELS): 1 Mobile Application, 2 Mobile Browser, 3 Device App. */
  channel: number(),
});

export const listOrders = defineAction({
  area,
  name: 'list.orders',
  kind: 'read',
  permissions: ORDER_READ_PERMISSIONS,
  summary:
    'Vend orders, newest first by default. `from` (inclusive) and `to` (exclusive) bound created_at; vending_machine_id, ' +
    'vend_status, payment_status, refund_status (-1 = not generated) and channel are any-of filters. `search` finds an order by its ' +
    'order id (a leading "#" is ignored; digits match order ids starting with them) or by its numeric id.',
  request: object({
    ...listFields(['created_at', 'order_id', 'amount'], 'created_at', 'DESC'),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
    vending_machine_id: optional(boundedArray(dbId(), 200)),
    vend_status: optional(boundedArray(enums(VEND_STATUS_CODES), VEND_STATUS_CODES.length)),
    payment_status: optional(boundedArray(enums(PAYMENT_STATUS_CODES), PAYMENT_STATUS_CODES.length)),
    refund_status: optional(boundedArray(enums(REFUND_STATUS_CODES), REFUND_STATUS_CODES.length)),
    channel: optional(boundedArray(enums(OFFER_CHANNEL_IDS), OFFER_CHANNEL_IDS.length)),
  }),
  response: list(OrderRow),
});

export const OrderLine = object({
  id: number(),
  product_id: nullable(number()),
  sku: string(),
  name: string(),
  hsn: string(),
  mrp: number(),
  coil: string(),
  gst: number(),
  cess: number(),
  discount: number(),
  sub_offer_id: nullable(number()),
  quantity: number(),
  items_vend: number(),
  vend_status: number(),
  failure_reason: nullable(string()),
  refund_status: nullable(number()),
  utr_id: nullable(string()),
});

export const OrderDetail = object({
  ...OrderRow.schema,
  cart_id: string(),
  updated_at: string(),
  vending_machine: object({ ...Machine.schema, location: string() }),
  /** The coupon that priced the sale after its offers (null when none) and its share of the discount. */
  coupon: nullable(object({ id: number(), code: string(), discount: number() })),
  lines: array(OrderLine),
});

export const getOrder = defineAction({
  area,
  name: 'get.order',
  kind: 'read',
  permissions: ORDER_READ_PERMISSIONS,
  summary: 'One order with its lines (sku, hsn, mrp, coil, gst, cess, discount, items_vend, vend_status, failure_reason, refund status, utr_id).',
  request: object({ id: dbId() }),
  response: data(OrderDetail),
});
