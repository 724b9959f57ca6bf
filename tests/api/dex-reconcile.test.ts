/**
 * What a DEX audit feeds, through the API: the interval written on import (out of order, reset),
 * cash accountability with the audit's expected cash where one was read at the visit, sales
 * against the console's orders, and machines whose prices differ from the planogram's.
 * The audits are written by the project's writer against demo machines.
 */
import { and, asc, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCollectionOrders, cashCollections, orders, products, vmSlots } from '../../server/db/schema/index.ts';
import { writeDex } from '../../server/dex/write.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
const vm = (body: Record<string, unknown>) => api.post('vending-machine-management', body, admin);
const refill = (body: Record<string, unknown>) => api.post('refill-management', body, admin);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

/** One audit of a machine: `vends` of selection 11 at 20 each since initialisation, and its cash meters. */
async function importAudit(machineId: number, serial: string, readAt: Date, vends: number, cash?: { cashIn: number }) {
  const content = writeDex({ serial, readAt, selections: [{ selection: '11', price: 20, vends, value: vends * 20 }], cashIn: cash?.cashIn });
  const r = await vm({ action: 'import.dex_audit', file_name: `${serial}-${vends}.dex`, content, vending_machine_id: machineId });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.audits[0].id as number;
}
const detail = async (id: number) => (await vm({ action: 'get.dex_audit', id })).body.data;
/** Days of January 2026: in the past, since a reading time in the future is not believed. */
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 9));

describe('DEX interval on import', () => {
  it('is this audit minus the previous one; an audit read earlier than the latest gives the next one its interval', async () => {
    const first = await importAudit(2, 'INT-1', day(1), 10);
    const third = await importAudit(2, 'INT-1', day(5), 30);
    expect((await detail(third)).interval).toMatchObject({ previous_audit_id: first, paid_vends: 20, paid_value: 400, days: 4 });
    const second = await importAudit(2, 'INT-1', day(3), 24);
    expect(await detail(second)).toMatchObject({ previous_audit_id: first, interval: { paid_vends: 14, selections: [{ selection: '11', vends: 14, value: 280 }] } });
    expect(await detail(third)).toMatchObject({ previous_audit_id: second, interval: { paid_vends: 6, paid_value: 120, resets: [] } });
  });

  it('names a counter that went down (a reset) and never books a negative sale', async () => {
    await importAudit(3, 'INT-2', day(1), 500);
    const after = await importAudit(3, 'INT-2', day(2), 4);
    const { interval } = await detail(after);
    expect(interval.paid_vends).toBe(4);
    expect(interval.selections).toEqual([{ selection: '11', vends: 4, value: 80 }]);
    expect(interval.resets).toEqual(expect.arrayContaining(['VA1', 'PA2 11']));
  });

  it('works out the interval when an unmatched audit is mapped to its machine', async () => {
    const before = await importAudit(4, 'INT-3', day(1), 7);
    const content = writeDex({ serial: 'INT-3-OTHER', readAt: day(2), selections: [{ selection: '11', price: 20, vends: 9, value: 180 }] });
    const [unmatched] = (await vm({ action: 'import.dex_audit', file_name: 'u.dex', content })).body.data.audits;
    expect((await detail(unmatched.id)).interval).toBeNull();
    const mapped = await vm({ action: 'map.dex_audit', id: unmatched.id, version: (await detail(unmatched.id)).version, vending_machine_id: 4 });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(await detail(unmatched.id)).toMatchObject({ previous_audit_id: before, interval: { paid_vends: 2 } });
  });
});

