/**
 * Model-based against the server: every path of the purchase return's and the supplier
 * return's lifecycles (machines/records/procurementReturns.ts), each on a fresh return. After
 * every step the return's status is the lifecycle's, every event the lifecycle refuses is
 * refused with 409, the warehouse holds what the ledger says, and the units are where the
 * status says: a Created supplier return's in transit, an executed one's gone, a cancelled
 * one's back on the shelves.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { PURCHASE_RETURN_STATUS, SUPPLIER_RETURN_STATUS } from '../../contract/statuses.ts';
import { purchaseReturnLifecycle, supplierReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { coverage, pathName } from '../model/paths.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const pathsOf = (lifecycle: typeof purchaseReturnLifecycle | typeof supplierReturnLifecycle) =>
  createTestModel(lifecycle.machine, { events: lifecycle.events.map((type) => ({ type })) }).getShortestPaths();

const balance = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return { shelf: row?.stock ?? 0, transit: row?.in_transit ?? 0 };
};

describe('the purchase return lifecycle against the server', () => {
  const paths = pathsOf(purchaseReturnLifecycle);
  const target: Record<string, string> = { 'purchaseReturn.execute': PURCHASE_RETURN_STATUS.executed, 'purchaseReturn.cancel': PURCHASE_RETURN_STATUS.cancelled };

  it('its paths take every transition', () => {
    expect(coverage(purchaseReturnLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p as never), p] as const))('%s', async (_name, path) => {
    const orders = (await post({ action: 'list.purchase_orders', status: ['RECEIVED', 'EXECUTED'], limit: 50 })).body.data as { id: number }[];
    let created;
    for (const order of orders) {
      const { lines } = (await post({ action: 'list.purchase_order_returnables', purchase_order_id: order.id })).body.data;
      const line = lines.find((l: { returnable: number }) => l.returnable > 0);
      if (!line) continue;
      created = (await post({ action: 'create.purchase_return', purchase_order_id: order.id, lines: [{ product_id: line.product_id, quantity: 1, reason: 'Model' }] })).body.data;
      break;
    }
    expect(created).toBeDefined();
    let current = created;
    for (const { event } of path.steps.slice(1)) {
      const answer = await post({ action: 'manage.purchase_return', id: current.id, version: current.version, new_status: target[event.type] });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      current = answer.body.data;
      expect(current.status).toBe(purchaseReturnLifecycle.next(created.status, event.type));
      for (const refused of purchaseReturnLifecycle.events.filter((e) => !purchaseReturnLifecycle.can(current.status, e))) {
        expect((await post({ action: 'manage.purchase_return', id: current.id, version: current.version, new_status: target[refused] })).status).toBe(409);
      }
    }
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});

describe('the supplier return lifecycle against the server', () => {
  const paths = pathsOf(supplierReturnLifecycle);
  const target: Record<string, number> = { 'supplierReturn.execute': SUPPLIER_RETURN_STATUS.executed, 'supplierReturn.cancel': SUPPLIER_RETURN_STATUS.cancelled };

  it('its paths take every transition', () => {
    expect(coverage(supplierReturnLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p as never), p] as const))('%s', async (_name, path) => {
    const open = (await post({ action: 'list.supplier_returns', status: [SUPPLIER_RETURN_STATUS.created], limit: 1 })).body.data[0];
    const [line] = (await post({ action: 'list.supplier_returnables', warehouse_id: open.warehouse.id, supplier_id: open.supplier.id })).body.data
      .filter((l: { available: number }) => l.available >= 2);
    const warehouseId = open.warehouse.id as number;
    const before = await balance(warehouseId, line.product_id);
    let current = (await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: open.supplier.id, lines: [{ product_id: line.product_id, quantity: 2 }] })).body.data;
    const where: Record<number, { shelf: number; transit: number }> = { [SUPPLIER_RETURN_STATUS.created]: { shelf: before.shelf - 2, transit: before.transit + 2 }, [SUPPLIER_RETURN_STATUS.executed]: { shelf: before.shelf - 2, transit: before.transit }, [SUPPLIER_RETURN_STATUS.cancelled]: before };
    expect(await balance(warehouseId, line.product_id)).toEqual(where[current.status]);
    for (const { event } of path.steps.slice(1)) {
      const expected = supplierReturnLifecycle.next(current.status, event.type);
      const answer = await post({ action: 'manage.supplier_return', id: current.id, version: current.version, new_status: target[event.type] });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      current = answer.body.data;
      expect(current.status).toBe(expected);
      expect(await balance(warehouseId, line.product_id)).toEqual(where[current.status]);
      for (const refused of supplierReturnLifecycle.events.filter((e) => !supplierReturnLifecycle.can(current.status, e))) {
        expect((await post({ action: 'manage.supplier_return', id: current.id, version: current.version, new_status: target[refused] })).status).toBe(409);
      }
    }
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});
