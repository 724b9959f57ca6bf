/** User management actions: paging, sorting, search, filters, scoping, assignable roles, create/update/delete rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const area = 'user-management';
const as = (who: string) => tokens[who];
const post = (who: string, action: string, fields: Record<string, unknown> = {}) => api.post(area, { action, ...fields }, as(who));

beforeAll(async () => {
  api = await startApi();
  for (const who of ['admin', 'partner', 'franchise', 'retailer', 'operator', 'warehouse']) tokens[who] = await api.login(`${who}@demo.local`);
});
afterAll(() => api.close());

async function roleId(who: string, code: string) {
  const r = await post(who, 'list.assignable_roles');
  const role = r.body.data.find((x: { role_code: string }) => x.role_code === code);
  if (!role) throw new Error(`${code} not assignable by ${who}`);
  return role.id as number;
}

let created = 0;
async function createUser(who: string, code: string, extra: Record<string, unknown> = {}) {
  created++;
  const r = await post(who, 'create.user', {
    first_name: 'Test', last_name: `User ${created}`, email: `test${created}.${who}@demo.local`, role_id: await roleId(who, code), password: 'Start@2026', ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

async function findUser(email: string) {
  const r = await post('admin', 'list.users', { search: email, limit: 100 });
  return r.body.data.find((u: { email: string }) => u.email === email);
}

const emails = (r: { body: { data: { email: string }[] } }) => r.body.data.map((u) => u.email);

describe('list.users', () => {
  it("pages and counts the company's users", async () => {
    const first = await post('admin', 'list.users', { limit: 4, offset: 0, sortBy: 'email', sortDir: 'ASC' });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(4);
    const all = await post('admin', 'list.users', { limit: 100, sortBy: 'email', sortDir: 'ASC' });
    expect(first.body.total).toBe(all.body.total);
    expect(emails(all)).toEqual([...emails(all)].sort());
    const second = await post('admin', 'list.users', { limit: 4, offset: 4, sortBy: 'email', sortDir: 'ASC' });
    expect(emails(second)).toEqual(emails(all).slice(4, 8));
    expect(emails(all)).not.toContain('solo@demo.local'); // another company
  });

  it('sorts by role name descending and refuses an unknown sortBy with 400', async () => {
    const r = await post('admin', 'list.users', { sortBy: 'role', sortDir: 'DESC', limit: 100 });
    const names = r.body.data.map((u: { Role: { name: string } }) => u.Role.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
    const bad = await post('admin', 'list.users', { sortBy: 'password_hash' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('sortBy');
    expect((await post('admin', 'list.users', { sortDir: 'asc' })).status).toBe(400);
  });

  it('searches names, full names, emails and mobiles; filters by role and status', async () => {
    expect(emails(await post('admin', 'list.users', { search: 'iyer' }))).toEqual(['franchise@demo.local']);
    expect(emails(await post('admin', 'list.users', { search: 'Kavya Iyer' }))).toEqual(['franchise@demo.local']);
    const operatorRole = await roleId('admin', 'ROLE_OPERATOR');
    expect(emails(await post('admin', 'list.users', { role_ids: [operatorRole] }))).toContain('operator@demo.local');
    const inactive = await post('admin', 'list.users', { is_active: false });
    expect(inactive.body.data.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    const future = await post('admin', 'list.users', { created_from: '2099-01-01T00:00:00Z' });
    expect(future.body.total).toBe(0);
  });

  it("shows franchise staff only their franchise's users, and each caller only roles they may view", async () => {
    const franchise = emails(await post('franchise', 'list.users', { limit: 100 }));
    // Its staff who sign in to the console, and the store managers of its stores (issue 41: they
    // sign in to the store app with a login code, under a placeholder address).
    expect(franchise.filter((e) => !e.endsWith('@stores.invalid')).sort()).toEqual(['franchise@demo.local', 'location@demo.local', 'store@demo.local']);
    expect(franchise.filter((e) => e.endsWith('@stores.invalid')).length).toBeGreaterThan(0);
    // A retailer admin: its own retailer's operators and technicians (none in the demo), not the company's.
    const retailer = emails(await post('retailer', 'list.users', { limit: 100 }));
    expect(retailer).toEqual([]);
  });

  it('answers 403 to roles without a /users permission', async () => {
    const r = await post('operator', 'list.users');
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_VIEW_OPERATOR');
  });
});

describe('get.user', () => {
  it('returns a visible user and 404 for one the caller may not see', async () => {
    const adminId = (await findUser('admin@demo.local')).id;
    const r = await post('admin', 'get.user', { id: adminId });
    expect(r.body.data).toMatchObject({ email: 'admin@demo.local', Role: { role_code: 'ROLE_COMPANY_ADMIN', is_default: true }, Franchise: null });
    expect((await post('retailer', 'get.user', { id: adminId })).status).toBe(404);
    expect((await post('admin', 'get.user', { id: 999999 })).status).toBe(404);
  });
});

describe('list.assignable_roles (console.md §6)', () => {
  const codes = async (who: string) => (await post(who, 'list.assignable_roles')).body.data.map((r: { role_code: string }) => r.role_code).sort();

  it('company admin: all but company partner (and never company admin)', async () => {
    expect(await codes('admin')).toEqual(
      ['ROLE_FRANCHISE_ADMIN', 'ROLE_FRANCHISE_LOCATION_PARTNER', 'ROLE_OPERATOR', 'ROLE_RETAILER_ADMIN', 'ROLE_STORE_MANAGER', 'ROLE_TECHNICIAN', 'ROLE_WAREHOUSE_MANAGER'],
    );
  });

  it('franchise admin: all but company admin and partner, narrowed to roles it may add', async () => {
    // The default franchise admin may view but not add franchise admins.
    expect(await codes('franchise')).toEqual(
      ['ROLE_FRANCHISE_LOCATION_PARTNER', 'ROLE_OPERATOR', 'ROLE_RETAILER_ADMIN', 'ROLE_STORE_MANAGER', 'ROLE_TECHNICIAN', 'ROLE_WAREHOUSE_MANAGER'],
    );
  });

  it('retailer admin: operator and technician only', async () => {
    expect(await codes('retailer')).toEqual(['ROLE_OPERATOR', 'ROLE_TECHNICIAN']);
  });

  it('other roles: none (a custom operator role that may add operators still gets an empty list)', async () => {
    const role = await post('admin', 'create.role', { name: 'Operator Lead', role_code: 'ROLE_OPERATOR', permissions: ['PERM_ADD_OPERATOR', 'PERM_VIEW_OPERATOR'] });
    await post('admin', 'create.user', { first_name: 'Lead', email: 'lead@demo.local', role_id: role.body.data.id, password: 'Lead@2026' });
    tokens.lead = await api.login('lead@demo.local', 'Lead@2026');
    expect(await codes('lead')).toEqual([]);
    const r = await post('lead', 'create.user', { first_name: 'X', email: 'x@demo.local', role_id: await roleId('admin', 'ROLE_OPERATOR'), password: 'Xyz@2026a' });
    expect(r.status).toBe(403);
    expect((await post('partner', 'list.assignable_roles')).status).toBe(403);
    expect((await post('warehouse', 'list.assignable_roles')).status).toBe(403);
  });
});

describe('create.user', () => {
  it('creates a user who can sign in with the initial password, and audits it', async () => {
    const user = await createUser('admin', 'ROLE_OPERATOR', { mobile_number: '9876543210' });
    expect(user).toMatchObject({ first_name: 'Test', mobile_number: '9876543210', is_active: true, Role: { role_code: 'ROLE_OPERATOR' }, version: 0 });
    await expect(api.login(user.email, 'Start@2026')).resolves.toBeTruthy();
    const rows = await api.services.db.select().from(auditLog).where(eq(auditLog.entity_id, user.id)).orderBy(auditLog.id);
    expect(rows.find((r) => r.action === 'create.user' && r.entity === 'user')).toBeTruthy();
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
  });

  it('names each bad field with the shared validator message', async () => {
    const r = await post('admin', 'create.user', { first_name: '', email: 'nope', mobile_number: '123', role_id: await roleId('admin', 'ROLE_OPERATOR'), password: 'abcdefgh' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'Value required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'mobile_number', message: 'Enter valid mobile number' },
        { path: 'password', message: 'Password not valid' },
      ]),
    );
    const name = await post('admin', 'create.user', { first_name: 'Bob<script>', email: 'b@demo.local', role_id: await roleId('admin', 'ROLE_OPERATOR'), password: 'Abcd@1234' });
    expect(name.body.errors).toEqual([{ path: 'first_name', message: 'Enter only letters, digits and spaces' }]);
  });

  it('refuses a taken email (any case) on the email field', async () => {
    const r = await post('admin', 'create.user', { first_name: 'Dup', email: 'ADMIN@demo.local', role_id: await roleId('admin', 'ROLE_OPERATOR'), password: 'Abcd@1234' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'email', message: 'A user with this email already exists.' }]);
  });

  it('refuses a role the caller may not assign', async () => {
    const all = await post('admin', 'list.role_names');
    const franchiseAdmin = all.body.data.find((r: { role_code: string }) => r.role_code === 'ROLE_FRANCHISE_ADMIN').id;
    const companyAdmin = (await post('admin', 'list.roles', { role_codes: ['ROLE_COMPANY_ADMIN'] })).body.data[0].id;
    const byRetailer = await post('retailer', 'create.user', { first_name: 'No', email: 'no1@demo.local', role_id: franchiseAdmin, password: 'Abcd@1234' });
    expect(byRetailer.status).toBe(403);
    const adminByAdmin = await post('admin', 'create.user', { first_name: 'No', email: 'no2@demo.local', role_id: companyAdmin, password: 'Abcd@1234' });
    expect(adminByAdmin.status).toBe(403);
  });

  it("puts franchise staff's users in their franchise and refuses another one", async () => {
    const user = await createUser('franchise', 'ROLE_OPERATOR');
    expect(user.Franchise.name).toBe('North Star Franchise');
    const scopes = await post('admin', 'list.user_scopes');
    const other = scopes.body.data.franchises.find((f: { name: string }) => f.name === 'Southern Partners').id;
    const r = await post('franchise', 'create.user', { first_name: 'X', email: 'other.fr@demo.local', role_id: await roleId('franchise', 'ROLE_OPERATOR'), franchise_id: other, password: 'Abcd@1234' });
    expect(r.status).toBe(403);
    expect((await post('franchise', 'list.user_scopes')).body.data.franchises.map((f: { name: string }) => f.name)).toEqual(['North Star Franchise']);
  });

  it('needs a franchise for franchise roles and a store for store managers', async () => {
    const noFranchise = await post('admin', 'create.user', { first_name: 'L', email: 'loc2@demo.local', role_id: await roleId('admin', 'ROLE_FRANCHISE_LOCATION_PARTNER'), password: 'Abcd@1234' });
    expect(noFranchise.body.errors).toEqual([{ path: 'franchise_id', message: 'Value required' }]);
    const noStore = await post('admin', 'create.user', { first_name: 'S', email: 'sm2@demo.local', role_id: await roleId('admin', 'ROLE_STORE_MANAGER'), password: 'Abcd@1234' });
    expect(noStore.body.errors).toEqual([{ path: 'store_id', message: 'Value required' }]);
    const store = (await post('admin', 'list.user_scopes')).body.data.stores[0];
    const manager = await createUser('admin', 'ROLE_STORE_MANAGER', { store_id: store.id });
    expect(manager.Store.id).toBe(store.id);
    expect(manager.Franchise.id).toBe(store.franchise_id);
  });
});

describe('retailer staff', () => {
  it('puts a retailer admin in a retailer of the company, which it needs, and no franchise', async () => {
    const scopes = (await post('admin', 'list.user_scopes')).body.data;
    const [retailer] = scopes.retailers;
    expect(retailer).toBeDefined();
    const role = await roleId('admin', 'ROLE_RETAILER_ADMIN');
    const none = await post('admin', 'create.user', { first_name: 'R', email: 'ra-none@demo.local', role_id: role, password: 'Abcd@1234' });
    expect(none.body.errors).toEqual([{ path: 'retailer_id', message: 'Please select a retailer' }]);
    const both = await post('admin', 'create.user', { first_name: 'R', email: 'ra-both@demo.local', role_id: role, retailer_id: retailer.id, franchise_id: scopes.franchises[0].id, password: 'Abcd@1234' });
    expect(both.status).toBe(400);
    const unknown = await post('admin', 'create.user', { first_name: 'R', email: 'ra-unknown@demo.local', role_id: role, retailer_id: 999_999, password: 'Abcd@1234' });
    expect(unknown.body.errors).toEqual([{ path: 'retailer_id', message: 'Please select a retailer of your company' }]);
    const admin = await createUser('admin', 'ROLE_RETAILER_ADMIN', { retailer_id: retailer.id });
    expect(admin.Retailer).toEqual({ id: retailer.id, name: retailer.name });
    expect((await post('franchise', 'list.user_scopes')).body.data.retailers).toEqual([]);
  });

  it("keeps a retailer admin's users in their retailer, and shows them only those", async () => {
    const own = (await post('retailer', 'list.user_scopes')).body.data.retailers;
    expect(own).toHaveLength(1);
    const operator = await createUser('retailer', 'ROLE_OPERATOR');
    expect(operator.Retailer.id).toBe(own[0].id);
    const others = (await post('admin', 'list.user_scopes')).body.data.retailers.filter((r: { id: number }) => r.id !== own[0].id);
    const elsewhere = await post('retailer', 'create.user', { first_name: 'X', email: 'ra-else@demo.local', role_id: await roleId('retailer', 'ROLE_OPERATOR'), retailer_id: others[0].id, password: 'Abcd@1234' });
    expect(elsewhere.status).toBe(403);
    const companyOperator = await createUser('admin', 'ROLE_OPERATOR');
    const seen = emails(await post('retailer', 'list.users', { limit: 100 }));
    expect(seen).toContain(operator.email);
    expect(seen).not.toContain(companyOperator.email);
  });
});

describe('update.user', () => {
  it('saves with the version read, and a stale version is a 409', async () => {
    const user = await createUser('admin', 'ROLE_OPERATOR');
    const fields = { id: user.id, first_name: 'Renamed', last_name: '', email: user.email, role_id: user.Role.id, is_active: true };
    const r = await post('admin', 'update.user', { ...fields, version: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ first_name: 'Renamed', version: 1 });
    const stale = await post('admin', 'update.user', { ...fields, first_name: 'Again', version: 0 });
    expect(stale.status).toBe(409);
  });

  it('changes a role only to an assignable one, never your own', async () => {
    const user = await createUser('retailer', 'ROLE_OPERATOR');
    const base = { id: user.id, first_name: 'T', email: user.email, is_active: true, version: 0 };
    const technician = await roleId('retailer', 'ROLE_TECHNICIAN');
    expect((await post('retailer', 'update.user', { ...base, role_id: technician })).body.data.Role.role_code).toBe('ROLE_TECHNICIAN');
    const warehouseRole = await roleId('admin', 'ROLE_WAREHOUSE_MANAGER');
    expect((await post('retailer', 'update.user', { ...base, version: 1, role_id: warehouseRole })).status).toBe(403);
    const me = await findUser('admin@demo.local');
    const own = await post('admin', 'update.user', { id: me.id, version: me.version, first_name: me.first_name, email: me.email, role_id: technician, is_active: true });
    expect(own.body.errors).toEqual([{ path: 'role_id', message: 'You cannot change your own role.' }]);
  });

  it('deactivating a user signs them out', async () => {
    const user = await createUser('admin', 'ROLE_OPERATOR');
    const token = await api.login(user.email, 'Start@2026');
    expect((await api.post(area, { action: 'me' }, token)).status).toBe(200);
    const r = await post('admin', 'update.user', { id: user.id, version: 0, first_name: 'T', email: user.email, role_id: user.Role.id, is_active: false });
    expect(r.body.data.is_active).toBe(false);
    expect((await api.post(area, { action: 'me' }, token)).status).toBe(401);
  });
});

describe('delete.user', () => {
  it('removes a user from lists and sign-in, keeping the version rule', async () => {
    const user = await createUser('admin', 'ROLE_OPERATOR');
    expect((await post('admin', 'delete.user', { id: user.id, version: 5 })).status).toBe(409);
    expect((await post('admin', 'delete.user', { id: user.id, version: 0 })).status).toBe(200);
    expect((await post('admin', 'get.user', { id: user.id })).status).toBe(404);
    expect(emails(await post('admin', 'list.users', { search: user.email }))).toEqual([]);
    await expect(api.login(user.email, 'Start@2026')).rejects.toThrow(/401/);
  });

  it('refuses yourself, and users the caller cannot see', async () => {
    const me = await findUser('admin@demo.local');
    expect((await post('admin', 'delete.user', { id: me.id, version: me.version })).status).toBe(409);
    expect((await post('retailer', 'delete.user', { id: me.id, version: me.version })).status).toBe(404);
  });
});
