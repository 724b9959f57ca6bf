/**
 * The refill suggestion's figure alone (issue 39), without the 18-minute `npm run bench`:
 * a throwaway PostgreSQL server on its own port seeded with the bench's business (100,000
 * machines, 1,000,000 orders over 365 days unless told), the console on it, then
 * suggest.refill_plan for routes of 50 machines, one client at a time (bench/api.ts
 * measureRefillSuggestion, the same line `npm run bench` reports), and the EXPLAIN of its
 * grouped sales query.
 *
 *   npx tsx bench/refill-suggest.ts [--machines N] [--orders N] [--runs N] [--pgport P] [--port P]
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measureRefillSuggestion, refillRoutes } from './api.ts';
import { startConsole, waitUntilServing } from './lib/console.ts';
import { stopAll } from './lib/processes.ts';
import { spread } from './lib/stats.ts';
import { BUDGET } from './results.ts';

const { values } = parseArgs({
  options: {
    machines: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    pgport: { type: 'string', default: '54348' },
    port: { type: 'string', default: '8292' },
  },
});
const env = { ...process.env, PGPORT: values.pgport! };
const say = (s: string) => console.log(`[refill-suggest] ${s}`);

execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' });
const url = execFileSync('scripts/postgres.sh', ['start'], { env, encoding: 'utf8' }).trim().split('\n').pop()!;
try {
  say(`seeding ${values.machines} machines, ${values.orders} orders into ${url}`);
  const began = performance.now();
  execFileSync(process.execPath, [
    'node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', '--machines', values.machines!, '--orders', values.orders!, '--products', values.products!,
    '--transfers', '1000', '--days', '365', '--reset', '--report', 'bench/.data/refill-suggest-seed.json',
  ], { stdio: 'inherit', env: { ...env, DATABASE_URL: url } });
  say(`seeded in ${((performance.now() - began) / 1000).toFixed(0)} s`);

  const server = startConsole({ port: Number(values.port), databaseUrl: url });
  const token = await waitUntilServing(server);
  const routes = await refillRoutes(server.url, token, 1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plan = await client.query(`explain (analyze, buffers) select o.vending_machine_id, l.coil, l.product_id, sum(l.items_vend)
    from orders o join order_lines l on l.order_id = o.id
    where o.vending_machine_id = any($1) and o.created_at >= now() - interval '14 days' and o.created_at < now()
    group by o.vending_machine_id, l.coil, l.product_id`, [routes[0]]);
  await client.end();
  say(`EXPLAIN of the grouped sales query for a route of ${routes[0]!.length} machines:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);

  const runs = Number(values.runs);
  const result = await measureRefillSuggestion(server.url, token, { runs, durationMs: 5_000, warmupMs: 1_500, concurrency: 1 });
  say(`${result.name}: p50 ${spread(result.p50)}, p95 ${spread(result.p95)}, p99 ${spread(result.p99)}, ${result.rps.median.toFixed(1)} requests a second, errors ${result.errors}`);
  say(`budget p95 ≤ ${BUDGET.refillSuggestionP95Ms} ms: ${result.p95.median <= BUDGET.refillSuggestionP95Ms ? 'met' : 'MISSED'}`);
  await server.stop();
} finally {
  await stopAll();
  execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' });
}
