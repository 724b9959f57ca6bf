/**
 * Stores (issue 37): list, view, add, edit and delete through the API, with the permissions of
 * routes.tsv, stores only under INDEPENDENT franchises (domain.md §9), the franchise and
 * store-manager scopes, stale versions refused, bad input named field by field (nothing
 * changes), deletes refused while the store is in use, and one audit row per change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '../../contract/actions/stores.ts';
import { auditLog, franchises, stores, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, OTHER_FRANCHISE_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'franchise-management';
const VALID = {
  name: 'Lajpat Nagar Store',
  address_line_1: 'Shop 3, Central Market',
  address_line_2: 'Lajpat Nagar II',
  country: 'India',
  state: 'Delhi',
  city: 'New Delhi',
  pincode: '110024',
  latitude: 28.5677,
  longitude: 77.2433,
  is_active: true,
};

let api: TestApi;
let admin: string;
let independentId: number;
let dependentId: number;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  const rows = await api.services.db.select().from(franchises);
  independentId = rows.find((f) => f.name === 'North Star Franchise')!.id;
  dependentId = rows.find((f) => f.name === 'Southern Partners')!.id;
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}, token = admin) {
  const r = await post({ action: 'create.store', franchise_id: independentId, ...VALID, ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'store'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
const total = async () => (await post({ action: 'list.stores', limit: 1 })).body.total as number;

describe('stores', () => {
  it('lists the demo stores with their franchise and address, filtered and searched on the server, naming the franchises', async () => {
    const r = await post({ action: 'list.stores', limit: 50 });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(4);
    expect(r.body.data[0]).toMatchObject({ franchise: { id: independentId, type: 'INDEPENDENT' }, country: 'India' });
    expect(r.body.data.every((s: { latitude: number | null }) => typeof s.latitude === 'number')).toBe(true);
    expect(r.body.franchises.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([independentId, dependentId]));
    const inactive = await post({ action: 'list.stores', is_active: false });
    expect(inactive.body.data.map((s: { name: string }) => s.name)).toEqual(['Gurugram Cyber Hub Store']);
    expect((await post({ action: 'list.stores', franchise_ids: [dependentId] })).body.total).toBe(0);
    expect((await post({ action: 'list.stores', city: ['Noida'] })).body.data.map((s: { name: string }) => s.name)).toEqual(['Noida Sector 18 Store']);
    expect((await post({ action: 'list.stores', search: '110005' })).body.data.map((s: { name: string }) => s.name)).toEqual(['Karol Bagh Store']);
  });

  it('adds one under an independent franchise, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, franchise: { id: independentId, name: 'North Star Franchise' }, version: 0, managers: [], machines: [] });
    expect((await post({ action: 'get.store', id: created.id })).body.data).toEqual(created);
    const { franchise: _f, id: _i, version: _v, created_at: _c, updated_at: _u, managers: _m, machines: _ma, ...fields } = created;
    const edited = await post({ action: 'update.store', id: created.id, version: 0, ...fields, name: 'Edited', latitude: null, longitude: null, is_active: false });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', latitude: null, longitude: null, is_active: false, version: 1 });
    const stale = await post({ action: 'update.store', id: created.id, version: 0, ...fields });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.store', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.store', id: created.id })).status).toBe(404);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.store', 'update.store', 'delete.store']);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = await total();
    const r = await post({ action: 'create.store', franchise_id: independentId, ...VALID, name: '', pincode: '12', latitude: 123 });
    expect(r.status).toBe(400);
    const paths = (r.body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'pincode', 'latitude']));
    const half = await post({ action: 'create.store', franchise_id: independentId, ...VALID, longitude: null });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual([{ path: 'longitude', message: STORE_MESSAGES.bothCoordinates }]);
    expect((await post({ action: 'create.store', ...VALID, unknown_field: 1 })).status).toBe(400);
    expect((await post({ action: 'create.store', ...VALID, franchise_id: 3_000_000_000 })).status).toBe(400);
    expect((await post({ action: 'list.stores', franchise_ids: [3_000_000_000] })).status).toBe(400);
    expect((await post({ action: 'get.store', id: 3_000_000_000 })).status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('refuses a store under a dependent, unknown or other company\'s franchise, with the message of the contract', async () => {
    const before = await total();
    const dependent = await post({ action: 'create.store', franchise_id: dependentId, ...VALID });
    expect(dependent.status).toBe(400);
    expect(dependent.body.errors).toEqual([{ path: 'franchise_id', message: STORE_MESSAGES.dependentFranchise }]);
    const unknown = await post({ action: 'create.store', franchise_id: 999_999, ...VALID });
    expect(unknown.body.errors).toEqual([{ path: 'franchise_id', message: STORE_MESSAGES.unknownFranchise }]);
    const other = await api.login(OTHER_COMPANY_ADMIN);
    const foreign = await post({ action: 'create.store', franchise_id: independentId, ...VALID }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ path: 'franchise_id', message: STORE_MESSAGES.unknownFranchise }]);
    expect(await total()).toBe(before);
  });

  it('a franchise admin manages only their franchise\'s stores: another franchise\'s admin neither sees nor changes them', async () => {
    const own = await api.login('franchise@demo.local');
    const store = await create({ name: 'Franchise Made Store' }, own);
    expect(store.franchise.id).toBe(independentId);

    const otherAdmin = await api.login(OTHER_FRANCHISE_ADMIN);
    const listed = await post({ action: 'list.stores', limit: 100 }, otherAdmin);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(0);
    expect(listed.body.franchises.map((f: { id: number }) => f.id)).toEqual([dependentId]);
    expect((await post({ action: 'get.store', id: store.id }, otherAdmin)).status).toBe(404);
    const { franchise: _f, id, version, created_at: _c, updated_at: _u, managers: _m, machines: _ma, ...fields } = store;
    expect((await post({ action: 'update.store', id, version, ...fields, name: 'Taken' }, otherAdmin)).status).toBe(404);
    expect((await post({ action: 'delete.store', id, version }, otherAdmin)).status).toBe(404);
    const refused = await post({ action: 'create.store', franchise_id: independentId, ...VALID }, otherAdmin);
    expect(refused.body.errors).toEqual([{ path: 'franchise_id', message: STORE_MESSAGES.unknownFranchise }]);
    expect((await post({ action: 'get.store', id })).body.data).toMatchObject({ name: 'Franchise Made Store', version: 0 });
  });

  it('a store manager sees only their own store, with its managers, and changes none', async () => {
    const token = await api.login('store@demo.local');
    const [manager] = await api.services.db.select().from(users).where(eq(users.email, 'store@demo.local'));
    const listed = await post({ action: 'list.stores', limit: 100 }, token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((s: { id: number }) => s.id)).toEqual([manager!.store_id]);
    const own = await post({ action: 'get.store', id: manager!.store_id }, token);
    expect(own.body.data.managers.map((m: { email: string }) => m.email)).toContain('store@demo.local');
    const [other] = await api.services.db.select().from(stores).where(eq(stores.name, 'Karol Bagh Store'));
    expect((await post({ action: 'get.store', id: other!.id }, token)).status).toBe(404);
    expect((await post({ action: 'create.store', franchise_id: independentId, ...VALID }, token)).status).toBe(403);
    expect((await post({ action: 'delete.store', id: manager!.store_id, version: 0 }, token)).status).toBe(403);
  });

  it('refuses to delete a store that holds stock or has store managers, and keeps it', async () => {
    const [manager] = await api.services.db.select().from(users).where(eq(users.email, 'store@demo.local'));
    const stocked = (await post({ action: 'get.store', id: manager!.store_id })).body.data;
    const r = await post({ action: 'delete.store', id: stocked.id, version: stocked.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(STORE_MESSAGES.stillHasStock);
    expect((await post({ action: 'get.store', id: stocked.id })).body.data.version).toBe(stocked.version);

    const fresh = await create({ name: 'Managed Store' });
    await api.services.db.update(users).set({ store_id: fresh.id }).where(eq(users.email, 'location@demo.local'));
    const managed = await post({ action: 'delete.store', id: fresh.id, version: fresh.version });
    expect(managed.status).toBe(409);
    expect(managed.body.message).toBe(STORE_MESSAGES.stillHasManagers);
    expect((await post({ action: 'get.store', id: fresh.id })).body.data.managers.map((m: { email: string }) => m.email)).toEqual(['location@demo.local']);
  });

  it('is refused to roles without the permission', async () => {
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.stores' }, technician)).status).toBe(403);
    const warehouse = await api.login('warehouse@demo.local');
    expect((await post({ action: 'list.stores' }, warehouse)).status).toBe(200);
    expect((await post({ action: 'create.store', franchise_id: independentId, ...VALID }, warehouse)).status).toBe(403);
    expect((await post({ action: 'update.store', id: 1, version: 0, ...VALID }, warehouse)).status).toBe(403);
  });
});
