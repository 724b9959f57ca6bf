/**
 * A fill audit's coil counts (issue 54, "a fill audit follows a refill"): an audit read within
 * FILL_AUDIT_MINUTES of a refill executed on its machine, either side (a handheld reads on arrival,
 * before the fill; telemetry at the door's close, after it; the plan is marked executed when the
 * partner says so). Per coil, the DEX's count when this fill began — what the partner left in the
 * coil at the previous fill audit's refill (plus what refills in between added), less the DEX vends
 * between the two audits — against the console's count then: what this refill left, less what it
 * loaded, plus what it took out. Vends between a reading and its refill (minutes, during the
 * visit) are not counted on either side. The booking is stock-check.ts's, which also corrects the
 * units this refill left, so the next fill audit counts from the corrected figure.
 */
import { and, asc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { DEX_STOCK_MESSAGES as M, FILL_AUDIT_MINUTES, type DexStockCheck } from '../../contract/actions/dex-stock.ts';
import type { Db, Tx } from '../db/client.ts';
import { dexAudits, orderLines, orders, products, refillPlanLines, refillPlans, vmSlots } from '../db/schema/index.ts';
import { asIntervalAudit, computeInterval } from './interval.ts';

type Check = Infer<typeof DexStockCheck>;
type AuditRow = typeof dexAudits.$inferSelect;

const WINDOW = sql.raw(`interval '${FILL_AUDIT_MINUTES} minutes'`);

/** In a query on dex_audits: the refill plan of the audit's machine executed nearest its reading, within the window (null: not a fill audit). */
export const fillRefill = sql<number | null>`(
  select p.id from refill_plans p
  where p.vending_machine_id = ${dexAudits.vending_machine_id} and p.executed_at is not null
    and p.executed_at between ${dexAudits.read_at} - ${WINDOW} and ${dexAudits.read_at} + ${WINDOW}
  order by abs(extract(epoch from p.executed_at - ${dexAudits.read_at})), p.id limit 1)`;

/** The units the console's orders took from each coil of the machine since `since` (orders_machine_created_idx). */
export async function soldSince(db: Db | Tx, machineId: number, since: Date) {
  const sold = await db.select({ coil: orderLines.coil, units: sql<number>`coalesce(sum(${orderLines.items_vend}), 0)::int` })
    .from(orders).innerJoin(orderLines, eq(orderLines.order_id, orders.id))
    .where(and(eq(orders.vending_machine_id, machineId), gte(orders.created_at, since)))
    .groupBy(orderLines.coil);
  return new Map(sold.map((s) => [s.coil, Number(s.units)]));
}

type Plan = { id: number; plan_id: string; executed_at: Date };

async function planOf(db: Db | Tx, id: number): Promise<Plan | null> {
  const [plan] = await db.select({ id: refillPlans.id, plan_id: refillPlans.plan_id, executed_at: refillPlans.executed_at }).from(refillPlans).where(eq(refillPlans.id, id));
  return plan?.executed_at ? { ...plan, executed_at: plan.executed_at } : null;
}

/** The machine's fill audit before this one whose refill came before this one's (the latest such). */
async function previousFill(db: Db | Tx, audit: AuditRow, plan: Plan, scope: SQL | undefined) {
  const refill = sql<number | null>`${fillRefill}`;
  const candidates = await db.select({ audit: dexAudits, refill_id: refill }).from(dexAudits)
    .where(and(eq(dexAudits.vending_machine_id, audit.vending_machine_id!), sql`${dexAudits.deleted_at} is null`, scope,
      lt(dexAudits.read_at, audit.read_at), sql`${refill} is not null`, sql`${refill} <> ${plan.id}`))
    .orderBy(sql`${dexAudits.read_at} desc`, sql`${dexAudits.id} desc`).limit(5);
  for (const c of candidates) {
    const earlier = await planOf(db, Number(c.refill_id));
    if (earlier && earlier.executed_at < plan.executed_at) return { audit: c.audit, plan: earlier };
  }
  return null;
}

const linesOf = (db: Db | Tx, planId: number) => db.select({
  coil: refillPlanLines.coil, product_id: refillPlanLines.product_id, loaded: refillPlanLines.loaded_quantity,
  removed: refillPlanLines.removed_quantity, after: refillPlanLines.after_quantity,
}).from(refillPlanLines).where(eq(refillPlanLines.refill_plan_id, planId)).orderBy(asc(refillPlanLines.id));

/** What the refills executed strictly between the two fills put in (loaded − taken out), per coil. */
async function addedBetween(db: Db | Tx, machineId: number, from: Date, to: Date) {
  const rows = await db.select({ coil: refillPlanLines.coil, added: sql<number>`coalesce(sum(${refillPlanLines.loaded_quantity} - coalesce(${refillPlanLines.removed_quantity}, 0)), 0)::int` })
    .from(refillPlanLines).innerJoin(refillPlans, eq(refillPlans.id, refillPlanLines.refill_plan_id))
    .where(and(eq(refillPlans.vending_machine_id, machineId), gt(refillPlans.executed_at, from), lt(refillPlans.executed_at, to)))
    .groupBy(refillPlanLines.coil);
  return new Map(rows.map((r) => [r.coil, Number(r.added)]));
}

/**
 * The fill comparison of an audit without levels: `null` when it is not a fill audit. Coils whose
 * product changed between the fills, or whose units left were not kept (plans executed before
 * after_quantity was), are not compared.
 */
export async function fillCheck(db: Db | Tx, audit: AuditRow, scope: SQL | undefined): Promise<Omit<Check, 'vending_machine_id' | 'audit' | 'differences'> | null> {
  const [own] = await db.select({ refill_id: fillRefill }).from(dexAudits).where(eq(dexAudits.id, audit.id));
  const plan = own?.refill_id == null ? null : await planOf(db, Number(own.refill_id));
  if (!plan) return null;
  const previous = await previousFill(db, audit, plan, scope);
  const fill = {
    refill_plan: { id: plan.id, plan_id: plan.plan_id, executed_at: plan.executed_at.toISOString() },
    previous_audit: previous && { id: previous.audit.id, read_at: previous.audit.read_at.toISOString(), refill_plan_id: previous.plan.plan_id },
  };
  if (!previous) return { method: 'fill', fill, note: M.noPreviousFill, lines: [], unknown_selections: [] };

  const machineId = audit.vending_machine_id!;
  const [now, then, added, consoleSold, slots] = await Promise.all([
    linesOf(db, plan.id), linesOf(db, previous.plan.id), addedBetween(db, machineId, previous.plan.executed_at, plan.executed_at),
    soldSince(db, machineId, plan.executed_at),
    db.select({ coil: vmSlots.coil, quantity: vmSlots.quantity }).from(vmSlots).where(eq(vmSlots.vending_machine_id, machineId)),
  ]);
  const sold = new Map(computeInterval(asIntervalAudit(audit), asIntervalAudit(previous.audit)).selections.map((s) => [s.selection, s.vends]));
  const inBoth = new Set(previous.audit.selections.map((s) => s.selection).filter((s) => sold.has(s)));
  const before = new Map(then.map((l) => [l.coil, l]));
  const slotOf = new Map(slots.map((s) => [s.coil, s.quantity]));
  const compared = now.filter((l) => {
    const last = before.get(l.coil);
    return inBoth.has(l.coil) && last?.after != null && l.after != null && last.product_id === l.product_id && slotOf.has(l.coil);
  });
  const names = compared.length
    ? new Map((await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products)
      .where(inArray(products.id, [...new Set(compared.map((l) => l.product_id))]))).map((p) => [p.id, p]))
    : new Map<number, { id: number; sku: string; name: string }>();
  const lines = compared.map((l) => {
    const left = before.get(l.coil)!.after! + (added.get(l.coil) ?? 0);
    const dexVends = Math.round(sold.get(l.coil)!);
    const loaded = l.loaded ?? 0, removed = l.removed ?? 0;
    const consoleAtFill = l.after! - loaded + removed;
    const dexAtFill = left - dexVends;
    const quantity = slotOf.get(l.coil)!;
    return {
      coil: l.coil, product: names.get(l.product_id) ?? null, console_quantity: quantity, sold_since: consoleSold.get(l.coil) ?? 0,
      console_at_read: consoleAtFill, machine_level: dexAtFill, difference: dexAtFill - consoleAtFill,
      fill: { left_at_last_fill: left, dex_vends: dexVends, loaded, removed },
    };
  });
  const coils = new Set(now.map((l) => l.coil));
  return { method: 'fill', fill, note: null, lines, unknown_selections: audit.selections.map((s) => s.selection).filter((s) => !coils.has(s)) };
}

/** After a fill audit's difference is booked: the units its refill left in the coil were that much off too. */
export async function correctFillLeft(tx: Tx, planId: number, coil: string, difference: number) {
  await tx.update(refillPlanLines).set({ after_quantity: sql`${refillPlanLines.after_quantity} + ${difference}` })
    .where(and(eq(refillPlanLines.refill_plan_id, planId), eq(refillPlanLines.coil, coil)));
}
