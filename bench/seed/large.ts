/**
 * The large business for benchmarks: the normal demo seed (so every demo sign-in works)
 * plus products, machines, orders and a pool of open transfers added with set-based SQL.
 * Secondary indexes of the big tables are dropped for the load and rebuilt after, the
 * order-count roll-up is rebuilt from the orders, and the planner gets fresh statistics.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rebuildOrderCounts } from '../../server/actions/orders-counts.ts';
import type { Database } from '../../server/db/client.ts';
import { isSeeded, seedDemo } from '../../server/seed/index.ts';
import { bulkProducts } from './catalogue.ts';
import { bulkMachines, createProductNumbering, dropProductNumbering, type MachineCore } from './machines.ts';
import { bulkEvents, type EventPlan } from './events.ts';
import { bulkOrders } from './orders.ts';
import { reservePayments } from './payments.ts';
import { bulkRecords } from './record-kinds.ts';
import { query, scalar, withoutSecondaryIndexes } from './sql.ts';
import { bulkTransfers } from './transfers.ts';

export interface LargeSizes {
  machines: number;
  orders: number;
  products: number;
  /** Open material transfers for manage.material_transfer to receive. */
  transfers: number;
  /** The orders span this many days up to now. */
  days: number;
  /** Machine events over the same span (a large operator has about 20 per order). */
  events: number;
  /** The company's warehouses (a total, like machines) and the records below over the same span; 0 adds none. */
  warehouses: number;
  purchaseOrders: number;
  refillPlans: number;
  shippingOrders: number;
  cashCollections: number;
}

export type RecordSizes = Pick<LargeSizes, 'warehouses' | 'purchaseOrders' | 'refillPlans' | 'shippingOrders' | 'cashCollections'>;

/** A large operator's records per 1,000,000 orders a year (docs/decisions.md "The large business holds every record kind"). */
const PER_MILLION_ORDERS: RecordSizes = { warehouses: 2_000, purchaseOrders: 50_000, refillPlans: 1_000_000, shippingOrders: 200_000, cashCollections: 1_000_000 };

/** The records' default sizes for this many orders, pro rata (`share` scales them down further, as the bench's quick seed does). */
export function recordSizes(orders: number, share = 1): RecordSizes {
  const scaled = (n: number) => Math.round((n * orders * share) / 1_000_000);
  return {
    warehouses: scaled(PER_MILLION_ORDERS.warehouses), purchaseOrders: scaled(PER_MILLION_ORDERS.purchaseOrders), refillPlans: scaled(PER_MILLION_ORDERS.refillPlans),
    shippingOrders: scaled(PER_MILLION_ORDERS.shippingOrders), cashCollections: scaled(PER_MILLION_ORDERS.cashCollections),
  };
}

export interface SeedReport {
  sizes: LargeSizes;
  counts: Record<string, number>;
  transferPool: { first: number; last: number };
  /** The ids of the bulk records of each kind (warehouses, purchaseOrders, refillPlans, shippingOrders, cashCollections). */
  records: Record<string, { first: number; last: number }>;
  /** The bulk machine events (ids firstId… in order of eventSource), when any were written. */
  eventPlan?: EventPlan;
  seconds: number;
  steps: Record<string, number>;
  seededAt: string;
  /** A fingerprint of the migrations the database was built with (a changed schema needs a new seed). */
  schema: string;
}

type CoreIds = MachineCore & { adminId: number };

/** The demo company's ids, read back after seedDemo (it keeps them to itself). */
async function readCore(database: Database): Promise<CoreIds> {
  const db = database.db;
  const companyId = await scalar(db, `select id from companies where name = 'Demo Vending Co'`);
  const warehouses = await query<{ id: number; franchise_id: number | null }>(db, `select id, franchise_id from warehouses where company_id = ${companyId} order by id`);
  const ids = async (table: string) => (await query<{ id: number }>(db, `select id from ${table} where company_id = ${companyId} order by id`)).map((r) => Number(r.id));
  return {
    companyId,
    warehouseIds: warehouses.map((w) => Number(w.id)),
    warehouseFranchise: new Map(warehouses.map((w) => [Number(w.id), w.franchise_id === null ? null : Number(w.franchise_id)])),
    storeIds: await ids('stores'),
    zoneIds: await ids('zones'),
    adminId: await scalar(db, `select id from users where email = 'admin@demo.local'`),
  };
}

