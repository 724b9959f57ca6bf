import fc from 'fast-check';
import { expect, it } from 'vitest';
import { suggestSlotRefill, type SlotForSuggestion } from '../../contract/refill-suggestion.ts';

const slot = (over: Partial<SlotForSuggestion>): SlotForSuggestion => ({
  current: 2, capacity: 10, par_level: null, sold: 0, window_days: 14, days_to_visit: 3, ...over,
});

it('fills a slot without a planogram par up to its capacity, and says why', () => {
  expect(suggestSlotRefill(slot({ sold: 14 }))).toEqual({
    quantity_to_add: 8, sold_per_day: 1, par: 10, needed: 3,
    reason: 'Holds 2 of 10; sold 1 a day over the last 14 days; 3 days to the next visit need 3; par 10 (its capacity): add 8 to reach par.',
  });
});

it('tops up to the planogram par, or above it up to the capacity when sales need more before the next visit', () => {
  expect(suggestSlotRefill(slot({ par_level: 6 })).quantity_to_add).toBe(4);
  // 28 in 14 days = 2 a day; 4 days need 8 > par 6 → hold 8.
  const busy = suggestSlotRefill(slot({ par_level: 6, sold: 28, days_to_visit: 4 }));
  expect(busy).toMatchObject({ quantity_to_add: 6, needed: 8, par: 6 });
  expect(busy.reason).toContain('add 6 to hold 8.');
  // 10 a day for 3 days = 30 > capacity 10: fill it.
  expect(suggestSlotRefill(slot({ par_level: 6, sold: 140 }))).toMatchObject({ quantity_to_add: 8, needed: 30 });
});

it('adds nothing to a full slot or one already above its par', () => {
  expect(suggestSlotRefill(slot({ current: 10 }))).toMatchObject({ quantity_to_add: 0, reason: expect.stringContaining('full: add nothing.') });
  expect(suggestSlotRefill(slot({ current: 7, par_level: 5 }))).toMatchObject({ quantity_to_add: 0, reason: expect.stringContaining('holds enough') });
});

it('rounds the need up without counting a float error as one more unit', () => {
  // 21 in 14 days = 1.5 a day × 2 days = exactly 3.
  expect(suggestSlotRefill(slot({ sold: 21, days_to_visit: 2, par_level: 0, current: 0 }))).toMatchObject({ needed: 3, quantity_to_add: 3, sold_per_day: 1.5 });
});

const anySlot = fc.record({
  current: fc.integer({ min: 0, max: 200 }),
  capacity: fc.integer({ min: 0, max: 200 }),
  par_level: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  sold: fc.integer({ min: 0, max: 10_000 }),
  window_days: fc.integer({ min: 1, max: 90 }),
  days_to_visit: fc.integer({ min: 0, max: 60 }),
});

it('never proposes a negative quantity, nor more than the slot has room for', () => {
  fc.assert(fc.property(anySlot, (s) => {
    const { quantity_to_add } = suggestSlotRefill(s);
    const room = Math.max(0, s.capacity - Math.min(s.current, s.capacity));
    return Number.isInteger(quantity_to_add) && quantity_to_add >= 0 && quantity_to_add <= room;
  }));
});

it('proposes nothing for a full slot, whatever its sales', () => {
  fc.assert(fc.property(anySlot, (s) => suggestSlotRefill({ ...s, current: s.capacity }).quantity_to_add === 0));
});

it('leaves the slot holding at least its par, and enough for the next visit when the capacity allows', () => {
  fc.assert(fc.property(anySlot, (s) => {
    const line = suggestSlotRefill(s);
    const after = Math.min(s.current, s.capacity) + line.quantity_to_add;
    return after >= Math.min(line.par, s.capacity) && after >= Math.min(line.needed, s.capacity);
  }));
});
