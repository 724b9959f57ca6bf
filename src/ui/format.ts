/**
 * Display formats of console.md §9: rupee amounts, "Mon DD YYYY (h:mm AM/PM)" dates,
 * "--" for empty values, progress colours and the 5-star scale.
 */
import { CURRENCY_SYMBOL, EMPTY_VALUE, STAR_SCALE } from '../../contract/constants.ts';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value));
}

/** The value as text, or "--" when there is nothing to show. */
export function orEmpty(value: unknown): string {
  if (isBlank(value)) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,23,456.50" (Indian digit grouping), "-₹12.00", or "--". */
export function formatMoney(value: number | string | null | undefined): string {
  if (isBlank(value)) return EMPTY_VALUE;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return EMPTY_VALUE;
  return `${amount < 0 ? '-' : ''}${CURRENCY_SYMBOL}${rupees.format(Math.abs(amount))}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 05 2026 (3:07 PM)" in the browser's time zone, or "--". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (isBlank(value)) return EMPTY_VALUE;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${day} ${date.getFullYear()} (${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'})`;
}

/** A calendar day "YYYY-MM-DD" as "Nov 05 2026" (no time, no time zone), or "--". */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return EMPTY_VALUE;
  return `${MONTHS[Number(match[2]) - 1]} ${match[3]} ${match[1]}`;
}

export type ProgressColour = 'red' | 'yellow' | 'green';

/** console.md §9: under 41 % red, 41–70 % yellow, above 70 % green. */
export function progressColour(percent: number): ProgressColour {
  if (percent < 41) return 'red';
  if (percent <= 70) return 'yellow';
  return 'green';
}

/** A share of a maximum as a whole percent, 0 when the maximum is 0. */
export function percentOf(value: number, maximum: number): number {
  if (!maximum || maximum <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((value / maximum) * 100)));
}

/** A rating clamped to 0..5 and rounded to the nearest half star. */
export function starsOf(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 0;
  return Math.max(0, Math.min(STAR_SCALE, Math.round(rating * 2) / 2));
}
