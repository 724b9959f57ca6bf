/** /api/user-management list.action_history: the audit rows behind the Action history screen. */
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/action-history.ts';
import type { Caller } from '../context.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';

/** The caller's company; for franchise staff only what their franchise's users did. */
function historyScope(caller: Caller): SQL {
  const company = eq(auditLog.company_id, caller.company_id);
  return caller.franchise_id === null ? company : and(company, eq(users.franchise_id, caller.franchise_id))!;
}

const SECRET_KEY = /password|token|secret|hash/i;

/** Audit rows are shown to people: never a password hash or a token, whatever a writer stored. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value ?? null;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[hidden]' : redact(v, depth + 1)]),
  );
}

export const actionHistoryHandlers = [
  defineList(contract.listActionHistory, {
    scope: (caller) => historyScope(caller as Caller),
    query: (db, where) => db
      .select({ row: auditLog, userId: users.id, first: users.first_name, last: users.last_name, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(auditLog).leftJoin(users, eq(users.id, auditLog.user_id)).where(where),
    filters: {
      entity: (entity) => eq(auditLog.entity, entity),
      entity_id: (id) => eq(auditLog.entity_id, id),
      user_id: (id) => eq(auditLog.user_id, id),
      from: (from) => gte(auditLog.at, new Date(from)),
      to: (to) => lt(auditLog.at, new Date(to)),
    },
    search: [auditLog.action, auditLog.entity],
    sort: { at: auditLog.at },
    tiebreak: auditLog.id,
    rows: (page) => page.map(({ row, userId, first, last, email }) => ({
      id: row.id,
      at: iso(row.at)!,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      user: userId ? { id: userId, name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' } : null,
      before: redact(row.before),
      after: redact(row.after),
    })),
  }),
];
