/**
 * Model-based against the server: every transition-cover path of the purchase order's
 * lifecycle (machines/records/purchaseOrder.ts), each on a fresh order, each event the real
 * manage.purchase_order call (a partial receipt takes one unit of the first line). After every
 * step the order's status is the lifecycle's, the warehouse holds what the ledger says, and
 * every event the lifecycle refuses in that status is refused by the server with 409.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { purchaseOrderLifecycle } from '../../machines/records/purchaseOrder.ts';
import { supplierProductTerms, warehouses } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { coverage, describeCoverage, pathName } from '../model/paths.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
const model = createTestModel(purchaseOrderLifecycle.machine, { events: purchaseOrderLifecycle.events.map((type) => ({ type })) });
// Shortest and simple paths together take every transition, the repeated partial receipt included.
const paths = model.getShortestPaths().concat(model.getSimplePaths());
const TARGET: Record<string, string> = {
  'purchaseOrder.create': 'CREATED', 'purchaseOrder.ship': 'SHIPPED', 'purchaseOrder.receivePartially': 'PARTIALLY_RECEIVED',
  'purchaseOrder.receive': 'RECEIVED', 'purchaseOrder.execute': 'EXECUTED', 'purchaseOrder.cancel': 'CANCELLED',
};

let api: TestApi;
let admin: string;
let order: { supplier_id: number; warehouse_id: number; lines: { product_id: number; quantity: number; price: number }[] };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [first] = await api.services.db.select().from(supplierProductTerms).orderBy(supplierProductTerms.id).limit(1);
  const terms = await api.services.db.select().from(supplierProductTerms).where(eq(supplierProductTerms.supplier_id, first!.supplier_id)).limit(2);
  const [warehouse] = await api.services.db.select().from(warehouses).where(eq(warehouses.po_approval_required, false)).limit(1);
  order = {
    supplier_id: first!.supplier_id, warehouse_id: warehouse!.id,
    lines: terms.map((t) => ({ product_id: t.product_id, quantity: t.min_quantity * 2, price: Number(t.selling_price) })),
  };
});
afterAll(async () => {
  console.log(describeCoverage('purchase order lifecycle against the server', coverage(purchaseOrderLifecycle.machine, paths as never)));
  await api.close();
});

const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);

async function step(current: { id: number; version: number; lines: { product_id: number }[] }, event: string) {
  const partial = event === 'purchaseOrder.receivePartially' ? { received: [{ product_id: current.lines[0]!.product_id, quantity: 1 }] } : {};
  const invoice = event === 'purchaseOrder.execute' ? { invoice_number: `INV-M-${current.id}` } : {};
  return post({ action: 'manage.purchase_order', id: current.id, version: current.version, new_status: TARGET[event], ...partial, ...invoice });
}

describe('the lifecycle against the server', () => {
  it('its paths take every transition', () => {
    expect(coverage(purchaseOrderLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p as never), p] as const))('%s', async (_name, path) => {
    const created = await post({ action: 'create.purchase_order', ...order, tax_type: 'INTRA_STATE', status: 'DRAFT' });
    expect(created.status).toBe(201);
    let current = created.body.data;
    for (const { event } of path.steps.slice(1)) {
      const expected = purchaseOrderLifecycle.next(current.status, event.type);
      const answer = await step(current, event.type);
      expect(answer.status, `${event.type} from ${current.status}: ${JSON.stringify(answer.body)}`).toBe(200);
      current = answer.body.data;
      expect(current.status).toBe(expected);
      for (const refused of purchaseOrderLifecycle.events.filter((e) => !purchaseOrderLifecycle.can(current.status, e))) {
        const answerRefused = await step(current, refused);
        expect(answerRefused.status, `${refused} from ${current.status}`).toBe(409);
      }
    }
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});