export async function seedLarge(database: Database, sizes: LargeSizes, log: (line: string) => void): Promise<SeedReport> {
  const db = database.db;
  const began = performance.now();
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`${name}…`);
    const result = await run();
    steps[name] = (performance.now() - started) / 1000;
    log(`${name}: ${steps[name].toFixed(1)} s`);
    return result;
  };
  if (database.kind === 'postgres') {
    await query(db, `set maintenance_work_mem = '512MB'`);
    await query(db, `set work_mem = '64MB'`);
  }
  const nowSec = Math.floor(Date.now() / 1000);

  // A test's clone of the seeded template already holds the demo: seeding it again would only cost time.
  if (await isSeeded(db)) log('demo seed: already there');
  else await step('demo seed', () => seedDemo(db));
  const core = await readCore(database);
  const added = await step(`products up to ${sizes.products}`, () => bulkProducts(db, core.companyId, sizes.products));
  log(`  +${added} products`);
  const products = await createProductNumbering(db, core.companyId);

  let eventPlan: EventPlan | undefined;
  // Set inside the load below (a declared null would stay narrowed to null after it).
  let machines = null as { first: number; last: number } | null;
  await withoutSecondaryIndexes(db, ['vending_machines', 'vm_slots', 'orders', 'order_lines', 'vm_events', 'payments'], async () => {
    const bulk = await step(`machines up to ${sizes.machines}`, () =>
      bulkMachines(db, core, sizes.machines, products));
    machines = bulk;
    const existingOrders = await scalar(db, 'select count(*) from orders');
    const firstId = (await scalar(db, 'select coalesce(max(id), 0) from orders')) + 1;
    const toAdd = sizes.orders - existingOrders;
    if (bulk && toAdd > 0) {
      const lastId = firstId + toAdd - 1;
      const plan = { firstId, lastId, machines: bulk, products, startSec: nowSec - sizes.days * 86_400, nowSec, paymentOffset: await reservePayments(db, firstId, lastId) };
      const started = performance.now();
      await step(`orders up to ${sizes.orders} (and their payments)`, () =>
        bulkOrders(db, plan, 50_000, (done, total) => {
          const seconds = (performance.now() - started) / 1000;
          log(`  orders ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round(done / seconds).toLocaleString('en')}/s)`);
        }));
    } else if (toAdd > 0) {
      log('  no bulk machines to sell from: orders left at the demo count (raise --machines above the demo 240)');
    }
    if (bulk && sizes.events > 0) {
      const started = performance.now();
      eventPlan = await step(`${sizes.events} machine events`, () =>
        bulkEvents(db, { count: sizes.events, machines: bulk, companyId: core.companyId, startSec: nowSec - sizes.days * 86_400, nowSec }, 500_000, (done, total) => {
          const seconds = (performance.now() - started) / 1000;
          log(`  events ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round(done / seconds).toLocaleString('en')}/s)`);
        }));
    }
  }, log);
  await step('sequences and order counts', async () => {
    await query(db, `select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    await rebuildOrderCounts(db);
  });
  const transferPool = await step(`transfer pool of ${sizes.transfers}`, () =>
    bulkTransfers(db, core.companyId, core.adminId, core.warehouseIds, sizes.transfers, nowSec));
  const records = await bulkRecords(database, core, sizes, machines, { startSec: nowSec - sizes.days * 86_400, nowSec }, step, log);
  await dropProductNumbering(db);
  await step('vacuum analyze', () => query(db, 'vacuum analyze'));

  const counts: Record<string, number> = {};
  for (const table of ['products', 'vending_machines', 'vm_slots', 'orders', 'order_lines', 'order_counts', 'payments', 'warehouse_orders', 'warehouse_order_items',
    'vm_events', 'warehouses', 'purchase_orders', 'refill_plans', 'refill_plan_lines', 'cash_collections', 'stock_movements', 'cash_movements', 'audit_log']) {
    counts[table] = await scalar(db, `select count(*) from ${table}`);
  }
  return { sizes, counts, transferPool, records, eventPlan, seconds: (performance.now() - began) / 1000, steps, seededAt: new Date(nowSec * 1000).toISOString(), schema: schemaFingerprint() };
}

/** The migrations' fingerprint: a folder seeded under other migrations is seeded again, so figures come from today's schema. */
export function schemaFingerprint(): string {
  const folder = new URL('../../server/db/migrations/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) hash.update(readFileSync(new URL(file, folder), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}
