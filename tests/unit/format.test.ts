/** Display formats of console.md §9: rupees, dates, "--", progress colours, stars. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMoney, orEmpty, percentOf, progressColour, starsOf } from '../../src/ui/format.ts';

describe('formatters', () => {
  it('shows rupee amounts with Indian grouping and two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('₹12,34,567.50');
    expect(formatMoney('20')).toBe('₹20.00');
    expect(formatMoney(-12)).toBe('-₹12.00');
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney('abc')).toBe('--');
  });

  it('shows dates as "Mon DD YYYY (h:mm AM/PM)"', () => {
    expect(formatDate(new Date(2026, 10, 5, 15, 7))).toBe('Nov 05 2026 (3:07 PM)');
    expect(formatDate(new Date(2026, 0, 1, 0, 0))).toBe('Jan 01 2026 (12:00 AM)');
    expect(formatDate(new Date(2026, 5, 30, 12, 30))).toBe('Jun 30 2026 (12:30 PM)');
    expect(formatDate(new Date(2026, 5, 30, 11, 59).toISOString())).toBe('Jun 30 2026 (11:59 AM)');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it('shows "--" for empty values only', () => {
    expect(orEmpty(null)).toBe('--');
    expect(orEmpty(undefined)).toBe('--');
    expect(orEmpty('  ')).toBe('--');
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty(false)).toBe('No');
    expect(orEmpty('x')).toBe('x');
  });

  it('colours progress under 41 % red, 41–70 % yellow, above 70 % green', () => {
    expect(progressColour(0)).toBe('red');
    expect(progressColour(40)).toBe('red');
    expect(progressColour(40.9)).toBe('red');
    expect(progressColour(41)).toBe('yellow');
    expect(progressColour(70)).toBe('yellow');
    expect(progressColour(70.1)).toBe('green');
    expect(progressColour(100)).toBe('green');
    expect(percentOf(3, 10)).toBe(30);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });

  it('rates out of 5 stars to the nearest half', () => {
    expect(starsOf(3.3)).toBe(3.5);
    expect(starsOf(3.2)).toBe(3);
    expect(starsOf(9)).toBe(5);
    expect(starsOf(-1)).toBe(0);
    expect(starsOf(null)).toBe(0);
  });
});

describe('formatDay', () => {
  it('shows a calendar day as the spec writes dates, without a time or time zone', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 05 2026');
    expect(formatDay('2027-01-31')).toBe('Jan 31 2027');
  });

  it('shows "--" for nothing or something that is not a day', () => {
    expect(formatDay(null)).toBe('--');
    expect(formatDay('soon')).toBe('--');
  });
});
