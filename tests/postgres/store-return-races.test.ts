/**
 * Store returns' races on a real PostgreSQL server (issue 41): two receipts of one Created return
 * at once — one wins (200), the other is refused (409) and the units reach the warehouse once;
 * then a receipt and a cancel of one return at once — one wins, and the units are where the
 * winner says (the warehouse's shelf after the receipt, still on the store's books after the
 * cancel). The ledger balances after each, and the store's units plus the warehouse's add up.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const demo = demoServerFor('store_returns');
let admin: string;
beforeAll(async () => {
  admin = await demo.login('admin@demo.local');
});
const wm = (body: object) => demo.post('warehouse-management', body, admin);

/** Units of the product on the warehouse's shelf and on the store's books (the ledger's balance of the store). */
async function units(warehouseId: number, storeId: number, productId: number) {
  const [row] = await demo.database.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  const result = await demo.database.db.execute(sql`select coalesce(sum(case when to_kind = 'store' and to_id = ${storeId} then quantity else -quantity end), 0)::int as n
    from stock_movements where product_id = ${productId} and ((to_kind = 'store' and to_id = ${storeId}) or (from_kind = 'store' and from_id = ${storeId}))`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return { shelf: row?.stock ?? 0, store: Number(rows[0]!.n) };
}

/** A new Created return of 2 units from a store that has sent one before, to its first receiving warehouse. */
async function created() {
  const [seen] = (await wm({ action: 'list.warehouse_orders', kind: ['store_return'], limit: 1 })).body.data;
  const seeded = (await wm({ action: 'get.store_return', id: seen.id })).body.data;
  const options = (await wm({ action: 'get.store_return_options', store_id: seeded.store.id })).body.data;
  const product = options.products.find((p: { stock: number }) => p.stock >= 2);
  expect(product).toBeTruthy();
  const r = await wm({ action: 'create.store_return', store_id: seeded.store.id, warehouse_id: options.warehouses[0].id, lines: [{ product_id: product.product_id, quantity: 2 }] });
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
  return { order: r.body.data, storeId: seeded.store.id as number, warehouseId: options.warehouses[0].id as number, productId: product.product_id as number };
}

describe('store returns on PostgreSQL', () => {
  it('two receipts of one return at once: one wins, the units reach the warehouse once', async () => {
    const { order, storeId, warehouseId, productId } = await created();
    const before = await units(warehouseId, storeId, productId);
    const answers = await Promise.all([0, 1].map(() => wm({ action: 'manage.store_return', id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await units(warehouseId, storeId, productId)).toEqual({ shelf: before.shelf + 2, store: before.store - 2 });
    expect((await wm({ action: 'get.store_return', id: order.id })).body.data.status).toBe(STORE_RETURN_STATUS.received);
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });

  it('a receipt and a cancel of one return at once: one wins, the units are where it says', async () => {
    const { order, storeId, warehouseId, productId } = await created();
    const before = await units(warehouseId, storeId, productId);
    const answers = await Promise.all([STORE_RETURN_STATUS.received, STORE_RETURN_STATUS.cancelled, STORE_RETURN_STATUS.received, STORE_RETURN_STATUS.cancelled]
      .map((new_status) => wm({ action: 'manage.store_return', id: order.id, version: order.version, new_status })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.data;
    const after = await units(warehouseId, storeId, productId);
    if (won.status === STORE_RETURN_STATUS.received) expect(after).toEqual({ shelf: before.shelf + 2, store: before.store - 2 });
    else expect(after).toEqual(before);
    expect(after.shelf + after.store).toBe(before.shelf + before.store);
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });
});
