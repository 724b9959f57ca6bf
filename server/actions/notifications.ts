/** /api/notification-service: the bell's list and marking notifications read. */
import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/notifications.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { notificationReads as reads, notifications as n, vendingMachines } from '../db/schema/index.ts';
import { narrowingRetailer } from '../kit/scope.ts';
import { ApiError } from '../http/errors.ts';
import { allOf, countAll } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { defineList } from '../kit/list.ts';
import { notificationMessage } from '../live/notify.ts';

/**
 * What a caller sees: their own notifications and their company's (only their franchise's if they
 * have one; a retailer's staff only those about its machines, named in the payload).
 */
export function notificationScope(caller: Pick<Caller, 'id' | 'company_id' | 'franchise_id' | 'retailer_id' | 'role_code'>): SQL {
  const retailerId = narrowingRetailer(caller);
  const shared = and(
    isNull(n.user_id),
    caller.franchise_id === null ? undefined : eq(n.franchise_id, caller.franchise_id),
    retailerId === null ? undefined
      : sql`${n.payload} #>> '{VendingMachine,id}' in (select ${vendingMachines.id}::text from ${vendingMachines} where ${vendingMachines.retailer_id} = ${retailerId})`,
  );
  return and(eq(n.company_id, caller.company_id), or(eq(n.user_id, caller.id), shared))!;
}

function checkRole(caller: Caller) {
  if (!contract.receivesNotifications(caller.role_code)) {
    throw new ApiError(403, 'Notifications are not shown to your role.');
  }
}

/** Left join of the caller's read marks: `reads.user_id` is null for unread rows. */
const readBy = (caller: Caller) => and(eq(reads.notification_id, n.id), eq(reads.user_id, caller.id));

async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(n)
    .leftJoin(reads, readBy(caller))
    .where(and(notificationScope(caller), isNull(reads.user_id)));
  return Number(row?.unread ?? 0);
}

export const notificationHandlers = [
  defineList(contract.listNotifications, {
    check: async (_input, ctx) => checkRole(callerOf(ctx)),
    scope: (caller) => notificationScope(caller as Caller),
    query: (db, where, _input, caller) => db.select({ row: n, readAt: reads.read_at }).from(n).leftJoin(reads, readBy(caller)).where(where),
    count: (db, where, caller) => db.select({ n: countAll }).from(n).leftJoin(reads, readBy(caller)).where(where),
    filters: {
      type: (type) => eq(n.type, type),
      unread_only: (only) => (only ? isNull(reads.user_id) : undefined),
    },
    search: [n.type, sql`${n.payload}::text`],
    sort: { created_at: n.created_at },
    tiebreak: n.id,
    rows: (page) => page.map(({ row, readAt }) => ({ ...notificationMessage(row), read: readAt !== null })),
    extra: async (_input, ctx) => ({ unread: await unreadCount(ctx.db, callerOf(ctx)) }),
  }),

  handle(contract.readNotifications, async (input, ctx) => {
    const caller = callerOf(ctx);
    checkRole(caller);
    await ctx.db.transaction(async (tx) => {
      // One INSERT … SELECT: "mark all" over tens of thousands of unread rows sends three
      // parameters, where a row of values each would pass PostgreSQL's 65,535.
      const unreadRows = await tx
        .insert(reads)
        .select(tx
          .select({ notification_id: n.id, user_id: sql<number>`${caller.id}::int`.as('user_id'), read_at: sql<Date>`${ctx.now().toISOString()}::timestamptz`.as('read_at') })
          .from(n)
          .leftJoin(reads, readBy(caller))
          .where(allOf(notificationScope(caller), isNull(reads.user_id), input.ids ? inArray(n.id, input.ids) : undefined)))
        .onConflictDoNothing()
        .returning({ id: reads.notification_id });
      await audit(tx, caller, {
        action: 'read.notifications',
        entity: 'notification',
        entity_id: unreadRows.length === 1 ? unreadRows[0]!.id : null,
        after: { read: unreadRows.map((r) => r.id) },
      });
    });
    return { data: { unread: await unreadCount(ctx.db, caller) } };
  }),
];
