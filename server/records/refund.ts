/**
 * Refunds as records (issue 42): who reaches which (the company's; franchise staff their
 * franchise's orders'), how one is read, and the one module every refund is made through —
 * the order view's manual refund and the device's auto refunds (server/sim/vend.ts, the seed).
 *
 * Money: a refund goes back through the payment gateway to the customer's account; it moves no
 * cash held by a partner or warehouse, so the cash ledger is not touched (docs/decisions.md
 * "Transactions"). Concurrency: every refund of an order is made with the order row locked
 * (`lockOrder`), and the limits are computed under that lock from the refund rows themselves,
 * so two refunds at once never add up to more than was paid.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { REFUND_MESSAGES, type RefundLineState, type RefundRow } from '../../contract/actions/refunds.ts';
import { REFUND_RECORD_STATUS, refundRecordStatus } from '../../contract/statuses.ts';
import { PAID, lineRefundable, refundableAmount, refundLifecycle } from '../../machines/records/refund.ts';
import { addToOrderCounts } from '../actions/orders-counts.ts';
import { addToSalesRollups } from '../analytics/rollups.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { orderLines, orders, refunds, users } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { defineRecord } from '../kit/record.ts';
import { narrowingRetailer, retailerMachines, tenancy, type ScopeCaller } from '../kit/scope.ts';
import { vendingMachines } from '../db/schema/index.ts';

/** A retailer's staff reach the refunds of orders at its machines (refunds keep no machine). */
function retailerRefunds(caller: ScopeCaller): SQL | undefined {
  const retailerId = narrowingRetailer(caller);
  if (retailerId === null) return undefined;
  return sql`${refunds.order_id} in (select ${orders.id} from ${orders} where ${orders.vending_machine_id} in ${retailerMachines(retailerId)})`;
}
export const refundScope = tenancy({ company: refunds.company_id, franchise: { column: refunds.franchise_id }, also: retailerRefunds });
const orderReach = tenancy({ company: orders.company_id, franchise: { column: orders.franchise_id }, retailer: { machines: [orders.vending_machine_id] } });

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Pending and successful refunds count against what was paid; failed ones gave nothing back. */
const live = ne(refunds.status, REFUND_RECORD_STATUS.failure);

const columns = {
  r: refunds,
  order_code: orders.order_id,
  sku: orderLines.sku,
  product_name: orderLines.name,
  user: { id: users.id, first_name: users.first_name, last_name: users.last_name },
};

export function selectRefunds(db: Db | Tx, where: ReturnType<typeof and>) {
  return db
    .select(columns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .innerJoin(orderLines, eq(orderLines.id, refunds.order_line_id))
    .leftJoin(users, eq(users.id, refunds.created_by))
    .where(where)
    .orderBy(desc(refunds.created_at), desc(refunds.id));
}

type Selected = Awaited<ReturnType<typeof selectRefunds>>[number];

export function toRefundRow({ r, order_code, sku, product_name, user }: Selected): Infer<typeof RefundRow> {
  return {
    id: r.id,
    order_id: r.order_id,
    order_code,
    order_line_id: r.order_line_id,
    sku,
    product_name,
    kind: r.kind as 'MANUAL' | 'AUTO',
    amount: r.amount,
    status: r.status,
    utr_id: r.utr_id,
    reason: r.reason,
    created_by: user?.id != null ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    version: r.version,
  };
}

async function readRefund(db: Db, caller: Caller, id: number) {
  const [row] = await selectRefunds(db, and(eq(refunds.id, id), refundScope(caller)));
  if (!row) throw notFound('Refund');
  return toRefundRow(row);
}

export const refundRecord = defineRecord({
  entity: 'refund',
  table: refunds,
  noun: 'Refund',
  title: (r) => `Refund ${r.id}`,
  scope: refundScope,
  read: readRefund,
  lifecycle: {
    machine: refundLifecycle,
    column: 'status',
    statusName: (status) => refundRecordStatus(Number(status)).name,
  },
});

export type OrderRow = typeof orders.$inferSelect;

/** The order in the caller's reach (any when `caller` is null: the device), locked for its refunds; 404 otherwise. */
export async function lockOrder(tx: Tx, orderId: number, caller: ScopeCaller | null): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), caller ? orderReach(caller) : undefined)).for('update');
  if (!order) throw notFound('Order');
  return order;
}

