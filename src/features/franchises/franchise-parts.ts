/** What the franchise screens share: the status badge and the locations regrouped by state. */
import type { Infer } from 'superstruct';
import type { FranchiseLocation } from '../../../contract/actions/franchises.ts';

type Location = Infer<typeof FranchiseLocation>;

export const FRANCHISE_STATUSES = [
  { id: 'active', name: 'Active', colour: 'green' },
  { id: 'inactive', name: 'Inactive', colour: 'grey' },
] as const;
export const franchiseStatus = (active: boolean) => (active ? FRANCHISE_STATUSES[0] : FRANCHISE_STATUSES[1]);

/** The locations regrouped by state, with its state_id, into cities (domain.md §3 "Franchise"), states and cities in order. */
export function byState(locations: readonly Location[]): { state: string; state_id: string | null; cities: string[] }[] {
  const groups = new Map<string, { state_id: string | null; cities: string[] }>();
  for (const l of locations) {
    const group = groups.get(l.state) ?? { state_id: l.state_id, cities: [] };
    groups.set(l.state, { ...group, cities: [...group.cities, l.city] });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, g]) => ({ state, state_id: g.state_id, cities: [...g.cities].sort((a, b) => a.localeCompare(b)) }));
}

/** "Delhi: Delhi, New Delhi; Haryana: Gurugram" for a table cell and the CSV. */
export const citiesText = (locations: readonly Location[]) =>
  byState(locations).map((g) => `${g.state}: ${g.cities.join(', ')}`).join('; ');
