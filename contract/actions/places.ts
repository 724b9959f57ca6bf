/**
 * /api/warehouse-management: the countries, states and cities an address form offers
 * (suppliers now; warehouses and stores later). Read from a maintained data set on the server
 * (docs/decisions.md), so no list ships in the console's bundle. Every signed-in user may ask.
 */
import { array, object, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { data } from '../structs.ts';

const area = 'warehouse-management' as const;

export const Place = object({ code: string(), name: string() });
const code = () => size(string(), 1, 10);

export const listCountries = defineAction({
  area,
  name: 'list.countries',
  kind: 'read',
  summary: 'Every country, by name, with its ISO code.',
  request: object({}),
  response: data(array(Place)),
});

export const listCountryStates = defineAction({
  area,
  name: 'list.country_states',
  kind: 'read',
  summary: "A country's states (by the country's ISO code), by name; an unknown country has none.",
  request: object({ country: code() }),
  response: data(array(Place)),
});

export const listStateCities = defineAction({
  area,
  name: 'list.state_cities',
  kind: 'read',
  summary: "A state's cities (by country and state code), by name. Forms also take a city typed by hand.",
  request: object({ country: code(), state: code() }),
  response: data(array(object({ name: string() }))),
});
