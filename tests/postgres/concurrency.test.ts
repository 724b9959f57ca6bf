/**
 * Races on a real PostgreSQL server (PGlite runs one connection, so races only show here):
 * many clients at once receiving, partially receiving and cancelling the same transfers
 * and different transfers that share stock rows, and receiving the same cash collections.
 * Every request must get a success or a 409; exactly one change per order wins; afterwards
 * the stock and cash invariants hold and there is one audit row per winner.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { demo, newCashCollection, newTransfer, stockedProducts, type Demo } from '../model/fixtures.ts';
import { cashViolations, stockViolations, unitsPerProduct } from '../model/invariants.ts';
import { demoServerFor } from './demo-server.ts';

const server = demoServerFor('race');
let tokens: string[];
let d: Demo;
const post = (area: string, body: object, token: string) => server.post(area, body, token);

beforeAll(async () => {
  tokens = [];
  for (const email of ['admin@demo.local', 'warehouse@demo.local', 'admin@demo.local', 'warehouse@demo.local']) tokens.push(await server.login(email));
  d = await demo(server.database.db);
});

async function auditsOf(entity: string, ids: number[]) {
  const rows = await server.database.db
    .select({ id: auditLog.entity_id, n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entity_id, ids)))
    .groupBy(auditLog.entity_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

describe('many clients on the same transfers', () => {
  it('one change per transfer wins, every other request is a 409, and the stock adds up', async () => {
    const baseline = await unitsPerProduct(server.database.db);
    // Every transfer carries the same two products between the same warehouses: all of them
    // lock the same four stock rows, so transfers race each other as well as themselves.
    const [p1, p2] = await stockedProducts(server.database.db, d.warehouseIds[0], 120);
    const transfers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [source, destination] = i % 2 ? [d.warehouseIds[0], d.warehouseIds[1]] : [d.warehouseIds[0], d.warehouseIds[2]];
      transfers.push(await newTransfer(server.database.db, d, source, destination, [{ productId: p1, stock: 5 }, { productId: p2, stock: 4 }]));
    }
    const changes = [
      { new_status: 3 },
      { new_status: 2 },
      { new_status: 4, items: [{ product_id: p1, received_stock: 2 }], create_partial_transfer_order: true },
      { new_status: 4, items: [{ product_id: p1, received_stock: 5 }, { product_id: p2, received_stock: 1 }] },
      { new_status: 3 },
      { new_status: 4, items: [{ product_id: p2, received_stock: 0 }], create_partial_transfer_order: true },
    ];
    const requests = transfers.flatMap((id, t) =>
      changes.map((change, c) => post('warehouse-management', { action: 'manage.material_transfer', id, version: 0, ...change }, tokens[(t + c) % tokens.length])
        .then((r) => ({ id, ...r }))));
    const results = await Promise.all(requests);

    const unexpected = results.filter((r) => r.status !== 200 && r.status !== 409);
    expect(unexpected.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    for (const id of transfers) {
      const mine = results.filter((r) => r.id === id);
      expect(mine.filter((r) => r.status === 200), `transfer ${id}`).toHaveLength(1);
      for (const loser of mine.filter((r) => r.status === 409)) {
        expect(loser.body.message).toMatch(/is (Received|Cancelled|Partially Received); it cannot be|was changed by someone else|at the same moment|being changed/);
      }
    }
    const audits = await auditsOf('warehouse_order', transfers);
    for (const id of transfers) expect(audits.get(id), `audit rows of ${id}`).toBe(1);
    expect(await stockViolations(server.database.db, baseline)).toEqual([]);
    const counts = results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {} as Record<number, number>);
    console.log(`transfer race: ${results.length} requests on ${transfers.length} transfers →`, counts);
  });

  it('the remainder orders born in the race can be raced again, and everything still adds up', async () => {
    const baseline = await unitsPerProduct(server.database.db);
    const open = await post('warehouse-management', { action: 'list.warehouse_orders', kind: ['material_transfer'], status: [1], limit: 2000 }, tokens[0]);
    const remainders: { id: number }[] = [];
    for (const row of open.body.data as { id: number }[]) {
      const t = await post('warehouse-management', { action: 'get.material_transfer', id: row.id }, tokens[0]);
      if (t.body.data.parent_order) remainders.push(row);
    }
    expect(remainders.length).toBeGreaterThan(0);
    const results = await Promise.all(remainders.flatMap(({ id }) =>
      [3, 2, 3, 2].map((new_status, i) => post('warehouse-management', { action: 'manage.material_transfer', id, version: 0, new_status }, tokens[i]).then((r) => ({ id, ...r })))));
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    for (const { id } of remainders) expect(results.filter((r) => r.id === id && r.status === 200)).toHaveLength(1);
    expect(await stockViolations(server.database.db, baseline)).toEqual([]);
  });
});

describe('many clients on the same cash collections', () => {
  it('each collection is received once; the amount and difference are those of the winner', async () => {
    const collections = [];
    for (let i = 0; i < 6; i++) collections.push(await newCashCollection(server.database.db, d));
    const amounts = [1250.75, 1200, 1300.5, 999.99, 1250.75, 0];
    const results = await Promise.all(collections.flatMap((c) =>
      amounts.map((receive_amt, i) => post('refill-management', { action: 'receive.cash_in_hand_order', id: c.id, receive_amt, version: 0 }, tokens[i % tokens.length])
        .then((r) => ({ id: c.id, receive_amt, ...r })))));
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    for (const c of collections) {
      const winners = results.filter((r) => r.id === c.id && r.status === 200);
      expect(winners).toHaveLength(1);
      const now = await post('refill-management', { action: 'get.cash_in_hand_order', id: c.id }, tokens[0]);
      expect(now.body.data.received_amount).toBe(winners[0].receive_amt);
      expect(Math.round(now.body.data.difference * 100)).toBe(Math.round(winners[0].receive_amt * 100) - Math.round(c.expected * 100));
    }
    const audits = await auditsOf('cash_collection', collections.map((c) => c.id));
    for (const c of collections) expect(audits.get(c.id)).toBe(1);
    expect(await cashViolations(server.database.db)).toEqual([]);
  });
});
