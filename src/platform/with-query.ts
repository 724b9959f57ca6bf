/**
 * A path with a query string, e.g. `withQuery(paths.orders(), { machine: 7 })` is
 * `/orders?machine=7`: values are encoded by URLSearchParams, never pasted into the text.
 */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${search}`;
}
