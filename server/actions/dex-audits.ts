/** /api/vending-machine-management DEX audits: list, get, import (server/dex/import.ts) and map. */
import { and, eq, gte, lt } from 'drizzle-orm';
import * as contract from '../../contract/actions/dex-audits.ts';
import { callerOf, handle } from '../context.ts';
import { dexAudits } from '../db/schema/index.ts';
import { importDexFile, rememberSerial } from '../dex/import.ts';
import { refreshDexIntervals } from '../dex/interval.ts';
import { notFound } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineTransition } from '../kit/mutation.ts';
import { dexAuditRecord, dexAuditScope, selectDexAudits, toDexAuditDetail, toDexAuditRow, withMachine } from '../records/dex-audit.ts';
import { findMachine } from '../records/vending-machine.ts';
import { dexIntegrationKeyHandlers } from './dex-integration-keys.ts';

export const dexAuditsHandlers = [
  defineList(contract.listDexAudits, {
    scope: dexAuditScope,
    query: (db, where) => selectDexAudits(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(dexAudits).where(where),
    search: [dexAudits.serial, dexAudits.file_name],
    filters: {
      vending_machine_id: (v) => eq(dexAudits.vending_machine_id, v),
      status: (v) => eq(dexAudits.status, v),
      source: (v) => eq(dexAudits.source, v),
      read_from: (v) => gte(dexAudits.read_at, new Date(v)),
      read_to: (v) => lt(dexAudits.read_at, new Date(v)),
    },
    sort: {
      read_at: dexAudits.read_at,
      serial: dexAudits.serial,
      paid_vends: dexAudits.paid_vends,
      created_at: dexAudits.created_at,
    },
    tiebreak: dexAudits.id,
    rows: (page) => page.map((r) => toDexAuditRow(withMachine(r))),
  }),

  handle(contract.getDexAudit, async (input, ctx) => {
    const [row] = await selectDexAudits(ctx.db).where(and(eq(dexAudits.id, input.id), dexAuditScope(callerOf(ctx))));
    if (!row) throw notFound('DEX audit');
    return { data: toDexAuditDetail(withMachine(row)) };
  }),

  handle(contract.importDexAudit, async (input, ctx) => {
    const caller = callerOf(ctx);
    if (input.vending_machine_id !== undefined) await findMachine(ctx.db, caller, input.vending_machine_id);
    const audits = await importDexFile(ctx.db, caller, {
      companyId: caller.company_id, userId: caller.id, fileName: input.file_name, content: input.content,
      machineId: input.vending_machine_id, unverified: input.unverified, source: 'upload', now: ctx.now(),
    });
    return { data: { audits } };
  }),

  // Unmatched → Matched (machines/records/dexAudit.ts): the pipeline refuses a matched audit and writes the status.
  defineTransition(contract.mapDexAudit, dexAuditRecord, {
    event: () => 'audit.assign',
    apply: async ({ input, row, tx, caller }) => {
      await findMachine(tx, caller, input.vending_machine_id);
      if (row.serial) await rememberSerial(tx, caller.company_id, row.serial, input.vending_machine_id);
      await refreshDexIntervals(tx, row.id, input.vending_machine_id);
      return { set: { vending_machine_id: input.vending_machine_id } };
    },
  }),

  ...dexIntegrationKeyHandlers,
];
