/**
 * The transactions demo (issue 42), written after every earlier step and changing none of
 * their rows:
 * - refund records for the demo orders' refunds (AUTO, one per refunded line, with the line's
 *   status and UTR), so every refund the order screens show is a record;
 * - the gateway's payments for the orders paid through it (not CASH), settled a day later, with
 *   deliberate mismatches for /pg-module: three payments naming no order (`pay_demo_orphan_1..3`)
 *   and the three newest paid orders left without a payment;
 * - one new failed-vend order (paid by UPI) whose auto refund the gateway refused (Failure), so
 *   the order view offers "Initiate refund" for it.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { REFUND_RECORD_STATUS } from '../../contract/statuses.ts';
import { addToOrderCounts } from '../actions/orders-counts.ts';
import { orderLines, orders, payments, products, refunds, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { addToSalesRollups } from '../analytics/rollups.ts';
import { recordGatewayPayment } from '../records/payment.ts';
import { lockOrder, syncOrderRefunds } from '../records/refund.ts';
import { buildOrder } from './demo-orders.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

export const ORPHAN_PAYMENT_IDS = ['pay_demo_orphan_1', 'pay_demo_orphan_2', 'pay_demo_orphan_3'];
export const REFUSED_REFUND_REASON = 'Gateway declined the refund (beneficiary account closed)';

export async function seedTransactions({ db, core }: SeedContext) {
  await db.execute(sql`
    insert into refunds (company_id, franchise_id, order_id, order_line_id, kind, amount, status, utr_id, reason, created_at, updated_at)
    select o.company_id, o.franchise_id, o.id, l.id, 'AUTO',
           round(((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity)::numeric, 2),
           l.refund_status, l.utr_id, coalesce(l.failure_reason, ''), o.created_at, o.updated_at
    from order_lines l join orders o on o.id = l.order_id
    where l.refund_status is not null
    order by l.id`);

  await db.execute(sql`
    insert into payments (company_id, franchise_id, vending_machine_id, gateway_txn_id, order_ref, order_id, payment_mode, status, amount,
                          settlement_status, settled_at, settlement_ref, created_at)
    select o.company_id, o.franchise_id, o.vending_machine_id, 'pay_' || lpad(o.id::text, 10, '0'), o.order_id, o.id, o.payment_mode,
           o.payment_status, o.amount,
           case when o.payment_status = 1 and o.created_at < now() - interval '1 day' then 'SETTLED' else 'PENDING' end,
           case when o.payment_status = 1 and o.created_at < now() - interval '1 day' then o.created_at + interval '1 day' end,
           case when o.payment_status = 1 and o.created_at < now() - interval '1 day'
                then 'SETL' || to_char((o.created_at + interval '1 day') at time zone 'UTC', 'YYYYMMDD') end,
           o.created_at
    from orders o
    where o.payment_mode <> 'CASH'
    order by o.id`);
  await db.execute(sql`update orders set payment_id = p.id from payments p where p.order_id = orders.id`);

  // Mismatches: the newest paid orders lose their payment; three payments name no order.
  const newest = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.company_id, core.companyId), eq(orders.payment_status, 1), ne(orders.payment_mode, 'CASH')))
    .orderBy(desc(orders.id)).limit(3);
  if (newest.length) {
    const refs = await db.select({ order_id: orders.order_id }).from(orders).where(inArray(orders.id, newest.map((o) => o.id)));
    await db.delete(payments).where(inArray(payments.order_ref, refs.map((r) => r.order_id)));
    await db.update(orders).set({ payment_id: null }).where(inArray(orders.id, newest.map((o) => o.id)));
  }
  const [machine] = await db.select().from(vendingMachines).where(eq(vendingMachines.company_id, core.companyId)).orderBy(asc(vendingMachines.id)).limit(1);
  if (!machine) return;
  const now = new Date();
  await db.insert(payments).values(ORPHAN_PAYMENT_IDS.map((id, i) => ({
    company_id: core.companyId, franchise_id: machine.franchise_id, vending_machine_id: machine.id, gateway_txn_id: id,
    order_ref: `ORPHAN${String(i + 1).padStart(8, '0')}`, payment_mode: 'UPI', status: i === 2 ? 0 : 1, amount: 40 + i * 15,
    created_at: new Date(now.getTime() - (i + 1) * 3_600_000),
  })));

  // A failed vend whose auto refund the gateway refused.
  const [slot] = await db
    .select({ coil: vmSlots.coil, product_id: products.id, sku: products.sku, name: products.name, hsn: products.hsn, mrp: products.mrp, gst: products.gst, cess: products.cess })
    .from(vmSlots).innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(asc(vmSlots.id)).limit(1);
  if (!slot) return;
  await db.transaction(async (tx) => {
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
    const id = (((result as { rows?: { id: number }[] }).rows ?? result) as unknown as { id: number }[])[0]?.id;
    if (id === undefined) throw new Error('seedTransactions: no next order id');
    const createdAt = new Date(now.getTime() - 2 * 3_600_000);
    const { order, lines } = buildOrder(createRandom(4242), {
      id, createdAt, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
      picks: [{ slot, quantity: 2 }], vendStatus: 3, refundPending: true, dispensed: [{ vended: 0, reason: 'Motor jammed' }],
    });
    order.payment_mode = 'UPI';
    await tx.insert(orders).values(order);
    const [line] = await tx.insert(orderLines).values(lines).returning();
    // The order counts and sales roll-ups were rebuilt by the orders' step: this order is added as a writer adds it.
    await addToSalesRollups(tx, [{ id, created_at: createdAt }]);
    await addToOrderCounts(tx, [{ company_id: order.company_id, franchise_id: order.franchise_id ?? null, created_at: createdAt, vend_status: 3, payment_status: 1, refund_status: order.refund_status ?? null }]);
    await recordGatewayPayment(tx, order, createdAt);
    await tx.insert(refunds).values({
      company_id: order.company_id, franchise_id: order.franchise_id ?? null, order_id: id, order_line_id: line!.id, kind: 'AUTO',
      amount: order.refund_amount ?? 0, status: REFUND_RECORD_STATUS.failure, reason: REFUSED_REFUND_REASON, created_at: createdAt, updated_at: createdAt,
    });
    await syncOrderRefunds(tx, await lockOrder(tx, id, null), createdAt);
  });
}
