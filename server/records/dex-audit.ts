/** The DEX audit as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { DexAuditDetail, DexAuditRow } from '../../contract/actions/dex-audits.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { dexAudits, vendingMachines } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { DEX_AUDIT_STATUS, dexAuditLifecycle } from '../../machines/records/dexAudit.ts';

/**
 * An audit hangs off its machine: franchise and retailer staff reach their machines' audits; an
 * unmatched audit (no machine yet) is the company's, for those who reach every machine.
 */
export const dexAuditScope = tenancy({
  company: dexAudits.company_id,
  franchise: { machines: [dexAudits.vending_machine_id] },
  retailer: { machines: [dexAudits.vending_machine_id] },
  deletedAt: dexAudits.deleted_at,
});

export type DexAuditWithMachine = typeof dexAudits.$inferSelect & { machine_name: string | null };

export function selectDexAudits(db: Db) {
  return db.select({ audit: dexAudits, machine_name: vendingMachines.name }).from(dexAudits)
    .leftJoin(vendingMachines, eq(vendingMachines.id, dexAudits.vending_machine_id));
}

export const withMachine = (r: { audit: typeof dexAudits.$inferSelect; machine_name: string | null }): DexAuditWithMachine =>
  ({ ...r.audit, machine_name: r.machine_name });

export function toDexAuditRow(row: DexAuditWithMachine): Infer<typeof DexAuditRow> {
  return {
    id: row.id,
    vending_machine_id: row.vending_machine_id,
    machine_name: row.machine_name,
    serial: row.serial,
    model: row.model,
    read_at: iso(row.read_at)!,
    source: row.source as Infer<typeof DexAuditRow>['source'],
    status: row.status as Infer<typeof DexAuditRow>['status'],
    file_name: row.file_name,
    selections: row.selections.length,
    paid_vends: row.paid_vends,
    paid_value: row.paid_value,
    cash_in: row.cash_in,
    checksum: row.checksum,
    warnings: row.warnings.length,
    created_at: iso(row.created_at)!,
    version: row.version,
  };
}

export function toDexAuditDetail(row: DexAuditWithMachine): Infer<typeof DexAuditDetail> {
  return {
    ...toDexAuditRow(row),
    maker: row.maker,
    decimals: row.decimals,
    currency: row.currency,
    selections_detail: row.selections,
    totals: { paid_vends: row.paid_vends, paid_value: row.paid_value },
    cash: row.cash,
    events: row.events,
    warnings_detail: row.warnings,
    previous_audit_id: row.previous_audit_id,
    interval: row.interval,
    raw: row.raw,
  };
}

async function readDexAudit(db: Db, caller: Caller, id: number) {
  const [row] = await selectDexAudits(db).where(and(eq(dexAudits.id, id), dexAuditScope(caller)));
  if (!row) throw notFound('DEX audit');
  return toDexAuditRow(withMachine(row));
}

export const dexAuditRecord = defineRecord({
  entity: 'dex_audit',
  table: dexAudits,
  noun: 'DEX audit',
  scope: dexAuditScope,
  read: readDexAudit,
  lifecycle: { machine: dexAuditLifecycle, column: 'status', statusName: (status) => (status === DEX_AUDIT_STATUS.matched ? 'Matched' : 'Unmatched') },
});
