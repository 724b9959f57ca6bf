/**
 * Restoring a soft-deleted record (issue 56: a delete's undo), for any record whose scope is a
 * `tenancy()` with a `deleted_at`: the record's own reach with its deleted rows included
 * (kit/scope.ts `withDeleted`), then the pipeline's steps: lock, version, a unique name or code
 * not taken meanwhile, deleted_at cleared, version + 1, audit, read back.
 *
 *   defineRestore(contract.restoreCoupon, couponRecord, { unique: { column: coupons.code, field: 'code', message: COUPON_MESSAGES.codeTaken } });
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActionSpec } from '../../contract/action.ts';
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { invalidField, notFound, staleVersion } from '../http/errors.ts';
import { audit, auditFields } from './audit.ts';
import type { RecordDef, RecordTable, RowOf } from './record.ts';
import { withDeleted } from './scope.ts';

export interface RestoreOptions<T extends RecordTable> {
  /** A value only one live record may hold (compared without case): a live one holding it refuses the restore (400 on `field`). */
  unique?: { column: PgColumn; field: string; message: string };
  /** What comes back with it, in the same transaction (machines told their config changed). */
  also?: (tx: Tx, row: RowOf<T>, now: Date) => Promise<void>;
}

type RestoreSpec = ActionSpec<{ id: number; version: number }, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type SoftDeleted = RecordTable & { deleted_at: PgColumn };

export function defineRestore<T extends RecordTable>(spec: RestoreSpec, record: RecordDef<T>, options: RestoreOptions<T> = {}): RegisteredHandler {
  const table = record.table as unknown as SoftDeleted;
  const deletedScope = withDeleted(record.scope);
  if (!deletedScope || !table.deleted_at) throw new Error(`${spec.name}: ${record.entity} is not a tenancy with deleted_at`);
  return handle(spec, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const restored = await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table)
        .where(and(eq(table.id, input.id), deletedScope(caller), isNotNull(table.deleted_at))).for('update')) as RowOf<T>[];
      if (!row) throw notFound(`Deleted ${record.noun.toLowerCase()}`);
      if (row.version !== input.version) throw staleVersion(record.title(row));
      const { unique } = options;
      if (unique) {
        const value = (row as Record<string, unknown>)[unique.column.name];
        const [taken] = await tx.select({ id: table.id }).from(table)
          .where(and(record.scope(caller), sql`lower(${unique.column}) = lower(${value})`, ne(table.id, row.id))).limit(1);
        if (taken) throw invalidField(unique.field, unique.message);
      }
      const [updated] = (await tx.update(table)
        .set({ deleted_at: null, version: row.version + 1, updated_at: now } as never)
        .where(eq(table.id, row.id)).returning()) as RowOf<T>[];
      await options.also?.(tx, updated!, now);
      await audit(tx, caller, { action: spec.name, entity: record.entity, entity_id: row.id, before: auditFields(row), after: auditFields(updated!) });
      return updated!;
    });
    return { data: await record.read(ctx.db, caller, restored.id) };
  });
}
