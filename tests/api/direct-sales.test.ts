/**
 * Direct sales (issue 42, create.direct_sale): a sale outside a machine joins the partner's open
 * cash collection (its cash reaches the warehouse when the collection is received) and its units
 * leave the partner's vehicle or a store through the stock ledger. Bad input changes nothing.
 */
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_SALE_MESSAGES as M } from '../../contract/actions/direct-sales.ts';
import {
  auditLog, cashCollections, cashSaleOrders, directSaleLines, products, stockMovements, stores, users, warehouseStock, warehouses,
} from '../../server/db/schema/index.ts';
import { cashLedgerViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let companyId: number;
beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [u] = await db().select({ company_id: users.company_id }).from(users).where(eq(users.email, 'admin@demo.local'));
  companyId = u!.company_id!;
});
afterAll(() => api.close());

const db = () => api.services.db;
const call = (body: Record<string, unknown>, token = admin) => api.post('refill-management', { action: 'create.direct_sale', ...body }, token);

async function openCollection() {
  const [c] = await db().select().from(cashCollections)
    .where(and(eq(cashCollections.company_id, companyId), eq(cashCollections.state, 'SUBMITTED'))).orderBy(asc(cashCollections.id)).limit(1);
  if (!c) throw new Error('the demo has no SUBMITTED cash collection');
  return c;
}
const collectionNow = async (id: number) => (await db().select().from(cashCollections).where(eq(cashCollections.id, id)))[0]!;
const salesOf = async (id: number) => db().select().from(cashSaleOrders).where(eq(cashSaleOrders.cash_collection_id, id));

