/**
 * /api/sales payment gateway module (contract/actions/payments.ts): the gateway's payments with
 * the order each names (when one exists), and the orders paid through the gateway that it has no
 * payment for. Both scoped like orders: the caller's company, and their franchise for franchise staff.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/payments.ts';
import { orders, payments, vendingMachines } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { tenancy } from '../kit/scope.ts';

const paymentScope = tenancy({ company: payments.company_id, franchise: { column: payments.franchise_id }, retailer: { machines: [payments.vending_machine_id] } });
const orderScope = tenancy({ company: orders.company_id, franchise: { column: orders.franchise_id }, retailer: { machines: [orders.vending_machine_id] } });

/*
 * Reconciliation by links, not by searching (docs/decisions.md "Reconciliation by links"): the
 * payment's writer links it to its order both ways in one transaction (server/records/payment.ts),
 * so a payment without an order is `order_id is null` and an order without a payment is a paid
 * gateway order with `payment_id is null`; each is a partial index (payments_no_order_idx,
 * orders_gateway_unpaid_idx) that holds only the mismatches, whatever the number of orders. The
 * predicates are literal SQL (no parameters) so the planner matches them to those indexes.
 */
const noOrder = sql.raw('"payments"."order_id" is null');
const hasOrder = sql.raw('"payments"."order_id" is not null');
const paidWithoutPayment = sql.raw(`"orders"."payment_status" = 1 and "orders"."payment_mode" <> 'CASH' and "orders"."payment_id" is null`);

type PaymentRow = Infer<typeof contract.PaymentRow>;

export const paymentHandlers = [
  defineList(contract.listPayments, {
    scope: paymentScope,
    query: (db, where) => db
      .select({
        p: payments,
        order: { id: orders.id, order_id: orders.order_id, amount: orders.amount },
        machine: { id: vendingMachines.id, name: vendingMachines.name },
      })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.order_id))
      .leftJoin(vendingMachines, eq(vendingMachines.id, payments.vending_machine_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(payments).where(where),
    filters: {
      match: (match) => (match === 'matched' ? hasOrder : match === 'no_order' ? noOrder : undefined),
      status: (codes) => inArray(payments.status, codes),
      payment_mode: (modes) => inArray(payments.payment_mode, modes),
      settlement_status: (states) => inArray(payments.settlement_status, states),
      from: (from) => gte(payments.created_at, new Date(from)),
      to: (to) => lt(payments.created_at, new Date(to)),
    },
    search: [payments.gateway_txn_id, payments.order_ref],
    sort: { created_at: payments.created_at, amount: payments.amount },
    tiebreak: payments.id,
    rows: (page) => page.map(({ p, order, machine }): PaymentRow => ({
      id: p.id,
      gateway_txn_id: p.gateway_txn_id,
      order_ref: p.order_ref,
      order: order?.id != null ? order : null,
      vending_machine: machine?.id != null ? machine : null,
      payment_mode: p.payment_mode,
      status: p.status,
      amount: p.amount,
      settlement_status: p.settlement_status as PaymentRow['settlement_status'],
      settled_at: iso(p.settled_at),
      settlement_ref: p.settlement_ref,
      created_at: iso(p.created_at)!,
    })),
  }),

  defineList(contract.listOrdersWithoutPayment, {
    scope: (caller) => and(orderScope(caller), paidWithoutPayment),
    query: (db, where) => db
      .select({ o: orders, machine: { id: vendingMachines.id, name: vendingMachines.name } })
      .from(orders)
      .innerJoin(vendingMachines, eq(vendingMachines.id, orders.vending_machine_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(orders).where(where),
    filters: {
      payment_mode: (modes) => inArray(orders.payment_mode, modes),
      from: (from) => gte(orders.created_at, new Date(from)),
      to: (to) => lt(orders.created_at, new Date(to)),
    },
    search: [orders.order_id],
    sort: { created_at: orders.created_at, amount: orders.amount },
    tiebreak: orders.id,
    rows: (page) => page.map(({ o, machine }) => ({
      id: o.id, order_id: o.order_id, created_at: iso(o.created_at)!, vending_machine: machine, payment_mode: o.payment_mode,
      payment_status: o.payment_status, vend_status: o.vend_status, amount: o.amount,
    })),
  }),
];
