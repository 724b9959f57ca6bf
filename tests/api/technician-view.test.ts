/**
 * A technician fixing a coil sees which product it holds (name and SKU) but not its price: the
 * MRP of a machine's coils is answered only to callers who read the product catalogue
 * (docs/roles.md, `canSeeProductPrices`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
type Slot = { product: { name: string; sku: string; mrp: number | null } | null };
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("a machine's coils as a technician sees them", () => {
  it('names the products and their SKUs without their MRPs; the operator sees the MRPs', async () => {
    const technician = await api.login('technician@demo.local');
    const operator = await api.login('operator@demo.local');
    const [machine] = (await api.post(AREA, { action: 'list.active_vending_machines', limit: 1 }, technician)).body.data as { id: number }[];
    for (const action of ['get.vending_machine', 'get.vending_machine_stock']) {
      const seen = await api.post(AREA, { action, id: machine!.id }, technician);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      const stocked = (seen.body.data.slots as Slot[]).filter((s) => s.product);
      expect(stocked.length, action).toBeGreaterThan(0);
      for (const s of stocked) {
        expect(s.product!.name.length).toBeGreaterThan(0);
        expect(s.product!.sku.length).toBeGreaterThan(0);
        expect(s.product!.mrp, action).toBeNull();
      }
      const priced = (await api.post(AREA, { action, id: machine!.id }, operator)).body.data.slots as Slot[];
      expect(priced.filter((s) => s.product).every((s) => typeof s.product!.mrp === 'number'), action).toBe(true);
    }
  });
});
