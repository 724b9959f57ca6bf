/**
 * Issue 52: the demo never shows the future as past. Every time a seeded record says something
 * happened (executed, received, delivered, collected, …) lies at or before the moment the seed
 * ran; times that are meant to lie ahead (expiries, schedules, ends of offers) are not events.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/sim/common.ts';
import { startApi, type TestApi } from './harness.ts';

/** A column that records that something happened: `<something>_at`, other than times meant to lie ahead. */
const AHEAD = /(expire|expiry|valid|until|schedule|start|end|due|next|lock|retry|run_after|deadline)/;

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('the seeded demo data', () => {
  it('has no executed, received, delivered or other event time after now', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(await api.services.db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' AND column_name LIKE '%\_at'
      ORDER BY table_name, column_name`));
    const events = columns.filter((c) => !AHEAD.test(c.column_name));
    expect(events.map((c) => c.column_name)).toEqual(expect.arrayContaining(['executed_at', 'received_at', 'delivered_at']));
    const now = new Date();
    const future: string[] = [];
    for (const { table_name, column_name } of events) {
      const [row] = rowsOf<{ n: number }>(await api.services.db.execute(sql`
        SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} > ${now.toISOString()}::timestamptz`));
      if (row && row.n > 0) future.push(`${table_name}.${column_name}: ${row.n}`);
    }
    expect(future).toEqual([]);
  });
});
