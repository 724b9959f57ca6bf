/**
 * Writes a notification row and pushes it on /ws/notifications in the same step
 * (console.md §7). Domain code calls this wherever a notifiable event happens.
 */
import type { NotificationType } from '../../contract/constants.ts';
import type { Services } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

export interface NotificationInput {
  companyId: number;
  userId?: number | null;
  type: NotificationType;
  payload?: Record<string, unknown>;
}

/**
 * Inserts the row (inside `tx` when given, so it commits with the change it reports)
 * and returns a function that publishes it; call that after the transaction commits.
 */
export async function recordNotification(db: Db | Tx, input: NotificationInput) {
  const [row] = await db
    .insert(notifications)
    .values({ company_id: input.companyId, user_id: input.userId ?? null, type: input.type, payload: input.payload ?? {} })
    .returning();
  return row;
}

export function publishNotification(services: Pick<Services, 'live'>, row: typeof notifications.$inferSelect) {
  services.live.publish('notifications', row.company_id, {
    type: row.type,
    id: row.id,
    created_at: row.created_at.toISOString(),
    ...(row.payload as Record<string, unknown>),
  });
}

/** Record and publish in one call, outside any transaction. */
export async function notify(services: Pick<Services, 'db' | 'live'>, input: NotificationInput) {
  const row = await recordNotification(services.db, input);
  publishNotification(services, row);
  return row;
}
