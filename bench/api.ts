/**
 * API: requests per second and latency percentiles on loopback for `me`, a page of
 * orders (sorted, filtered), get.material_transfer and manage.material_transfer, against
 * one running console; the bare Hono route as the denominator of the ratio; and the
 * pipeline's own cost, list.orders against its own SQL on a bare route of the same server.
 */
import { createRandom } from '../server/seed/random.ts';
import { postJson } from './lib/processes.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { summarize, type Summary } from './lib/stats.ts';
import { BENCH_BARE_ROUTE_ENV } from '../server/http/bench-bare-route.ts';
import { analyticsLines } from './analytics.ts';
import { RECORD_SEARCH_LINE, RECORD_SEARCH_QUERIES, REFILL_ROUTE_MACHINES, REFILL_SUGGESTION_LINE } from './results.ts';

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

/** Routes of 50 machines: pages of the /vm list at spread offsets (the seed places neighbouring machines together). */
export async function refillRoutes(url: string, token: string, count = 10): Promise<number[][]> {
  const random = createRandom(39);
  const total = Number((await postJson(`${url}/api/vending-machine-management`, { action: 'list.active_vending_machines', limit: 1 }, token)).body?.total ?? 0);
  const routes: number[][] = [];
  for (let i = 0; i < count; i++) {
    const offset = random.int(0, Math.max(0, total - REFILL_ROUTE_MACHINES));
    const page = await postJson(`${url}/api/vending-machine-management`, {
      action: 'list.active_vending_machines', sortBy: 'created_at', sortDir: 'ASC', offset, limit: REFILL_ROUTE_MACHINES,
    }, token);
    const ids = ((page.body?.data ?? []) as { id: number }[]).map((row) => row.id);
    if (page.status !== 200 || ids.length < Math.min(REFILL_ROUTE_MACHINES, total)) throw new Error(`no route of ${REFILL_ROUTE_MACHINES} machines at offset ${offset}: ${page.status}`);
    routes.push(ids);
  }
  return routes;
}

/** suggest.refill_plan for one of the routes at a time, one client (the budget's figure is its p95). */
export async function measureRefillSuggestion(url: string, token: string, plan: LoadPlan): Promise<EndpointResult> {
  const routes = await refillRoutes(url, token);
  const random = createRandom(40);
  const probe = await postJson(`${url}/api/refill-management`, { action: 'suggest.refill_plan', vending_machine_ids: routes[0] }, token);
  if (probe.status !== 200) throw new Error(`suggest.refill_plan answered ${probe.status}: ${JSON.stringify(probe.body).slice(0, 300)}`);
  return measure(REFILL_SUGGESTION_LINE, `${url}/api/refill-management`, () => ({ action: 'suggest.refill_plan', vending_machine_ids: random.pick(routes) }), token, { ...plan, concurrency: 1 });
}

/** One endpoint under load: where to send what, as whom. */
interface Target {
  name: string;
  url: string;
  body: unknown | (() => unknown | null);
  token?: string;
  ok?: number[];
}

const loadOf = (t: Target, plan: LoadPlan, durationMs: number) =>
  runLoad({ url: t.url, body: t.body, headers: t.token ? { authorization: `Bearer ${t.token}` } : undefined, concurrency: plan.concurrency, durationMs, ok: t.ok });

export async function measure(name: string, url: string, body: unknown | (() => unknown | null), token: string | undefined, plan: LoadPlan, ok?: number[]): Promise<EndpointResult> {
  const target = { name, url, body, token, ok };
  if (plan.warmupMs > 0) await loadOf(target, plan, plan.warmupMs);
  const runs: LoadResult[] = [];
  for (let i = 0; i < plan.runs; i++) runs.push(await loadOf(target, plan, plan.durationMs));
  return endpointResult(name, plan.concurrency, runs);
}

