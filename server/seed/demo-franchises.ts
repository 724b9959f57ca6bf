/**
 * Demo franchise locations and two more franchises, so /franchises looks like a real
 * business: the independent franchise works around Delhi, the dependent one in the south, a
 * third (independent) in the west and a fourth (dependent) that is no longer active. The two
 * core franchises keep their ids (demo-core.ts inserts them first).
 */
import { franchiseLocations, franchises } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

type Places = Record<string, string[]>;

const NORTH_STAR: Places = { Delhi: ['New Delhi', 'Delhi'], 'Uttar Pradesh': ['Noida', 'Ghaziabad'], Haryana: ['Gurugram', 'Faridabad'] };
const SOUTHERN: Places = { Telangana: ['Hyderabad'], Karnataka: ['Bengaluru', 'Mysuru'], 'Tamil Nadu': ['Chennai', 'Coimbatore'] };
const WESTERN: Places = { Maharashtra: ['Mumbai', 'Pune', 'Nagpur'], Gujarat: ['Ahmedabad', 'Surat'] };
const EASTERN: Places = { 'West Bengal': ['Kolkata'], Odisha: ['Bhubaneswar'] };

const rowsOf = (franchiseId: number, places: Places) =>
  Object.entries(places).flatMap(([state, cities]) => cities.map((city) => ({ franchise_id: franchiseId, country: 'India', state, city })));

export async function seedFranchises({ db, core }: SeedContext) {
  const more = await db
    .insert(franchises)
    .values([
      { company_id: core.companyId, name: 'Western Ventures', type: 'INDEPENDENT', is_active: true },
      { company_id: core.companyId, name: 'Eastern Outlets', type: 'DEPENDENT', is_active: false },
    ])
    .returning({ id: franchises.id });
  await db.insert(franchiseLocations).values([
    ...rowsOf(core.independentFranchiseId, NORTH_STAR),
    ...rowsOf(core.dependentFranchiseId, SOUTHERN),
    ...rowsOf(more[0]!.id, WESTERN),
    ...rowsOf(more[1]!.id, EASTERN),
  ]);
}
