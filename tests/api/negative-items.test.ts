/**
 * Negative items and external sales through the API: negative item CRUD with versions and audit,
 * the dates refused backwards, their link screens with the texts of domain.md §8, the blocking
 * rule (pure, and in the device simulator's sale path), platforms with their linked machines and
 * restricted products, third-party sales with their filters, and 403 without PERM_CUSTOMER_PLATFORM.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SIDES, linkedMessage } from '../../contract/links.ts';
import { auditLog, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { DEMO_NEGATIVE_ITEMS, DEMO_PLATFORMS } from '../../server/seed/demo-negative-items.ts';
import { createRandom } from '../../server/seed/random.ts';
import type { SimDeps } from '../../server/sim/common.ts';
import { simulateVend } from '../../server/sim/fleet.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'campaign-management';
const DAY = 86_400_000;
const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_CUSTOMER_PLATFORM'))!;

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const dates = (from: number, to: number) => ({ start_date: new Date(Date.now() + from * DAY).toISOString(), end_date: new Date(Date.now() + to * DAY).toISOString() });
const VALID = { name: 'Test block', source: 'Internal', status: 1, ...dates(-1, 10) };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.negative_item', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

describe('negative items', () => {
  it('lists the demo items with where each stands now, filtered by state', async () => {
    const r = await post({ action: 'list.negative_items', limit: 50 });
    expect(r.status).toBe(200);
    const byName = new Map(r.body.data.map((i: { name: string; state: string }) => [i.name, i.state]));
    expect(byName.get(DEMO_NEGATIVE_ITEMS[0].name)).toBe('Active');
    expect(byName.get(DEMO_NEGATIVE_ITEMS[1].name)).toBe('Upcoming');
    expect(byName.get(DEMO_NEGATIVE_ITEMS[2].name)).toBe('Ended');
    expect(byName.get(DEMO_NEGATIVE_ITEMS[3].name)).toBe('Inactive');
    const upcoming = await post({ action: 'list.negative_items', state: ['Upcoming'] });
    expect(upcoming.body.data.map((i: { state: string }) => i.state)).toEqual(upcoming.body.data.map(() => 'Upcoming'));
    expect(upcoming.body.total).toBeGreaterThanOrEqual(1);
  });

  it('adds one, edits it with the version read, refuses a stale version and an end before the start, and deletes it; each change audited', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Test block', state: 'Active', products: 0, machines: 0, version: 0 });
    const backwards = await post({ action: 'update.negative_item', id: created.id, version: 0, ...VALID, ...dates(5, 2) });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('End date should be after start date.');
    const edited = await post({ action: 'update.negative_item', id: created.id, version: 0, ...VALID, status: 0 });
    expect(edited.body.data).toMatchObject({ state: 'Inactive', version: 1 });
    expect((await post({ action: 'update.negative_item', id: created.id, version: 0, ...VALID })).status).toBe(409);
    expect((await post({ action: 'delete.negative_item', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.negative_item', id: created.id })).status).toBe(404);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'negative_item'), eq(auditLog.entity_id, created.id))).orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create.negative_item', 'update.negative_item', 'delete.negative_item']);
  });

  it('links products and machines with the link kit; the texts are "Negative Item Linked Successfully" and its edit text', async () => {
    expect(linkedMessage(LINK_SIDES.negative_item_products.noun)).toBe('Negative Item Linked Successfully');
    expect(linkedMessage(LINK_SIDES.negative_item_machines.noun, true)).toBe('Edit Negative Item Linked Successfully');
    const item = await create({ name: 'Linked block' });
    const candidates = await post({ action: 'list.negative_item_products_links', id: item.id, linked: false, limit: 2 });
    const productIds = candidates.body.data.map((p: { id: number }) => p.id);
    const linked = await post({ action: 'link.negative_item_products', id: item.id, add: productIds });
    expect(linked.body.data).toMatchObject({ added: 2 });
    const machines = await post({ action: 'list.negative_item_machines_links', id: item.id, linked: false, limit: 1 });
    await post({ action: 'link.negative_item_machines', id: item.id, add: [machines.body.data[0].id] });
    expect((await post({ action: 'get.negative_item', id: item.id })).body.data).toMatchObject({ products: 2, machines: 1 });
    await post({ action: 'link.negative_item_products', id: item.id, remove: [productIds[0]] });
    const now = await post({ action: 'list.negative_item_products_links', id: item.id, linked: true });
    expect(now.body.data.map((p: { id: number }) => p.id)).toEqual([productIds[1]]);
  });

  it('refuses every negative item and external sales action without PERM_CUSTOMER_PLATFORM (403)', async () => {
    const token = await api.login(outsider.email);
    for (const body of [
      { action: 'list.negative_items' }, { action: 'create.negative_item', ...VALID }, { action: 'list.platforms' },
      { action: 'list.third_party_sales' }, { action: 'list.negative_item_products_links', id: 1 }, { action: 'link.platform_machines', id: 1, add: [] },
    ]) expect((await post(body, token)).status, body.action).toBe(403);
  });
});

describe('what an active negative item blocks', () => {
  it('the simulator never sells a blocked product on the mobile channels, and the device app still does', async () => {
    const db = api.services.db;
    const at = api.clock.now();
    const deps: SimDeps = { ...api.services, now: () => at };
    const [machine] = await db.select().from(vendingMachines)
      .where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at))).orderBy(vendingMachines.id).offset(2).limit(1);
    await db.update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine!.id));
    const [slot] = await db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine!.id), gt(vmSlots.product_id, 0))).orderBy(vmSlots.id).limit(1);
    await db.update(vmSlots).set({ quantity: 20, motor_activated: true, expires_on: null, item_layout_max: 20 }).where(eq(vmSlots.id, slot!.id));
    const item = await create({ name: 'Only coil blocked' });
    await post({ action: 'link.negative_item_products', id: item.id, add: [slot!.product_id] });
    await post({ action: 'link.negative_item_machines', id: item.id, add: [machine!.id] });
    expect(await simulateVend(deps, createRandom(1), machine!.id, 1)).toBeNull();
    expect(await simulateVend(deps, createRandom(2), machine!.id, 2)).toBeNull();
    const device = await simulateVend(deps, createRandom(3), machine!.id, 3);
    expect(device).not.toBeNull();
    await post({ action: 'update.negative_item', id: item.id, version: item.version, ...VALID, name: 'Only coil blocked', status: 0 });
    expect(await simulateVend(deps, createRandom(4), machine!.id, 1)).not.toBeNull();
  });
});

describe('external sales', () => {
  it('lists the demo platforms with their linked machines and restricted products, and adds machines in bulk', async () => {
    const r = await post({ action: 'list.platforms', limit: 20, sortBy: 'name', sortDir: 'ASC' });
    expect(r.body.data.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(DEMO_PLATFORMS.map((p) => p.name)));
    const partner = r.body.data.find((p: { name: string }) => p.name === DEMO_PLATFORMS[0].name);
    expect(partner).toMatchObject({ source_type: 'Retail-tech partner', restricted_products: 1 });
    expect(partner.machines).toBeGreaterThan(0);
    const created = await post({ action: 'create.platform', name: 'Snack Runner', source_type: 'Retail-tech partner' });
    expect(created.status).toBe(201);
    const all = await post({ action: 'link.platform_machines', id: created.body.data.id, all: true });
    expect(all.body.data.added).toBeGreaterThan(1);
    const restricted = await post({ action: 'list.platform_products_links', id: created.body.data.id, linked: false, limit: 1 });
    await post({ action: 'link.platform_products', id: created.body.data.id, add: [restricted.body.data[0].id] });
    expect((await post({ action: 'get.platform', id: created.body.data.id })).body.data).toMatchObject({ restricted_products: 1 });
    expect(linkedMessage(LINK_SIDES.platform_products.noun)).toBe('Restricted Product Linked Successfully');
  });

  it('lists third-party sales newest first, filtered by platform and status', async () => {
    const all = await post({ action: 'list.third_party_sales', limit: 50 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const platformId = all.body.data[0].platform_id;
    const one = await post({ action: 'list.third_party_sales', platform_id: [platformId] });
    expect(one.body.data.every((s: { platform_id: number }) => s.platform_id === platformId)).toBe(true);
    const cancelled = await post({ action: 'list.third_party_sales', status: [2] });
    expect(cancelled.body.data.length).toBeGreaterThanOrEqual(1);
    expect(cancelled.body.data.every((s: { status: number }) => s.status === 2)).toBe(true);
  });
});
