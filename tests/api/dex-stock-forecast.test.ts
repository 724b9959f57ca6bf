/**
 * Forecasts from DEX audits: suggest.refill_plan takes the daily rate of a machine's interval
 * sales from its audits when the machine has no live sales in the window, and says so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDex } from '../../server/dex/write.ts';
import { rowsOf } from './dex-rows.ts';
import { startApi, type TestApi } from './harness.ts';

const DAY = 86_400_000;
let api: TestApi;
let admin: string;
let coil: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  coil = (await rowsOf<{ coil: string }>(api, sql`select coil from vm_slots where vending_machine_id = 9 and product_id is not null and item_layout_max >= 8 order by coil limit 1`))[0]!.coil;
});
afterAll(() => api.close());

const suggest = async () => {
  const r = await api.post('refill-management', { action: 'suggest.refill_plan', vending_machine_ids: [9, 10], days_to_visit: 3 }, admin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.machines as { VendingMachine: { id: number }; lines: { coil: string; sold: number; sold_per_day: number; sales_source: string; reason: string }[] }[];
};

describe('refill suggestions from DEX audits', () => {
  it('keep the orders’ rate for a machine with live sales, even when it has audits', async () => {
    for (const [daysAgo, vends] of [[20, 100], [13, 121], [6, 142]] as const) {
      // Read in the past: a reading time in the future is not believed (the parser takes the import's time).
      const readAt = new Date(api.clock.now().getTime() - daysAgo * DAY);
      const r = await api.post('vending-machine-management', {
        action: 'import.dex_audit', file_name: `visit-${daysAgo}.dex`, vending_machine_id: 9,
        content: writeDex({ serial: 'FORECAST-9', readAt, selections: [{ selection: coil, price: 25, vends, value: vends * 25 }] }),
      }, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const [nine] = await suggest();
    expect(nine!.lines.every((l) => l.sales_source === 'orders')).toBe(true);
  });

  it('use the audits’ daily rate for a machine without live sales, and say so in the reason', async () => {
    api.clock.advance(30 * DAY); // the demo's orders are now more than the 14-day window ago
    admin = await api.login('admin@demo.local');
    const [nine, ten] = await suggest();
    const line = nine!.lines.find((l) => l.coil === coil)!;
    expect(line).toMatchObject({ sales_source: 'dex', sold: 0, sold_per_day: 3 });
    expect(line.reason).toContain('from DEX audits: 3 a day');
    expect(line.reason).toContain('need 9');
    // A selection the audits do not report, and a machine without audits, have no rate from anywhere.
    expect(nine!.lines.filter((l) => l.coil !== coil).every((l) => l.sales_source === 'orders' && l.sold_per_day === 0)).toBe(true);
    expect(ten!.lines.every((l) => l.sales_source === 'orders' && l.sold === 0)).toBe(true);
  });
});
