/**
 * The finance report's cash takes a machine's expected cash from its DEX audit where one is paired
 * with the collection (as cash accountability does), and the recorded amount elsewhere.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCollectionOrders, cashCollections } from '../../server/db/schema/index.ts';
import { writeDex } from '../../server/dex/write.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const money = (n: number) => Math.round(n * 100) / 100;

describe('finance report cash', () => {
  it('sums the DEX expected cash for a collection with an audit and the recorded amount for one without', async () => {
    const db = api.services.db;
    const visit = sql<string>`coalesce(${cashCollections.collection_time}, ${cashCollections.created_at})`;
    // The UTC days of the company's first two collections: one gets an audit, the others keep their recorded amount.
    const utcDay = sql<string>`to_char(${cashCollections.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
    const days = (await db.selectDistinct({ day: utcDay }).from(cashCollections).where(eq(cashCollections.company_id, 1)).orderBy(utcDay).limit(2)).map((d) => d.day);
    const [from, to] = [days[0]!, days[1]!];
    const lines = await db.select({ id: cashCollectionOrders.id, collection: cashCollections.id, machine: cashCollectionOrders.vending_machine_id,
      recorded: cashCollectionOrders.expected_amount, picked: cashCollectionOrders.picked_up_amount, visit })
      .from(cashCollectionOrders).innerJoin(cashCollections, eq(cashCollections.id, cashCollectionOrders.cash_collection_id))
      .where(and(eq(cashCollections.company_id, 1), sql`${utcDay} between ${from} and ${to}`))
      .orderBy(asc(cashCollectionOrders.id));
    const audited = lines[0]!;
    expect(lines.some((l) => l.collection !== audited.collection), 'a second collection, left without an audit').toBe(true);

    const report = async () => {
      const r = await api.post('analytics', { action: 'get.finance_report', period: 'custom', from, to, entity: 'company' }, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.cash;
    };
    const before = await report();
    expect(before).toMatchObject({ lines: lines.length, lines_from_dex: 0 });
    expect(before.expected).toBeCloseTo(money(lines.reduce((s, l) => s + Number(l.recorded), 0)), 2);

    // Two readings around the visit: the interval's cash in is 750 (CA301), the expected cash of that line.
    const at = new Date(audited.visit);
    for (const [readAt, cashIn, vends] of [[new Date(at.getTime() - 4 * 3600_000), 5_000_000, 300_000], [at, 5_000_750, 300_030]] as const) {
      const content = writeDex({ serial: 'FIN-1', readAt, selections: [{ selection: '11', price: 25, vends, value: vends * 25 }], cashIn });
      const r = await api.post('vending-machine-management', { action: 'import.dex_audit', file_name: `fin-${vends}.dex`, content, vending_machine_id: audited.machine }, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }

    const after = await report();
    const expected = money(before.expected - Number(audited.recorded) + 750);
    expect(after).toMatchObject({ lines: lines.length, lines_from_dex: 1, collections: before.collections, picked_up: before.picked_up });
    expect(after.expected).toBeCloseTo(expected, 2);
    expect(after.over_short).toBeCloseTo(money(after.picked_up - expected), 2);
    // The same figure as cash accountability's for that line: one computation, not two.
    const accountability = await api.post('refill-management', { action: 'list.cash_accountability', vending_machine_id: [audited.machine], limit: 500 }, admin);
    expect(accountability.body.data.find((r: { id: number }) => r.id === audited.id)).toMatchObject({ expected_source: 'dex', expected: 750 });
  });
});
