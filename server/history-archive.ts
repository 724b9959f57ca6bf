/**
 * Archiving history (`npm run archive`, issue 55): the month partitions before a month leave the
 * live tables (server/db/partitions.ts), and the /orders totals forget the archived orders, so a
 * list's total stays the number of rows it can page through. The analytics roll-ups keep them:
 * a year's sales are still that year's sales.
 */
import { forgetOrderCountsBefore } from './actions/orders-counts.ts';
import type { Db } from './db/client.ts';
import { archiveHistoryBefore } from './db/partitions.ts';

export async function archiveHistory(db: Db, before: Date): Promise<string[]> {
  const archived = await archiveHistoryBefore(db, before);
  if (archived.some((name) => name.includes('.orders_p'))) await forgetOrderCountsBefore(db, before);
  return archived;
}
