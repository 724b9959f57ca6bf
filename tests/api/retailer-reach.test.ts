/**
 * A retailer's staff reach their retailer's machines only (server/kit/scope.ts, `retailer`):
 * the machine lists, a machine's page, the palette's machine index and the refill plans all
 * narrow to the machines the retailer runs; another machine of the same company answers 404.
 * Company staff keep the whole company.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailers, roles, users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { DEMO_RETAILER } from '../../server/seed/demo-retailers.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let retailerAdmin: string;
let ownIds: number[];
let otherMachineId: number;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  retailerAdmin = await api.login('retailer@demo.local');
  const db = api.services.db;
  const [retailer] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.name, DEMO_RETAILER));
  const own = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(eq(vendingMachines.retailer_id, retailer!.id), isNull(vendingMachines.deleted_at)));
  ownIds = own.map((m) => m.id).sort((a, b) => a - b);
  const [other] = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(or(isNull(vendingMachines.retailer_id), ne(vendingMachines.retailer_id, retailer!.id)), isNull(vendingMachines.deleted_at))).limit(1);
  otherMachineId = other!.id;
});
afterAll(() => api.close());

describe("a retailer's reach over machines", () => {
  it('the demo retailer runs some machines, and the company has others', () => {
    expect(ownIds.length).toBeGreaterThan(0);
    expect(ownIds).not.toContain(otherMachineId);
  });

  it('lists only the retailer’s machines, where the company admin lists more', async () => {
    const mine = await api.post(AREA, { action: 'list.active_vending_machines', limit: 500 }, retailerAdmin);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(ownIds);
    expect(mine.body.total).toBe(ownIds.length);
    const all = await api.post(AREA, { action: 'list.active_vending_machines', limit: 1 }, admin);
    expect(all.body.total).toBeGreaterThan(ownIds.length);
  });

  it('opens its own machine and answers 404 for another machine of the company', async () => {
    expect((await api.post(AREA, { action: 'get.vending_machine', id: ownIds[0] }, retailerAdmin)).status).toBe(200);
    expect((await api.post(AREA, { action: 'get.vending_machine', id: otherMachineId }, retailerAdmin)).status).toBe(404);
    expect((await api.post(AREA, { action: 'get.vending_machine', id: otherMachineId }, admin)).status).toBe(200);
  });

  it("offers only the retailer's machines to the palette", async () => {
    const index = await api.post(AREA, { action: 'list.vending_machine_index' }, retailerAdmin);
    expect(index.status).toBe(200);
    expect((index.body.data as [number][]).map((row) => row[0]).sort((a, b) => a - b)).toEqual(ownIds);
  });

  it("lists refill plans of the retailer's machines only", async () => {
    const plans = await api.post('refill-management', { action: 'list.refills', limit: 100 }, retailerAdmin);
    expect(plans.status, JSON.stringify(plans.body)).toBe(200);
    for (const plan of plans.body.data as { VendingMachine: { id: number } }[]) expect(ownIds).toContain(plan.VendingMachine.id);
  });

  it("sums only the retailer's machines into the company inventory's machines column", async () => {
    const db = api.services.db;
    // The demo retailer admin holds no inventory permission; a company admin may grant it.
    const [me] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.email, 'retailer@demo.local'));
    await db.update(roles).set({ permissions: sql`array_append(${roles.permissions}, 'PERM_VIEW_INVENTORY')` }).where(eq(roles.id, me!.role_id));
    const token = await api.login('retailer@demo.local');
    const slots = await db.select({ product_id: vmSlots.product_id, units: sql<number>`sum(${vmSlots.quantity})::int` })
      .from(vmSlots).where(inArray(vmSlots.vending_machine_id, ownIds)).groupBy(vmSlots.product_id);
    const stocked = slots.filter((s) => s.product_id !== null && s.units > 0);
    expect(stocked.length).toBeGreaterThan(0);
    const r = await api.post('warehouse-management', { action: 'list.inventory', limit: 500, in_stock_only: true }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const machines = new Map((r.body.data as { product_id: number; machines: number }[]).map((row) => [row.product_id, row.machines]));
    for (const s of stocked) expect(machines.get(s.product_id!), `product ${s.product_id}`).toBe(s.units);
    const total = (r.body.data as { machines: number }[]).reduce((sum, row) => sum + row.machines, 0);
    expect(total).toBe(stocked.reduce((sum, s) => sum + s.units, 0));
  });
});
