/**
 * Payments as the payment gateway reports them (/pg-module, issue 42): one row per gateway
 * transaction, with its mode, status (console.md §4: 0 Failed, 1 Success, 3 Cancelled, otherwise
 * Processing) and settlement. `order_ref` is the order id the gateway was given; the console
 * reconciles it against orders (a payment whose order_ref names no order, an order paid with
 * no payment). The simulator writes one per paid vend; the seed copies the demo orders'.
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, franchises } from './core.ts';
import { vendingMachines } from './machines.ts';

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  vending_machine_id: integer('vending_machine_id').references(() => vendingMachines.id),
  /** The gateway's transaction id. */
  gateway_txn_id: text('gateway_txn_id').notNull(),
  /** The order id the payment was made for (orders.order_id), as the gateway knows it. */
  order_ref: text('order_ref').notNull(),
  /** The order of the company with that id, linked when the payment is recorded (null: the payment names no order). */
  order_id: integer('order_id'),
  /** UPI | CARD | WALLET */
  payment_mode: text('payment_mode').notNull(),
  status: integer('status').notNull().default(2),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** PENDING | SETTLED */
  settlement_status: text('settlement_status').notNull().default('PENDING'),
  settled_at: timestamp('settled_at', { withTimezone: true }),
  settlement_ref: text('settlement_ref'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payments_gateway_txn_key').on(t.gateway_txn_id),
  index('payments_order_ref_idx').on(t.order_ref),
  index('payments_company_created_idx').on(t.company_id, t.created_at, t.id),
  index('payments_order_idx').on(t.order_id),
  index('payments_no_order_idx').on(t.company_id, t.created_at, t.id).where(sql`${t.order_id} is null`),
]);
