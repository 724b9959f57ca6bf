/**
 * Store managers through the API (issue 41): list with filters, add with images and a login
 * code shown once (stored hashed), edit, regenerate the code; permissions per role, scope
 * (franchise staff and the store manager's own store), audit, bad input refused with nothing
 * changed, an image of 2 MB or more refused, images served only to those who may view store managers.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants.ts';
import { createApp } from '../../server/app.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { auditLog, storeManagerProfiles, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'user-management';
const PNG = readFileSync(new URL('../fixtures/product-40x30.png', import.meta.url));
let api: TestApi;
let app: ReturnType<typeof createApp>;
let admin: string;
let franchiseAdmin: string;
let storeManager: string;
let warehouseManager: string;
let outsider: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  admin = await api.login('admin@demo.local');
  franchiseAdmin = await api.login('franchise@demo.local');
  storeManager = await api.login('store@demo.local');
  warehouseManager = await api.login('warehouse@demo.local');
  await addOutsiders(api.services.db);
  outsider = await api.login(OTHER_COMPANY_ADMIN);
});
afterAll(() => api.close());

async function upload(bytes: Buffer, token = admin) {
  const url = await api.post('issue-reporter', { action: 'create.upload_url', purpose: 'store-manager', content_type: 'image/png', size: bytes.length }, token);
  expect(url.status).toBe(201);
  const put = await app.request(url.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(204);
  return url.body.data.key as string;
}
const stores = async () => (await api.post('franchise-management', { action: 'list.stores', limit: 50 }, admin)).body.data as { id: number; name: string; franchise: { id: number } | null }[];
const userCount = async () => (await api.services.db.select({ id: users.id }).from(users)).length;
const auditsOf = async (id: number) => (await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id))).map((r) => r.action);

describe('store managers', () => {
  it('adds a store manager with images and a login code shown once and stored hashed; edits and regenerates the code', async () => {
    const [store, other] = await stores();
    const photo = await upload(PNG);
    const before = await userCount();
    const request = { action: 'create.store_manager', first_name: 'Lakshmi', last_name: 'Rao', mobile_number: '9876501234', store_id: store!.id, is_active: true, photo_key: photo };

    // Bad input changes nothing.
    expect((await post({ ...request, store_id: 999_999 })).body.errors).toEqual([{ path: 'store_id', message: 'Please select a store' }]);
    expect((await post({ ...request, mobile_number: '12' })).status).toBe(400);
    expect((await post({ ...request, first_name: '' })).status).toBe(400);
    expect((await post({ ...request, photo_key: 'store-manager/not-mine.png' })).status).toBe(400);
    // An image of 2 MB is refused as it is picked, "under 2 MB" (domain.md §5), before any upload.
    const big = await api.post('issue-reporter', { action: 'create.upload_url', purpose: 'store-manager', content_type: 'image/png', size: MAX_IMAGE_BYTES }, admin);
    expect(big.body.errors).toEqual([{ path: 'size', message: 'Size must not be greater than 2 MB' }]);
    expect(await userCount()).toBe(before);
    // Permissions: a warehouse manager and a store manager may not add one; an outsider names no store of theirs.
    expect((await post(request, warehouseManager)).status).toBe(403);
    expect((await post(request, storeManager)).status).toBe(403);
    expect((await post(request, outsider)).status).toBe(400);

    const created = await post(request);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sm = created.body.data;
    expect(sm).toMatchObject({ name: 'Lakshmi Rao', mobile_number: '9876501234', store: { id: store!.id }, is_active: true, has_photo: true, has_aadhaar_front: false });
    expect(sm.login_code).toMatch(/^\d{6}$/);
    const [profile] = await api.services.db.select().from(storeManagerProfiles).where(eq(storeManagerProfiles.user_id, sm.id));
    expect(profile!.login_code_hash).not.toContain(sm.login_code);
    expect(await verifyPassword(sm.login_code, profile!.login_code_hash!)).toBe(true);
    // Shown once: a read never carries it.
    const got = await post({ action: 'get.store_manager', id: sm.id });
    expect(got.body.data.login_code).toBeUndefined();
    expect(JSON.stringify(await auditsOf(sm.id))).toBe(JSON.stringify(['create.store_manager']));
    const auditRow = JSON.stringify((await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, sm.id))).orderBy(asc(auditLog.id)))[0]);
    expect(auditRow).not.toContain(sm.login_code);

    // The image: through the API for those who may view store managers, never at /objects.
    const image = await post({ action: 'get.store_manager_image', id: sm.id, image: 'photo' });
    expect(image.body.data.data_url).toMatch(/^data:image\/png;base64,/);
    expect((await post({ action: 'get.store_manager_image', id: sm.id, image: 'photo' }, warehouseManager)).status).toBe(403);
    expect((await post({ action: 'get.store_manager_image', id: sm.id, image: 'photo' }, outsider)).status).toBe(404);
    expect((await app.request(`/objects/${photo}`)).status).toBe(404);

    // Edit: other store, inactive, photo removed.
    const stale = { action: 'update.store_manager', id: sm.id, version: sm.version, first_name: 'Lakshmi', last_name: 'Rao', mobile_number: '9876501235', store_id: other!.id, is_active: false, photo_key: null };
    expect((await post({ ...stale, version: sm.version + 1 })).status).toBe(409);
    const updated = await post(stale);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ mobile_number: '9876501235', store: { id: other!.id }, is_active: false, has_photo: false });
    expect(updated.body.data.login_code).toBeUndefined();

    const regenerated = await post({ action: 'regenerate.store_manager_code', id: sm.id, version: updated.body.data.version });
    expect(regenerated.body.data.login_code).toMatch(/^\d{6}$/);
    const [after] = await api.services.db.select().from(storeManagerProfiles).where(eq(storeManagerProfiles.user_id, sm.id));
    expect(await verifyPassword(regenerated.body.data.login_code, after!.login_code_hash!)).toBe(true);
    expect(after!.login_code_hash).not.toBe(profile!.login_code_hash);
    expect(await auditsOf(sm.id)).toEqual(['create.store_manager', 'update.store_manager', 'regenerate.store_manager_code']);
  });

  it('lists store managers with filters and search; a franchise admin sees their franchise\'s; roles without the view permission are refused', async () => {
    const all = await post({ action: 'list.store_managers', limit: 50 });
    expect(all.status).toBe(200);
    expect((all.body.data as { name: string }[]).some((s) => s.name === 'Arjun Nair')).toBe(true);
    const active = await post({ action: 'list.store_managers', is_active: false, limit: 50 });
    expect((active.body.data as { is_active: boolean }[]).every((s) => !s.is_active)).toBe(true);
    const found = await post({ action: 'list.store_managers', search: 'Arjun', limit: 50 });
    expect((found.body.data as { name: string }[]).map((s) => s.name)).toContain('Arjun Nair');
    const first = (all.body.data as { store: { id: number } | null }[])[0]!.store!.id;
    const inStore = await post({ action: 'list.store_managers', store_ids: [first], limit: 50 });
    expect((inStore.body.data as { store: { id: number } }[]).every((s) => s.store.id === first)).toBe(true);
    // Only store managers: no other role's users.
    expect((all.body.data as { name: string }[]).some((s) => s.name.startsWith('Aishwaryalakshmi'))).toBe(false);
    expect((await post({ action: 'list.store_managers', limit: 50 }, franchiseAdmin)).status).toBe(200);
    expect((await post({ action: 'list.store_managers', limit: 50 }, warehouseManager)).status).toBe(403);
    expect((await post({ action: 'list.store_managers', limit: 50 }, outsider)).body.data.length).toBe(0);
  });

  it('a store manager sees their own store\'s orders and returns and its inventory, nothing of other stores', async () => {
    const me = (await api.post('user-management', { action: 'list.store_managers', search: 'Arjun', limit: 1 }, admin)).body.data[0];
    const mine = me.store.id;
    const orders = await api.post('warehouse-management', { action: 'list.warehouse_orders', limit: 200 }, storeManager);
    expect(orders.status).toBe(200);
    const rows = orders.body.data as { source_type: string; destination_type: string; source: { id: number }; destination: { id: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const o of rows) expect((o.source_type === 'store' && o.source.id === mine) || (o.destination_type === 'store' && o.destination.id === mine), JSON.stringify(o)).toBe(true);
    const adminOrders = (await api.post('warehouse-management', { action: 'list.warehouse_orders', kind: ['store_return'], limit: 200 }, admin)).body.data as { id: number; source: { id: number } }[];
    const elsewhere = adminOrders.find((o) => o.source.id !== mine);
    if (elsewhere) expect((await api.post('warehouse-management', { action: 'get.store_return', id: elsewhere.id }, storeManager)).status).toBe(404);
    const storesSeen = (await api.post('franchise-management', { action: 'list.stores', limit: 50 }, storeManager)).body.data as { id: number }[];
    expect(storesSeen.map((s) => s.id)).toEqual([mine]);
  });
});
