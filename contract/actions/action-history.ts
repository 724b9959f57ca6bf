/**
 * The Action history screen (console.md §2 "Action history … screens also exist"): who did
 * what, with the record before and after, read from the audit rows every mutation writes.
 */
import { enums, integer, nullable, number, object, optional, size, string, unknown } from 'superstruct';
import { defineAction } from '../action.ts';
import { ENTITY_KIND_IDS } from '../entities.ts';
import { id, isoDateTime, list, listFields } from '../structs.ts';

export const ACTION_HISTORY_PERMISSIONS = ['PERM_VIEW_COMPANY_ADMIN', 'PERM_VIEW_FRANCHISE_ADMIN'] as const;

export const AuditRow = object({
  id: number(),
  at: string(),
  action: string(),
  entity: string(),
  entity_id: nullable(number()),
  user: nullable(object({ id: number(), name: string(), email: string() })),
  before: unknown(),
  after: unknown(),
});

export const listActionHistory = defineAction({
  area: 'user-management',
  name: 'list.action_history',
  kind: 'read',
  summary:
    "Audit rows of the caller's company, newest first (a franchise user sees those of their franchise's users). " +
    'Filters: entity, entity_id, user_id, from (inclusive) / to (exclusive); search matches the action and the record kind.',
  permissions: [...ACTION_HISTORY_PERMISSIONS],
  request: object({
    ...listFields(['at'], 'at', 'DESC'),
    entity: optional(enums(ENTITY_KIND_IDS)),
    entity_id: optional(size(integer(), 1, 2_147_483_647)),
    user_id: optional(id()),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(AuditRow),
});
