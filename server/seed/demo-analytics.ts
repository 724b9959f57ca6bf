/**
 * The demo's area roll-up (sales_area_daily) again, last: it keys sales by the machine's city,
 * zone and state when the order was written, and later steps place the demo's machines in
 * zones after its orders were made. The demo's history is fiction, so it is told as if the
 * machines had always stood where the demo leaves them. Writes only that roll-up.
 */
import { rebuildAreaRollup } from '../analytics/rollups.ts';
import type { SeedContext } from './index.ts';

export async function seedAnalytics({ db }: SeedContext) {
  await rebuildAreaRollup(db);
}
