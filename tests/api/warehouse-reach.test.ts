/**
 * A warehouse manager reaches refill plans, bulk refills, kits, warehouse orders and cash
 * collections only through the warehouses linked to them (server/kit/scope.ts `warehouses`,
 * docs/roles.md "What each role reaches"): here the demo manager loses the link to one warehouse
 * that serves refill plans, and that warehouse's plans, orders and collections fall out of reach
 * while the linked warehouses' stay.
 */
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkRefillMachines, cashCollections, refillPlans, refillReturnOrders, users, warehouseManagerLinks, warehouseOrders,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const REFILLS = 'refill-management';
let api: TestApi;
let manager: string;
let unlinked: number;
let linked: number[];

beforeAll(async () => {
  api = await startApi();
  const db = api.services.db;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'warehouse@demo.local'));
  // The warehouse serving the most plans is unlinked from the manager (the demo links every warehouse).
  const [busiest] = await db.select({ id: refillPlans.warehouse_id, n: count() }).from(refillPlans)
    .where(isNotNull(refillPlans.warehouse_id)).groupBy(refillPlans.warehouse_id).orderBy(desc(count())).limit(1);
  unlinked = busiest!.id!;
  await db.delete(warehouseManagerLinks).where(and(eq(warehouseManagerLinks.user_id, me!.id), eq(warehouseManagerLinks.warehouse_id, unlinked)));
  linked = (await db.select({ id: warehouseManagerLinks.warehouse_id }).from(warehouseManagerLinks)
    .where(and(eq(warehouseManagerLinks.user_id, me!.id), warehouseManagerLinks.view))).map((l) => l.id);
  expect(linked.length).toBeGreaterThan(0);
  manager = await api.login('warehouse@demo.local');
});
afterAll(() => api.close());

describe("a warehouse manager's reach through their links", () => {
  it("lists the refill plans of linked warehouses only: the unlinked one's by filter answer none", async () => {
    const db = api.services.db;
    const [{ n: expected }] = await db.select({ n: count() }).from(refillPlans).where(inArray(refillPlans.warehouse_id, linked)) as [{ n: number }];
    const all = await api.post(REFILLS, { action: 'list.refills', limit: 100 }, manager);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(expected);
    for (const plan of all.body.data as { warehouse: { id: number } | null }[]) expect(linked).toContain(plan.warehouse?.id);
    const filtered = await api.post(REFILLS, { action: 'list.refills', limit: 100, warehouse_id: [unlinked] }, manager);
    expect([filtered.body.total, filtered.body.data.length]).toEqual([0, 0]);
    const admin = await api.login('admin@demo.local');
    expect((await api.post(REFILLS, { action: 'list.refills', limit: 1, warehouse_id: [unlinked] }, admin)).body.total).toBeGreaterThan(0);
  });

  it("answers 404 for a plan or return order of the unlinked warehouse, and opens a linked one's", async () => {
    const db = api.services.db;
    const [away] = await db.select({ id: refillPlans.id }).from(refillPlans).where(eq(refillPlans.warehouse_id, unlinked)).limit(1);
    const [home] = await db.select({ id: refillPlans.id }).from(refillPlans).where(inArray(refillPlans.warehouse_id, linked)).limit(1);
    expect((await api.post(REFILLS, { action: 'get.refill_plan', id: away!.id }, manager)).status).toBe(404);
    expect((await api.post(REFILLS, { action: 'get.refill_plan', id: home!.id }, manager)).status).toBe(200);
    const [returned] = await db.select({ id: refillReturnOrders.id }).from(refillReturnOrders).where(eq(refillReturnOrders.warehouse_id, unlinked)).limit(1);
    if (returned) expect((await api.post(REFILLS, { action: 'get.refill_return_order', id: returned.id }, manager)).status).toBe(404);
  });

  it("lists bulk refills whose plans all come from linked warehouses", async () => {
    const db = api.services.db;
    const members = await db.select({ bulk: bulkRefillMachines.bulk_refill_id, warehouse: refillPlans.warehouse_id }).from(bulkRefillMachines)
      .innerJoin(refillPlans, eq(refillPlans.id, bulkRefillMachines.refill_plan_id));
    const reachable = (id: number) => members.filter((m) => m.bulk === id).every((m) => m.warehouse !== null && linked.includes(m.warehouse));
    const bulkIds = [...new Set(members.map((m) => m.bulk))];
    expect(bulkIds.some((id) => !reachable(id))).toBe(true);
    const mine = await api.post(REFILLS, { action: 'list.bulk_refills', limit: 100 }, manager);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((mine.body.data as { id: number }[]).map((b) => b.id).sort()).toEqual(bulkIds.filter(reachable).sort());
  });

  it('lists warehouse orders and kits with an end at a linked warehouse only', async () => {
    const db = api.services.db;
    const ends = await db.select({ id: warehouseOrders.id, type: warehouseOrders.order_type, from: warehouseOrders.source_warehouse_id, to: warehouseOrders.destination_warehouse_id })
      .from(warehouseOrders).where(or(eq(warehouseOrders.source_warehouse_id, unlinked), eq(warehouseOrders.destination_warehouse_id, unlinked)));
    const isLinked = (w: number | null) => w !== null && linked.includes(w);
    const away = ends.filter((o) => !isLinked(o.from) && !isLinked(o.to));
    expect(away.length).toBeGreaterThan(0);
    const r = await api.post('warehouse-management', { action: 'list.warehouse_orders', limit: 500, warehouse_id: [unlinked] }, manager);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const listed = new Set((r.body.data as { id: number }[]).map((o) => o.id));
    for (const o of away) expect(listed.has(o.id), `order ${o.id}`).toBe(false);
    const kit = away.find((o) => o.type === 'kit' || o.type === 'package');
    if (kit) expect((await api.post('warehouse-management', { action: 'get.kit_transfer', id: kit.id }, manager)).status).toBe(404);
  });

  it('lists the cash collections brought to linked warehouses only', async () => {
    const db = api.services.db;
    const [{ n: expected }] = await db.select({ n: count() }).from(cashCollections).where(inArray(cashCollections.warehouse_id, linked)) as [{ n: number }];
    const r = await api.post(REFILLS, { action: 'list.cash_in_hand_orders', limit: 100 }, manager);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.total).toBe(expected);
  });
});
