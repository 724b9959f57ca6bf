/**
 * Session lookups of the last second, by token hash. Every signed-in request resolved its
 * token with a database round trip; under load on the 2-core bench machine that query was
 * about a third of the work of a page of orders (the socket write to PostgreSQL alone a
 * quarter of the server's time). A screen fires several calls at once, so most of them now
 * share one lookup.
 *
 * What keeps it correct:
 * - The router forgets every entry after any action the contract marks `kind: 'write'`, so in this process a logout, a role change, a deactivation or a password
 *   reset holds from the next request on. A lookup that started before such a write is not
 *   kept (the generation moved on).
 * - The token's expiry and the company's license are checked on every request against the
 *   row, with the request's own clock.
 * - Another server process sharing the database sees such changes within CALLER_CACHE_MS.
 */
import type { ActionSpec } from '../../contract/action.ts';

export const CALLER_CACHE_MS = 1000;
/** Far more sessions than one process serves at once; past it, everything is dropped. */
const MAX_ENTRIES = 10_000;

export interface CallerCache<Row> {
  /** The cached row for a token hash, or the lookup's (kept when nothing was written meanwhile). */
  resolve(tokenHash: string, lookup: () => Promise<Row | undefined>): Promise<Row | undefined>;
  forgetAll(): void;
}

export function createCallerCache<Row>(ttlMs = CALLER_CACHE_MS, clock: () => number = () => performance.now()): CallerCache<Row> {
  const entries = new Map<string, { row: Row; until: number }>();
  let generation = 0;
  return {
    async resolve(tokenHash, lookup) {
      const hit = entries.get(tokenHash);
      if (hit && hit.until > clock()) return hit.row;
      const startedIn = generation;
      const row = await lookup();
      // Unknown tokens are not kept: guessing must not fill the memory.
      if (row !== undefined && startedIn === generation && ttlMs > 0) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(tokenHash, { row, until: clock() + ttlMs });
      }
      return row;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}

/** Actions that only read, as the contract declares: everything else may change a session, a user, a role or a license. */
export function onlyReads(spec: Pick<ActionSpec, 'kind'>): boolean {
  return spec.kind === 'read';
}
