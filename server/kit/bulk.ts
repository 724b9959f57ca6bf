/**
 * The one bulk path (contract/actions/bulk.ts): a `bulk.{resource}` action hands each record to the single
 * action's own registered handler, one after another, so every record gets that action's
 * transaction, scope, lifecycle check and audit row, and nothing else can differ. A record the
 * handler refuses is reported with its message; the others go on.
 *
 *   bulkHandler(contract.bulkRefillPlans, lookup, { 'mark_in_transit.refill_plan': refillPlanRecord })
 */
import { eq } from 'drizzle-orm';
import type { Struct } from 'superstruct';
import type { ActionSpec } from '../../contract/action.ts';
import { BULK_MESSAGES, bulkTarget, type BulkRecordResult } from '../../contract/actions/bulk.ts';
import { inverseOf, versionAfter } from '../../contract/actions/undo.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import type { Db } from '../db/client.ts';
import { ApiError, forbidden, fromDatabaseError, invalidField } from '../http/errors.ts';
import { parseRequest } from '../http/validate.ts';
import type { RecordTable } from './record.ts';

/** A record whose rows' current version a target takes (a RecordDef is one). */
interface Versioned {
  table: RecordTable;
}

type Result = BulkRecordResult;
type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The single actions' handlers, keyed `area name` like the catalogue (server/actions/index.ts). */
export type HandlerLookup = (key: string) => RegisteredHandler | undefined;

/** Whether the target's request carries a `version` (the server reads the record's current one). */
function takesVersion(spec: AnySpec): boolean {
  const schema = (spec.request as Struct<unknown, Record<string, unknown>>).schema;
  return typeof schema === 'object' && schema !== null && 'version' in schema;
}

/** A refusal as the single action would answer it; anything unforeseen is logged and reported, never thrown. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.body.errors?.[0]?.message ?? error.body.message;
  const mapped = fromDatabaseError(error);
  if (mapped) return mapped.body.message;
  console.error('bulk record failed:', error);
  return BULK_MESSAGES.failed;
}

/**
 * `records` names, per target taking a `version`, the record whose current version each run
 * uses: a bulk step acts on the record as it is when its turn comes, and the lifecycle check
 * in the single action's locked transaction decides whether it still may (docs/decisions.md).
 */
export function bulkHandler(spec: AnySpec, lookup: HandlerLookup, records: Readonly<Record<string, Versioned>>): RegisteredHandler {
  return handle(spec as ActionSpec<{ target: string; ids: number[]; fields?: Record<string, unknown> }>, async (input, ctx) => {
    const caller = callerOf(ctx);
    const target = bulkTarget(spec, input.target);
    const handler = target && lookup(`${target.area} ${target.name}`);
    if (!target || !handler) throw invalidField('target', BULK_MESSAGES.notBulk);
    if (!hasAnyPermission(caller.permissions, target.permissions)) throw forbidden(target.permissions);
    if (target.roles && !target.roles.includes(caller.role_code)) throw new ApiError(403, target.roleRefusal ?? 'Your role may not do this.');
    const record = takesVersion(target) ? records[target.name] : undefined;
    if (takesVersion(target) && !record) throw invalidField('target', BULK_MESSAGES.notBulk);
    const fields = input.fields ?? {};
    // The shared fields are checked once, so a bad one is one 400 rather than a refusal per record.
    if (input.ids[0] !== undefined) parseRequest({ ...fields, id: input.ids[0], ...(record ? { version: 0 } : {}) }, target.request);

    const results: Result[] = [];
    const reversible = inverseOf(target.name);
    for (const id of new Set(input.ids)) {
      try {
        const version = record ? await currentVersion(ctx.db, record, id) : undefined;
        const single = parseRequest({ ...fields, id, ...(record ? { version } : {}) }, target.request) as Record<string, unknown>;
        const answer = await handler.run(single, ctx);
        // What undo.action needs to reverse this record alone, from the same table as a single action's toast.
        const undo = reversible && { input: single, version: versionAfter(reversible, single, answer) };
        results.push({ id, status: 'done', message: '', ...(undo ? { undo } : {}) });
      } catch (error) {
        results.push({ id, status: 'refused', message: refusal(error) });
      }
    }
    const done = results.filter((r) => r.status === 'done').length;
    return { data: { done, refused: results.length - done, results } };
  });
}

/** The row's version now, or 0 for a row that is not there (the handler then answers its own 404). */
async function currentVersion(db: Db, record: Versioned, id: number): Promise<number> {
  const table = record.table;
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return (row?.version as number | undefined) ?? 0;
}
