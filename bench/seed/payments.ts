/**
 * The gateway's payments for the bulk orders paid through it (every mode but CASH), as the
 * device's payment writer (server/records/payment.ts) leaves them: one per order, linked both
 * ways (the order's payment_id is written with the order: id paymentOffset + order id), in the
 * order's payment status and amount, settled a day later once successful. So /pg-module's
 * mismatch lists hold only the demo's deliberate few, not every bulk order.
 */
import type { Db } from '../../server/db/client.ts';
import type { OrderBatch } from './orders.ts';
import { query, scalar } from './sql.ts';

/** Reserves the payments' ids for the orders firstId…lastId; returns the offset from an order's id to its payment's. */
export async function reservePayments(db: Db, firstId: number, lastId: number): Promise<number> {
  const first = await scalar(db, `select nextval(pg_get_serial_sequence('payments', 'id'))`);
  await query(db, `select setval(pg_get_serial_sequence('payments', 'id'), ${first + lastId - firstId})`);
  return first - firstId;
}

export function paymentBatchSql(paymentOffset: number, nowSec: number, batch: OrderBatch): string {
  const settled = `(o.payment_status = 1 and o.created_at < to_timestamp(${nowSec - 86_400}))`;
  return `
    insert into payments (id, company_id, franchise_id, vending_machine_id, gateway_txn_id, order_ref, order_id, payment_mode, status, amount,
      settlement_status, settled_at, settlement_ref, created_at)
    select ${paymentOffset} + o.id, o.company_id, o.franchise_id, o.vending_machine_id, 'pay_' || lpad(o.id::text, 10, '0'), o.order_id, o.id,
      o.payment_mode, o.payment_status, o.amount,
      case when ${settled} then 'SETTLED' else 'PENDING' end,
      case when ${settled} then o.created_at + interval '1 day' end,
      case when ${settled} then 'SETL' || to_char((o.created_at + interval '1 day') at time zone 'UTC', 'YYYYMMDD') end,
      o.created_at
    from orders o
    where o.id between ${batch.from} and ${batch.to} and o.payment_mode <> 'CASH'`;
}