describe('create.direct_sale', () => {
  it("a store's sale joins the collection: its amounts grow by the sale, the units leave the store in the ledger, audited", async () => {
    const c = await openCollection();
    const [store] = await db().select().from(stores).where(eq(stores.company_id, companyId)).orderBy(asc(stores.id)).limit(1);
    const two = await db().select().from(products).where(eq(products.company_id, companyId)).orderBy(asc(products.id)).limit(2);
    const r = await call({ cash_collection_id: c.id, source: 'store', store_id: store!.id, lines: [{ product_id: two[0]!.id, quantity: 2 }, { product_id: two[1]!.id, quantity: 1 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const amount = Math.round((two[0]!.mrp * 2 + two[1]!.mrp) * 100) / 100;
    expect(r.body.data).toMatchObject({ amount, refund_amount: 0, source: 'store', place: { id: store!.id }, cash_collection: { id: c.id } });
    expect(r.body.data.order_id).toMatch(new RegExp(`^DS-${c.id}-\\d+$`));
    const after = await collectionNow(c.id);
    expect(Math.round(after.submitted_amount * 100)).toBe(Math.round((c.submitted_amount + amount) * 100));
    expect(Math.round(after.expected_amount * 100)).toBe(Math.round((c.expected_amount + amount) * 100));
    expect((await salesOf(c.id)).map((s) => s.order_id)).toContain(r.body.data.order_id);
    expect(await db().select().from(directSaleLines).where(eq(directSaleLines.sale_order_id, r.body.data.id))).toHaveLength(2);
    const moved = await db().select().from(stockMovements).where(and(eq(stockMovements.reason, 'direct_sale.sell'), eq(stockMovements.record_id, c.id)));
    expect(moved.filter((m) => m.from_kind === 'store' && m.from_id === store!.id && m.to_kind === 'outside').map((m) => m.quantity).sort()).toEqual([1, 2]);
    const [audited] = await db().select().from(auditLog).where(eq(auditLog.action, 'create.direct_sale')).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ entity: 'cash_collection', entity_id: c.id });
  });

  it("a partner's sale takes the units off the vehicle's shelf; received, the cash reaches the warehouse and the books add up", async () => {
    const [held] = await db().select({ vehicle: warehouses, stock: warehouseStock })
      .from(warehouseStock).innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouse_id))
      .where(and(eq(warehouses.storage_type, 'Vehicle'), eq(warehouses.company_id, companyId), gt(warehouseStock.stock, 1))).limit(1);
    if (!held) throw new Error('the demo has no loaded vehicle');
    const [c] = await db().select().from(cashCollections)
      .where(and(eq(cashCollections.refill_partner_id, held.vehicle.refill_partner_id!), eq(cashCollections.state, 'SUBMITTED'))).limit(1);
    if (!c) throw new Error("the demo has no SUBMITTED collection of the vehicle's partner");
    const r = await call({ cash_collection_id: c.id, source: 'vehicle', vehicle_id: held.vehicle.id, lines: [{ product_id: held.stock.product_id, quantity: 1 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [shelf] = await db().select().from(warehouseStock)
      .where(and(eq(warehouseStock.warehouse_id, held.vehicle.id), eq(warehouseStock.product_id, held.stock.product_id)));
    expect(shelf!.stock).toBe(held.stock.stock - 1);
    // More than the vehicle holds: 409, nothing written.
    const sales = (await salesOf(c.id)).length;
    const tooMany = await call({ cash_collection_id: c.id, source: 'vehicle', vehicle_id: held.vehicle.id, lines: [{ product_id: held.stock.product_id, quantity: held.stock.stock + 5 }] });
    expect(tooMany.status).toBe(409);
    expect((await salesOf(c.id)).length).toBe(sales);

    const before = await collectionNow(c.id);
    const received = await api.post('refill-management', { action: 'receive.cash_in_hand_order', id: c.id, receive_amt: before.expected_amount, version: before.version }, admin);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(await cashLedgerViolations(db())).toEqual([]);
    expect(await stockLedgerViolations(db())).toEqual([]);
    // A received collection takes no more sales.
    const late = await call({ cash_collection_id: c.id, source: 'vehicle', vehicle_id: held.vehicle.id, lines: [{ product_id: held.stock.product_id, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(M.collectionReceived);
  });

  it('bad input is a 400 with the messages, and changes nothing', async () => {
    const c = await openCollection();
    const [store] = await db().select().from(stores).where(eq(stores.company_id, companyId)).limit(1);
    const [product] = await db().select().from(products).where(eq(products.company_id, companyId)).limit(1);
    const [otherVehicle] = await db().select().from(warehouses)
      .where(and(eq(warehouses.storage_type, 'Vehicle'), eq(warehouses.company_id, companyId))).orderBy(asc(warehouses.id));
    const base = { cash_collection_id: c.id, source: 'store', store_id: store!.id };
    const line = { product_id: product!.id, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, lines: [] }, M.linesRequired],
      [{ ...base, lines: [line, line] }, M.duplicateProduct],
      [{ ...base, lines: [{ ...line, quantity: 0 }] }, M.quantityRequired],
      [{ ...base, store_id: undefined, lines: [line] }, M.storeRequired],
      [{ ...base, lines: [{ ...line, product_id: 2_000_000_000 }] }, M.unknownProduct],
      [{ cash_collection_id: c.id, source: 'vehicle', lines: [line] }, M.vehicleRequired],
    ];
    if (otherVehicle && otherVehicle.refill_partner_id !== c.refill_partner_id) {
      cases.push([{ cash_collection_id: c.id, source: 'vehicle', vehicle_id: otherVehicle.id, lines: [line] }, M.notPartnersVehicle]);
    }
    const moves = (await db().select().from(stockMovements).where(eq(stockMovements.reason, 'direct_sale.sell'))).length;
    for (const [body, message] of cases) {
      const r = await call(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await collectionNow(c.id)).toEqual(c);
    expect((await db().select().from(stockMovements).where(eq(stockMovements.reason, 'direct_sale.sell'))).length).toBe(moves);
    expect(await db().select().from(cashSaleOrders).where(and(eq(cashSaleOrders.cash_collection_id, c.id), isNull(cashSaleOrders.created_at)))).toEqual([]);
  });

  it('needs PERM_UPDATE_INVENTORY: the read-only partner and the store manager are refused', async () => {
    const c = await openCollection();
    const [store] = await db().select().from(stores).where(eq(stores.company_id, companyId)).limit(1);
    const [product] = await db().select().from(products).where(eq(products.company_id, companyId)).limit(1);
    const body = { cash_collection_id: c.id, source: 'store', store_id: store!.id, lines: [{ product_id: product!.id, quantity: 1 }] };
    for (const email of ['partner@demo.local', 'store@demo.local']) {
      const r = await call(body, await api.login(email));
      expect(r.status, email).toBe(403);
    }
    expect(await collectionNow(c.id)).toEqual(c);
  });
});
