/**
 * delete.warehouse (console.md §7): an empty warehouse goes (audited, out of every list and
 * lookup); one that still holds stock or serves machines is refused with what is left, unchanged;
 * and only holders of PERM_DELETE_WAREHOUSE may ask.
 */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_MESSAGES } from '../../contract/actions/warehouses.ts';
import { ORDER_STATUS_CLOSED, REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { auditLog, refillPlans, vendingMachines, warehouseOrders } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const WM = 'warehouse-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const post = (action: string, fields: Record<string, unknown>, token = admin) => api.post(WM, { action, ...fields }, token);

let n = 0;
async function newWarehouse() {
  n++;
  const zones = await api.post('zone-management', { action: 'list.zones', limit: 1 }, admin);
  const r = await post('create.warehouse', {
    name: `Spare Depot ${n}`, address_line_1: 'Plot 9', address_line_2: '', country: 'India', state: 'Delhi', city: 'Delhi', pincode: '110020',
    latitude: null, longitude: null, location_tracking: false, is_visible: true, po_approval_required: false, zone_id: zones.body.data[0].id,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number; version: number; name: string };
}

describe('delete.warehouse', () => {
  it('deletes an empty warehouse, audits it, and it is gone from lists and lookups', async () => {
    const w = await newWarehouse();
    const r = await post('delete.warehouse', { id: w.id, version: w.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [entry] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'delete.warehouse'), eq(auditLog.entity_id, w.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ entity: 'warehouse' });
    expect((entry!.before as { name: string }).name).toBe(w.name);
    expect((await post('get.warehouse', { id: w.id })).status).toBe(404);
    const listed = await post('list.warehouses', { search: w.name });
    expect(listed.body.total).toBe(0);
    expect((await post('delete.warehouse', { id: w.id, version: w.version })).status).toBe(404);
  });

  it('refuses a warehouse that holds stock, saying so, and changes nothing', async () => {
    const listed = await post('list.warehouses', { search: 'Bengaluru Central' });
    const w = listed.body.data[0];
    expect(w.stock).toBeGreaterThan(0);
    const before = await post('get.warehouse', { id: w.id });
    const r = await post('delete.warehouse', { id: w.id, version: before.body.data.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^This warehouse cannot be deleted while it has \d+ units in stock or in transit/);
    const after = await post('get.warehouse', { id: w.id });
    expect(after.body.data.version).toBe(before.body.data.version);
  });

  it('refuses a warehouse that machines are assigned to', async () => {
    const w = await newWarehouse();
    const [machine] = await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines).limit(1);
    await api.services.db.update(vendingMachines).set({ warehouse_id: w.id }).where(eq(vendingMachines.id, machine!.id));
    const r = await post('delete.warehouse', { id: w.id, version: w.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(WAREHOUSE_MESSAGES.inUse(['1 machine assigned']));
  });

  it('refuses a warehouse that an open order and an open refill plan still draw on, naming both', async () => {
    const w = await newWarehouse();
    const { db } = api.services;
    const [order] = await db.select({ id: warehouseOrders.id }).from(warehouseOrders).where(notInArray(warehouseOrders.status, [...ORDER_STATUS_CLOSED])).limit(1);
    const [plan] = await db.select({ id: refillPlans.id }).from(refillPlans).where(inArray(refillPlans.status, [REFILL_PLAN_STATUS.created])).limit(1);
    await db.update(warehouseOrders).set({ source_warehouse_id: w.id }).where(eq(warehouseOrders.id, order!.id));
    await db.update(refillPlans).set({ warehouse_id: w.id }).where(eq(refillPlans.id, plan!.id));
    const r = await post('delete.warehouse', { id: w.id, version: w.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(WAREHOUSE_MESSAGES.inUse(['1 open order', '1 open refill plan']));
    expect((await post('get.warehouse', { id: w.id })).status).toBe(200);
  });

  it('is refused (403) to a role without PERM_DELETE_WAREHOUSE, and a stale version is a 409', async () => {
    const w = await newWarehouse();
    const without = DEMO_USERS.find((u) => DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_WAREHOUSE') && !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_DELETE_WAREHOUSE'))!;
    const refused = await post('delete.warehouse', { id: w.id, version: w.version }, await api.login(without.email));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('PERM_DELETE_WAREHOUSE');
    expect((await post('delete.warehouse', { id: w.id, version: w.version + 1 })).status).toBe(409);
    expect((await post('get.warehouse', { id: w.id })).status).toBe(200);
  });
});
