/** Role management actions: list/sort/search/filter, who may manage roles, create/update/delete rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const area = 'user-management';
const post = (who: string, action: string, fields: Record<string, unknown> = {}) => api.post(area, { action, ...fields }, tokens[who]);

beforeAll(async () => {
  api = await startApi();
  for (const who of ['admin', 'partner', 'franchise', 'retailer']) tokens[who] = await api.login(`${who}@demo.local`);
});
afterAll(() => api.close());

let n = 0;
async function createRole(fields: Record<string, unknown> = {}) {
  n++;
  const r = await post('admin', 'create.role', { name: `Custom Role ${n}`, role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_OPERATOR'], ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

describe('list.roles', () => {
  it('lists the nine default roles sorted by name, with their holders counted', async () => {
    const r = await post('admin', 'list.roles', { limit: 100, is_default: true });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(9);
    const names = r.body.data.map((x: { name: string }) => x.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const admin = r.body.data.find((x: { role_code: string }) => x.role_code === 'ROLE_COMPANY_ADMIN');
    expect(admin).toMatchObject({ name: 'Company Admin', is_default: true, users: 1 });
    expect(admin.permissions).toContain('PERM_VIEW_PASSWORD');
  });

  it('pages, sorts by code descending and refuses unknown sort keys', async () => {
    const page = await post('admin', 'list.roles', { limit: 3, offset: 3, sortBy: 'role_code', sortDir: 'DESC', is_default: true });
    const all = await post('admin', 'list.roles', { limit: 100, sortBy: 'role_code', sortDir: 'DESC', is_default: true });
    expect(page.body.data.map((x: { id: number }) => x.id)).toEqual(all.body.data.slice(3, 6).map((x: { id: number }) => x.id));
    const bad = await post('admin', 'list.roles', { sortBy: 'permissions' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('sortBy');
  });

  it('searches name and code, and filters by code', async () => {
    const r = await post('admin', 'list.roles', { search: 'franchise' });
    expect(r.body.data.map((x: { role_code: string }) => x.role_code).sort()).toEqual(['ROLE_FRANCHISE_ADMIN', 'ROLE_FRANCHISE_LOCATION_PARTNER']);
    const codes = await post('admin', 'list.roles', { role_codes: ['ROLE_TECHNICIAN'] });
    expect(codes.body.data.every((x: { role_code: string }) => x.role_code === 'ROLE_TECHNICIAN')).toBe(true);
  });

  it('is for holders of the company-admin permissions: the partner reads, franchise admins may not', async () => {
    expect((await post('partner', 'list.roles')).status).toBe(200);
    expect((await post('partner', 'create.role', { name: 'X', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] })).status).toBe(403);
    const r = await post('franchise', 'list.roles');
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_VIEW_COMPANY_ADMIN');
  });
});

describe('create.role', () => {
  it('keeps each permission once, in catalogue order', async () => {
    const role = await createRole({ permissions: ['PERM_VIEW_ZONE', 'PERM_VIEW_PRODUCT_CATALOG', 'PERM_VIEW_ZONE'] });
    expect(role).toMatchObject({ is_default: false, users: 0, version: 0, permissions: ['PERM_VIEW_PRODUCT_CATALOG', 'PERM_VIEW_ZONE'] });
    expect((await post('admin', 'get.role', { id: role.id })).body.data.name).toBe(role.name);
  });

  it('refuses a taken name, the company admin code, unknown permissions and an empty list', async () => {
    const taken = await post('admin', 'create.role', { name: 'company admin', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] });
    expect(taken.body.errors).toEqual([{ path: 'name', message: 'A role with this name already exists.' }]);
    const admin = await post('admin', 'create.role', { name: 'Boss', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_ZONE'] });
    expect(admin.status).toBe(400);
    expect(admin.body.errors[0].path).toBe('role_code');
    const unknown = await post('admin', 'create.role', { name: 'Odd', role_code: 'ROLE_OPERATOR', permissions: ['PERM_FLY'] });
    expect(unknown.body.errors[0].path).toBe('permissions.0');
    const none = await post('admin', 'create.role', { name: 'Empty', role_code: 'ROLE_OPERATOR', permissions: [] });
    expect(none.body.errors).toEqual([{ path: 'permissions', message: 'Value required' }]);
    const name = await post('admin', 'create.role', { name: '', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] });
    expect(name.body.errors).toEqual([{ path: 'name', message: 'Value required' }]);
  });
});

describe('update.role and delete.role', () => {
  it("changes a custom role, and its users' access follows at once", async () => {
    const role = await createRole({ permissions: ['PERM_VIEW_OPERATOR'] });
    const user = await post('admin', 'create.user', { first_name: 'Ravi', email: 'ravi@demo.local', role_id: role.id, password: 'Ravi@2026' });
    expect(user.status).toBe(201);
    const token = await api.login('ravi@demo.local', 'Ravi@2026');
    expect((await api.post(area, { action: 'list.users' }, token)).status).toBe(200);
    const r = await post('admin', 'update.role', { id: role.id, version: 0, name: role.name, role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] });
    expect(r.body.data).toMatchObject({ version: 1, permissions: ['PERM_VIEW_ZONE'], users: 1 });
    expect((await api.post(area, { action: 'list.users' }, token)).status).toBe(403);
    const stale = await post('admin', 'update.role', { id: role.id, version: 0, name: 'Other', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] });
    expect(stale.status).toBe(409);
    const held = await post('admin', 'delete.role', { id: role.id, version: 1 });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('This role is held by 1 user. Give that user another role first.');
  });

  it('refuses to change or delete default roles', async () => {
    const operator = (await post('admin', 'list.roles', { role_codes: ['ROLE_OPERATOR'], is_default: true })).body.data[0];
    const update = await post('admin', 'update.role', { id: operator.id, version: operator.version, name: 'Ops', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_ZONE'] });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe('Default roles cannot be changed or deleted.');
    expect((await post('admin', 'delete.role', { id: operator.id, version: operator.version })).status).toBe(409);
  });

  it('deletes an unused custom role', async () => {
    const role = await createRole();
    expect((await post('admin', 'delete.role', { id: role.id, version: 3 })).status).toBe(409);
    expect((await post('admin', 'delete.role', { id: role.id, version: 0 })).status).toBe(200);
    expect((await post('admin', 'get.role', { id: role.id })).status).toBe(404);
    // its name is free again
    await createRole({ name: role.name });
  });
});

describe('list.role_names', () => {
  it("names only the roles whose users the caller may see", async () => {
    const r = await post('retailer', 'list.role_names');
    expect(new Set(r.body.data.map((x: { role_code: string }) => x.role_code))).toEqual(new Set(['ROLE_OPERATOR', 'ROLE_TECHNICIAN']));
  });

  it("never offers Company Admin, the /users role filter's options (console.md §6: role selection lists exclude it)", async () => {
    const r = await post('admin', 'list.role_names');
    const codes = r.body.data.map((x: { role_code: string }) => x.role_code);
    expect(codes).not.toContain('ROLE_COMPANY_ADMIN');
    expect(codes).toContain('ROLE_COMPANY_PARTNER');
    expect(r.body.data.map((x: { name: string }) => x.name)).not.toContain('Company Admin');
  });
});