/** The order in the caller's reach, unlocked (reads); 404 otherwise. */
export async function findOrder(db: Db, orderId: number, caller: ScopeCaller): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), orderReach(caller)));
  if (!order) throw notFound('Order');
  return order;
}

/** Each line's paid value, live refunds and what it may still take; and the order's. */
export async function refundState(db: Db | Tx, order: Pick<OrderRow, 'id' | 'amount' | 'payment_status'>) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(orderLines.id);
  const sums = await db
    .select({ line: refunds.order_line_id, n: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.order_id, order.id), live))
    .groupBy(refunds.order_line_id);
  const byLine = new Map(sums.map((s) => [s.line, Number(s.n)]));
  const orderRefunded = round2([...byLine.values()].reduce((a, b) => a + b, 0));
  const paid = order.payment_status === PAID;
  const states: (Infer<typeof RefundLineState> & { line: typeof orderLines.$inferSelect })[] = lines.map((line) => {
    const linePaid = paid ? round2(line.mrp * line.quantity - line.discount) : 0;
    const lineRefunded = round2(byLine.get(line.id) ?? 0);
    const refundable = paid && lineRefundable(line)
      ? refundableAmount({ orderAmount: order.amount, orderRefunded, linePaid, lineRefunded })
      : 0;
    return { order_line_id: line.id, paid: linePaid, refunded: lineRefunded, refundable, line };
  });
  return { lines: states, orderRefunded, refundable: paid ? Math.max(0, round2(order.amount - orderRefunded)) : 0 };
}

export interface RefundRequest {
  order_line_id: number;
  amount: number;
}

/**
 * The checks of a new refund of a locked order, with REFUND_MESSAGES: paid order, a line of it
 * that failed or vended partly, an amount within what it has left.
 */
export async function checkRefund(tx: Tx, order: OrderRow, request: RefundRequest) {
  if (order.payment_status !== PAID) throw invalid([{ path: 'order_id', message: REFUND_MESSAGES.notPaid }]);
  const state = await refundState(tx, order);
  const line = state.lines.find((l) => l.order_line_id === request.order_line_id);
  if (!line) throw invalid([{ path: 'order_line_id', message: REFUND_MESSAGES.unknownLine }]);
  if (!lineRefundable(line.line)) throw invalid([{ path: 'order_line_id', message: REFUND_MESSAGES.lineVended }]);
  if (line.refundable <= 0) throw invalid([{ path: 'amount', message: REFUND_MESSAGES.nothingLeft }]);
  if (round2(request.amount) > line.refundable) throw invalid([{ path: 'amount', message: REFUND_MESSAGES.overRefund(line.refundable) }]);
  return line;
}

/**
 * Brings the order and its lines in line with their refund rows: refund_amount is the sum of the
 * live refunds; the status (order and line) is 0 while one is pending, 1 once one succeeded,
 * not generated (null) when there is none or all failed; the line's utr_id is its latest
 * successful refund's. Keeps the /orders roll-ups in step when the order's status changes, and the
 * sales roll-ups (server/analytics/rollups.ts): the order is taken out (-1) before its refund
 * figures change and added again (+1) after, in this transaction.
 */
