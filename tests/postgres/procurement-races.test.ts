/**
 * Procurement's races on a real PostgreSQL server: many clients receiving, partially
 * receiving and cancelling the same purchase orders, writing returns of the same order and
 * executing the same return. Every request gets a success or a refusal (409, or 400 for a
 * return the other one already took); exactly one change per order wins; afterwards the stock
 * ledger balances and no line has received more than bought or returned more than received.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderLines, supplierProductTerms, warehouses } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const AREA = 'procurement-management';
const demo = demoServerFor('procure');
let token: string;
let order: { supplier_id: number; warehouse_id: number; tax_type: string; lines: { product_id: number; quantity: number; price: number }[] };

const post = (body: object) => demo.post(AREA, body, token);

beforeAll(async () => {
  token = await demo.login('admin@demo.local');
  const db = demo.database.db;
  const [first] = await db.select().from(supplierProductTerms).orderBy(supplierProductTerms.id).limit(1);
  const terms = await db.select().from(supplierProductTerms).where(eq(supplierProductTerms.supplier_id, first!.supplier_id)).limit(2);
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.po_approval_required, false)).limit(1);
  order = {
    supplier_id: first!.supplier_id, warehouse_id: warehouse!.id, tax_type: 'INTRA_STATE',
    lines: terms.map((t) => ({ product_id: t.product_id, quantity: Math.max(4, t.min_quantity), price: Number(t.selling_price) })),
  };
});

async function shippedOrder() {
  const created = (await post({ action: 'create.purchase_order', ...order })).body.data!;
  return (await post({ action: 'manage.purchase_order', id: created.id, version: created.version, new_status: 'SHIPPED' })).body.data!;
}

describe('purchase orders under many clients', () => {
  it('one change per order wins; the others are refused with 409', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, shippedOrder));
    const attempts = orders.flatMap((o) => [
      { action: 'manage.purchase_order', id: o.id, version: o.version, new_status: 'RECEIVED' },
      { action: 'manage.purchase_order', id: o.id, version: o.version, new_status: 'RECEIVED' },
      { action: 'manage.purchase_order', id: o.id, version: o.version, new_status: 'PARTIALLY_RECEIVED', received: [{ product_id: o.lines[0]!.product_id, quantity: 1 }] },
      { action: 'manage.purchase_order', id: o.id, version: o.version, new_status: 'PARTIALLY_RECEIVED', received: [{ product_id: o.lines[0]!.product_id, quantity: 2 }] },
      { action: 'manage.purchase_order', id: o.id, version: o.version, new_status: 'CANCELLED' },
    ]);
    const answers = await Promise.all(attempts.map((a) => post(a)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const o of orders) {
      const won = answers.filter((a, i) => attempts[i]!.id === o.id && a.status === 200);
      expect(won, `order ${o.id}`).toHaveLength(1);
    }
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });

  it('returns of the same order never take back more than was received; one execution per return', async () => {
    const shipped = await shippedOrder();
    const received = (await post({ action: 'manage.purchase_order', id: shipped.id, version: shipped.version, new_status: 'RECEIVED' })).body.data!;
    const productId = received.lines[0]!.product_id;
    const all = received.lines[0]!.purchased_quantity;
    const writes = await Promise.all(Array.from({ length: 6 }, () =>
      post({ action: 'create.purchase_return', purchase_order_id: received.id, lines: [{ product_id: productId, quantity: all, reason: '' }] })));
    expect(writes.map((w) => w.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const ret = writes.find((w) => w.status === 201)!.body.data!;
    const executions = await Promise.all(Array.from({ length: 6 }, () =>
      post({ action: 'manage.purchase_return', id: ret.id, version: ret.version, new_status: 'EXECUTED' })));
    expect(executions.map((e) => e.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [line] = await demo.database.db.select().from(purchaseOrderLines)
      .where(sql`${purchaseOrderLines.purchase_order_id} = ${received.id} and ${purchaseOrderLines.product_id} = ${productId}`);
    expect(line).toMatchObject({ received_quantity: all, returned_quantity: all });
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });

  it('supplier returns of the same shelf never send more than it holds; one execution or cancellation per return', async () => {
    const open = (await post({ action: 'list.supplier_returns', status: [1], limit: 1 })).body.data as { warehouse: { id: number }; supplier: { id: number } }[];
    const { warehouse, supplier } = open[0]!;
    const stock = (await post({ action: 'list.supplier_returnables', warehouse_id: warehouse.id, supplier_id: supplier.id })).body.data as { product_id: number; available: number }[];
    const line = stock.find((l) => l.available >= 2)!;
    const writes = await Promise.all(Array.from({ length: 6 }, () =>
      post({ action: 'create.supplier_return', warehouse_id: warehouse.id, supplier_id: supplier.id, lines: [{ product_id: line.product_id, quantity: line.available }] })));
    expect(writes.filter((w) => w.status === 201)).toHaveLength(1);
    expect(writes.map((w) => w.status).filter((s) => s !== 201 && s !== 400 && s !== 409)).toEqual([]);
    const ret = writes.find((w) => w.status === 201)!.body.data!;
    const changes = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      post({ action: 'manage.supplier_return', id: ret.id, version: ret.version, new_status: i % 2 ? 6 : 2 })));
    expect(changes.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });
});
