/**
 * The summary of a feedback table's rows under a condition (product and machine feedback): count,
 * average to one decimal (null without feedback), count by star from 5 down and by every source.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { STAR_SCALE } from '../../contract/constants.ts';
import type { Db } from '../db/client.ts';

export async function summariseFeedback(db: Db, table: PgTable, columns: { rating: PgColumn; source: PgColumn }, where: SQL | undefined) {
  const [byStar, bySource] = await Promise.all([
    db.select({ rating: columns.rating, n: count() }).from(table).where(where).groupBy(columns.rating),
    db.select({ source: columns.source, n: count() }).from(table).where(where).groupBy(columns.source),
  ]);
  const starCount = (stars: number) => Number(byStar.find((r) => r.rating === stars)?.n ?? 0);
  const total = byStar.reduce((sum, r) => sum + Number(r.n), 0);
  const points = byStar.reduce((sum, r) => sum + Number(r.rating) * Number(r.n), 0);
  return {
    count: total,
    average: total ? Math.round((points / total) * 10) / 10 : null,
    by_star: Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i).map((stars) => ({ stars, count: starCount(stars) })),
    by_source: FEEDBACK_SOURCES.map((source) => ({ source, count: Number(bySource.find((r) => r.source === source)?.n ?? 0) })),
  };
}
