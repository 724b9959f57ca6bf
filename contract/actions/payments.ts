/**
 * /api/sales payment gateway module (/pg-module, PERM_VIEW_PG_MODULE; issue 42): payments as the
 * gateway reports them — mode, status (console.md §4: 0 Failed, 1 Success, 3 Cancelled, otherwise
 * Processing), amount and settlement — reconciled against the orders: `match` picks the payments
 * with or without an order of that id; `list.orders_without_payment` lists the orders marked paid
 * through the gateway (not CASH) that the gateway has no payment for.
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, isoDateTime, list, listFields } from '../structs.ts';
import { PAYMENT_STATUS_CODES } from './orders.ts';

const area = 'sales' as const;

export const GATEWAY_PAYMENT_MODES = ['UPI', 'CARD', 'WALLET'] as const;
export const SETTLEMENT_STATUSES = [
  { id: 'SETTLED', name: 'Settled', colour: 'green' },
  { id: 'PENDING', name: 'Pending', colour: 'yellow' },
] as const;
export const SETTLEMENT_CODES = ['SETTLED', 'PENDING'] as const;
/** The reconciliation's views of the payments: all, those with an order, those naming no order. */
export const PAYMENT_MATCHES = ['all', 'matched', 'no_order'] as const;

const Machine = object({ id: number(), name: string() });

export const PaymentRow = object({
  id: number(),
  gateway_txn_id: string(),
  order_ref: string(),
  /** The order the payment is for, when one of that id exists. */
  order: nullable(object({ id: number(), order_id: string(), amount: number() })),
  vending_machine: nullable(Machine),
  payment_mode: string(),
  status: number(),
  amount: number(),
  settlement_status: enums(SETTLEMENT_CODES),
  settled_at: nullable(string()),
  settlement_ref: nullable(string()),
  created_at: string(),
});

export const listPayments = defineAction({
  area,
  name: 'list.payments',
  kind: 'read',
  summary:
    'Payments as the gateway reports them, newest first. `match`: all (default), matched (an order of that id exists) or ' +
    'no_order (the payment names no order). status, payment_mode and settlement_status are any-of filters; from/to bound the ' +
    'payment time. `search` finds a gateway transaction id or order id.',
  permissions: ['PERM_VIEW_PG_MODULE'],
  request: object({
    ...listFields(['created_at', 'amount'], 'created_at', 'DESC'),
    match: optional(enums(PAYMENT_MATCHES)),
    status: optional(boundedArray(enums(PAYMENT_STATUS_CODES), PAYMENT_STATUS_CODES.length)),
    payment_mode: optional(boundedArray(enums(GATEWAY_PAYMENT_MODES), GATEWAY_PAYMENT_MODES.length)),
    settlement_status: optional(boundedArray(enums(SETTLEMENT_CODES), SETTLEMENT_CODES.length)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(PaymentRow),
});

export const UnpaidOrderRow = object({
  id: number(),
  order_id: string(),
  created_at: string(),
  vending_machine: Machine,
  payment_mode: string(),
  payment_status: number(),
  vend_status: number(),
  amount: number(),
});

export const listOrdersWithoutPayment = defineAction({
  area,
  name: 'list.orders_without_payment',
  kind: 'read',
  summary:
    'Orders marked paid (payment Success) through the gateway (UPI, CARD, WALLET; cash never goes through it) for which the ' +
    'gateway reports no payment, newest first; from/to bound the order time, `search` finds an order id.',
  permissions: ['PERM_VIEW_PG_MODULE'],
  request: object({
    ...listFields(['created_at', 'amount'], 'created_at', 'DESC'),
    payment_mode: optional(boundedArray(enums(GATEWAY_PAYMENT_MODES), GATEWAY_PAYMENT_MODES.length)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(UnpaidOrderRow),
});
