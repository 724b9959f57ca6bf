/**
 * Stores a DEX file's audits for one company: parsed whole or refused whole, each audit kept once
 * by the hash of its text, matched to the machine that answers to its serial (or the one named).
 * Used by import.dex_audit and by the machine-to-server endpoint (routes.ts), through
 * `importDexFile`: one transaction, an audit row per audit stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { DEX_MESSAGES, type DexAuditData } from '../../contract/dex.ts';
import { importDexAudit } from '../../contract/actions/dex-audits.ts';
import type { Db, Tx } from '../db/client.ts';
import { dexAudits, dexMachineSerials, vendingMachines } from '../db/schema/index.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { audit, type AuditActor } from '../kit/audit.ts';
import { parseDex } from './parse.ts';

export interface DexImportInput {
  companyId: number;
  userId: number | null;
  fileName: string;
  content: string;
  /** The machine the caller says the file is from (already checked to be in reach). */
  machineId?: number;
  unverified?: boolean;
  source: 'upload' | 'integration' | 'seed';
  now: Date;
}

export interface DexImportOutcome {
  id: number;
  outcome: 'imported' | 'duplicate';
  status: 'matched' | 'unmatched';
  serial: string;
  vending_machine_id: number | null;
  warnings: DexAuditData['warnings'];
}

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export const severalMachines = (serials: string[]) =>
  `The file holds audits of ${serials.length} machines (serials ${serials.join(', ')}); import it without naming a machine, so each audit matches by its serial.`;

/** Parses the file: a refusal is a 400 naming the line; a wrong G85 a 409 unless imported as unverified. */
export function readDexFile(content: string, unverified = false): DexAuditData[] {
  const parsed = parseDex(content);
  if (!parsed.ok) throw new ApiError(400, parsed.line === null ? parsed.reason : `Line ${parsed.line}: ${parsed.reason}`);
  const wrong = parsed.audits.find((a) => a.checksum === 'invalid');
  if (wrong && !unverified) throw conflict(DEX_MESSAGES.checksumMismatch(wrong.checksum_found ?? '', wrong.checksum_computed ?? ''));
  return parsed.audits;
}

/**
 * The machine an audit is from: the one that remembers its serial (map.dex_audit, or an earlier
 * match), else the one whose code is the audit's serial or asset number (ID106), where operators
 * write their own machine code. A hardware board's serial is not tried: ID101 is the vending
 * controller's serial, which a telemetry board does not share.
 */
async function machineFor(tx: Tx, companyId: number, audit: DexAuditData): Promise<{ id: number; remembered: boolean } | null> {
  if (audit.serial) {
    const [known] = await tx.select({ id: dexMachineSerials.vending_machine_id }).from(dexMachineSerials)
      .innerJoin(vendingMachines, and(eq(vendingMachines.id, dexMachineSerials.vending_machine_id), isNull(vendingMachines.deleted_at)))
      .where(and(eq(dexMachineSerials.company_id, companyId), eq(dexMachineSerials.serial, audit.serial)));
    if (known) return { id: known.id, remembered: true };
  }
  const codes = [audit.serial, audit.asset].filter((c): c is string => !!c);
  if (codes.length === 0) return null;
  const byCode = await tx.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(eq(vendingMachines.company_id, companyId), isNull(vendingMachines.deleted_at), or(...codes.map((c) => eq(vendingMachines.code, c)))));
  // Serial and asset naming two different machines: neither is trusted.
  return byCode.length === 1 ? { id: byCode[0]!.id, remembered: false } : null;
}

export async function importDexAudits(tx: Tx, input: DexImportInput): Promise<DexImportOutcome[]> {
  const audits = readDexFile(input.content, input.unverified);
  const serials = [...new Set(audits.map((a) => a.serial).filter((s): s is string => !!s))];
  if (input.machineId !== undefined && serials.length > 1) throw new ApiError(400, severalMachines(serials));
  const outcomes: DexImportOutcome[] = [];
  for (const audit of audits) {
    const hash = hashOf(audit.text);
    const [existing] = await tx.select().from(dexAudits).where(and(eq(dexAudits.company_id, input.companyId), eq(dexAudits.content_hash, hash)));
    if (existing) {
      outcomes.push({ id: existing.id, outcome: 'duplicate', status: existing.status as DexImportOutcome['status'], serial: existing.serial, vending_machine_id: existing.vending_machine_id, warnings: existing.warnings });
      continue;
    }
    const found = input.machineId === undefined ? await machineFor(tx, input.companyId, audit) : { id: input.machineId, remembered: false };
    const machineId = found?.id ?? null;
    // The machine answers to the serial from now on, also after its code changes.
    if (found && !found.remembered && audit.serial) await rememberSerial(tx, input.companyId, audit.serial, found.id);
    const row = await storeAudit(tx, input, audit, hash, machineId);
    outcomes.push({ id: row.id, outcome: 'imported', status: row.status as DexImportOutcome['status'], serial: row.serial, vending_machine_id: machineId, warnings: audit.warnings });
  }
  return outcomes;
}

async function storeAudit(tx: Tx, input: DexImportInput, audit: DexAuditData, hash: string, machineId: number | null) {
  const { text, line: _line, selections, events, cash, warnings, ...details } = audit;
  const [row] = await tx.insert(dexAudits).values({
    company_id: input.companyId,
    vending_machine_id: machineId,
    status: machineId === null ? 'unmatched' : 'matched',
    serial: audit.serial ?? '',
    model: audit.model,
    maker: audit.maker,
    file_name: input.fileName,
    source: input.source,
    content_hash: hash,
    raw: text,
    read_at: audit.read_at ? new Date(audit.read_at) : input.now,
    decimals: audit.decimals,
    currency: audit.currency,
    paid_vends: audit.totals.paid_vends,
    paid_value: audit.totals.paid_value,
    cash_in: cash.cash_in,
    cashless_value: cash.cashless_value,
    selections,
    cash,
    events,
    details,
    checksum: audit.checksum,
    warnings,
    created_by: input.userId,
  }).returning();
  return row!;
}

/** The machine answers to this serial from now on (a serial names one machine of a company). */
export async function rememberSerial(tx: Tx, companyId: number, serial: string, machineId: number) {
  await tx.insert(dexMachineSerials).values({ company_id: companyId, serial, vending_machine_id: machineId })
    .onConflictDoUpdate({ target: [dexMachineSerials.company_id, dexMachineSerials.serial], set: { vending_machine_id: machineId } });
}

/**
 * A file imported whole or not at all, with an audit row per audit stored (a duplicate changes
 * nothing, so it writes none). `by` says who sent it besides the actor: the integration key.
 */
export async function importDexFile(db: Db, actor: NonNullable<AuditActor>, input: DexImportInput, by: Record<string, unknown> = {}) {
  return db.transaction(async (tx) => {
    const outcomes = await importDexAudits(tx, input);
    for (const o of outcomes) {
      if (o.outcome !== 'imported') continue;
      await audit(tx, actor, {
        action: importDexAudit.name, entity: 'dex_audit', entity_id: o.id,
        after: { file_name: input.fileName, serial: o.serial, vending_machine_id: o.vending_machine_id, status: o.status, source: input.source, unverified: input.unverified ?? false, ...by },
      });
    }
    return outcomes;
  });
}
