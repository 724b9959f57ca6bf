/**
 * Warehouse add and edit (create.warehouse, update.warehouse): the record pipeline's versions
 * and audit, bad input refused with nothing changed, the permissions of routes.tsv, and the
 * franchise rules — company staff may give a franchise of their company or none, franchise
 * staff always their own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_MESSAGES } from '../../contract/actions/warehouses.ts';
import { auditLog, franchises, warehouses } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'warehouse-management';
const VALID = {
  name: 'Jaipur Sitapura Warehouse',
  address_line_1: 'Plot 7, RIICO Industrial Area',
  address_line_2: 'Sitapura',
  country: 'India',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302022',
  latitude: 26.7849,
  longitude: 75.8267,
  location_tracking: true,
  is_visible: true,
  po_approval_required: false,
  zone_id: null as number | null,
};

let api: TestApi;
let admin: string;
let franchiseAdmin: string;
let northStar: number;
let southern: number;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'warehouse'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
const warehouseCount = async () => (await api.services.db.select({ id: warehouses.id }).from(warehouses)).length;
const zoneId = async (name: string) =>
  ((await api.post('zone-management', { action: 'list.zones', search: name }, admin)).body.data as { id: number; name: string }[]).find((z) => z.name === name)!.id;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchiseAdmin = await api.login('franchise@demo.local');
  const rows = await api.services.db.select().from(franchises);
  northStar = rows.find((f) => f.name === 'North Star Franchise')!.id;
  southern = rows.find((f) => f.name === 'Southern Partners')!.id;
});
afterAll(() => api.close());

describe('create.warehouse and update.warehouse', () => {
  it('adds one, reads it back, edits it with the version read; each change audited once', async () => {
    const west = await zoneId('West Zone');
    const created = await post({ action: 'create.warehouse', ...VALID, zone_id: west, franchise_id: southern });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const w = created.body.data;
    expect(w).toMatchObject({
      name: VALID.name, city: 'Jaipur', pincode: '302022', latitude: 26.7849, longitude: 75.8267, location_tracking: true,
      is_visible: true, po_approval_required: false, zone: { id: west, name: 'West Zone' }, franchise: { id: southern }, version: 0, stock: 0,
    });
    expect((await post({ action: 'get.warehouse', id: w.id })).body.data).toEqual(w);

    const edited = await post({
      action: 'update.warehouse', id: w.id, version: 0, ...VALID, name: 'Jaipur Central Warehouse', latitude: null, longitude: null,
      location_tracking: false, is_visible: false, po_approval_required: true, zone_id: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // franchise_id left out: unchanged.
    expect(edited.body.data).toMatchObject({
      name: 'Jaipur Central Warehouse', latitude: null, longitude: null, location_tracking: false, is_visible: false,
      po_approval_required: true, zone: null, franchise: { id: southern }, version: 1,
    });
    const none = await post({ action: 'update.warehouse', id: w.id, version: 1, ...VALID, franchise_id: null });
    expect(none.body.data).toMatchObject({ franchise: null, version: 2 });

    const stale = await post({ action: 'update.warehouse', id: w.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    const trail = await audits(w.id);
    expect(trail.map((a) => a.action)).toEqual(['create.warehouse', 'update.warehouse', 'update.warehouse']);
    expect(trail[1]!.before).toMatchObject({ name: VALID.name, is_visible: true });
    expect(trail[1]!.after).toMatchObject({ name: 'Jaipur Central Warehouse', is_visible: false, po_approval_required: true });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await warehouseCount();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ name: ' ' }, 'name', WAREHOUSE_MESSAGES.nameRequired],
      [{ address_line_1: '' }, 'address_line_1', WAREHOUSE_MESSAGES.addressRequired],
      [{ city: '' }, 'city', WAREHOUSE_MESSAGES.cityRequired],
      [{ pincode: '30202' }, 'pincode', WAREHOUSE_MESSAGES.pincode],
      [{ latitude: 95 }, 'latitude', 'Latitude must be between -90 and 90.'],
      [{ longitude: -181 }, 'longitude', 'Longitude must be between -180 and 180.'],
      [{ longitude: null }, 'longitude', WAREHOUSE_MESSAGES.locationPair],
      [{ zone_id: 999_999 }, 'zone_id', WAREHOUSE_MESSAGES.unknownZone],
      [{ franchise_id: 999_999 }, 'franchise_id', WAREHOUSE_MESSAGES.unknownFranchise],
      [{ is_visible: 'yes' }, 'is_visible', /./],
    ];
    for (const [fields, path, message] of cases) {
      const r = await post({ action: 'create.warehouse', ...VALID, ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.errors[0].path, JSON.stringify(r.body)).toBe(path);
      if (typeof message === 'string') expect(r.body.errors[0].message).toBe(message);
    }
    expect(await warehouseCount()).toBe(before);

    const [okhla] = await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Delhi Okhla Warehouse'));
    const bad = await post({ action: 'update.warehouse', id: okhla!.id, version: okhla!.version, ...VALID, pincode: 'abc' });
    expect(bad.status).toBe(400);
    const [after] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, okhla!.id));
    expect(after).toEqual(okhla);
  });

  it('a franchise admin adds warehouses to their own franchise only, and edits only theirs', async () => {
    const mine = await post({ action: 'create.warehouse', ...VALID, name: 'North Star Depot' }, franchiseAdmin);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body.data.franchise).toEqual({ id: northStar, name: 'North Star Franchise' });
    const explicit = await post({ action: 'create.warehouse', ...VALID, name: 'North Star Depot 2', franchise_id: northStar }, franchiseAdmin);
    expect(explicit.status).toBe(201);

    const before = await warehouseCount();
    for (const franchise_id of [southern, null]) {
      const other = await post({ action: 'create.warehouse', ...VALID, name: 'Elsewhere', franchise_id }, franchiseAdmin);
      // Another franchise, or none (a company warehouse): not theirs to give.
      expect(other.status).toBe(400);
      expect(other.body.errors).toEqual([{ path: 'franchise_id', message: WAREHOUSE_MESSAGES.ownFranchiseOnly }]);
    }
    expect(await warehouseCount()).toBe(before);

    // A company warehouse is out of their reach: 404, unchanged.
    const [bengaluru] = await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Bengaluru Central Warehouse'));
    const r = await post({ action: 'update.warehouse', id: bengaluru!.id, version: bengaluru!.version, ...VALID }, franchiseAdmin);
    expect(r.status).toBe(404);
    const moved = await post({ action: 'update.warehouse', id: mine.body.data.id, version: 0, ...VALID, franchise_id: southern }, franchiseAdmin);
    expect(moved.status).toBe(400);
    const [still] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, mine.body.data.id));
    expect(still!.franchise_id).toBe(northStar);
  });

  it('is refused to roles without the permission', async () => {
    const [okhla] = await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Delhi Okhla Warehouse'));
    for (const email of ['operator@demo.local', 'warehouse@demo.local', 'partner@demo.local']) {
      const token = await api.login(email);
      expect((await post({ action: 'create.warehouse', ...VALID }, token)).status, email).toBe(403);
      expect((await post({ action: 'update.warehouse', id: okhla!.id, version: okhla!.version, ...VALID }, token)).status, email).toBe(403);
    }
  });
});
