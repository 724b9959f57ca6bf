/**
 * Stores a DEX file's audits for one company: parsed whole or refused whole, each audit kept once
 * by the hash of its text, matched to the machine that answers to its serial (or the one named).
 * Used by import.dex_audit and by the machine-to-server endpoint (routes.ts), through
 * `importDexFile`: one transaction, an audit row per audit stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEX_MESSAGES, type DexAuditData } from '../../contract/dex.ts';
import { DEX_AUDIT_MESSAGES, MAX_DEX_AUDITS_PER_FILE, importDexAudit } from '../../contract/actions/dex-audits.ts';
import type { Db, Tx } from '../db/client.ts';
import { dexAudits, dexMachineSerials, vendingMachines } from '../db/schema/index.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { auditMany, type AuditActor } from '../kit/audit.ts';
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

export const severalMachines = (serials: string[]) =>
  `The file holds audits of ${serials.length} machines (serials ${serials.join(', ')}); import it without naming a machine, so each audit matches by its serial.`;

/** Parses the file: a refusal is a 400 naming the line; a wrong G85 a 409 unless imported as unverified. */
export function readDexFile(content: string, unverified = false, now = new Date()): DexAuditData[] {
  // Counted before parsing, so a file of many tiny audits costs a scan, not a parse and a row each.
  if ((content.match(/^[ \t]*ST\*/gm)?.length ?? 0) > MAX_DEX_AUDITS_PER_FILE) throw new ApiError(400, DEX_AUDIT_MESSAGES.tooManyAudits);
  const parsed = parseDex(content, now);
  if (!parsed.ok) throw new ApiError(400, parsed.line === null ? parsed.reason : `Line ${parsed.line}: ${parsed.reason}`);
  const wrong = parsed.audits.find((a) => a.checksum === 'invalid');
  if (wrong && !unverified) throw conflict(DEX_MESSAGES.checksumMismatch(wrong.checksum_found ?? '', wrong.checksum_computed ?? ''));
  return parsed.audits;
}

interface Match { id: number; remembered: boolean }

/**
 * The machine each audit is from, by its serial: the one that remembers the serial (map.dex_audit,
 * or an earlier match), else the one whose code is the audit's serial or asset number (ID106),
 * where operators write their own machine code; serial and asset naming two machines is no match.
 * A hardware board's serial is not tried: ID101 is the vending controller's serial, which a
 * telemetry board does not share. Two queries for the whole file.
 */
async function machinesFor(tx: Tx, companyId: number, audits: DexAuditData[]): Promise<(Match | null)[]> {
  const serials = [...new Set(audits.map((a) => a.serial).filter((s): s is string => !!s))];
  const remembered = new Map(serials.length === 0 ? [] : (await tx.select({ serial: dexMachineSerials.serial, id: dexMachineSerials.vending_machine_id }).from(dexMachineSerials)
    .innerJoin(vendingMachines, and(eq(vendingMachines.id, dexMachineSerials.vending_machine_id), isNull(vendingMachines.deleted_at)))
    .where(and(eq(dexMachineSerials.company_id, companyId), inArray(dexMachineSerials.serial, serials)))).map((r) => [r.serial, r.id]));
  const codesOf = (a: DexAuditData) => [a.serial, a.asset].filter((c): c is string => !!c);
  const codes = [...new Set(audits.filter((a) => !remembered.has(a.serial ?? '')).flatMap(codesOf))];
  const byCode = new Map(codes.length === 0 ? [] : (await tx.select({ code: vendingMachines.code, id: vendingMachines.id }).from(vendingMachines)
    .where(and(eq(vendingMachines.company_id, companyId), isNull(vendingMachines.deleted_at), inArray(vendingMachines.code, codes)))).map((r) => [r.code, r.id]));
  return audits.map((a) => {
    const known = remembered.get(a.serial ?? '');
    if (known !== undefined) return { id: known, remembered: true };
    const ids = new Set(codesOf(a).map((c) => byCode.get(c)).filter((id): id is number => id !== undefined));
    return ids.size === 1 ? { id: [...ids][0]!, remembered: false } : null;
  });
}

