/**
 * Payments as the gateway records them (server/db/schema/payments.ts): the one writer the
 * simulator and the seed share. Cash is paid into the machine, not through the gateway: a CASH
 * order has no payment and is never "an order without a payment".
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orders, payments } from '../db/schema/index.ts';

export const GATEWAY_MODES = ['UPI', 'CARD', 'WALLET'] as const;
export const goesThroughGateway = (paymentMode: string) => (GATEWAY_MODES as readonly string[]).includes(paymentMode);

/** The gateway's transaction id of an order's payment (stable, so the seed and the simulator agree). */
export const gatewayTxnId = (orderDbId: number) => `pay_${String(orderDbId).padStart(10, '0')}`;

type PaidOrder = Pick<typeof orders.$inferInsert, 'id' | 'order_id' | 'company_id' | 'franchise_id' | 'vending_machine_id' | 'payment_mode' | 'payment_status' | 'amount'>;

/**
 * The gateway's record of an order's payment (pending settlement), when it went through the gateway.
 * The order must already be inserted: the payment and the order are linked both ways here, in the
 * writer's transaction (payments.order_id, orders.payment_id), which is what /pg-module's
 * reconciliation lists read (docs/decisions.md "Reconciliation by links").
 */
export async function recordGatewayPayment(tx: Tx, order: PaidOrder, now: Date) {
  return (await recordGatewayPayments(tx, [{ order, at: now }]))[0] ?? null;
}

/** The payments of many orders (a batch of sales) in one statement; orders that did not go through the gateway have none. */
export async function recordGatewayPayments(tx: Tx, paid: readonly { order: PaidOrder; at: Date }[]): Promise<{ id: number }[]> {
  const through = paid.filter(({ order }) => goesThroughGateway(order.payment_mode) && order.id !== undefined);
  if (!through.length) return [];
  // One round trip on a vend's hot path: the payments and the orders' links to them in one statement.
  const insert = tx.insert(payments).values(through.map(({ order, at }) => ({
    company_id: order.company_id, franchise_id: order.franchise_id ?? null, vending_machine_id: order.vending_machine_id,
    gateway_txn_id: gatewayTxnId(order.id!), order_ref: order.order_id, order_id: order.id!, payment_mode: order.payment_mode,
    status: order.payment_status ?? 2, amount: order.amount ?? 0, created_at: at,
  }))).returning({ id: payments.id, order_id: payments.order_id });
  const result = await tx.execute(sql`with p as (${insert.getSQL()}) update ${orders} set payment_id = p.id from p where ${orders.id} = p.order_id returning p.id`);
  return ((result as { rows?: { id: number }[] }).rows ?? result) as { id: number }[];
}
