/** The report's day helpers (contract/actions/machine-report.ts): valid days, range length, ranges ending today. */
import { describe, expect, it } from 'vitest';
import { daysBetween, isDay, rangeEnding, VM_REPORT_PRESETS } from '../../contract/actions/machine-report.ts';

describe('machine report days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '26-11-2026', '2026-11-26T00:00:00Z', '', '2026-1-5']) expect(isDay(bad), bad).toBe(false);
  });

  it('counts days with both ends included, across months and years', () => {
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(1);
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(31);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(2);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
  });

  it('each quick range ends today and spans its days', () => {
    for (const p of VM_REPORT_PRESETS) {
      const r = rangeEnding('2026-03-01', p.days);
      expect(r.to).toBe('2026-03-01');
      expect(daysBetween(r.from, r.to)).toBe(p.days);
    }
    expect(rangeEnding('2026-03-01', 7).from).toBe('2026-02-23');
  });
});
