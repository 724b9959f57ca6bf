/**
 * "Suggest refill" (issue 39, beyond the spec): how many units to add to one slot so the
 * machine lasts until the next visit. The one place of the arithmetic: the server's
 * suggest.refill_plan and the tests use it; docs/decisions.md "Refill suggestions and pick lists".
 *
 * - par: the planogram template's par level for the slot when the machine has one, else the
 *   slot's capacity (item_layout_max); never above the capacity.
 * - sold per day: units vended from the machine's coil over the last `window_days` days / window_days.
 * - needed: what the slot must hold now to last `days_to_visit` days at that rate (rounded up).
 * - target: the larger of par and needed, capped at the capacity; the quantity to add is
 *   target − current, never below 0 and never above capacity − current.
 */

/** Defaults of the request: the sales window and the days to the next visit. */
export const REFILL_SUGGESTION_WINDOW_DAYS = 14;
export const REFILL_SUGGESTION_VISIT_DAYS = 3;
export const REFILL_SUGGESTION_MAX_VISIT_DAYS = 60;
export const REFILL_SUGGESTION_MAX_WINDOW_DAYS = 90;

export type SlotForSuggestion = {
  /** Units in the slot now. */
  current: number;
  /** The slot's capacity (item_layout_max). */
  capacity: number;
  /** The planogram template's par level, or null (then the capacity). */
  par_level: number | null;
  /** Units vended from the coil over the window. */
  sold: number;
  window_days: number;
  days_to_visit: number;
  /** A machine without live sales: the daily rate of its DEX audits' interval sales replaces `sold` (server/dex/daily-rate.ts). */
  dex?: { per_day: number; intervals: number };
};

export type RefillSuggestionLine = {
  quantity_to_add: number;
  /** Units sold per day over the window, to two decimals. */
  sold_per_day: number;
  par: number;
  needed: number;
  reason: string;
};

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The quantity to add to one slot and why, in words. Pure; never negative, never above capacity − current. */
export function suggestSlotRefill(slot: SlotForSuggestion): RefillSuggestionLine {
  const capacity = whole(slot.capacity);
  const current = Math.min(whole(slot.current), capacity);
  const days = Math.max(1, whole(slot.window_days));
  const visit = whole(slot.days_to_visit);
  const perDay = slot.dex ? Math.max(0, slot.dex.per_day) : whole(slot.sold) / days;
  const par = Math.min(capacity, slot.par_level === null ? capacity : whole(slot.par_level));
  // A tiny epsilon keeps 1.5 × 2 = 3.0000000004 from rounding up to 4.
  const needed = Math.ceil(perDay * visit - 1e-9);
  const target = Math.min(capacity, Math.max(par, needed));
  const quantity = Math.max(0, Math.min(capacity - current, target - current));
  const parWords = slot.par_level === null ? `par ${par} (its capacity)` : `par ${par} (planogram)`;
  const rate = round2(perDay);
  const sales = slot.dex
    ? `from DEX audits: ${rate} a day (no live sales; ${slot.dex.intervals} interval${slot.dex.intervals === 1 ? '' : 's'} between audits)`
    : `sold ${rate} a day over the last ${days} days`;
  const cover = `${visit} day${visit === 1 ? '' : 's'} to the next visit need ${needed}`;
  const head = `Holds ${current} of ${capacity}; ${sales}; ${cover}; ${parWords}`;
  const tail = quantity === 0
    ? (current >= capacity ? 'full: add nothing.' : `holds enough: add nothing.`)
    : needed > par
      ? (needed > capacity ? `add ${quantity} to fill it (the need is above the capacity).` : `add ${quantity} to hold ${current + quantity}.`)
      : `add ${quantity} to reach par.`;
  return { quantity_to_add: quantity, sold_per_day: rate, par, needed, reason: `${head}: ${tail}` };
}
