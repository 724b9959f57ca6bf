/**
 * Restoring a soft-deleted record (issue 56: a delete's undo). The record's own scope leaves
 * deleted rows out, so the restore reaches them through `deletedScope` (the same tenancy,
 * deleted rows included); then the pipeline's steps: lock, version, the handler's checks (a
 * name taken meanwhile), deleted_at cleared, version + 1, audit, read back.
 *
 *   defineRestore(contract.restoreZone, zoneRecord, { deletedScope: zoneScopeWithDeleted, deletedAt: zones.deleted_at });
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActionSpec } from '../../contract/action.ts';
import { callerOf, handle, type Caller, type RegisteredHandler } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { notFound, staleVersion } from '../http/errors.ts';
import { audit, auditFields } from './audit.ts';
import type { RecordDef, RecordTable, RowOf } from './record.ts';
import type { ScopeCaller } from './scope.ts';

export interface RestoreOptions<T extends RecordTable> {
  /** The record's scope with its deleted rows in reach. */
  deletedScope: (caller: ScopeCaller) => SQL | undefined;
  /** The table's `deleted_at`, which the restore clears. */
  deletedAt: PgColumn;
  /** What must still hold for it to come back (e.g. its name not taken by another meanwhile). */
  check?: (tx: Tx, caller: Caller, row: RowOf<T>) => Promise<void>;
}

type RestoreSpec = ActionSpec<{ id: number; version: number }, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function defineRestore<T extends RecordTable>(spec: RestoreSpec, record: RecordDef<T>, options: RestoreOptions<T>): RegisteredHandler {
  const table = record.table as RecordTable;
  return handle(spec, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const restored = await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table)
        .where(and(eq(table.id, input.id), options.deletedScope(caller), isNotNull(options.deletedAt))).for('update')) as RowOf<T>[];
      if (!row) throw notFound(`Deleted ${record.noun.toLowerCase()}`);
      if (row.version !== input.version) throw staleVersion(record.title(row));
      await options.check?.(tx, caller, row);
      const [updated] = (await tx.update(table)
        .set({ deleted_at: null, version: row.version + 1, updated_at: now } as never)
        .where(eq(table.id, row.id)).returning()) as RowOf<T>[];
      await audit(tx, caller, { action: spec.name, entity: record.entity, entity_id: row.id, before: auditFields(row), after: auditFields(updated!) });
      return updated!;
    });
    return { data: await record.read(ctx.db, caller, restored.id) };
  });
}
