/**
 * Issue 42 transactions: refunds as records (rules and messages, over-refund refused, the order
 * following its refund rows, MANUAL_REFUND, the gateway's answers), the device's auto refund of a
 * stepped simulator vend failure (AUTO_REFUND), /pg-module's reconciliation lists and direct sales.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../contract/actions/refunds.ts';
import { notifications, orderLines, orders, payments, refunds, users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { plainAggregates } from '../../server/analytics/rollups.ts';
import { rowsOf } from '../../server/sim/common.ts';
import { REFUSED_REFUND_REASON } from '../../server/seed/demo-transactions.ts';
import { createRandom } from '../../server/seed/random.ts';
import { simulateVend } from '../../server/sim/vend.ts';
import { startApi, type TestApi } from './harness.ts';

const SALES = 'sales';
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const db = () => api.services.db;
const call = (action: string, body: Record<string, unknown>, token = admin) => api.post(SALES, { action, ...body }, token);

/** The demo's failed vend whose auto refund the gateway refused. */
async function refusedOrder() {
  const [row] = await db().select({ order: orders, refund: refunds }).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id)).where(eq(refunds.reason, REFUSED_REFUND_REASON)).limit(1);
  return row!;
}

/**
 * The sales roll-ups of the order's day and machine equal a plain aggregate over the orders
 * (server/analytics/rollups.ts), and their refund figures are the orders' own.
 */