describe('cash accountability', () => {
  it("takes a line's expected cash from the audit read at the visit, with over/short against it and against the value vended", async () => {
    const db = api.services.db;
    const [line] = await db.select({ id: cashCollectionOrders.id, machine: cashCollectionOrders.vending_machine_id, picked: cashCollectionOrders.picked_up_amount,
      recorded: cashCollectionOrders.expected_amount, visit: sql<string>`coalesce(${cashCollections.collection_time}, ${cashCollections.created_at})` })
      .from(cashCollectionOrders).innerJoin(cashCollections, eq(cashCollections.id, cashCollectionOrders.cash_collection_id)).orderBy(asc(cashCollectionOrders.id)).limit(1);
    const visit = new Date(line!.visit);
    // Counters far above anything the demo writes, so this pair is the interval.
    await importAudit(line!.machine, 'CASH-1', new Date(visit.getTime() - 6 * 3600_000), 100_000, { cashIn: 2_000_000 });
    const auditId = await importAudit(line!.machine, 'CASH-1', visit, 100_050, { cashIn: 2_000_900 });

    const listed = await refill({ action: 'list.cash_accountability', vending_machine_id: [line!.machine], limit: 500 });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const row = listed.body.data.find((r: { id: number }) => r.id === line!.id);
    expect(row).toMatchObject({
      dex_audit_id: auditId, expected_source: 'dex', dex_expected: 900, expected: 900, recorded_expected: Number(line!.recorded),
      picked_up: Number(line!.picked), over_short: Math.round((Number(line!.picked) - 900) * 100) / 100,
      vended_value: 1000, over_short_vended: Math.round((Number(line!.picked) - 1000) * 100) / 100,
    });
    const recorded = await refill({ action: 'list.cash_accountability', expected_source: 'recorded', limit: 5 });
    expect(recorded.body.data.length).toBeGreaterThan(0);
    for (const r of recorded.body.data) expect(r).toMatchObject({ expected_source: 'recorded', dex_audit_id: null, expected: r.recorded_expected });

    const summary = await refill({ action: 'list.cash_accountability_summary', period: 'day', refill_partner_id: [row.RefillPartner.id], from: new Date(visit.getTime() - 1000).toISOString(), to: new Date(visit.getTime() + 1000).toISOString() });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const [bucket] = summary.body.data;
    expect(bucket).toMatchObject({ period: visit.toISOString().slice(0, 10), RefillPartner: row.RefillPartner, lines_from_dex: 1, vended_value: 1000 });
    expect(bucket.over_short).toBeCloseTo(bucket.picked_up - bucket.expected, 2);
  });

  it("receiving a collection takes its expected amount from the audits where one covers the visit", async () => {
    const db = api.services.db;
    const [line] = await db.select({ id: cashCollectionOrders.id, collection: cashCollections.id, machine: cashCollectionOrders.vending_machine_id,
      visit: sql<string>`coalesce(${cashCollections.collection_time}, ${cashCollections.created_at})` })
      .from(cashCollectionOrders).innerJoin(cashCollections, eq(cashCollections.id, cashCollectionOrders.cash_collection_id))
      .where(eq(cashCollections.state, 'SUBMITTED')).orderBy(desc(cashCollectionOrders.id)).limit(1);
    const visit = new Date(line!.visit);
    await importAudit(line!.machine, 'CASH-2', new Date(visit.getTime() - 3600_000), 200_000, { cashIn: 3_000_000 });
    await importAudit(line!.machine, 'CASH-2', new Date(visit.getTime() + 60_000), 200_010, { cashIn: 3_000_150 });
    const before = (await refill({ action: 'get.cash_in_hand_order', id: line!.collection })).body.data;
    const received = await refill({ action: 'receive.cash_in_hand_order', id: line!.collection, receive_amt: 1000, version: before.version });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const lines = (await refill({ action: 'list.cash_accountability', search: before.order_id, limit: 500 })).body.data
      .filter((r: { cash_collection_id: number }) => r.cash_collection_id === line!.collection);
    expect(lines.find((r: { id: number }) => r.id === line!.id)).toMatchObject({ expected_source: 'dex', dex_expected: 150 });
    const change = lines.reduce((sum: number, r: { expected: number; recorded_expected: number }) => sum + r.expected - r.recorded_expected, 0);
    const expected = Math.round((before.expected_amount + change) * 100) / 100;
    expect(received.body.data).toMatchObject({ expected_amount: expected, received_amount: 1000, difference: Math.round((1000 - expected) * 100) / 100 });
  });

  it('refuses a bad period with a clear message', async () => {
    const r = await refill({ action: 'list.cash_accountability_summary', period: 'year' });
    expect(r.status).toBe(400);
  });
});

