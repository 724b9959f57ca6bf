/**
 * Writes a notification row and pushes it on /ws/notifications in the same step
 * (console.md §7). Domain code calls this wherever a notifiable event happens:
 *
 *   const row = await recordNotification(tx, { companyId, franchiseId: machine.franchise_id, type: 'REFILL_EXECUTE',
 *     payload: { VendingMachine: { id, name, warehouse_id }, refill_id } });
 *   // after the transaction commits:
 *   publishNotification(ctx, row);
 *
 * Payload fields follow console.md §3 (VendingMachine, Product, Warehouse, refill_id, …);
 * the bell words them (src/app/notifications/describe.ts).
 */
import type { NotificationType } from '../../contract/constants.ts';
import type { Services } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { notifications } from '../db/schema/index.ts';

export interface NotificationInput {
  companyId: number;
  /** Only this user sees it (null: everyone in the audience). */
  userId?: number | null;
  /** Only this franchise's users and company-level users see it (null: the whole company). */
  franchiseId?: number | null;
  type: NotificationType;
  payload?: Record<string, unknown>;
  /** When it happened, when not now: a device's late event lands on its own day. */
  at?: Date;
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Inserts the row (inside `tx` when given, so it commits with the change it reports)
 * and returns it; publish it with `publishNotification` after the transaction commits.
 */
export async function recordNotification(db: Db | Tx, input: NotificationInput): Promise<NotificationRow> {
  return firstRow(await recordNotifications(db, [input]), 'the inserted notification');
}

/** Many rows in one statement (a batch of sales), in the order given. */
export async function recordNotifications(db: Db | Tx, inputs: readonly NotificationInput[]): Promise<NotificationRow[]> {
  if (!inputs.length) return [];
  const inserted = await db.insert(notifications).values(inputs.map((input) => ({
    company_id: input.companyId,
    user_id: input.userId ?? null,
    franchise_id: input.franchiseId ?? null,
    type: input.type,
    payload: input.payload ?? {},
    ...(input.at ? { created_at: input.at } : {}),
  }))).returning();
  // RETURNING follows the VALUES order in practice; sorting by id makes it a promise (ids are drawn in order).
  return inserted.sort((a, b) => a.id - b.id);
}

/** The message a socket receives: the list row's shape (console.md §3). */
export function notificationMessage(row: NotificationRow) {
  return {
    ...(row.payload as Record<string, unknown>),
    type: row.type,
    id: row.id,
    created_at: row.created_at.toISOString(),
    read: false,
  };
}

export function publishNotification(services: Pick<Services, 'live'>, row: NotificationRow) {
  // The machine it is about, as the bell's list narrows a retailer's staff (server/actions/notifications.ts).
  const machine = (row.payload as { VendingMachine?: { id?: unknown } }).VendingMachine?.id;
  const machineId = typeof machine === 'number' ? machine : null;
  services.live.publish('notifications', row.company_id, notificationMessage(row), { userId: row.user_id, franchiseId: row.franchise_id, machineId });
}

/** Record and publish in one call, outside any transaction. */
export async function notify(services: Pick<Services, 'db' | 'live'>, input: NotificationInput) {
  const row = await recordNotification(services.db, input);
  publishNotification(services, row);
  return row;
}
