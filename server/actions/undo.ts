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
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import { ApiError, conflict, forbidden, invalidField } from '../http/errors.ts';
import { parseRequest } from '../http/validate.ts';

export function undoHandler(find: (spec: ActionSpec) => RegisteredHandler | undefined): RegisteredHandler {
  return handle(contract.undoAction, async (request, ctx) => {
    const caller = callerOf(ctx);
    const entry = contract.inverseOf(request.of);
    const handler = entry && find(entry.inverse);
    if (!entry || !handler) throw invalidField('of', contract.UNDO_MESSAGES.notUndoable(request.of));
    if (!hasAnyPermission(caller.permissions, entry.inverse.permissions)) throw forbidden(entry.inverse.permissions);
    const original = parseRequest(request.input, entry.action.request) as Record<string, unknown>;
    const input = parseRequest(entry.input(original as never, request.version), entry.inverse.request);
    try {
      await handler.run(input, { ...ctx, caller: { ...caller, undo_of: entry.action.name } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) throw conflict(contract.UNDO_MESSAGES.movedOn(entry.noun));
      throw error;
    }
    return { data: { action: entry.inverse.name, message: contract.UNDO_MESSAGES.undone } };
  });
}