function endpointResult(name: string, concurrency: number, runs: LoadResult[]): EndpointResult {
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return {
    name,
    concurrency,
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
  // The company inventory sums every warehouse, store and machine per product (machines from their kept totals).
  const inventoryPage = () => ({ action: 'list.inventory', limit: 20, offset: 20 * random.int(0, 9) });
  results.push(await measure('list.inventory (company inventory page), one client at a time', `${url}/api/inventory-management`, inventoryPage, token, latencyPlan));
  results.push(await measureRefillSuggestion(url, token, latencyPlan));
  results.push(await measure(RECORD_SEARCH_LINE, `${url}/api/user-management`, () => ({ action: 'search.records', query: random.pick(RECORD_SEARCH_QUERIES) }), token, latencyPlan));
  // Analytics read only the sales roll-ups (issue 43: p95 ≤ 300 ms at 1,000,000 orders).
  for (const line of analyticsLines(['today', 'week', 'month'])) {
    results.push(await measure(`${line.name} (Today, Week or Month), one client at a time`, `${url}${line.path}`, line.body, token, latencyPlan));
  }
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

/** The pipeline's own cost: the same pages through the console and on a bare route of the same server and pool. */
export interface PipelineResult {
  /** list.orders through the router (the pages of the `list.orders (page, sorted, filtered)` line). */
  console: EndpointResult;
  /** The same SQL and pages on `POST /bench/orders-page` (server/http/bench-bare-route.ts). */
  bare: EndpointResult;
  /** Console rps ÷ bare rps of each pair of runs (the two alternate, so both see the same machine). */
  ratio: Summary;
}

/** The server must run with this set to `1` for `measurePipeline` (bench/lib/console.ts sets it for the API servers). */
export const PIPELINE_ENV = { [BENCH_BARE_ROUTE_ENV]: '1' };

/**
 * list.orders through the console against the same page's SQL answered by a bare Hono route
 * on the same server process and pool, same clients, run after run in turn (console, bare,
 * console, bare…) so a busy moment of the shared machine falls on both. Both ask for the same
 * sequence of pages. Fails when the bare route does not answer the console's rows.
 */
export async function measurePipeline(url: string, token: string, plan: LoadPlan): Promise<PipelineResult> {
  const me = await postJson(`${url}/api/user-management`, { action: 'me' }, token);
  const user = me.body?.data as { Company: { id: number }; Franchises: { Franchise: { id: number } }[] } | undefined;
  if (me.status !== 200 || !user) throw new Error(`me failed: ${me.status}`);
  const scope = { company_id: user.Company.id, franchise_id: user.Franchises[0]?.Franchise.id ?? null };
  const page = (offset: number) => ({ ...ORDER_PAGE, offset });

  // The same orders, in the same order, from both (the first column of the bare rows is orders.id).
  const viaConsole = await postJson(`${url}/api/sales`, { action: 'list.orders', ...page(30) }, token);
  const viaBare = await postJson(`${url}/bench/orders-page`, { ...scope, ...page(30) });
  const consoleIds = ((viaConsole.body?.data ?? []) as { id: number }[]).map((row) => row.id);
  const bareIds = ((viaBare.body?.data ?? []) as unknown[][]).map((row) => row[0]);
  if (viaBare.status !== 200 || !consoleIds.length || JSON.stringify(consoleIds) !== JSON.stringify(bareIds)) {
    throw new Error(`the bare route (${viaBare.status}) does not answer list.orders' page: ${JSON.stringify(bareIds)} against ${JSON.stringify(consoleIds)}`);
  }

  const pages = (random = createRandom(7)) => () => 10 * random.int(0, 9);
  const consoleOffset = pages();
  const bareOffset = pages();
  const targets = [
    { name: 'list.orders (page, sorted, filtered), in turn with the bare route below', url: `${url}/api/sales`, body: () => ({ action: 'list.orders', ...page(consoleOffset()) }), token },
    { name: 'the same SQL on a bare Hono route, same server and pool', url: `${url}/bench/orders-page`, body: () => ({ ...scope, ...page(bareOffset()) }) },
  ];
  for (const target of targets) if (plan.warmupMs > 0) await loadOf(target, plan, plan.warmupMs);
  const runs: LoadResult[][] = [[], []];
  for (let i = 0; i < plan.runs; i++) {
    for (const [t, target] of targets.entries()) runs[t].push(await loadOf(target, plan, plan.durationMs));
  }
  return {
    console: endpointResult(targets[0].name, plan.concurrency, runs[0]),
    bare: endpointResult(targets[1].name, plan.concurrency, runs[1]),
    ratio: summarize(runs[0].map((run, i) => run.rps / runs[1][i].rps)),
  };
}
