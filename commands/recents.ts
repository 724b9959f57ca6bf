/**
 * Recent and frequent palette entries ("frecency"): each use bumps a count and the time;
 * the score weighs the count by how long ago the last use was. Pure: the app keeps the
 * usage record in local storage (wiped with the session).
 */
export interface UsageEntry {
  count: number;
  /** Epoch ms of the last use. */
  last: number;
}
export type Usage = Readonly<Record<string, UsageEntry>>;

const HOUR = 3_600_000;
export const MAX_REMEMBERED = 200;

export function recordUse(usage: Usage, key: string, now: number): Usage {
  const previous = usage[key];
  const next: Record<string, UsageEntry> = { ...usage, [key]: { count: (previous?.count ?? 0) + 1, last: now } };
  const keys = Object.keys(next);
  if (keys.length > MAX_REMEMBERED) {
    // Forget the entries used longest ago.
    keys.sort((a, b) => next[a].last - next[b].last);
    for (const old of keys.slice(0, keys.length - MAX_REMEMBERED)) delete next[old];
  }
  return next;
}

/** Count weighted by age; the last-use time breaks ties so the most recent of equals wins. */
export function frecency(entry: UsageEntry, now: number): number {
  const age = now - entry.last;
  const weight = age < HOUR ? 4 : age < 24 * HOUR ? 2 : age < 7 * 24 * HOUR ? 1 : 0.5;
  return entry.count * weight + entry.last / 1e15;
}

export function frecencyScores(usage: Usage, now: number): Map<string, number> {
  return new Map(Object.entries(usage).map(([key, entry]) => [key, frecency(entry, now)]));
}

/** The keys to list first when the palette opens with an empty query. */
export function topRecent(usage: Usage, now: number, n: number): string[] {
  return Object.entries(usage)
    .sort(([, a], [, b]) => frecency(b, now) - frecency(a, now))
    .slice(0, n)
    .map(([key]) => key);
}

/** Tolerates whatever local storage holds (older shapes, hand edits). */
export function parseUsage(text: string | null): Usage {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const usage: Record<string, UsageEntry> = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const e = entry as Partial<UsageEntry> | null;
      if (e && Number.isFinite(e.count) && Number.isFinite(e.last)) usage[key] = { count: Number(e.count), last: Number(e.last) };
    }
    return usage;
  } catch {
    return {};
  }
}
