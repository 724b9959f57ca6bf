/**
 * Interval sales (issue 54): an audit's counters are cumulative, so a visit's sales are this
 * audit minus the machine's previous one by read_at. A counter that went down was reset (the
 * machine was re-initialised): its interval is the audit's own interval counter (PA203/PA204,
 * VA103/VA104, CA305/CA307) where the audit has one, else the counter itself (what it counted
 * since the reset), and it is named in `resets` either way: never a negative sale.
 */
import { and, asc, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { DexCash, DexInterval, DexSelection, DexTotals } from '../../contract/dex.ts';
import type { Tx } from '../db/client.ts';
import { dexAudits } from '../db/schema/index.ts';

/** What the interval reads of an audit (a stored row or a parsed audit). */
export interface IntervalAudit {
  id: number;
  read_at: Date | string;
  paid_vends: number;
  paid_value: number;
  totals?: Partial<Pick<DexTotals, 'interval_paid_vends' | 'interval_paid_value'>> | null;
  cash: DexCash | null;
  cashless_value: number | null;
  selections: DexSelection[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** current − previous, or the reset's figure when the counter went down (named in `resets`). */
function delta(current: number, previous: number, sinceReset: number | null | undefined, name: string, resets: string[]): number {
  const diff = round3(current - previous);
  if (diff >= 0) return diff;
  resets.push(name);
  return Math.max(0, sinceReset ?? current);
}

/** The same for a meter either audit may lack: null then. */
function meterDelta(current: number | null | undefined, previous: number | null | undefined, sinceReset: number | null | undefined, name: string, resets: string[]): number | null {
  if (current == null || previous == null) return null;
  return delta(current, previous, sinceReset, name, resets);
}

export function computeInterval(current: IntervalAudit, previous: IntervalAudit): DexInterval {
  const resets: string[] = [];
  const from = new Date(previous.read_at);
  const to = new Date(current.read_at);
  const before = new Map(previous.selections.map((s) => [s.selection, s]));
  const selections = current.selections.map((s) => {
    const p = before.get(s.selection);
    // A selection the previous audit did not have starts from nothing.
    const vendResets: string[] = [];
    const vends = delta(s.vends, p?.vends ?? 0, s.interval_vends, `PA2 ${s.selection}`, vendResets);
    const value = delta(s.value, p?.value ?? 0, s.interval_value, `PA2 ${s.selection}`, vendResets);
    resets.push(...new Set(vendResets));
    return { selection: s.selection, vends, value };
  });
  const totalResets: string[] = [];
  const paid_vends = delta(current.paid_vends, previous.paid_vends, current.totals?.interval_paid_vends, 'VA1', totalResets);
  const paid_value = delta(current.paid_value, previous.paid_value, current.totals?.interval_paid_value, 'VA1', totalResets);
  const cashResets: string[] = [];
  const cash_in = meterDelta(current.cash?.cash_in, previous.cash?.cash_in, current.cash?.interval_cash_in, 'CA3', cashResets);
  const cash_to_tubes = meterDelta(current.cash?.cash_to_tubes, previous.cash?.cash_to_tubes, current.cash?.interval_cash_to_tubes, 'CA3', cashResets);
  const cashless_value = meterDelta(current.cashless_value, previous.cashless_value, null, 'DA2', resets);
  return {
    previous_audit_id: previous.id,
    from: from.toISOString(),
    to: to.toISOString(),
    days: round3((to.getTime() - from.getTime()) / DAY_MS),
    paid_vends,
    paid_value,
    cash_in,
    cash_to_tubes,
    cashless_value,
    selections,
    resets: [...new Set([...totalResets, ...cashResets]), ...resets],
  };
}

type AuditRow = typeof dexAudits.$inferSelect;

export const asIntervalAudit = (row: AuditRow): IntervalAudit => ({
  ...row,
  totals: (row.details?.totals ?? null) as IntervalAudit['totals'],
});

/** Works out and stores one audit's interval against the machine's audit before it (none: cleared). */
async function refreshOne(tx: Tx, row: AuditRow) {
  const machineId = row.vending_machine_id;
  const [previous] = machineId === null ? [] : await tx.select().from(dexAudits)
    .where(and(eq(dexAudits.vending_machine_id, machineId), isNull(dexAudits.deleted_at), ne(dexAudits.id, row.id),
      or(lt(dexAudits.read_at, row.read_at), and(eq(dexAudits.read_at, row.read_at), lt(dexAudits.id, row.id)))))
    .orderBy(desc(dexAudits.read_at), desc(dexAudits.id)).limit(1);
  await tx.update(dexAudits).set({
    previous_audit_id: previous?.id ?? null,
    interval: previous ? computeInterval(asIntervalAudit(row), asIntervalAudit(previous)) : null,
  }).where(eq(dexAudits.id, row.id));
}

/** The machine's audit read after this one, if any. */
async function nextOf(tx: Tx, row: AuditRow) {
  if (row.vending_machine_id === null) return undefined;
  const [next] = await tx.select().from(dexAudits)
    .where(and(eq(dexAudits.vending_machine_id, row.vending_machine_id), isNull(dexAudits.deleted_at), ne(dexAudits.id, row.id),
      or(gt(dexAudits.read_at, row.read_at), and(eq(dexAudits.read_at, row.read_at), gt(dexAudits.id, row.id)))))
    .orderBy(asc(dexAudits.read_at), asc(dexAudits.id)).limit(1);
  return next;
}

/**
 * Called once an audit is matched to its machine (import, map.dex_audit, which passes the machine
 * it assigns): its own interval, and the next audit's, whose previous one it now is when it was
 * read before the machine's latest. An audit moved off another machine gives that machine's next
 * audit its previous one back.
 */
export async function refreshDexIntervals(tx: Tx, auditId: number, machineId?: number) {
  const [found] = await tx.select().from(dexAudits).where(eq(dexAudits.id, auditId));
  if (!found) return;
  let row = found;
  if (machineId !== undefined && machineId !== row.vending_machine_id) {
    const leftBehind = await nextOf(tx, row);
    [row] = await tx.update(dexAudits).set({ vending_machine_id: machineId }).where(eq(dexAudits.id, auditId)).returning() as [AuditRow];
    if (leftBehind) await refreshOne(tx, leftBehind);
  }
  if (row.vending_machine_id === null) return;
  await refreshOne(tx, row);
  const next = await nextOf(tx, row);
  if (next) await refreshOne(tx, next);
}
