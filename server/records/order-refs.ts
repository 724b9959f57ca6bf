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

export async function orderRefs(database: Database, ids: readonly (number | null)[]): Promise<Map<number, { id: number; order_id: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await queryPrepared<[number, string]>(database, LOOKUP, [wanted]);
  return new Map(rows.map(([id, orderId]) => [id, { id, order_id: orderId }]));
}

/** The order id (`order_id`) of the order a row's column points at, as a subquery a search can match: no join. */
export const orderIdOf = (orderRowId: AnyColumn | SQL): SQL => sql`(select ${orders.order_id} from ${orders} where ${orders.id} = ${orderRowId} limit 1)`;
