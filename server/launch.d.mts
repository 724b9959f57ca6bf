// Types for server/launch.mjs, which stays plain JavaScript so `npm start` needs no TypeScript loader.
export function bundleIsStale(root?: string): boolean;
export function buildBundle(root?: string, entry?: string): Promise<string>;
