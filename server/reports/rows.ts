/**
 * The rows of each emailed report, read with the requester's reach (the same scope rules as the
 * list the report copies), in id order, a batch at a time so the job can report progress.
 * Each row is the kind's columns (REPORT_COLUMNS) as the file shows them.
 */
import { and, asc, count, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import { paymentStatus, refillStatus, refundStatus, vendStatus } from '../../contract/statuses.ts';
import type { ReportKind } from '../../contract/report-requests.ts';
import type { Db } from '../db/client.ts';
import { orders, refillPlans, vendingMachines as vm, vmFeedback } from '../db/schema/index.ts';
import { allOf } from '../http/list.ts';
import { tenancy, type ScopeCaller } from '../kit/scope.ts';
import { orderReachOf, orderScope } from '../actions/orders-counts.ts';
import { refillPlanScope } from '../records/refill-plan.ts';

export type ReportRow = Record<string, string | number>;
export interface Period { from: Date | null; to: Date | null }

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const within = (column: Parameters<typeof gte>[0], period: Period) =>
  [period.from ? gte(column, period.from) : undefined, period.to ? lt(column, period.to) : undefined];

const feedbackScope = tenancy({ company: vmFeedback.company_id, franchise: { machines: [vmFeedback.vending_machine_id] }, retailer: { machines: [vmFeedback.vending_machine_id] } });

interface Source {
  where(caller: ScopeCaller, period: Period): SQL | undefined;
  count(db: Db, where: SQL | undefined): Promise<number>;
  /** The next batch after `afterId`, with each row's id. */
  batch(db: Db, where: SQL | undefined, afterId: number, limit: number): Promise<{ id: number; row: ReportRow }[]>;
}

const SOURCES: Record<ReportKind, Source> = {
  transaction: {
    where: (caller, period) => allOf(orderScope(orderReachOf(caller)), ...within(orders.created_at, period)),
    count: async (db, where) => (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
    batch: async (db, where, afterId, limit) => {
      const rows = await db.select({ o: orders, machine: { name: vm.name, code: vm.code } }).from(orders)
        .innerJoin(vm, eq(vm.id, orders.vending_machine_id)).where(and(where, gt(orders.id, afterId))).orderBy(asc(orders.id)).limit(limit);
      return rows.map(({ o, machine }) => ({
        id: o.id,
        row: {
          order_id: o.order_id, created_at: iso(o.created_at), vending_machine: machine.name, machine_code: machine.code,
          payment_mode: o.payment_mode, vend_status: vendStatus(o.vend_status).name, payment_status: paymentStatus(o.payment_status).name,
          refund_status: refundStatus(o.refund_status ?? -1).name, items: o.items, items_vend: o.items_vend,
          amount: Number(o.amount), discount: Number(o.discount), refund_amount: Number(o.refund_amount),
        },
      }));
    },
  },
  feedback: {
    where: (caller, period) => allOf(feedbackScope(caller), ...within(vmFeedback.created_at, period)),
    count: async (db, where) => (await db.select({ n: count() }).from(vmFeedback).where(where))[0]?.n ?? 0,
    batch: async (db, where, afterId, limit) => {
      const rows = await db.select({ f: vmFeedback, machine: vm.name }).from(vmFeedback)
        .innerJoin(vm, eq(vm.id, vmFeedback.vending_machine_id)).where(and(where, gt(vmFeedback.id, afterId))).orderBy(asc(vmFeedback.id)).limit(limit);
      return rows.map(({ f, machine }) => ({
        id: f.id,
        row: { created_at: iso(f.created_at), vending_machine: machine, source: f.source, rating: f.rating, customer_name: f.customer_name, message: f.message },
      }));
    },
  },
  refill_plan: {
    where: (caller, period) => allOf(refillPlanScope(caller), ...within(refillPlans.created_at, period)),
    count: async (db, where) => (await db.select({ n: count() }).from(refillPlans).where(where))[0]?.n ?? 0,
    batch: async (db, where, afterId, limit) => {
      const rows = await db.select({ p: refillPlans, machine: vm.name }).from(refillPlans)
        .innerJoin(vm, eq(vm.id, refillPlans.vending_machine_id)).where(and(where, gt(refillPlans.id, afterId))).orderBy(asc(refillPlans.id)).limit(limit);
      return rows.map(({ p, machine }) => ({
        id: p.id,
        row: {
          plan_id: p.plan_id, created_at: iso(p.created_at), vending_machine: machine, kind: p.kind, status: refillStatus(p.status).name,
          total_quantity: p.total_quantity, vehicle: p.vehicle, scheduled_at: iso(p.scheduled_at), executed_at: iso(p.executed_at),
        },
      }));
    },
  },
};

/**
 * Reads a report's rows (at most `max`), calling `progress(done, total)` after each batch.
 * Answers the rows and whether more were left out.
 */
export async function readReportRows(
  db: Db, kind: ReportKind, caller: ScopeCaller, period: Period, max: number, progress: (done: number, total: number) => Promise<void>, batchSize = 2_000,
): Promise<{ rows: ReportRow[]; truncated: boolean }> {
  const source = SOURCES[kind];
  const where = source.where(caller, period);
  const total = Math.min(await source.count(db, where), max);
  const rows: ReportRow[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await source.batch(db, where, afterId, Math.min(batchSize, max + 1 - rows.length));
    for (const r of batch) rows.push(r.row);
    if (batch.length) afterId = batch.at(-1)!.id;
    if (rows.length > max) return { rows: rows.slice(0, max), truncated: true };
    await progress(rows.length, total);
    if (batch.length < batchSize) return { rows, truncated: false };
  }
}
