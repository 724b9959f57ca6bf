/**
 * A machine's coil counts against what its DEX audit reports (issue 54, stock). An audit whose
 * selections carry PA108 (the units the machine counts in each) is compared with the console's
 * count at the moment it was read: the slot's units now plus what the console's orders took from
 * the coil since; an audit without levels read at a refill (a fill audit) is compared by
 * fill-check.ts. A difference is booked only by a user (adjust.dex_stock), through the stock
 * module, as a move between the machine and outside the books with its reason, like a tally's
 * adjustment; the slot quantity moves machine_stock_totals by the database's triggers.
 */
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { DEX_STOCK_MESSAGES as M, type DexStockCheck, type adjustDexStock } from '../../contract/actions/dex-stock.ts';
import type { Db, Tx } from '../db/client.ts';
import { dexAudits, products, vmSlots } from '../db/schema/index.ts';
import { correctFillLeft, fillCheck, fillRefill, soldSince } from './fill-check.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { moveStock, type StockMove } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';

type Check = Infer<typeof DexStockCheck>;
type Adjust = Infer<typeof adjustDexStock.request>;

const hasLevels = sql`jsonb_path_exists(${dexAudits.selections}, '$[*] ? (@.level.type() == "number")')`;

/**
 * The audit a user saw (`auditId`), else the machine's latest that reports a level for at least
 * one selection or is a fill audit, among the audits `scope` lets the caller see (dexAuditScope:
 * reaching a machine is not always reaching its audits).
 */
async function auditToCompare(db: Db | Tx, machineId: number, scope: SQL | undefined, auditId: number | undefined) {
  const [row] = await db
    .select()
    .from(dexAudits)
    .where(and(
      eq(dexAudits.vending_machine_id, machineId), isNull(dexAudits.deleted_at), scope,
      auditId === undefined ? or(hasLevels, sql`${fillRefill} is not null`) : eq(dexAudits.id, auditId),
    ))
    .orderBy(desc(dexAudits.read_at), desc(dexAudits.id))
    .limit(1);
  return row ?? null;
}

/** The PA108 comparison: the console's count at the reading (the slot now plus what orders took since) against the level. */
async function levelLines(db: Db | Tx, machineId: number, audit: typeof dexAudits.$inferSelect) {
  const [slots, soldOf] = await Promise.all([
    db.select({ coil: vmSlots.coil, quantity: vmSlots.quantity, product: { id: products.id, sku: products.sku, name: products.name } })
      .from(vmSlots).innerJoin(products, eq(products.id, vmSlots.product_id))
      .where(and(eq(vmSlots.vending_machine_id, machineId), isNotNull(vmSlots.product_id)))
      .orderBy(asc(vmSlots.row), asc(vmSlots.column)),
    soldSince(db, machineId, audit.read_at),
  ]);
  const levels = new Map(audit.selections.filter((s) => typeof s.level === 'number').map((s) => [s.selection, s.level!]));
  const lines = slots.filter((s) => levels.has(s.coil)).map((s) => {
    const sinceRead = soldOf.get(s.coil) ?? 0;
    const atRead = s.quantity + sinceRead;
    const level = levels.get(s.coil)!;
    return { coil: s.coil, product: s.product, console_quantity: s.quantity, sold_since: sinceRead, console_at_read: atRead, machine_level: level, difference: level - atRead };
  });
  const known = new Set(slots.map((s) => s.coil));
  return { method: 'levels' as const, fill: null, note: null, lines, unknown_selections: [...levels.keys()].filter((k) => !known.has(k)) };
}

/** The comparison for one machine (already in the caller's reach); `auditId` pins the audit a user saw. */
export async function dexStockCheck(db: Db | Tx, machineId: number, scope: SQL | undefined, auditId?: number): Promise<Check> {
  const audit = await auditToCompare(db, machineId, scope, auditId);
  const empty = { lines: [], unknown_selections: [], differences: 0, method: null, fill: null };
  if (!audit) return { vending_machine_id: machineId, audit: null, note: null, ...empty };
  const shown = { id: audit.id, read_at: audit.read_at.toISOString(), file_name: audit.file_name };
  const compared = audit.selections.some((s) => typeof s.level === 'number')
    ? await levelLines(db, machineId, audit)
    : await fillCheck(db, audit, scope);
  if (!compared) return { vending_machine_id: machineId, audit: shown, note: M.notComparable, ...empty };
  return { vending_machine_id: machineId, audit: shown, ...compared, differences: compared.lines.filter((l) => l.difference !== 0).length };
}

export interface BookedLine { coil: string; before: number; after: number; reason: Adjust['lines'][number]['reason'] }

/**
 * Books the named coils' differences (the machine row is locked by the caller). Each line's
 * difference must still be the one the user saw, else nothing is written.
 */
export async function bookDexStock(
  tx: Tx, machine: { id: number; company_id: number }, scope: SQL | undefined, input: Adjust, userId: number, now: Date,
): Promise<BookedLine[]> {
  await tx.select({ id: vmSlots.id }).from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id)).for('update');
  const check = await dexStockCheck(tx, machine.id, scope, input.audit_id);
  if (!check.audit) throw notFound('DEX audit');
  const byCoil = new Map(check.lines.map((l) => [l.coil, l]));
  const booked = input.lines.map((want) => {
    const line = byCoil.get(want.coil);
    if (!line) throw new ApiError(400, M.notInAudit(want.coil));
    if (line.difference !== want.difference) throw conflict(M.changed(want.coil, want.difference, line.difference));
    if (want.reason === 'shrink' && line.difference > 0) throw new ApiError(400, M.shrinkUp(want.coil));
    const after = line.console_quantity + line.difference;
    if (after < 0) throw conflict(M.belowZero(want.coil));
    return { line, after, reason: want.reason };
  }).filter((b) => b.line.difference !== 0);

  const machinePlace = place.machine(machine.id);
  await moveStock(tx, { companyId: machine.company_id, userId, record: { kind: 'dex_audit', id: check.audit.id }, now },
    booked.map(({ line, reason }): StockMove => line.difference > 0
      ? { productId: line.product!.id, from: place.outside, to: machinePlace, quantity: line.difference, reason: `dex.${reason}` }
      : { productId: line.product!.id, from: machinePlace, to: place.outside, quantity: -line.difference, reason: `dex.${reason}` }));
  for (const { line, after } of booked) {
    await tx.update(vmSlots).set({ quantity: after, ...(after === 0 ? { expires_on: null } : {}) })
      .where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, line.coil)));
    if (check.fill) await correctFillLeft(tx, check.fill.refill_plan.id, line.coil, line.difference);
  }
  await recordMachineEvents(tx, machine, booked.map(({ line, after, reason }) => ({
    type: 'STOCK_COUNT' as const, coil: line.coil, detail: M.event(line.product!.name, line.console_quantity, after, reason, check.audit!.id),
  })), now);
  return booked.map(({ line, after, reason }) => ({ coil: line.coil, before: line.console_quantity, after, reason }));
}
