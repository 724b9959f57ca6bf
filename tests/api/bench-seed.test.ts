/**
 * The benchmark seed (`npm run seed`) at a tiny size: the bulk rows it adds keep every
 * derived fact consistent — orders add up from their lines, lines come from the
 * machine's slots, the order-count roll-up matches, stock in transit equals the open
 * transfers, and a pool transfer can be received like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import { callerByEmail, runAs } from '../../server/actions/run-as.ts';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client.ts';
import { seedLarge, type SeedReport } from '../../bench/seed/large.ts';
import { eventSource } from '../../bench/seed/events.ts';
import { query, scalar } from '../../bench/seed/sql.ts';
import { recordEventsOfMachines } from '../../server/records/machine-events.ts';
import { holdsUnitsInTransit } from '../model/invariants.ts';

const SIZES = { machines: 400, orders: 33_000, products: 360, transfers: 40, days: 30, events: 2_000 };
let database: Database;
let report: SeedReport;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  report = await seedLarge(database, SIZES, () => undefined);
  // The seed also rebuilds the sales roll-ups (issue 43): more than the default two minutes on a busy machine.
}, 300_000);
afterAll(() => database?.close());

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
});
