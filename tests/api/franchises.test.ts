/**
 * Franchises: list, view, add, edit and delete through the API, with the permissions of
 * routes.tsv, the company's scope (franchise staff: their own franchise), stale versions
 * refused, bad input named field by field, locations replaced as a set, the refusals the
 * contract names, and one audit row per change.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRANCHISE_MESSAGES } from '../../contract/actions/franchises.ts';
import { auditLog, companies, franchiseLocations, franchises, roles, stores, users } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS, SOLO_ADMIN } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'franchise-management';
const VALID = {
  name: 'Test franchise',
  type: 'INDEPENDENT',
  is_active: true,
  locations: [
    { country: 'India', state: 'Kerala', city: 'Kochi' },
    { country: 'India', state: 'Goa', city: 'Panaji' },
    { country: 'India', state: 'Kerala', city: 'Thiruvananthapuram' },
  ],
};
/** Demo users whose role may not view franchises. */
const outsiders = DEMO_USERS.filter((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_FRANCHISE'));

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.franchise', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'franchise'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
const franchiseNamed = async (name: string) => (await api.services.db.select().from(franchises).where(eq(franchises.name, name)))[0]!;

describe('franchises', () => {
  it('the demo company has four, paged, searched and filtered on the server, each with its locations', async () => {
    const r = await post({ action: 'list.franchises', limit: 2, sortBy: 'created_at', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(4);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data[0]).toMatchObject({ name: 'North Star Franchise', type: 'INDEPENDENT' });
    expect(r.body.data[0].locations).toContainEqual({ country: 'India', state_id: 'HR', state: 'Haryana', city: 'Gurugram' });

    const dependent = await post({ action: 'list.franchises', type: ['DEPENDENT'], limit: 100 });
    expect(dependent.body.data.every((f: { type: string }) => f.type === 'DEPENDENT')).toBe(true);
    expect(dependent.body.data.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['Southern Partners', 'Eastern Outlets']));
    const inactive = await post({ action: 'list.franchises', is_active: false, limit: 100 });
    expect(inactive.body.data.map((f: { name: string }) => f.name)).toContain('Eastern Outlets');
    expect(inactive.body.data.every((f: { is_active: boolean }) => !f.is_active)).toBe(true);
    // A search matches the name, or a city or state it works in.
    const byCity = await post({ action: 'list.franchises', search: 'mysuru' });
    expect(byCity.body.data.map((f: { name: string }) => f.name)).toEqual(['Southern Partners']);
  });

  it('the view names its admins, warehouses, stores and machines; a dependent franchise lists no stores', async () => {
    const north = await franchiseNamed('North Star Franchise');
    const r = await post({ action: 'get.franchise', id: north.id });
    expect(r.status).toBe(200);
    const f = r.body.data;
    expect(f.admins.map((a: { email: string }) => a.email)).toEqual(expect.arrayContaining(['franchise@demo.local', 'location@demo.local']));
    expect(f.admins.every((a: { role_code: string }) => ['ROLE_FRANCHISE_ADMIN', 'ROLE_FRANCHISE_LOCATION_PARTNER'].includes(a.role_code))).toBe(true);
    expect(f.warehouses.map((w: { name: string }) => w.name)).toContain('Delhi Okhla Warehouse');
    expect(f.stores.length).toBeGreaterThan(0);
    expect(f.machine_count).toBeGreaterThanOrEqual(f.machines.length);

    const south = await franchiseNamed('Southern Partners');
    const s = (await post({ action: 'get.franchise', id: south.id })).body.data;
    expect(s.type).toBe('DEPENDENT');
    expect(s.stores).toEqual([]);
    expect(s.warehouses.map((w: { name: string }) => w.name)).toContain('Hyderabad Gachibowli Warehouse');
  });

  it('adds one with its locations, edits it (locations replaced as a set) with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: VALID.name, type: 'INDEPENDENT', is_active: true, version: 0, admins: [], stores: [], machine_count: 0 });
    // Read back by state, then city.
    expect(created.locations.map((l: { city: string }) => l.city)).toEqual(['Panaji', 'Kochi', 'Thiruvananthapuram']);
    expect((await post({ action: 'get.franchise', id: created.id })).body.data).toEqual(created);

    // A location keeps its state_id (domain.md §3): sent or not, it is the named state's code.
    const locations = [{ country: 'India', state_id: 'KL', state: 'Kerala', city: 'Kochi' }, { country: 'India', state: 'Punjab', city: 'Amritsar' }];
    const edited = await post({ action: 'update.franchise', id: created.id, version: 0, ...VALID, name: 'Edited', type: 'DEPENDENT', is_active: false, locations });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', type: 'DEPENDENT', is_active: false, version: 1 });
    expect(edited.body.data.locations).toEqual([{ ...locations[0] }, { ...locations[1], state_id: 'PB' }]);
    const rows = await api.services.db.select().from(franchiseLocations).where(eq(franchiseLocations.franchise_id, created.id));
    expect(rows).toHaveLength(2);

    const stale = await post({ action: 'update.franchise', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.franchise', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.franchise', id: created.id })).status).toBe(404);
    const trail = await audits(created.id);
    expect(trail.map((a) => a.action)).toEqual(['create.franchise', 'update.franchise', 'delete.franchise']);
    expect((trail[0]!.after as { locations: unknown[] }).locations).toHaveLength(3);
    expect((trail[1]!.after as { locations: unknown[] }).locations).toEqual([{ ...locations[0] }, { ...locations[1], state_id: 'PB' }]);
  });

  it('refuses bad input with a message, and changes nothing', async () => {
    const before = (await post({ action: 'list.franchises', limit: 1 })).body.total;
    const empty = await post({ action: 'create.franchise', ...VALID, name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(FRANCHISE_MESSAGES.nameRequired);
    const badType = await post({ action: 'create.franchise', ...VALID, type: 'FRIENDLY' });
    expect(badType.status).toBe(400);
    const noCity = await post({ action: 'create.franchise', ...VALID, locations: [{ country: 'India', state: 'Goa', city: '' }] });
    expect(noCity.status).toBe(400);
    expect(noCity.body.message).toContain(FRANCHISE_MESSAGES.cityRequired);
    const twice = await post({ action: 'create.franchise', ...VALID, locations: [VALID.locations[0], { ...VALID.locations[0], city: ' kochi ' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(FRANCHISE_MESSAGES.duplicateLocation('kochi', 'Kerala'));
    const wrongCode = await post({ action: 'create.franchise', ...VALID, locations: [{ country: 'India', state_id: 'GA', state: 'Kerala', city: 'Kochi' }] });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe(FRANCHISE_MESSAGES.stateIdMismatch('GA', 'Kerala'));
    const tooMany = await post({ action: 'create.franchise', ...VALID, locations: Array.from({ length: 201 }, (_, i) => ({ country: 'India', state: 'Goa', city: `C${i}` })) });
    expect(tooMany.status).toBe(400);
    expect((await post({ action: 'list.franchises', limit: 1 })).body.total).toBe(before);

    // An update refused leaves the franchise and its locations as they were.
    const f = await create({ name: 'Unchanged franchise' });
    const bad = await post({ action: 'update.franchise', id: f.id, version: f.version, ...VALID, name: 'Changed', locations: [{ country: 'India', state: '', city: 'X' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(FRANCHISE_MESSAGES.stateRequired);
    expect((await post({ action: 'get.franchise', id: f.id })).body.data).toEqual(f);
  });

  it('a company without franchises cannot add one', async () => {
    // The demo's solo company's licence has expired (every call is 402): give it a valid one.
    await api.services.db.update(companies).set({ license_ends_at: new Date('2099-12-31T00:00:00Z') }).where(eq(companies.type, 'WITHOUT_FRANCHISE'));
    const solo = await api.login(SOLO_ADMIN.email);
    const r = await post({ action: 'create.franchise', ...VALID, name: 'Solo franchise' }, solo);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(FRANCHISE_MESSAGES.withoutFranchise);
    expect((await api.services.db.select().from(franchises).where(eq(franchises.name, 'Solo franchise')))).toHaveLength(0);
  });

  it('an independent franchise with stores cannot be made dependent; one without can', async () => {
    const north = (await post({ action: 'get.franchise', id: (await franchiseNamed('North Star Franchise')).id })).body.data;
    const r = await post({ action: 'update.franchise', id: north.id, version: north.version, name: north.name, type: 'DEPENDENT', is_active: true, locations: north.locations });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(FRANCHISE_MESSAGES.dependentWithStores(north.stores.length));
    expect((await post({ action: 'get.franchise', id: north.id })).body.data.type).toBe('INDEPENDENT');
  });

  it('a franchise with users, warehouses, stores or machines is not deleted', async () => {
    const north = (await post({ action: 'get.franchise', id: (await franchiseNamed('North Star Franchise')).id })).body.data;
    const r = await post({ action: 'delete.franchise', id: north.id, version: north.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^This franchise still has \d+ users, \d+ warehouses?, \d+ stores and \d+ machines?\. Move or remove them before deleting it\.$/);

    // One store is enough to refuse.
    const f = await create({ name: 'One store franchise' });
    const companyId = (await franchiseNamed('One store franchise')).company_id;
    await api.services.db.insert(stores).values({ company_id: companyId, franchise_id: f.id, name: 'Lonely store' });
    const one = await post({ action: 'delete.franchise', id: f.id, version: f.version });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(FRANCHISE_MESSAGES.inUse('1 store'));
  });

  it('a franchise admin sees only their own franchise, and cannot add, edit into another or delete franchises', async () => {
    const token = await api.login('franchise@demo.local');
    const list = await post({ action: 'list.franchises', limit: 100 }, token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: { name: string }) => f.name)).toEqual(['North Star Franchise']);
    const south = await franchiseNamed('Southern Partners');
    expect((await post({ action: 'get.franchise', id: south.id }, token)).status).toBe(404);
    expect((await post({ action: 'create.franchise', ...VALID }, token)).status).toBe(403);
    expect((await post({ action: 'update.franchise', id: south.id, version: 0, ...VALID }, token)).status).toBe(403);
    expect((await post({ action: 'delete.franchise', id: south.id, version: 0 }, token)).status).toBe(403);
  });

  it('franchise staff are refused adding a franchise even with the permission', async () => {
    const token = await api.login('franchise@demo.local');
    const [user] = await api.services.db.select({ role_id: users.role_id }).from(users).where(eq(users.email, 'franchise@demo.local'));
    const role = eq(roles.id, user!.role_id);
    await api.services.db.update(roles).set({ permissions: sql`array_append(${roles.permissions}, 'PERM_ADD_FRANCHISE')` }).where(role);
    try {
      const r = await post({ action: 'create.franchise', ...VALID, name: 'Staff franchise' }, await api.login('franchise@demo.local'));
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(FRANCHISE_MESSAGES.staffCannotAdd);
    } finally {
      await api.services.db.update(roles).set({ permissions: sql`array_remove(${roles.permissions}, 'PERM_ADD_FRANCHISE')` }).where(role);
    }
    expect(token).toBeTruthy();
  });

  it('is refused to roles without the permission', async () => {
    expect(outsiders.length).toBeGreaterThan(0);
    for (const outsider of outsiders) {
      const token = await api.login(outsider.email);
      expect((await post({ action: 'list.franchises' }, token)).status, outsider.email).toBe(403);
      expect((await post({ action: 'get.franchise', id: 1 }, token)).status, outsider.email).toBe(403);
      expect((await post({ action: 'create.franchise', ...VALID }, token)).status, outsider.email).toBe(403);
    }
    const partner = await api.login('partner@demo.local');
    expect((await post({ action: 'list.franchises' }, partner)).status).toBe(200);
    expect((await post({ action: 'create.franchise', ...VALID }, partner)).status).toBe(403);
  });
});
