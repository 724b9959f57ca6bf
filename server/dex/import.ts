/**
 * Stores a DEX file's audits for one company: parsed whole or refused whole, each audit kept once
 * by the hash of its text, matched to the machine that answers to its serial (or the one named).
 * Used by import.dex_audit and by the machine-to-server endpoint.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DEX_MESSAGES, type DexAuditData } from '../../contract/dex.ts';
import type { Tx } from '../db/client.ts';
import { dexAudits, dexMachineSerials, vendingMachines } from '../db/schema/index.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { refreshDexIntervals } from './interval.ts';
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

/** Parses the file: a refusal is a 400 naming the line; a wrong G85 a 409 unless imported as unverified. */
export function readDexFile(content: string, unverified = false): DexAuditData[] {
  const parsed = parseDex(content);
  if (!parsed.ok) throw new ApiError(400, parsed.line === null ? parsed.reason : `Line ${parsed.line}: ${parsed.reason}`);
  const wrong = parsed.audits.find((a) => a.checksum === 'invalid');
  if (wrong && !unverified) throw conflict(DEX_MESSAGES.checksumMismatch(wrong.checksum_found ?? '', wrong.checksum_computed ?? ''));
  return parsed.audits;
}

async function machineForSerial(tx: Tx, companyId: number, serial: string | null): Promise<number | null> {
  if (!serial) return null;
  const [known] = await tx.select({ id: dexMachineSerials.vending_machine_id }).from(dexMachineSerials)
    .innerJoin(vendingMachines, and(eq(vendingMachines.id, dexMachineSerials.vending_machine_id), isNull(vendingMachines.deleted_at)))
    .where(and(eq(dexMachineSerials.company_id, companyId), eq(dexMachineSerials.serial, serial)));
  return known?.id ?? null;
}

export async function importDexAudits(tx: Tx, input: DexImportInput): Promise<DexImportOutcome[]> {
  const outcomes: DexImportOutcome[] = [];
  for (const audit of readDexFile(input.content, input.unverified)) {
    const hash = hashOf(audit.text);
    const [existing] = await tx.select().from(dexAudits).where(and(eq(dexAudits.company_id, input.companyId), eq(dexAudits.content_hash, hash)));
    if (existing) {
      outcomes.push({ id: existing.id, outcome: 'duplicate', status: existing.status as DexImportOutcome['status'], serial: existing.serial, vending_machine_id: existing.vending_machine_id, warnings: existing.warnings });
      continue;
    }
    const machineId = input.machineId ?? await machineForSerial(tx, input.companyId, audit.serial);
    if (input.machineId && audit.serial) await rememberSerial(tx, input.companyId, audit.serial, input.machineId);
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
    if (machineId !== null) await refreshDexIntervals(tx, row!.id);
    outcomes.push({ id: row!.id, outcome: 'imported', status: row!.status as DexImportOutcome['status'], serial: row!.serial, vending_machine_id: machineId, warnings });
  }
  return outcomes;
}

/** The machine answers to this serial from now on (a serial names one machine of a company). */
export async function rememberSerial(tx: Tx, companyId: number, serial: string, machineId: number) {
  await tx.insert(dexMachineSerials).values({ company_id: companyId, serial, vending_machine_id: machineId })
    .onConflictDoUpdate({ target: [dexMachineSerials.company_id, dexMachineSerials.serial], set: { vending_machine_id: machineId } });
}
