/**
 * The order the palette lists records found on the server (issue 56 "Open any record"): what
 * this user opened often and lately first (frecency, commands/recents.ts), then how well it
 * matches (an exact number before one that starts with the query, before a word, …), then the
 * server's order. Groups (one per kind) follow their best hit. Pure: the palette passes the
 * usage it keeps in local storage and the time.
 */
import { matchTier, TIER, type Tier } from './ranking.ts';
import { frecencyScores, type Usage } from './recents.ts';

export interface RecordHitIn {
  id: number;
  title: string;
  subtitle: string | null;
  status: string | null;
  path: string;
}
export interface RecordGroupIn<K extends string = string> {
  kind: K;
  label: string;
  hits: readonly RecordHitIn[];
}
export interface RankedHit extends RecordHitIn {
  key: string;
  tier: Tier;
  frecency: number;
}
export interface RankedGroup<K extends string = string> {
  kind: K;
  label: string;
  hits: RankedHit[];
}

/** How a record is remembered among the palette's uses. */
export const recordKey = (kind: string, id: number) => `rec:${kind}:${id}`;

const better = (a: RankedHit, b: RankedHit) => b.frecency - a.frecency || b.tier - a.tier;

export function rankRecordGroups<K extends string>(groups: readonly RecordGroupIn<K>[], query: string, usage: Usage, now: number): RankedGroup<K>[] {
  const scores = frecencyScores(usage, now);
  const ranked = groups.map((group, order) => {
    const hits = group.hits
      .map((hit, position) => {
        const key = recordKey(group.kind, hit.id);
        return { hit: { ...hit, key, tier: matchTier(query, [hit.title, hit.subtitle ?? '']), frecency: scores.get(key) ?? 0 }, position };
      })
      // The server found each hit, if only by a field it does not show: never below "loose".
      .map(({ hit, position }) => ({ hit: { ...hit, tier: Math.max(hit.tier, TIER.fuzzy) as Tier }, position }))
      .sort((a, b) => better(a.hit, b.hit) || a.position - b.position)
      .map(({ hit }) => hit);
    return { group: { kind: group.kind, label: group.label, hits }, order };
  });
  return ranked
    .filter(({ group }) => group.hits.length > 0)
    .sort((a, b) => better(a.group.hits[0]!, b.group.hits[0]!) || a.order - b.order)
    .map(({ group }) => group);
}

/** The best match among ranked groups (for placing them before or after commands and machines). */
export const bestRecordTier = (groups: readonly RankedGroup[]): Tier =>
  groups.reduce<Tier>((best, g) => (g.hits.reduce<Tier>((b, h) => (h.tier > b ? h.tier : b), best)), TIER.none);
