/**
 * Zones: list, view (boundary, warehouses and machines inside or assigned), add, edit and
 * delete through the API, with the permissions of routes.tsv, the company's scope, stale
 * versions refused, bad boundaries refused with their message and nothing changed, and one
 * audit row per change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_MESSAGES } from '../../contract/actions/zones.ts';
import { GEO_MESSAGES, pointsToPolygon } from '../../contract/geo.ts';
import { auditLog, warehouses, zones } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'zone-management';
/** Around Jaipur: nothing of the demo lies there. */
const JAIPUR = pointsToPolygon([{ lat: 27.0, lng: 75.7 }, { lat: 27.0, lng: 75.9 }, { lat: 26.8, lng: 75.9 }, { lat: 26.8, lng: 75.7 }]);
const VALID = { name: 'Jaipur Zone', boundary: JAIPUR };

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.zone', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const zoneNamed = async (name: string, token = admin) =>
  ((await post({ action: 'list.zones', search: name }, token)).body.data as { id: number; name: string }[]).find((z) => z.name === name)!;
const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'zone'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
const zoneCount = async () => (await api.services.db.select().from(zones)).length;

describe('list.zones', () => {
  it("lists the company's demo zones with their assigned warehouses and machines, paged and searched on the server", async () => {
    const r = await post({ action: 'list.zones', sortBy: 'name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.data.map((z: { name: string }) => z.name)).toEqual(['East Zone', 'North Zone', 'South Zone', 'West Zone']);
    const south = r.body.data.find((z: { name: string }) => z.name === 'South Zone');
    expect(south).toMatchObject({ has_boundary: true, warehouse_count: 3 });
    expect(south.machine_count).toBeGreaterThan(0);
    const page = await post({ action: 'list.zones', limit: 2, offset: 2, sortBy: 'name', sortDir: 'ASC' });
    expect(page.body).toMatchObject({ total: 4, data: [{ name: 'South Zone' }, { name: 'West Zone' }] });
    expect((await post({ action: 'list.zones', search: 'wes' })).body.data.map((z: { name: string }) => z.name)).toEqual(['West Zone']);
  });

  it('counts only what a franchise admin reaches', async () => {
    const franchise = await api.login('franchise@demo.local');
    const r = await post({ action: 'list.zones', sortBy: 'name', sortDir: 'ASC' }, franchise);
    expect(r.status).toBe(200);
    const byName = Object.fromEntries(r.body.data.map((z: { name: string; warehouse_count: number }) => [z.name, z.warehouse_count]));
    // North Star's only warehouse is Delhi Okhla, in North Zone.
    expect(byName).toEqual({ 'East Zone': 0, 'North Zone': 1, 'South Zone': 0, 'West Zone': 0 });
  });
});

describe('get.zone', () => {
  it('shows the boundary and the warehouses and machines inside it, saying which are assigned', async () => {
    const south = await zoneNamed('South Zone');
    const r = await post({ action: 'get.zone', id: south.id });
    expect(r.status).toBe(200);
    const zone = r.body.data;
    expect(zone.boundary.type).toBe('Polygon');
    expect(zone.warehouses.map((w: { name: string }) => w.name).sort()).toEqual(['Bengaluru Central Warehouse', 'Chennai Guindy Warehouse', 'Hyderabad Gachibowli Warehouse']);
    expect(zone.warehouses.every((w: { inside: boolean; assigned: boolean }) => w.inside && w.assigned)).toBe(true);
    expect(zone.machines.length).toBeGreaterThan(0);
    expect(zone.machines.every((m: { inside: boolean; city: string }) => m.inside && ['Bengaluru', 'Chennai', 'Hyderabad'].includes(m.city))).toBe(true);
  });

  it('lists a warehouse assigned by zone_id but outside the boundary as assigned, not inside', async () => {
    const west = await zoneNamed('West Zone');
    const [delhi] = await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Delhi Okhla Warehouse'));
    await api.services.db.update(warehouses).set({ zone_id: west.id }).where(eq(warehouses.id, delhi!.id));
    try {
      const zone = (await post({ action: 'get.zone', id: west.id })).body.data;
      expect(zone.warehouses.find((w: { id: number }) => w.id === delhi!.id)).toMatchObject({ inside: false, assigned: true });
      expect(zone.warehouses.find((w: { name: string }) => w.name === 'Pune Hinjewadi Warehouse')).toMatchObject({ inside: true, assigned: true });
    } finally {
      await api.services.db.update(warehouses).set({ zone_id: delhi!.zone_id }).where(eq(warehouses.id, delhi!.id));
    }
  });

  it('shows a franchise admin only their franchise\'s warehouses inside a zone', async () => {
    const franchise = await api.login('franchise@demo.local');
    const north = await zoneNamed('North Zone');
    const south = await zoneNamed('South Zone');
    expect((await post({ action: 'get.zone', id: north.id }, franchise)).body.data.warehouses.map((w: { name: string }) => w.name)).toEqual(['Delhi Okhla Warehouse']);
    const seen = (await post({ action: 'get.zone', id: south.id }, franchise)).body.data;
    expect(seen.warehouses).toEqual([]);
    expect(seen.machines).toEqual([]);
  });

  it('shows a zone with nothing inside or assigned as empty', async () => {
    const east = await zoneNamed('East Zone');
    expect((await post({ action: 'get.zone', id: east.id })).body.data).toMatchObject({ warehouses: [], machines: [], warehouse_count: 0, machine_count: 0 });
  });

  it('is 404 for a zone of another company', async () => {
    const solo = await api.login('solo@demo.local').catch(() => null);
    const north = await zoneNamed('North Zone');
    if (solo) expect((await post({ action: 'get.zone', id: north.id }, solo)).status).toBe(404);
  });
});

describe('create, update and delete', () => {
  it('adds one, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Jaipur Zone', version: 0, has_boundary: true, boundary: JAIPUR, warehouses: [], machines: [] });
    expect((await post({ action: 'get.zone', id: created.id })).body.data).toEqual(created);
    const moved = pointsToPolygon([{ lat: 27.1, lng: 75.7 }, { lat: 27.1, lng: 75.95 }, { lat: 26.8, lng: 75.95 }]);
    const edited = await post({ action: 'update.zone', id: created.id, version: 0, name: 'Jaipur City', boundary: moved });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Jaipur City', version: 1, boundary: moved });
    const stale = await post({ action: 'update.zone', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.zone', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.zone', id: created.id })).status).toBe(404);
    const trail = await audits(created.id);
    expect(trail.map((a) => a.action)).toEqual(['create.zone', 'update.zone', 'delete.zone']);
    expect(trail[1]!.after).toMatchObject({ name: 'Jaipur City', boundary: moved });
    expect(trail[1]!.before).toMatchObject({ name: 'Jaipur Zone' });
  });

  it('says "Please select zone boundaries on map." for a zone saved without a boundary, and changes nothing', async () => {
    const before = await zoneCount();
    for (const boundary of [undefined, null]) {
      const r = await post({ action: 'create.zone', name: 'No Boundary', boundary });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ path: 'boundary', message: ZONE_MESSAGES.boundaryRequired }]);
      expect(ZONE_MESSAGES.boundaryRequired).toBe('Please select zone boundaries on map.');
    }
    const north = (await post({ action: 'get.zone', id: (await zoneNamed('North Zone')).id })).body.data;
    const r = await post({ action: 'update.zone', id: north.id, version: north.version, name: north.name, boundary: null });
    expect(r.status).toBe(400);
    expect((await post({ action: 'get.zone', id: north.id })).body.data).toEqual(north);
    expect(await zoneCount()).toBe(before);
  });

  it('refuses bad polygons with a clear message, and changes nothing', async () => {
    const before = await zoneCount();
    const cases: [unknown, string][] = [
      [{ type: 'Polygon', coordinates: [[[75.7, 27], [75.9, 27], [75.7, 27]]] }, GEO_MESSAGES.tooFewPoints],
      [{ type: 'Polygon', coordinates: [[[75.7, 27], [75.9, 27], [75.9, 26.8]]] }, GEO_MESSAGES.notClosed],
      [{ type: 'Polygon', coordinates: [[[75.7, 97], [75.9, 27], [75.9, 26.8], [75.7, 97]]] }, GEO_MESSAGES.latitudeRange],
      [{ type: 'Polygon', coordinates: [[[195.7, 27], [75.9, 27], [75.9, 26.8], [195.7, 27]]] }, GEO_MESSAGES.longitudeRange],
      [{ type: 'Point', coordinates: [[[75.7, 27]]] }, GEO_MESSAGES.notPolygon],
      [{ type: 'Polygon', coordinates: [JAIPUR.coordinates[0], JAIPUR.coordinates[0]] }, GEO_MESSAGES.oneRing],
    ];
    for (const [boundary, message] of cases) {
      const r = await post({ action: 'create.zone', name: 'Bad', boundary });
      expect(r.status, JSON.stringify(boundary)).toBe(400);
      expect(r.body.errors).toEqual([{ path: 'boundary', message }]);
    }
    const noName = await post({ action: 'create.zone', name: ' ', boundary: JAIPUR });
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0]).toMatchObject({ path: 'name' });
    const taken = await post({ action: 'create.zone', name: 'north zone', boundary: JAIPUR });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ path: 'name', message: ZONE_MESSAGES.nameTaken }]);
    expect(await zoneCount()).toBe(before);
  });

  it('refuses to delete a zone with warehouses or machines assigned, saying how many', async () => {
    const west = (await post({ action: 'get.zone', id: (await zoneNamed('West Zone')).id })).body.data;
    const r = await post({ action: 'delete.zone', id: west.id, version: west.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(ZONE_MESSAGES.inUse(2, west.machine_count));
    expect(r.body.message).toMatch(/^This zone cannot be deleted: 2 warehouses and \d+ machines are assigned to it\./);
    expect((await post({ action: 'get.zone', id: west.id })).body.data.version).toBe(west.version);
  });

  it('is refused to roles without the permission: a franchise admin views zones but does not change them', async () => {
    const franchise = await api.login('franchise@demo.local');
    const east = (await post({ action: 'get.zone', id: (await zoneNamed('East Zone')).id })).body.data;
    expect((await post({ action: 'create.zone', ...VALID }, franchise)).status).toBe(403);
    expect((await post({ action: 'update.zone', id: east.id, version: east.version, name: 'Mine', boundary: east.boundary }, franchise)).status).toBe(403);
    expect((await post({ action: 'delete.zone', id: east.id, version: east.version }, franchise)).status).toBe(403);
    const store = await api.login('store@demo.local').catch(() => null);
    if (store) expect((await post({ action: 'list.zones' }, store)).status).toBe(403);
  });
});
