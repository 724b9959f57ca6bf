/**
 * history-partitions, daily and on start: the history tables' months ahead exist before they
 * begin, and rows that landed in a DEFAULT partition get their month's (server/db/partitions.ts).
 */
import type { Services } from '../context.ts';
import { ensureHistoryPartitions } from '../db/partitions.ts';
import type { JobDefinition } from './queue.ts';

export function historyPartitionsJob(deps: Pick<Services, 'db' | 'now'>): JobDefinition {
  return { name: 'history-partitions', cron: '17 2 * * *', retryLimit: 2, run: () => ensureHistoryPartitions(deps.db, deps.now()) };
}
