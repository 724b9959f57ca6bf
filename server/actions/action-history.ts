/** /api/user-management list.action_history: the audit rows behind the Action history screen. */
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/action-history.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross } from '../http/list.ts';

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
  handle(contract.listActionHistory, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      historyScope(caller),
      input.entity ? eq(auditLog.entity, input.entity) : undefined,
      input.entity_id ? eq(auditLog.entity_id, input.entity_id) : undefined,
      input.user_id ? eq(auditLog.user_id, input.user_id) : undefined,
      input.from ? gte(auditLog.at, new Date(input.from)) : undefined,
      input.to ? lt(auditLog.at, new Date(input.to)) : undefined,
      searchAcross(input.search, [auditLog.action, auditLog.entity]),
    );
    const { data: rows, total } = await listPage(
      input,
      (range) => {
        const direction = range.sortDir === 'ASC' ? asc : desc;
        return ctx.db
          .select({ row: auditLog, userId: users.id, first: users.first_name, last: users.last_name, email: users.email })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.user_id))
          .where(where)
          .orderBy(direction(auditLog.at), direction(auditLog.id))
          .offset(range.offset)
          .limit(range.limit);
      },
      () => countOf(ctx.db.select({ n: countAll }).from(auditLog).leftJoin(users, eq(users.id, auditLog.user_id)).where(where)),
    );
    return {
      data: rows.map(({ row, userId, first, last, email }) => ({
        id: row.id,
        at: iso(row.at)!,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        user: userId ? { id: userId, name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' } : null,
        before: redact(row.before),
        after: redact(row.after),
      })),
      total,
    };
  }),
];
