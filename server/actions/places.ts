/**
 * /api/warehouse-management list.countries, list.country_states, list.state_cities: read from
 * @countrystatecity/countries (server-only; docs/decisions.md says why), loaded on first use
 * and kept, since the data never changes while the process runs.
 */
import * as contract from '../../contract/actions/places.ts';
import { handle } from '../context.ts';
import { once, places } from '../records/places.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export const placeHandlers = [
  handle(contract.listCountries, async () => ({
    data: await once('countries', async () =>
      (await (await places()).getCountries()).map((c) => ({ code: c.iso2, name: c.name })).sort(byName)),
  })),

  handle(contract.listCountryStates, async (input) => ({
    data: await once(`states:${input.country}`, async () =>
      (await (await places()).getStatesOfCountry(input.country.toUpperCase())).map((s) => ({ code: s.iso2, name: s.name })).sort(byName)),
  })),

  handle(contract.listStateCities, async (input) => ({
    data: await once(`cities:${input.country}:${input.state}`, async () =>
      (await (await places()).getCitiesOfState(input.country.toUpperCase(), input.state.toUpperCase())).map((c) => ({ name: c.name })).sort(byName)),
  })),
];
