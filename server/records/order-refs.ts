/**
 * The order ids (`order_id`) of a page's orders, by their row id, for a list that shows the
 * order a row is about. Joining the partitioned orders table into a list's query cost 30 ms of
 * planning at 17 monthly partitions (issue 55), ten times the rest of the query; one lookup of the
 * page's ids, prepared once per connection with a generic plan (queryPrepared), costs a fraction.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryPrepared, type Database } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';

const LOOKUP = 'select id, order_id from orders where id = any($1::int[])';

export interface OrderRef {
  id: number;
  order_id: string;
}

/** Looks the page's orders up at once; the answer gives a row's order, or null for none (or one no longer there). */
export async function orderRefs(database: Database, ids: readonly (number | null)[]): Promise<(id: number | null) => OrderRef | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await queryPrepared<[number, string]>(database, LOOKUP, [wanted]) : [];
  const found = new Map(rows.map(([id, orderId]) => [id, { id, order_id: orderId }]));
  return (id) => (id === null ? null : found.get(id) ?? null);
}

/** The order id (`order_id`) of the order a row's column points at, as a subquery a search can match: no join. */
export const orderIdOf = (orderRowId: AnyColumn | SQL): SQL => sql`(select ${orders.order_id} from ${orders} where ${orders.id} = ${orderRowId} limit 1)`;
