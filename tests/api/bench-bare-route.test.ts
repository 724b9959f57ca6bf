/**
 * The bench's bare route (server/http/bench-bare-route.ts): absent unless BENCH_BARE_ROUTE=1,
 * and when on it answers the orders list.orders answers, from the same pool.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { users } from '../../server/db/schema/index.ts';
import { benchBareRoute } from '../../server/http/bench-bare-route.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let companyId: number;
const PAGE = { sortBy: 'created_at', sortDir: 'DESC', vend_status: [3], limit: 10 };
const post = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [adminUser] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  companyId = adminUser.company_id;
});
afterAll(() => api.close());

describe('the bench-only bare route', () => {
  it('is not mounted without BENCH_BARE_ROUTE=1', async () => {
    expect(process.env.BENCH_BARE_ROUTE).toBeUndefined();
    expect(benchBareRoute(api.services, {})).toBeNull();
    expect(benchBareRoute(api.services, { BENCH_BARE_ROUTE: 'true' })).toBeNull();
    const response = await post(createApp(api.services), '/bench/orders-page', { company_id: companyId, ...PAGE, offset: 0 });
    expect(response.status).toBe(404);
  });

  it('answers the rows of the page list.orders answers', async () => {
    const route = benchBareRoute(api.services, { BENCH_BARE_ROUTE: '1' })!;
    for (const offset of [0, 30]) {
      const viaConsole = await api.post('sales', { action: 'list.orders', ...PAGE, offset }, admin);
      const response = await post(route, '/orders-page', { company_id: companyId, ...PAGE, offset });
      expect(response.status).toBe(200);
      const rows = ((await response.json()) as { data: unknown[][] }).data;
      expect(rows.map((row) => row[0])).toEqual(viaConsole.body.data.map((row: { id: number }) => row.id));
      // The last column is the total the page query carries.
      expect(rows.every((row) => Number(row.at(-1)) === viaConsole.body.total)).toBe(true);
    }
  });
});
