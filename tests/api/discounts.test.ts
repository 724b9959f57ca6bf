import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, subOfferProducts } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api.close(); });

describe('demo offers', () => {
  it('has offers in every status and an active buy 2 get 1', async () => {
    const rows = await api.services.db.select().from(offers);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]));
    const b2g1 = rows.find((r) => r.offer_type === 5 && r.status === 1);
    expect(b2g1).toBeDefined();
    const lines = await api.services.db.select().from(subOfferProducts);
    expect(lines.some((l) => l.buy_qty === 2 && l.free_qty === 1)).toBe(true);
  });
});
