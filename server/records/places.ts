/**
 * The place data set (@countrystatecity/countries, server-only; docs/decisions.md says why),
 * loaded on first use and kept, since the data never changes while the process runs; read by
 * the place lists (server/actions/places.ts) and by records that name a state.
 */
const cache = new Map<string, Promise<unknown>>();
export const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  let found = cache.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    // A failed read is not kept: the next request tries again.
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
};
export const places = () => import('@countrystatecity/countries');

/**
 * The ISO code of a state named in a country named (as addresses store them, e.g. "India",
 * "Maharashtra" → "MH"), or null when either is not in the data set (a name typed by hand).
 */
export async function stateCodeOf(country: string, state: string): Promise<string | null> {
  const codes = await once('country codes', async () =>
    new Map((await (await places()).getCountries()).map((c) => [c.name.toLowerCase(), c.iso2])));
  const countryCode = codes.get(country.trim().toLowerCase());
  if (!countryCode) return null;
  const states = await once(`state codes:${countryCode}`, async () =>
    new Map((await (await places()).getStatesOfCountry(countryCode)).map((s) => [s.name.toLowerCase(), s.iso2])));
  return states.get(state.trim().toLowerCase()) ?? null;
}

