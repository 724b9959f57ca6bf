/**
 * The stock and cash ledgers: the seeded books add up, every move through server/stock writes
 * its movement row with the balance, a move that would overdraw changes nothing, and the check
 * finds a balance changed behind the module's back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { cashLedgerViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { moveStock } from '../../server/stock/ledger.ts';
import { place } from '../../server/stock/places.ts';
import { demo, stockedProducts, type Demo } from '../model/fixtures.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let d: Demo;

beforeAll(async () => {
  api = await startApi();
  d = await demo(api.services.db);
});
afterAll(() => api.close());

const balance = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row ?? null;
};

describe('the ledgers', () => {
  it('balance on the demo business as seeded', async () => {
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
    expect(await cashLedgerViolations(api.services.db)).toEqual([]);
    const [{ n }] = await api.services.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(n).toBeGreaterThan(100);
  });

  it('a move changes both balances and writes one movement row for the record', async () => {
    const [productId] = await stockedProducts(api.services.db, d.warehouseIds[0]!, 5);
    const [from, to] = [d.warehouseIds[0]!, d.warehouseIds[1]!];
    const before = { from: (await balance(from, productId!))!.stock, to: (await balance(to, productId!))?.stock ?? 0 };
    const now = new Date();
    const seen = await api.services.db.transaction((tx) => moveStock(tx, { companyId: d.companyId, userId: d.adminId, record: { kind: 'warehouse_order', id: 999_999 }, now }, [
      { productId: productId!, from: place.shelf(from), to: place.shelf(to), quantity: 3, reason: 'test.move' },
    ]));
    expect(seen.of(from, productId!).stock).toBe(before.from);
    expect((await balance(from, productId!))!.stock).toBe(before.from - 3);
    expect((await balance(to, productId!))!.stock).toBe(before.to + 3);
    const rows = await api.services.db.select().from(stockMovements).where(eq(stockMovements.record_id, 999_999));
    expect(rows).toMatchObject([{ product_id: productId, from_kind: 'shelf', from_id: from, to_kind: 'shelf', to_id: to, quantity: 3, reason: 'test.move', record_kind: 'warehouse_order' }]);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('refuses a move that would take a place below zero, and writes nothing', async () => {
    const [productId] = await stockedProducts(api.services.db, d.warehouseIds[0]!, 1);
    const shelf = (await balance(d.warehouseIds[0]!, productId!))!.stock;
    // The user reads the product and the warehouse by name, with what is there and what was asked.
    const [product] = await api.services.db.select().from(products).where(eq(products.id, productId!));
    const [warehouse] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, d.warehouseIds[0]!));
    const attempt = api.services.db.transaction((tx) => moveStock(tx, { companyId: d.companyId, userId: d.adminId, record: null, now: new Date() }, [
      { productId: productId!, from: place.shelf(d.warehouseIds[0]!), to: place.bin, quantity: shelf + 1, reason: 'test.overdraw' },
    ]));
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: `Not enough stock of ${product!.name} (${product!.sku}) in the shelves of ${warehouse!.name}: ${shelf} there, ${shelf + 1} to move. Nothing was changed.`,
    });
    expect((await balance(d.warehouseIds[0]!, productId!))!.stock).toBe(shelf);
    const rows = await api.services.db.select().from(stockMovements).where(eq(stockMovements.reason, 'test.overdraw'));
    expect(rows).toEqual([]);
  });

  it('finds a balance changed behind the stock module', async () => {
    const [productId] = await stockedProducts(api.services.db, d.warehouseIds[1]!, 1);
    await api.services.db.update(warehouseStock).set({ stock: sql`${warehouseStock.stock} + 7` })
      .where(and(eq(warehouseStock.warehouse_id, d.warehouseIds[1]!), eq(warehouseStock.product_id, productId!)));
    const problems = await stockLedgerViolations(api.services.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`warehouse ${d.warehouseIds[1]} product ${productId}`);
  });
});