async function expectRollupsFollow(order: { company_id: number; vending_machine_id: number; created_at: Date }) {
  const key = sql`o.company_id = ${order.company_id} and o.vending_machine_id = ${order.vending_machine_id}
    and (o.created_at at time zone 'UTC')::date = (${order.created_at.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const rolled = sql`company_id = ${order.company_id} and vending_machine_id = ${order.vending_machine_id}
    and day = (${order.created_at.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const plain = plainAggregates(key);
  for (const [table, aggregate] of [['sales_daily', plain.lines], ['sales_orders_daily', plain.orders]] as const) {
    const t = sql`(select * from ${sql.raw(table)} where ${rolled}) w`;
    const [diff] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from (
      (select * from ${t} except all (${aggregate})) union all ((${aggregate}) except all select * from ${t})) d`));
    expect(diff!.n, `${table} differs from the plain aggregate`).toBe(0);
  }
  const [rollup] = rowsOf<{ refund_amount: string | null; refunds: number | null }>(await db().execute(sql`
    select sum(refund_amount)::text as refund_amount, sum(refunds)::int as refunds from sales_orders_daily where ${rolled}`));
  const [direct] = rowsOf<{ refund_amount: string | null; refunds: number | null }>(await db().execute(sql`
    select coalesce(sum(o.refund_amount) filter (where o.payment_status = 1), 0)::text as refund_amount,
           count(*) filter (where o.refund_status is not null)::int as refunds from orders o where ${key}`));
  expect(Number(rollup!.refund_amount)).toBe(Number(direct!.refund_amount));
  expect(rollup!.refunds).toBe(direct!.refunds);
}

describe('refunds', () => {
  it('the demo refund rows agree with the orders: every refunded line has one', async () => {
    const [line] = await db().select().from(orderLines).where(eq(orderLines.refund_status, 1)).limit(1);
    const rows = await db().select().from(refunds).where(eq(refunds.order_line_id, line!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 1, utr_id: line!.utr_id, kind: 'AUTO' });
  });

  it("lists an order's refunds and what each line may still take", async () => {
    const { order, refund } = await refusedOrder();
    expect(order).toMatchObject({ vend_status: 3, payment_status: 1, refund_status: null, refund_amount: 0 });
    const r = await call('list.order_refunds', { order_id: order.id });
    expect(r.status).toBe(200);
    expect(r.body.data.refunds).toEqual([expect.objectContaining({ id: refund.id, status: 2, kind: 'AUTO', reason: REFUSED_REFUND_REASON })]);
    expect(r.body.data.refundable).toBe(order.amount);
    expect(r.body.data.lines).toEqual([expect.objectContaining({ order_line_id: refund.order_line_id, paid: order.amount, refunded: 0, refundable: order.amount })]);
  });

  it('refuses a bad amount with the contract messages, and an over-refund', async () => {
    const { order, refund } = await refusedOrder();
    const base = { order_id: order.id, order_line_id: refund.order_line_id };
    const zero = await call('initiate.refund', { ...base, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain(REFUND_MESSAGES.amountPositive);
    const paise = await call('initiate.refund', { ...base, amount: 1.234 });
    expect(paise.status).toBe(400);
    expect(paise.body.message).toContain(REFUND_MESSAGES.amountPaise);
    const over = await call('initiate.refund', { ...base, amount: order.amount + 1 });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(REFUND_MESSAGES.overRefund(order.amount));
    const [other] = await db().select().from(orderLines).where(and(gt(orderLines.items_vend, 0), eq(orderLines.vend_status, 1))).limit(1);
    const vended = await call('initiate.refund', { order_id: other!.order_id, order_line_id: other!.id, amount: 1 });
    expect(vended.status).toBe(400);
    const notMine = await call('initiate.refund', { ...base, order_line_id: other!.id, amount: 1 });
    expect(notMine.body.message).toContain(REFUND_MESSAGES.unknownLine);
  });

  it('a manual refund is Pending, raises MANUAL_REFUND, and the order follows; the gateway settles it with a UTR', async () => {
    const { order, refund } = await refusedOrder();
    const half = Math.round(order.amount * 50) / 100;
    const r = await call('initiate.refund', { order_id: order.id, order_line_id: refund.order_line_id, amount: half, reason: 'Customer called' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ status: 0, kind: 'MANUAL', amount: half, utr_id: null, created_by: { id: expect.any(Number) } });
    const [note] = await db().select().from(notifications).where(eq(notifications.type, 'MANUAL_REFUND')).orderBy(desc(notifications.id)).limit(1);
    expect(note!.payload).toMatchObject({ order_id: order.order_id, refund_amount: half, refund_ids: [r.body.data.id] });
    let [now] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(now).toMatchObject({ refund_status: 0, refund_amount: half });
    await expectRollupsFollow(order);

    // What is left: the rest; more than that is refused.
    const left = Math.round((order.amount - half) * 100) / 100;
    const over = await call('initiate.refund', { order_id: order.id, order_line_id: refund.order_line_id, amount: left + 0.01 });
    expect(over.body.message).toContain(REFUND_MESSAGES.overRefund(left));

    const checked = await call('check.refund', { id: r.body.data.id, version: r.body.data.version });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ status: 1, utr_id: expect.stringMatching(/^UTR\d{14}$/) });
    [now] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(now).toMatchObject({ refund_status: 1, refund_amount: half });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, refund.order_line_id));
    expect(line).toMatchObject({ refund_status: 1, utr_id: checked.body.data.utr_id });
    await expectRollupsFollow(order);
    const again = await call('check.refund', { id: r.body.data.id, version: checked.body.data.version });
    expect(again.status).toBe(409);

    // A refund the gateway refuses gives its amount back to what may be refunded.
    const second = await call('initiate.refund', { order_id: order.id, order_line_id: refund.order_line_id, amount: left });
    expect(second.status).toBe(201);
    expect((await call('list.order_refunds', { order_id: order.id })).body.data.refundable).toBe(0);
    const failed = await call('fail.refund', { id: second.body.data.id, version: second.body.data.version, reason: 'Account closed' });
    expect(failed.body.data).toMatchObject({ status: 2, reason: 'Account closed' });
    expect((await call('list.order_refunds', { order_id: order.id })).body.data.refundable).toBe(left);
    [now] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(now).toMatchObject({ refund_status: 1, refund_amount: half });
    await expectRollupsFollow(order);
  });

  it('only company admins refund: the read-only partner is refused though it holds every VIEW permission', async () => {
    const { order, refund } = await refusedOrder();
    const partner = await api.login('partner@demo.local');
    const r = await call('initiate.refund', { order_id: order.id, order_line_id: refund.order_line_id, amount: 1 }, partner);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(REFUND_MESSAGES.notAllowed);
  });

  it('the device refunds a failed vend by itself: a Pending AUTO refund per unvended line, AUTO_REFUND raised', async () => {
    const [machine] = await db().select().from(vendingMachines).where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at))).orderBy(vendingMachines.id).offset(3).limit(1);
    await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine!.id));
    const [coil] = await db().select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine!.id), gt(vmSlots.product_id, 0))).orderBy(vmSlots.id).limit(1);
    await db().update(vmSlots).set({ quantity: 4, motor_activated: false, expires_on: null }).where(eq(vmSlots.id, coil!.id));
    const at = api.clock.now();
    const vend = await simulateVend({ ...api.services, now: () => at }, createRandom(3), machine!.id);
    expect(vend!.vendStatus).toBe(3);
    expect(vend!.notifications).toEqual(['VEND_FAILURE', 'AUTO_REFUND']);
    const [order] = await db().select().from(orders).where(eq(orders.id, vend!.orderDbId));
    const rows = await db().select().from(refunds).where(eq(refunds.order_id, order!.id));
    expect(rows.map((r) => ({ kind: r.kind, status: r.status, reason: r.reason }))).toEqual([{ kind: 'AUTO', status: 0, reason: 'Motor jammed' }]);
    expect(order).toMatchObject({ refund_status: 0, refund_amount: rows[0]!.amount });
    expect(rows[0]!.amount).toBe(order!.amount);
    const [note] = await db().select().from(notifications).where(eq(notifications.type, 'AUTO_REFUND')).orderBy(desc(notifications.id)).limit(1);
    expect(note!.payload).toMatchObject({ order_id: order!.order_id, refund_amount: order!.amount });
    // The gateway saw the payment unless it was cash.
    const paid = await db().select().from(payments).where(eq(payments.order_ref, order!.order_id));
    expect(paid).toHaveLength(order!.payment_mode === 'CASH' ? 0 : 1);
    // …linked both ways in the vend's transaction, so the reconciliation does not list it.
    if (paid[0]) {
      expect(paid[0].order_id).toBe(order!.id);
      const [linked] = await db().select({ payment_id: orders.payment_id }).from(orders).where(eq(orders.id, order!.id));
      expect(linked!.payment_id).toBe(paid[0].id);
    }
  });
});

describe('payment gateway module (/pg-module)', () => {
  it('lists the gateway payments with their order and settlement, newest first', async () => {
    const r = await call('list.payments', { limit: 20 });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(1000);
    expect(r.body.data[0]).toMatchObject({ gateway_txn_id: expect.any(String), payment_mode: expect.stringMatching(/^(UPI|CARD|WALLET)$/) });
    const settled = await call('list.payments', { settlement_status: ['SETTLED'], status: [1], limit: 1 });
    expect(settled.body.data[0]).toMatchObject({ settlement_status: 'SETTLED', settled_at: expect.any(String), settlement_ref: expect.stringMatching(/^SETL\d{8}$/), status: 1 });
  });

  it('reconciles: payments naming no order, and orders paid through the gateway with no payment', async () => {
    const orphans = await call('list.payments', { match: 'no_order' });
    expect(orphans.body.data.map((p: { gateway_txn_id: string }) => p.gateway_txn_id).sort()).toEqual(['pay_demo_orphan_1', 'pay_demo_orphan_2', 'pay_demo_orphan_3']);
    expect(orphans.body.data.every((p: { order: unknown }) => p.order === null)).toBe(true);
    const matched = await call('list.payments', { match: 'matched', limit: 5 });
    expect(matched.body.data.every((p: { order: { order_id: string } | null; order_ref: string }) => p.order?.order_id === p.order_ref)).toBe(true);
    const all = await call('list.payments', { limit: 1 });
    expect(matched.body.total + orphans.body.total).toBe(all.body.total);

    const unpaid = await call('list.orders_without_payment', {});
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.total).toBeGreaterThanOrEqual(3);
    for (const o of unpaid.body.data) {
      expect(o.payment_status).toBe(1);
      expect(o.payment_mode).not.toBe('CASH');
      expect(await db().select().from(payments).where(eq(payments.order_ref, o.order_id))).toEqual([]);
    }
    const [admin] = await db().select({ company_id: users.company_id }).from(users).where(eq(users.email, 'admin@demo.local'));
    const COMPANY_ID = admin!.company_id!;
    // The links agree with a plain match of order ids (what the gateway names against what the orders are).
    const refs = new Set((await db().select({ ref: payments.order_ref, company: payments.company_id }).from(payments)).map((p) => `${p.company}:${p.ref}`));
    const paidOrders = await db().select({ order_id: orders.order_id, company: orders.company_id, mode: orders.payment_mode }).from(orders)
      .where(and(eq(orders.payment_status, 1), eq(orders.company_id, COMPANY_ID)));
    const expected = paidOrders.filter((o) => o.mode !== 'CASH' && !refs.has(`${o.company}:${o.order_id}`)).length;
    expect(unpaid.body.total).toBe(expected);
    const orderIds = new Set((await db().select({ order_id: orders.order_id, company: orders.company_id }).from(orders)).map((o) => `${o.company}:${o.order_id}`));
    const companyPayments = await db().select({ ref: payments.order_ref, company: payments.company_id }).from(payments).where(eq(payments.company_id, COMPANY_ID));
    expect(orphans.body.total).toBe(companyPayments.filter((p) => !orderIds.has(`${p.company}:${p.ref}`)).length);
  });

  it('is the gateway module holders\' only', async () => {
    const store = await api.login('store@demo.local');
    expect((await call('list.payments', {}, store)).status).toBe(403);
    expect((await call('list.orders_without_payment', {}, store)).status).toBe(403);
  });
});
