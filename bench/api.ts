/**
 * API: requests per second and latency percentiles on loopback for `me`, a page of
 * orders (sorted, filtered), get.material_transfer and manage.material_transfer, against
 * one running console; and the bare Hono route as the denominator of the ratio.
 */
import { createRandom } from '../server/seed/random.ts';
import { postJson } from './lib/processes.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { summarize, type Summary } from './lib/stats.ts';

export interface EndpointResult {
  name: string;
  concurrency: number;
  runs: LoadResult[];
  rps: Summary;
  p50: Summary;
  p95: Summary;
  p99: Summary;
  errors: number;
  firstError?: string;
}

export interface LoadPlan {
  runs: number;
  durationMs: number;
  warmupMs: number;
  concurrency: number;
}

/** The page of orders the budget is about: newest first, vend failures only, one of the first ten pages. */
export const ORDER_PAGE = { sortBy: 'created_at', sortDir: 'DESC', vend_status: [3], limit: 10 } as const;

async function measure(name: string, url: string, body: unknown | (() => unknown | null), token: string | undefined, plan: LoadPlan, ok?: number[]): Promise<EndpointResult> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  if (plan.warmupMs > 0) await runLoad({ url, body, headers, concurrency: plan.concurrency, durationMs: plan.warmupMs, ok });
  const runs: LoadResult[] = [];
  for (let i = 0; i < plan.runs; i++) runs.push(await runLoad({ url, body, headers, concurrency: plan.concurrency, durationMs: plan.durationMs, ok }));
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return {
    name,
    concurrency: plan.concurrency,
    runs,
    rps: summarize(runs.map((r) => r.rps)),
    p50: summarize(runs.map((r) => r.p50)),
    p95: summarize(runs.map((r) => r.p95)),
    p99: summarize(runs.map((r) => r.p99)),
    errors,
    firstError: runs.find((r) => r.firstError)?.firstError,
  };
}

/** Created transfers of the benchmark pool still open on this server (each manage call receives one). */
export async function openPoolTransfers(url: string, token: string, pool: { first: number; last: number }, max: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ids.length < max; offset += 2000) {
    const page = await postJson(`${url}/api/warehouse-management`, {
      action: 'list.warehouse_orders', kind: ['material_transfer'], status: [1], sortBy: 'created_at', sortDir: 'ASC', offset, limit: 2000,
    }, token);
    const rows = (page.body?.data ?? []) as { id: number }[];
    if (page.status !== 200 || !rows.length) break;
    for (const row of rows) if (row.id >= pool.first && row.id <= pool.last && ids.length < max) ids.push(row.id);
  }
  return ids;
}

export async function measureConsoleApi(url: string, token: string, pool: { first: number; last: number }, plan: LoadPlan, latencyPlan: LoadPlan): Promise<EndpointResult[]> {
  const random = createRandom(6);
  const open = await openPoolTransfers(url, token, pool, 20_000);
  if (open.length < 1000) throw new Error(`only ${open.length} open pool transfers left: reseed (npm run seed)`);
  // Reads look at the second half of the pool; receipts take the first half in order, so reads never hit a received one.
  const readable = open.slice(Math.floor(open.length / 2));
  const receivable = open.slice(0, Math.floor(open.length / 2));
  let next = 0;
  const orderPage = () => ({ action: 'list.orders', ...ORDER_PAGE, offset: 10 * random.int(0, 9) });
  const results: EndpointResult[] = [];
  results.push(await measure('me', `${url}/api/user-management`, { action: 'me' }, token, plan));
  results.push(await measure('list.orders (page, sorted, filtered)', `${url}/api/sales`, orderPage, token, plan));
  results.push(await measure('list.orders, one client at a time', `${url}/api/sales`, orderPage, token, latencyPlan));
  // The pager's "Last page" over every order: OFFSET alone would read past all of them first.
  const allOrders = Number((await postJson(`${url}/api/sales`, { action: 'list.orders', limit: 1 }, token)).body?.total ?? 0);
  const lastPages = () => ({ action: 'list.orders', sortBy: 'created_at', sortDir: 'DESC', limit: 10, offset: Math.max(0, allOrders - 10 * random.int(1, 10)) });
  results.push(await measure('list.orders, last pages (one of the last 10, no filter), one client at a time', `${url}/api/sales`, lastPages, token, latencyPlan));
  results.push(await measure('get.material_transfer', `${url}/api/warehouse-management`, () => ({ action: 'get.material_transfer', id: random.pick(readable) }), token, plan));
  results.push(await measure('manage.material_transfer (receive)', `${url}/api/warehouse-management`, () => {
    if (next >= receivable.length) return null;
    return { action: 'manage.material_transfer', id: receivable[next++], new_status: 3, version: 0 };
  }, token, plan));
  return results;
}

export async function measureBare(url: string, plan: LoadPlan): Promise<EndpointResult> {
  return measure('bare Hono route', `${url}/api/bare`, { action: 'bare' }, undefined, plan);
}
