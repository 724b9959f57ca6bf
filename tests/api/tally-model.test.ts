/**
 * Model-based against the server: every path of the tally's lifecycle (machines/records/tally.ts),
 * each on a fresh count. After every step the tally's status is the lifecycle's, every event the
 * lifecycle refuses is refused with 409 (and so is an edit once it is no longer a Draft), the
 * shelves hold the count once submitted and what they held before otherwise, and the ledger
 * balances.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { tallyLifecycle } from '../../machines/records/tally.ts';
import { TALLY_STATUS } from '../../contract/statuses.ts';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { coverage, pathName } from '../model/paths.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'warehouse-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const shelf = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row?.stock ?? 0;
};

const ACTION: Record<string, string> = { 'tally.submit': 'submit.tally_inventory', 'tally.cancel': 'cancel.tally_inventory' };

describe('the tally lifecycle against the server', () => {
  const paths = createTestModel(tallyLifecycle.machine, { events: tallyLifecycle.events.map((type) => ({ type })) }).getShortestPaths();

  it('its paths take every transition', () => {
    expect(coverage(tallyLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p as never), p] as const))('%s', async (_name, path) => {
    const warehouseId = (await post({ action: 'list.warehouses', limit: 1 })).body.data[0].id as number;
    const held = ((await post({ action: 'list.tally_products', warehouse_id: warehouseId })).body.data as { product_id: number; stock: number; held: boolean }[])
      .filter((p) => p.held && p.stock >= 2);
    const [a, b] = [held[0]!, held[1]!];
    const before = { a: await shelf(warehouseId, a.product_id), b: await shelf(warehouseId, b.product_id) };
    const lines = [{ product_id: a.product_id, counted: before.a + 5 }, { product_id: b.product_id, counted: before.b - 1 }];
    let current = (await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines })).body.data;
    expect(current.status).toBe(TALLY_STATUS.draft);
    for (const { event } of path.steps.slice(1)) {
      const expected = tallyLifecycle.next(current.status, event.type);
      const answer = await post({ action: ACTION[event.type]!, id: current.id, version: current.version });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      current = answer.body.data;
      expect(current.status).toBe(expected);
      for (const refused of tallyLifecycle.events.filter((e) => !tallyLifecycle.can(current.status, e))) {
        expect((await post({ action: ACTION[refused]!, id: current.id, version: current.version })).status).toBe(409);
      }
      if (current.status !== TALLY_STATUS.draft) {
        expect((await post({ action: 'update.tally_inventory', id: current.id, version: current.version, lines })).status).toBe(409);
      }
    }
    const submitted = current.status === TALLY_STATUS.submitted;
    expect(await shelf(warehouseId, a.product_id)).toBe(submitted ? before.a + 5 : before.a);
    expect(await shelf(warehouseId, b.product_id)).toBe(submitted ? before.b - 1 : before.b);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});