export async function syncOrderRefunds(tx: Tx, order: OrderRow, now: Date) {
  const rows = await tx.select().from(refunds).where(eq(refunds.order_id, order.id)).orderBy(refunds.id);
  await addToSalesRollups(tx, [order], -1);
  const statusOf = (list: typeof rows) =>
    list.some((r) => r.status === REFUND_RECORD_STATUS.pending) ? 0 : list.some((r) => r.status === REFUND_RECORD_STATUS.success) ? 1 : null;
  const lineIds = [...new Set(rows.map((r) => r.order_line_id))];
  for (const lineId of lineIds) {
    const ofLine = rows.filter((r) => r.order_line_id === lineId);
    const utr = ofLine.filter((r) => r.status === REFUND_RECORD_STATUS.success && r.utr_id).at(-1)?.utr_id ?? null;
    await tx.update(orderLines).set({ refund_status: statusOf(ofLine), utr_id: utr }).where(eq(orderLines.id, lineId));
  }
  const refundStatus = statusOf(rows);
  const refundAmount = round2(rows.filter((r) => r.status !== REFUND_RECORD_STATUS.failure).reduce((n, r) => n + r.amount, 0));
  await tx.update(orders).set({ refund_status: refundStatus, refund_amount: refundAmount, updated_at: now, version: sql`${orders.version} + 1` }).where(eq(orders.id, order.id));
  await addToSalesRollups(tx, [order], 1);
  if (refundStatus !== order.refund_status) {
    const counted = { company_id: order.company_id, franchise_id: order.franchise_id, created_at: order.created_at, vend_status: order.vend_status, payment_status: order.payment_status };
    await addToOrderCounts(tx, [{ ...counted, refund_status: order.refund_status }], -1);
    await addToOrderCounts(tx, [{ ...counted, refund_status: refundStatus }], 1);
  }
}

/** The MANUAL_REFUND / AUTO_REFUND notification of new refunds of an order, for the machine's audience. */
export async function notifyRefund(tx: Tx, order: OrderRow, kind: 'MANUAL' | 'AUTO', amount: number, refundIds: number[]): Promise<NotificationRow> {
  const [machine] = await tx.select({ id: vendingMachines.id, name: vendingMachines.name, warehouse_id: vendingMachines.warehouse_id })
    .from(vendingMachines).where(eq(vendingMachines.id, order.vending_machine_id));
  return recordNotification(tx, {
    companyId: order.company_id,
    franchiseId: order.franchise_id,
    type: kind === 'MANUAL' ? 'MANUAL_REFUND' : 'AUTO_REFUND',
    payload: {
      ...(machine ? { VendingMachine: machine, vending_machine_id: machine.id } : {}),
      order_id: order.order_id, order_db_id: order.id, refund_amount: round2(amount), refund_ids: refundIds,
    },
  });
}

/**
 * The device's refunds of a just-recorded vend (the simulator, after `insertOrder`): one Pending
 * AUTO refund per line that did not fully vend, for the unvended share of what the line cost,
 * within what the order has left. Raises AUTO_REFUND. Returns the notification (null: nothing to refund).
 */
export async function createAutoRefunds(tx: Tx, orderId: number, now: Date): Promise<NotificationRow | null> {
  const order = await lockOrder(tx, orderId, null);
  if (order.payment_status !== PAID) return null;
  const state = await refundState(tx, order);
  const values = state.lines
    .filter((l) => lineRefundable(l.line) && l.refundable > 0)
    .map((l) => ({
      line: l,
      amount: Math.min(l.refundable, round2(((l.line.mrp * l.line.quantity - l.line.discount) * (l.line.quantity - l.line.items_vend)) / l.line.quantity)),
    }))
    .filter((v) => v.amount > 0);
  if (!values.length) return null;
  const inserted = await tx.insert(refunds).values(values.map((v) => ({
    company_id: order.company_id, franchise_id: order.franchise_id, order_id: order.id, order_line_id: v.line.order_line_id,
    kind: 'AUTO', amount: v.amount, status: REFUND_RECORD_STATUS.pending, reason: v.line.line.failure_reason ?? '', created_at: now, updated_at: now,
  }))).returning({ id: refunds.id });
  await syncOrderRefunds(tx, order, now);
  return notifyRefund(tx, order, 'AUTO', values.reduce((n, v) => n + v.amount, 0), inserted.map((r) => r.id));
}

/** The gateway's bank reference for a settled refund (the simulated gateway: stable per refund). */
export const utrFor = (refundId: number, now: Date) =>
  `UTR${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(refundId).padStart(8, '0')}`;

/** Refunds of orders by id, for the seed and the checks (no scope: callers scope the orders). */
export const refundsOfOrders = (db: Db | Tx, orderIds: number[]) => db.select().from(refunds).where(inArray(refunds.order_id, orderIds));
