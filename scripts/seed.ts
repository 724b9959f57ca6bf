/**
 * `npm run seed -- --machines 100000 --orders 1000000 --products 5000`: a large business
 * for benchmarks, in its own PGlite folder (`--data-dir`, default bench/.data/large; serve
 * it with `DATA_DIR=<that folder> npm start`) or, with DATABASE_URL, on a PostgreSQL server.
 * Sizes are totals for the demo company (the demo seed's own rows count towards them).
 *
 *   --machines N    machines (default 100000)
 *   --orders N      vend orders (default 1000000)
 *   --products N    products (default 5000)
 *   --transfers N   open material transfers, the manage.material_transfer benchmark's pool (default 30000)
 *   --days N        the orders span the last N days (default 365)
 *   --events N      machine events over the same days (default 20 per order, a large operator's share)
 *   --warehouses N, --purchase-orders N, --refill-plans N, --shipping-orders N, --cash-collections N
 *                   every record kind over the same days (defaults pro rata to --orders: per 1,000,000 orders 2,000
 *                   warehouses, 50,000 purchase orders, 1,000,000 refill plans, 200,000 shipping orders and
 *                   1,000,000 cash collections, with the audit trail of them; 0 adds none)
 *   --data-dir DIR  PGlite: the DATA_DIR to write (emptied first)
 *   --reset         PostgreSQL: drop every table first (the database must otherwise be empty)
 *   --report FILE   also write the seed report (sizes, counts, the transfer pool's ids) there
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { ensureHistoryPartitions } from '../server/db/partitions.ts';
import { isSeeded } from '../server/seed/index.ts';
import { recordSizes, seedLarge, type LargeSizes } from '../bench/seed/large.ts';
import { query } from '../bench/seed/sql.ts';

const { values } = parseArgs({
  options: {
    machines: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '5000' },
    transfers: { type: 'string', default: '30000' },
    days: { type: 'string', default: '365' },
    events: { type: 'string' },
    warehouses: { type: 'string' },
    'purchase-orders': { type: 'string' },
    'refill-plans': { type: 'string' },
    'shipping-orders': { type: 'string' },
    'cash-collections': { type: 'string' },
    'data-dir': { type: 'string', default: 'bench/.data/large' },
    reset: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});

function count(name: keyof typeof values): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got ${values[name]}`);
    process.exit(2);
  }
  return n;
}

const proRata = recordSizes(count('orders'));
const orDefault = (name: keyof typeof values, fallback: number) => values[name] === undefined ? fallback : count(name);
const sizes: LargeSizes = {
  machines: count('machines'),
  orders: count('orders'),
  products: count('products'),
  transfers: count('transfers'),
  days: Math.max(1, count('days')),
  events: orDefault('events', 20 * count('orders')),
  warehouses: orDefault('warehouses', proRata.warehouses),
  purchaseOrders: orDefault('purchase-orders', proRata.purchaseOrders),
  refillPlans: orDefault('refill-plans', proRata.refillPlans),
  shippingOrders: orDefault('shipping-orders', proRata.shippingOrders),
  cashCollections: orDefault('cash-collections', proRata.cashCollections),
};
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(values['data-dir']!);
const began = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${line}`);

if (!databaseUrl) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: join(dataDir, 'pglite') });
try {
  if (databaseUrl && values.reset) {
    log('dropping every table (--reset)');
    await query(database.db, 'drop schema if exists drizzle cascade');
    await query(database.db, 'drop schema public cascade');
    await query(database.db, 'create schema public');
  }
  await migrateDatabase(database);
  if (await isSeeded(database.db)) {
    console.error('The database already holds a business; pass --reset to replace it.');
    process.exit(1);
  }
  log(`seeding ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}: ${JSON.stringify(sizes)}`);
  // Every month the history will span gets its partition first, so no row lands in a DEFAULT one.
  const now = new Date();
  await ensureHistoryPartitions(database.db, now, new Date(now.getTime() - sizes.days * 86_400_000));
  const report = await seedLarge(database, sizes, log);
  await ensureHistoryPartitions(database.db, now);
  log(`done in ${report.seconds.toFixed(1)} s: ${JSON.stringify(report.counts)}`);
  if (values.report) writeFileSync(values.report, JSON.stringify(report, null, 2));
  if (!databaseUrl) {
    writeFileSync(join(dataDir, 'seed.json'), JSON.stringify(report, null, 2));
    log(`serve it with: DATA_DIR=${values['data-dir']} npm start`);
  }
} finally {
  await database.close();
}
