/**
 * The zone as a record of the pipeline: who reaches which (the company's zones), how one is
 * read for its view — its boundary, and the warehouses and machines the caller reaches that lie
 * inside it (bounding box in SQL, then point-in-polygon) or are assigned to it by zone_id.
 */
import { and, asc, between, eq, inArray, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { ZONE_MESSAGES, ZONE_PLACES_LIMIT, type Zone, type ZonePlaceRow, type ZoneRow } from '../../contract/actions/zones.ts';
import { boundingBox, pointInPolygon, type GeoPolygon } from '../../contract/geo.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { vendingMachines as vm, warehouses, zones } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy, type ScopeCaller } from '../kit/scope.ts';
import { machineScope } from './vending-machine.ts';
import { warehouseScope } from './warehouse.ts';

/** The company's zones, deleted ones left out. */
export const zoneScope = tenancy({ company: zones.company_id, deletedAt: zones.deleted_at });

const liveMachines = (caller: ScopeCaller) => and(machineScope(caller), isNull(vm.deleted_at));

type ZoneTable = typeof zones.$inferSelect;
export interface ZoneCounts { warehouses: number; machines: number }

export function toZoneRow(row: ZoneTable, counts: ZoneCounts = { warehouses: 0, machines: 0 }): Infer<typeof ZoneRow> {
  return {
    id: row.id,
    name: row.name,
    has_boundary: row.boundary !== null,
    warehouse_count: counts.warehouses,
    machine_count: counts.machines,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** Warehouses and machines (within the caller's reach) assigned to each of these zones. */
export async function zoneCounts(db: Db, caller: Caller, ids: readonly number[]): Promise<Map<number, ZoneCounts>> {
  const counts = new Map<number, ZoneCounts>(ids.map((id) => [id, { warehouses: 0, machines: 0 }]));
  if (!ids.length) return counts;
  const n = sql<number>`count(*)::int`;
  const [w, m] = await Promise.all([
    db.select({ zone: warehouses.zone_id, n }).from(warehouses).where(and(inArray(warehouses.zone_id, [...ids]), warehouseScope(caller))).groupBy(warehouses.zone_id),
    db.select({ zone: vm.zone_id, n }).from(vm).where(and(inArray(vm.zone_id, [...ids]), liveMachines(caller))).groupBy(vm.zone_id),
  ]);
  for (const r of w) if (r.zone !== null) counts.get(r.zone)!.warehouses = r.n;
  for (const r of m) if (r.zone !== null) counts.get(r.zone)!.machines = r.n;
  return counts;
}

/** How many candidates the bounding box may bring back before point-in-polygon (a zone of a large company). */
const CANDIDATE_LIMIT = 5 * ZONE_PLACES_LIMIT;

interface Candidate { id: number; name: string; code: string; city: string; latitude: number | null; longitude: number | null; zone_id: number | null }

function placesOf(candidates: Candidate[], zoneId: number, boundary: GeoPolygon | null): ZonePlaceRow[] {
  return candidates.flatMap((c) => {
    const inside = boundary !== null && c.latitude !== null && c.longitude !== null && pointInPolygon({ lat: c.latitude, lng: c.longitude }, boundary);
    const assigned = c.zone_id === zoneId;
    return inside || assigned ? [{ id: c.id, name: c.name, code: c.code, city: c.city, latitude: c.latitude, longitude: c.longitude, inside, assigned }] : [];
  });
}

/** Inside the box, or assigned: the rows worth testing. */
function nearZone(zoneId: number, boundary: GeoPolygon | null, columns: { zone: AnyColumn; lat: AnyColumn; lng: AnyColumn }): SQL | undefined {
  const assigned = eq(columns.zone, zoneId);
  if (!boundary) return assigned;
  const box = boundingBox(boundary);
  return or(assigned, and(between(columns.lat, box.minLat, box.maxLat), between(columns.lng, box.minLng, box.maxLng)));
}

export async function readZone(db: Db, caller: Caller, id: number): Promise<Infer<typeof Zone>> {
  const [row] = await db.select().from(zones).where(and(eq(zones.id, id), zoneScope(caller)));
  if (!row) throw notFound('Zone');
  const boundary = row.boundary as GeoPolygon | null;
  const [warehouseRows, machineRows, counts] = await Promise.all([
    db
      .select({ id: warehouses.id, name: warehouses.name, code: sql<string>`''`, city: warehouses.city, latitude: warehouses.latitude, longitude: warehouses.longitude, zone_id: warehouses.zone_id })
      .from(warehouses)
      .where(and(warehouseScope(caller), nearZone(row.id, boundary, { zone: warehouses.zone_id, lat: warehouses.latitude, lng: warehouses.longitude })))
      .orderBy(asc(warehouses.name), asc(warehouses.id))
      .limit(CANDIDATE_LIMIT),
    db
      .select({ id: vm.id, name: vm.name, code: vm.code, city: vm.city, latitude: vm.latitude, longitude: vm.longitude, zone_id: vm.zone_id })
      .from(vm)
      .where(and(liveMachines(caller), nearZone(row.id, boundary, { zone: vm.zone_id, lat: vm.latitude, lng: vm.longitude })))
      .orderBy(asc(vm.name), asc(vm.id))
      .limit(CANDIDATE_LIMIT),
    zoneCounts(db, caller, [row.id]),
  ]);
  const warehousePlaces = placesOf(warehouseRows, row.id, boundary);
  const machinePlaces = placesOf(machineRows, row.id, boundary);
  return {
    ...toZoneRow(row, counts.get(row.id)),
    boundary,
    warehouses: warehousePlaces.slice(0, ZONE_PLACES_LIMIT),
    machines: machinePlaces.slice(0, ZONE_PLACES_LIMIT),
    machines_truncated: machinePlaces.length > ZONE_PLACES_LIMIT || machineRows.length === CANDIDATE_LIMIT,
  };
}

export const zoneRecord = defineRecord({
  entity: 'zone',
  table: zones,
  noun: 'Zone',
  title: (z) => `Zone ${z.name}`,
  scope: zoneScope,
  read: readZone,
});

/** The columns a save writes for a boundary: the polygon and its bounding box. */
export function boundaryColumns(boundary: GeoPolygon) {
  const box = boundingBox(boundary);
  return { boundary, min_lat: box.minLat, max_lat: box.maxLat, min_lng: box.minLng, max_lng: box.maxLng };
}

/** A zone's name is its company's once (any case; deleted zones free theirs). 400 on the name otherwise. */
export async function assertZoneNameFree(tx: Tx, caller: Caller, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: zones.id })
    .from(zones)
    .where(and(zoneScope(caller), sql`lower(${zones.name}) = lower(${name})`, exceptId ? ne(zones.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw invalidField('name', ZONE_MESSAGES.nameTaken);
}

/** A zone of the caller's company (for a warehouse's zone), or 400 on the field. */
export async function assertZoneOfCompany(tx: Tx, caller: Caller, zoneId: number, path = 'zone_id') {
  const [found] = await tx.select({ id: zones.id }).from(zones).where(and(eq(zones.id, zoneId), zoneScope(caller)));
  if (!found) throw invalidField(path, 'Unknown zone.');
}
