/**
 * Zone boundaries for the demo zones, drawn around their warehouses' cities, and realistic
 * positions for the demo warehouses and machines, so /zone/{id} shows what lies inside. Plus one
 * zone (East Zone, around Kolkata) with nothing inside or assigned: a zone that can be deleted.
 * Positions come from the ids, not the random stream, so the steps after this one see the same
 * random numbers.
 */
import { eq, sql } from 'drizzle-orm';
import { pointsToPolygon, type LatLng } from '../../contract/geo.ts';
import { vendingMachines, warehouses, zones } from '../db/schema/index.ts';
import { boundaryColumns } from '../records/zone.ts';
import type { SeedContext } from './index.ts';

const ring = (...points: [number, number][]): LatLng[] => points.map(([lat, lng]) => ({ lat, lng }));

/** In the order seedCore inserts the zones (North, South, West), then the new one. */
export const DEMO_ZONE_BOUNDARIES = {
  'North Zone': ring([28.9, 76.85], [28.9, 77.55], [28.35, 77.55], [28.35, 76.85]),
  'South Zone': ring([17.9, 78.0], [17.9, 79.0], [13.4, 80.6], [12.6, 80.4], [12.6, 77.2], [13.2, 77.2]),
  'West Zone': ring([19.5, 72.6], [19.5, 74.2], [18.2, 74.2], [18.2, 72.6]),
  'East Zone': ring([22.8, 88.1], [22.8, 88.6], [22.3, 88.6], [22.3, 88.1]),
} as const;

const WAREHOUSE_POSITIONS: Record<string, [number, number]> = {
  'Bengaluru Central Warehouse': [12.9719, 77.5937],
  'Mumbai Andheri Warehouse': [19.1136, 72.8697],
  'Pune Hinjewadi Warehouse': [18.5913, 73.7389],
  'Chennai Guindy Warehouse': [13.0067, 80.2206],
  'Delhi Okhla Warehouse': [28.5355, 77.271],
  'Hyderabad Gachibowli Warehouse': [17.4401, 78.3489],
};

export const CITY_CENTRES: Record<string, [number, number]> = {
  Bengaluru: [12.9716, 77.5946],
  Mumbai: [19.076, 72.8777],
  Pune: [18.5204, 73.8567],
  Chennai: [13.0827, 80.2707],
  Delhi: [28.6139, 77.209],
  Hyderabad: [17.385, 78.4867],
};

export async function seedZones({ db, core }: SeedContext) {
  const [north, south, west] = core.zoneIds;
  const ids: Record<string, number | undefined> = { 'North Zone': north, 'South Zone': south, 'West Zone': west };
  for (const [name, points] of Object.entries(DEMO_ZONE_BOUNDARIES)) {
    const columns = boundaryColumns(pointsToPolygon(points));
    const id = ids[name];
    if (id) await db.update(zones).set(columns).where(eq(zones.id, id));
    else await db.insert(zones).values({ company_id: core.companyId, name, ...columns });
  }
  for (const [name, [latitude, longitude]] of Object.entries(WAREHOUSE_POSITIONS)) {
    await db.update(warehouses).set({ latitude, longitude }).where(eq(warehouses.name, name));
  }
  // Machines within ~9 km of their city's centre, and in the zone of the warehouse that serves them
  // (machines served from a store are in Delhi: North Zone).
  const jitter = (prime: number) => sql`((${vendingMachines.id} * ${prime}) % 160 - 80) / 1000.0`;
  for (const [city, [lat, lng]] of Object.entries(CITY_CENTRES)) {
    await db
      .update(vendingMachines)
      .set({ latitude: sql`${lat} + ${jitter(37)}`, longitude: sql`${lng} + ${jitter(53)}` })
      .where(eq(vendingMachines.city, city));
  }
  await db.execute(sql`
    update ${vendingMachines} set zone_id = coalesce(
      (select ${warehouses.zone_id} from ${warehouses} where ${warehouses.id} = ${vendingMachines.warehouse_id}),
      ${north ?? null})
    where ${vendingMachines.company_id} = ${core.companyId}`);
}
