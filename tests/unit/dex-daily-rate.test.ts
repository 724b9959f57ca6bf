/** The daily rate of DEX interval sales per selection (server/dex/daily-rate.ts), which forecasts use for machines without live sales. */
import { describe, expect, it } from 'vitest';
import { dexDailyRates, type AuditCounters } from '../../server/dex/daily-rate.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString();
const audit = (d: number, vends: Record<string, number>, interval?: Record<string, number>): AuditCounters => ({
  read_at: day(d),
  selections: Object.entries(vends).map(([selection, v]) => ({ selection, vends: v, interval_vends: interval?.[selection] ?? null })),
});

describe('dexDailyRates', () => {
  it('averages the differences of the cumulative counters over the days between readings', () => {
    const rates = dexDailyRates([audit(0, { 11: 100, 12: 50 }), audit(7, { 11: 121, 12: 50 }), audit(10, { 11: 130, 12: 53 })]);
    expect(rates.get('11')).toEqual({ per_day: 3, vends: 30, days: 10, intervals: 2 });
    expect(rates.get('12')).toEqual({ per_day: 0.3, vends: 3, days: 10, intervals: 2 });
  });

  it('reads the audits in time order whatever order they come in', () => {
    const rates = dexDailyRates([audit(10, { 11: 130 }), audit(0, { 11: 100 }), audit(7, { 11: 121 })]);
    expect(rates.get('11')?.per_day).toBe(3);
  });

  it('uses only the last intervals', () => {
    const rates = dexDailyRates([audit(0, { 11: 0 }), audit(10, { 11: 100 }), audit(20, { 11: 110 }), audit(30, { 11: 120 })], 2);
    expect(rates.get('11')).toEqual({ per_day: 1, vends: 20, days: 20, intervals: 2 });
  });

  it('never counts a negative sale: a reset takes the interval counter, or leaves the interval out', () => {
    const withInterval = dexDailyRates([audit(0, { 11: 500 }), audit(5, { 11: 10 }, { 11: 10 })]);
    expect(withInterval.get('11')).toEqual({ per_day: 2, vends: 10, days: 5, intervals: 1 });
    const without = dexDailyRates([audit(0, { 11: 500 }), audit(5, { 11: 10 }), audit(10, { 11: 30 })]);
    expect(without.get('11')).toEqual({ per_day: 4, vends: 20, days: 5, intervals: 1 });
  });

  it('has no rate for a selection seen once, or from a single audit, and treats a re-read at the same visit as one reading', () => {
    expect(dexDailyRates([audit(0, { 11: 5 })]).size).toBe(0);
    const rates = dexDailyRates([audit(0, { 11: 5 }), audit(4, { 11: 13, 12: 4 })]);
    expect(rates.has('12')).toBe(false);
    const reRead = dexDailyRates([audit(0, { 11: 5 }), audit(4, { 11: 13 }), { ...audit(4, { 11: 13 }), read_at: new Date(Date.parse(day(4)) + 60_000).toISOString() }]);
    expect(reRead.get('11')).toEqual({ per_day: 2, vends: 8, days: 4, intervals: 1 });
  });
});

describe('suggestSlotRefill with a DEX rate', () => {
  it('takes the rate of the audits instead of the window’s sales and names it in the reason', async () => {
    const { suggestSlotRefill } = await import('../../contract/refill-suggestion.ts');
    const line = suggestSlotRefill({ current: 2, capacity: 20, par_level: 5, sold: 0, window_days: 14, days_to_visit: 3, dex: { per_day: 4.2, intervals: 3 } });
    expect(line).toMatchObject({ sold_per_day: 4.2, needed: 13, quantity_to_add: 11 });
    expect(line.reason).toBe('Holds 2 of 20; from DEX audits: 4.2 a day (no live sales; 3 intervals between audits); 3 days to the next visit need 13; par 5 (planogram): add 11 to hold 13.');
  });
});
