/**
 * The benchmark seed (`npm run seed`) at a tiny size: the bulk rows it adds keep every
 * derived fact consistent — orders add up from their lines, lines come from the
 * machine's slots, the order-count roll-up matches, stock in transit equals the open
 * transfers, and a pool transfer can be received like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import { callerByEmail, runAs } from '../../server/actions/run-as.ts';
import type { Database } from '../../server/db/client.ts';
import { seedLarge, type SeedReport } from '../../bench/seed/large.ts';
import { eventSource } from '../../bench/seed/events.ts';
import { query, scalar } from '../../bench/seed/sql.ts';
import { recordEventsOfMachines } from '../../server/records/machine-events.ts';
import { cashLedgerViolations, machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { PURCHASE_ORDER_STATUSES, REFILL_KINDS, SHIPPING_STATUSES } from '../../contract/statuses.ts';
import { holdsUnitsInTransit } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';

const SIZES = {
  machines: 400, orders: 33_000, products: 360, transfers: 40, days: 30, events: 2_000,
  warehouses: 20, purchaseOrders: 300, refillPlans: 1_500, shippingOrders: 400, cashCollections: 1_500,
};
let api: TestApi;
let database: Database;
let report: SeedReport;

beforeAll(async () => {
  // A clone of the seeded template (PGlite, or a PostgreSQL database under `npm run test:postgres`,
  // so the bulk SQL runs on both): the seed keeps the demo it finds and adds the bulk rows.
  api = await startApi();
  database = api.services.database;
  report = await seedLarge(database, SIZES, () => undefined);
  // The seed also rebuilds the sales roll-ups (issue 43): more than the default two minutes on a busy machine.
}, 300_000);
afterAll(() => api?.close());

describe('npm run seed at a tiny size', () => {
  it('reaches the requested totals', () => {
    expect(report.counts.vending_machines).toBe(SIZES.machines);
    expect(report.counts.orders).toBe(SIZES.orders);
    expect(report.counts.products).toBe(SIZES.products);
    expect(report.transferPool.last - report.transferPool.first + 1).toBe(SIZES.transfers);
  });

  it('writes orders that add up from their lines, vended from the machine’s own slots', async () => {
    const db = database.db;
    const mismatched = await scalar(db, `
      select count(*) from orders o join (
        select order_id, sum(quantity) q, sum(items_vend) v, sum(discount) d, sum(mrp * quantity) g from order_lines group by order_id
      ) l on l.order_id = o.id
      where o.items <> l.q or o.items_vend <> l.v or o.discount <> l.d or o.amount <> round(l.g - l.d, 2)`);
    expect(mismatched).toBe(0);
    const orphanLines = await scalar(db, `
      select count(*) from order_lines l join orders o on o.id = l.order_id
      where not exists (select 1 from vm_slots s where s.vending_machine_id = o.vending_machine_id and s.coil = l.coil and s.product_id = l.product_id)
        and o.id > 30000`);
    expect(orphanLines).toBe(0);
    const ordersWithoutLines = await scalar(db, 'select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)');
    expect(ordersWithoutLines).toBe(0);
  });

  it('refunds only what was paid and not vended, and keeps the order-count roll-up exact', async () => {
    const db = database.db;
    expect(await scalar(db, 'select count(*) from orders where refund_amount > 0 and (payment_status <> 1 or items_vend = items)')).toBe(0);
    expect(await scalar(db, 'select count(*) from orders where refund_amount > 0 and refund_status is null')).toBe(0);
    expect(await scalar(db, 'select sum(n) from order_counts')).toBe(SIZES.orders);
    // Order ids are unique and shown with their day of creation.
    expect(await scalar(db, `select count(*) from orders where order_id <> to_char(created_at at time zone 'UTC', 'YYMMDD') || lpad(id::text, 8, '0')`)).toBe(0);
  });

  it('keeps stock in transit equal to the units of open transfers, and a pool transfer can be received', async () => {
    const db = database.db;
    const inTransit = () => query<{ warehouse_id: number; in_transit: number; open_units: number }>(db, `
      select w.id as warehouse_id,
        (select coalesce(sum(in_transit), 0) from warehouse_stock s where s.warehouse_id = w.id)::int as in_transit,
        (select coalesce(sum(i.stock), 0) from warehouse_orders o join warehouse_order_items i on i.order_id = o.id
          where o.source_type = 'warehouse' and o.source_warehouse_id = w.id
            and ${holdsUnitsInTransit('o')})::int as open_units
      from warehouses w`);
    for (const row of await inTransit()) expect(row.in_transit).toBe(row.open_units);

    const admin = await callerByEmail(db, 'admin@demo.local');
    await runAs({ db }, admin, manageMaterialTransfer, { id: report.transferPool.first, new_status: 3, version: 0 });
    expect(await scalar(db, `select status from warehouse_orders where id = ${report.transferPool.first}`)).toBe(3);
    for (const row of await inTransit()) expect(row.in_transit).toBe(row.open_units);
  });

  it('writes machine events exactly as the console’s writer writes the same events', async () => {
    const db = database.db;
    expect(report.counts.vm_events).toBeGreaterThanOrEqual(SIZES.events);
    const plan = report.eventPlan!;
    type Row = { id: number; vending_machine_id: number; company_id: number; type: string; coil: string | null; detail: string; created_at: Date | string };
    const source = await query<Row>(db, eventSource(plan, 0, 40));
    const bulk = await query<Row>(db, `select * from vm_events where id between ${plan.firstId} and ${plan.firstId + 39} order by id`);
    // The same 40 events through the console's writer, in one transaction.
    const before = await scalar(db, 'select max(id) from vm_events');
    await db.transaction((tx) => recordEventsOfMachines(tx, source.map((row) => ({
      machine: { id: Number(row.vending_machine_id), company_id: Number(row.company_id) },
      event: { type: row.type as never, coil: row.coil, detail: row.detail },
      at: new Date(row.created_at),
    }))));
    const viaConsole = await query<Row>(db, `select * from vm_events where id > ${before} order by id`);
    const shape = (rows: Row[]) => rows.map(({ id: _id, created_at, ...rest }) => ({ ...rest, at: new Date(created_at).toISOString() }));
    expect(new Set(source.map((row) => row.type)).size).toBeGreaterThan(4);
    expect(shape(viaConsole)).toEqual(shape(bulk));
  });

  it('holds every record kind in every status, with books that add up and one audit row per record', async () => {
    const db = database.db;
    const values = async (sql: string) => (await query<{ v: string | number }>(db, sql)).map((r) => String(r.v)).sort();
    expect(report.counts.warehouses).toBeGreaterThanOrEqual(SIZES.warehouses);
    const added = (kind: string) => report.records[kind]!.last - report.records[kind]!.first + 1;
    expect(added('purchaseOrders')).toBe(SIZES.purchaseOrders);
    expect(added('refillPlans')).toBe(SIZES.refillPlans);
    expect(added('shippingOrders')).toBe(SIZES.shippingOrders);
    expect(added('cashCollections')).toBe(SIZES.cashCollections);
    const inRange = (kind: string) => `r.id between ${report.records[kind]!.first} and ${report.records[kind]!.last}`;
    const statuses = async (table: string, column: string, kind: string) => values(`select distinct ${column} as v from ${table} r where ${inRange(kind)}`);
    expect(await statuses('purchase_orders', 'status', 'purchaseOrders')).toEqual(PURCHASE_ORDER_STATUSES.map((s) => s.id).sort());
    expect(await statuses('refill_plans', 'status', 'refillPlans')).toEqual(['1', '2', '3']);
    expect(await statuses('refill_plans', 'kind', 'refillPlans')).toEqual([...REFILL_KINDS].sort());
    expect(await statuses('warehouse_orders', 'shipping_status', 'shippingOrders')).toEqual(SHIPPING_STATUSES.map((s) => s.id).sort());
    expect(await statuses('cash_collections', 'state', 'cashCollections')).toEqual(['RECEIVED', 'SUBMITTED']);
    // Lines with every record: three per purchase order, four per refill plan, two per shipping order.
    expect(await scalar(db, `select count(*) from purchase_order_lines r where r.purchase_order_id between ${report.records.purchaseOrders!.first} and ${report.records.purchaseOrders!.last}`)).toBe(3 * SIZES.purchaseOrders);
    expect(await scalar(db, `select count(*) from refill_plan_lines r where r.refill_plan_id between ${report.records.refillPlans!.first} and ${report.records.refillPlans!.last}`)).toBe(4 * SIZES.refillPlans);
    expect(await scalar(db, `select count(*) from warehouse_order_items r where r.order_id between ${report.records.shippingOrders!.first} and ${report.records.shippingOrders!.last}`)).toBe(2 * SIZES.shippingOrders);

    expect(await stockLedgerViolations(db)).toEqual([]);
    expect(await cashLedgerViolations(db)).toEqual([]);
    expect(await machineTotalsViolations(db)).toEqual([]);
    // An executed plan loaded its units from the shelves through the ledger; the refill's lines say so.
    expect(await scalar(db, `
      select count(*) from refill_plans rp where rp.status = 3 and rp.id between ${report.records.refillPlans!.first} and ${report.records.refillPlans!.last} and (
        select coalesce(sum(quantity), 0) from stock_movements m where m.record_kind = 'refill_plan' and m.record_id = rp.id and m.reason = 'refill.load'
      ) <> (select sum(loaded_quantity) from refill_plan_lines l where l.refill_plan_id = rp.id)`)).toBe(0);

    // Every bulk record has its audit row, as the console's action writes it, in its own time.
    const unaudited = (table: string, action: string, kind: string, where = 'true') => scalar(db, `
      select count(*) from ${table} r where ${where} and ${inRange(kind)} and not exists (
        select 1 from audit_log a where a.action = '${action}' and a.entity_id = r.id and a.after ->> 'id' = r.id::text)`);
    expect(await unaudited('purchase_orders', 'create.purchase_order', 'purchaseOrders')).toBe(0);
    expect(await unaudited('refill_plans', 'create.refill_plan', 'refillPlans')).toBe(0);
    expect(await unaudited('warehouse_orders', 'create.shipping', 'shippingOrders')).toBe(0);
    expect(await unaudited('cash_collections', 'receive.cash_in_hand_order', 'cashCollections', `r.state = 'RECEIVED'`)).toBe(0);
    expect(await scalar(db, `select count(*) from audit_log where action like 'create.%' and at < now() - interval '${SIZES.days + 3} days'`)).toBe(0);
  });

  it('pays the bulk gateway orders as the payment writer does, so only the demo\'s deliberate few look unpaid', async () => {
    const db = database.db;
    expect(await scalar(db, `select count(*) from orders where payment_status = 1 and payment_mode <> 'CASH' and payment_id is null`)).toBe(3);
    expect(await scalar(db, `
      select count(*) from orders o join payments p on p.id = o.payment_id
      where p.order_id <> o.id or p.order_ref <> o.order_id or p.amount <> o.amount or p.status <> o.payment_status or p.payment_mode <> o.payment_mode`)).toBe(0);
  });
});