/**
 * The file's audits stored, in a handful of queries whatever their number: one to find those
 * imported before (by content), two to match, one to remember serials, one insert. An audit met
 * twice (before, or earlier in the same file) answers `duplicate` with the stored one's id.
 */
export async function importDexAudits(tx: Tx, input: DexImportInput): Promise<DexImportOutcome[]> {
  const audits = readDexFile(input.content, input.unverified, input.now);
  const serials = [...new Set(audits.map((a) => a.serial).filter((s): s is string => !!s))];
  if (input.machineId !== undefined && serials.length > 1) throw new ApiError(400, severalMachines(serials));
  const hashes = audits.map((a) => hashOf(a.text));
  const before = new Map((await tx.select().from(dexAudits)
    .where(and(eq(dexAudits.company_id, input.companyId), inArray(dexAudits.content_hash, [...new Set(hashes)])))).map((r) => [r.content_hash, r]));
  const fresh = audits.map((audit, i) => ({ audit, hash: hashes[i]! }))
    .filter(({ hash }, i) => !before.has(hash) && hashes.indexOf(hash) === i);
  const matches = input.machineId === undefined
    ? await machinesFor(tx, input.companyId, fresh.map((f) => f.audit))
    : fresh.map(() => ({ id: input.machineId!, remembered: false }));
  // The machine answers to the serial from now on, also after its code changes.
  const toRemember = new Map(fresh.flatMap(({ audit }, i) => (matches[i] && !matches[i].remembered && audit.serial ? [[audit.serial, matches[i].id] as const] : [])));
  await rememberSerials(tx, input.companyId, toRemember);
  const stored = fresh.length === 0 ? [] : await tx.insert(dexAudits)
    .values(fresh.map(({ audit, hash }, i) => auditRow(input, audit, hash, matches[i]?.id ?? null))).returning();
  // Each matched audit's interval against the machine's previous one (and the next one's, when it came out of order).
  for (const row of stored) if (row.vending_machine_id !== null) await refreshDexIntervals(tx, row.id);
  const byHash = new Map([...before, ...stored.map((r) => [r.content_hash, r] as const)]);
  return hashes.map((hash, i) => {
    const row = byHash.get(hash)!;
    const imported = !before.has(hash) && hashes.indexOf(hash) === i;
    return {
      id: row.id, outcome: imported ? 'imported' : 'duplicate', status: row.status as DexImportOutcome['status'],
      serial: row.serial, vending_machine_id: row.vending_machine_id, warnings: row.warnings,
    };
  });
}

function auditRow(input: DexImportInput, audit: DexAuditData, hash: string, machineId: number | null): typeof dexAudits.$inferInsert {
  const { text, line: _line, selections, events, cash, warnings, ...details } = audit;
  return {
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
  };
}

async function rememberSerials(tx: Tx, companyId: number, serials: Map<string, number>) {
  if (serials.size === 0) return;
  await tx.insert(dexMachineSerials).values([...serials].map(([serial, machineId]) => ({ company_id: companyId, serial, vending_machine_id: machineId })))
    .onConflictDoUpdate({ target: [dexMachineSerials.company_id, dexMachineSerials.serial], set: { vending_machine_id: sql`excluded.vending_machine_id` } });
}

/** The machine answers to this serial from now on (a serial names one machine of a company). */
export async function rememberSerial(tx: Tx, companyId: number, serial: string, machineId: number) {
  await rememberSerials(tx, companyId, new Map([[serial, machineId]]));
}

/**
 * A file imported whole or not at all, with an audit row per audit stored (a duplicate changes
 * nothing, so it writes none). `by` says who sent it besides the actor: the integration key.
 */
export async function importDexFile(db: Db, actor: NonNullable<AuditActor>, input: DexImportInput, by: Record<string, unknown> = {}) {
  return db.transaction(async (tx) => {
    const outcomes = await importDexAudits(tx, input);
    await auditMany(tx, actor, outcomes.filter((o) => o.outcome === 'imported').map((o) => ({
      action: importDexAudit.name, entity: 'dex_audit' as const, entity_id: o.id,
      after: { file_name: input.fileName, serial: o.serial, vending_machine_id: o.vending_machine_id, status: o.status, source: input.source, unverified: input.unverified ?? false, ...by },
    })));
    return outcomes;
  });
}
