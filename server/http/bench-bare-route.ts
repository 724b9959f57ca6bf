/**
 * `BENCH_BARE_ROUTE=1` (set by `npm run bench` on the server it starts, never by `npm start`)
 * mounts `POST /bench/orders-page`: a bare Hono route that answers a page of the order list
 * by running the SQL `orderPageSql` gives for it straight on this server's own pool (the
 * same `pg.Pool` or PGlite instance the console's handlers use) and sending the rows as JSON.
 * No session, permission, validation, handler or compression: `list.orders` through the
 * console ÷ this route is what the router and handler layers cost (bench/api.ts).
 *
 * The body is the `list.orders` page without `action`, plus the scope it is read for:
 * `{ company_id, franchise_id?, sortBy, sortDir, vend_status, limit, offset }`. The route reads
 * any company's orders unchecked, which is why it exists only while the variable is `1`.
 * Without it `benchBareRoute` is null and nothing is mounted: `/bench/*` is the console's
 * ordinary 404.
 */
import { Hono } from 'hono';
import { orderPageSql, type ListInput } from '../actions/order-list.ts';
import type { Services } from '../context.ts';
import { queryPrepared } from '../db/client.ts';
import { bodyText } from './body.ts';

export const BENCH_BARE_ROUTE_ENV = 'BENCH_BARE_ROUTE';
/** The bench asks for ten pages; this only guards memory. */
const MAX_CACHED = 100;

export function benchBareRoute(services: Services, env: NodeJS.ProcessEnv = process.env): Hono | null {
  if (env[BENCH_BARE_ROUTE_ENV] !== '1') return null;
  const { database, db } = services;
  // The SQL and parameters of each page, built once: building them is the handler's work, not the route's.
  const queries = new Map<string, { sql: string; params: unknown[] }>();
  // The same statements on the same connections as the console's page (prepared, planned once).
  const run = (sql: string, params: unknown[]) => queryPrepared<unknown[]>(database, sql, params);

  const bench = new Hono();
  bench.post('/orders-page', async (c) => {
    // Read as the router reads bodies (server/http/body.ts): `c.req.json()` builds a web
    // Request and stream per call, which would make this route slower than the console's reading.
    const text = await bodyText(c, 64 * 1024);
    const { company_id, franchise_id = null, ...page } = JSON.parse(text) as ListInput & { company_id: number; franchise_id?: number | null };
    let query = queries.get(text);
    if (!query) {
      if (queries.size >= MAX_CACHED) queries.clear();
      queries.set(text, (query = orderPageSql(db, { company_id, franchise_id }, page as ListInput)));
    }
    return c.json({ data: await run(query.sql, query.params) });
  });
  return bench;
}
