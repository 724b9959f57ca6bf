/**
 * `undo.action` (issue 56): runs the inverse the contract's UNDOABLE table names for an action,
 * as its own handler with the caller's permissions and scope, so undo checks and audits exactly
 * what the inverse does when called directly. The caller is marked `undo_of` for the audit row;
 * any conflict (the version the action left is no longer the record's, or its lifecycle moved
 * on) is the one refusal "has changed since", and nothing changes.
 */
import * as contract from '../../contract/actions/undo.ts';
import type { ActionSpec } from '../../contract/action.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { ApiError, conflict, forbidden, invalidField } from '../http/errors.ts';
import { parseRequest } from '../http/validate.ts';

export function undoHandler(find: (spec: ActionSpec) => RegisteredHandler | undefined): RegisteredHandler {
  return handle(contract.undoAction, async (request, ctx) => {
    const caller = callerOf(ctx);
    const notUndoable = () => invalidField('of', contract.UNDO_MESSAGES.notUndoable(request.of));
    const found = contract.inverseOf(request.of);
    const handler = found && find(found.inverse);
    if (!found || !handler) throw notUndoable();
    if (!hasAnyPermission(caller.permissions, found.inverse.permissions)) throw forbidden(found.inverse.permissions);
    const original = parseRequest(request.input, found.action.request) as Record<string, unknown>;
    const entry = contract.inverseOfCall(request.of, original);
    if (!entry) throw notUndoable();
    const before = entry.beforeOf ? await recordBefore(ctx.db, caller.company_id, entry, original, request.version) : {};
    const built = entry.input(original as never, request.version, before);
    if (!built) throw notUndoable();
    const input = parseRequest(built, entry.inverse.request);
    try {
      await handler.run(input, { ...ctx, caller: { ...caller, undo_of: entry.action.name } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) throw conflict(contract.UNDO_MESSAGES.movedOn(entry.noun));
      throw error;
    }
    return { data: { action: entry.inverse.name, message: contract.UNDO_MESSAGES.undone } };
  });
}

/**
 * The record as the action found it: the `before` of the action's own audit row, the one that
 * left the record at `version`. None (the record changed since in a way no row of this action
 * explains, or another company's) is the same refusal as a record that moved on.
 */
async function recordBefore(db: Db, companyId: number, entry: contract.Inverse, input: Record<string, unknown>, version: number) {
  const [row] = await db.select({ before: auditLog.before }).from(auditLog).where(and(
    eq(auditLog.entity, entry.beforeOf!), eq(auditLog.entity_id, Number(input.id)), eq(auditLog.action, entry.action.name),
    eq(auditLog.company_id, companyId), sql`(${auditLog.after}->>'version')::int = ${version}`,
  )).orderBy(desc(auditLog.id)).limit(1);
  if (!row || typeof row.before !== 'object' || row.before === null) throw conflict(contract.UNDO_MESSAGES.movedOn(entry.noun));
  return row.before as Record<string, unknown>;
}