describe('sales against records', () => {
  it('flags a machine that sells without reporting, and one that reports without selling', async () => {
    const silent = await importAudit(5, 'SALES-1', day(20), 1000);
    const sold = await importAudit(5, 'SALES-1', day(21), 1012);
    const db = api.services.db;
    const [order] = await db.select({ machine: orders.vending_machine_id, at: orders.created_at }).from(orders).where(gt(orders.items_vend, 0)).orderBy(asc(orders.id)).limit(1);
    await importAudit(order!.machine, 'SALES-2', new Date(order!.at.getTime() - 60_000), 5000);
    const idle = await importAudit(order!.machine, 'SALES-2', new Date(order!.at.getTime() + 60_000), 5000);

    const all = await vm({ action: 'list.dex_sales_check', limit: 500 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const byId = new Map(all.body.data.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(sold)).toMatchObject({ dex_vends: 12, dex_value: 240, console_orders: 0, flag: 'sells_without_reporting', difference: 12 });
    expect(byId.get(idle)).toMatchObject({ dex_vends: 0, flag: 'reports_without_selling' });
    expect((byId.get(idle) as { console_orders: number }).console_orders).toBeGreaterThan(0);
    expect(byId.has(silent)).toBe(false);
    const flagged = await vm({ action: 'list.dex_sales_check', flag: ['reports_without_selling'], limit: 500 });
    expect(flagged.body.data.every((r: { flag: string }) => r.flag === 'reports_without_selling')).toBe(true);
  });
});

interface Slot { machine: number; coil: string; mrp: number; product: number }

describe('prices by exception', () => {
  it("lists a machine whose latest audit's price differs from the planogram's, with the selection", async () => {
    const db = api.services.db;
    const coils = (where: ReturnType<typeof and>) => db.select({ machine: vmSlots.vending_machine_id, coil: vmSlots.coil, mrp: products.mrp, product: products.id }).from(vmSlots)
      .innerJoin(products, eq(products.id, vmSlots.product_id)).where(and(isNotNull(vmSlots.product_id), where)).orderBy(asc(vmSlots.vending_machine_id), asc(vmSlots.coil)).limit(2);
    const [a, b] = await coils(undefined) as [Slot, Slot];
    const [other] = await coils(ne(vmSlots.vending_machine_id, a.machine)) as [Slot];
    // Read five minutes ahead (a clock a little fast is believed): later than every audit the tests above imported at an order's or a visit's time.
    const write = (serial: string, sels: { selection: string; price: number }[]) => writeDex({ serial, readAt: new Date(api.clock.now().getTime() + 5 * 60_000), selections: sels.map((s) => ({ ...s, vends: 1, value: s.price })) });
    await vm({ action: 'import.dex_audit', file_name: 'p1.dex', vending_machine_id: a.machine, content: write('PRICE-1', [{ selection: a.coil, price: a.mrp + 5 }, { selection: b.coil, price: b.mrp }]) });
    await vm({ action: 'import.dex_audit', file_name: 'p2.dex', vending_machine_id: other.machine, content: write('PRICE-2', [{ selection: other.coil, price: other.mrp }]) });

    const r = await vm({ action: 'list.dex_price_exceptions', limit: 500 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = r.body.data.find((x: { VendingMachine: { id: number } }) => x.VendingMachine.id === a.machine);
    expect(row).toMatchObject({ exceptions: 1, selections: 2, differences: [{ selection: a.coil, dex_price: a.mrp + 5, planogram_price: a.mrp, Product: { id: a.product } }] });
    expect(r.body.data.some((x: { VendingMachine: { id: number } }) => x.VendingMachine.id === other.machine)).toBe(false);
  });
});
