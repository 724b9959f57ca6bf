/**
 * Units a machine sells a day per selection, from its DEX audits alone (issue 54, forecasts):
 * the cumulative PA201 counters of consecutive audits, differenced, over the days between their
 * readings. Worked out here from the counters themselves, so a forecast does not wait for the
 * interval written at import. Pure: the refill suggestion and the tests call it.
 */

/** What the rate needs of an audit: when it was read and each selection's PA201 (and PA203). */
export interface AuditCounters {
  read_at: Date | string;
  selections: readonly { selection: string; vends: number; interval_vends?: number | null }[];
}

export interface DexDailyRate {
  /** Units a day, to two decimals. */
  per_day: number;
  /** Units vended over the intervals counted, and their days. */
  vends: number;
  days: number;
  /** How many audit-to-audit intervals the rate averages. */
  intervals: number;
}

/** Audits read closer together than this (a re-read at the same visit) are one reading. */
const MIN_INTERVAL_DAYS = 1 / 24;
const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The daily rate per selection over the last `maxIntervals` intervals between the audits (any
 * order). A counter that went down (a reset) counts the later audit's own interval counter
 * (PA203) when it has one, else that interval is left out for the selection: never a negative sale.
 * A selection the machine reports in fewer than two audits has no rate.
 */
export function dexDailyRates(audits: readonly AuditCounters[], maxIntervals = 4): Map<string, DexDailyRate> {
  const readings = audits
    .map((a) => ({ at: new Date(a.read_at).getTime(), vends: new Map(a.selections.map((s) => [s.selection, s])) }))
    .filter((a) => Number.isFinite(a.at))
    .sort((a, b) => a.at - b.at);
  // Keep one reading per visit (the latest), then the last maxIntervals + 1 of them.
  const visits = readings.filter((r, i) => i === readings.length - 1 || (readings[i + 1]!.at - r.at) / DAY_MS >= MIN_INTERVAL_DAYS);
  const recent = visits.slice(-(Math.max(1, maxIntervals) + 1));
  const sums = new Map<string, { vends: number; days: number; intervals: number }>();
  for (let i = 1; i < recent.length; i++) {
    const before = recent[i - 1]!;
    const after = recent[i]!;
    const days = (after.at - before.at) / DAY_MS;
    for (const [selection, now] of after.vends) {
      const then = before.vends.get(selection);
      if (!then) continue;
      const sold = now.vends >= then.vends ? now.vends - then.vends : now.interval_vends ?? null;
      if (sold === null || sold < 0) continue;
      const sum = sums.get(selection) ?? { vends: 0, days: 0, intervals: 0 };
      sums.set(selection, { vends: sum.vends + sold, days: sum.days + days, intervals: sum.intervals + 1 });
    }
  }
  return new Map([...sums].map(([selection, s]) => [selection, { per_day: round2(s.vends / s.days), vends: s.vends, days: round2(s.days), intervals: s.intervals }]));
}
