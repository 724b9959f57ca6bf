/** Which DOM row shows which list row while a table scrolls: rows are reused, never moved. */
import { describe, expect, it } from 'vitest';
import { assignSlots, inSlotOrder } from '../../src/ui/table/row-slots.ts';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('row slots', () => {
  it('gives a fresh table its slots in list order, so the DOM starts in screen order', () => {
    expect([...assignSlots(new Map(), range(0, 4))]).toEqual([[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]);
  });

  it('keeps the slot of a row that stays and hands the freed slots to the rows coming in', () => {
    const first = assignSlots(new Map(), range(0, 4));
    const next = assignSlots(first, range(2, 6));
    expect(next.get(2)).toBe(2);
    expect(next.get(4)).toBe(4);
    expect(next.get(5)).toBe(0);
    expect(next.get(6)).toBe(1);
  });

  it('never uses a slot twice or more slots than the most rows drawn at once, through a long scroll both ways', () => {
    let slots = assignSlots(new Map(), range(0, 19));
    const starts = [...range(1, 300), ...range(0, 299).reverse(), 5000, 12, 4990];
    for (const start of starts) {
      const drawn = range(start, start + 19 + (start % 3));
      slots = assignSlots(slots, drawn);
      const used = [...slots.values()];
      expect(new Set(used).size).toBe(drawn.length);
      expect(Math.max(...used)).toBeLessThan(22);
    }
  });

  it('lists the drawn rows in slot order, which stays the same while rows are reused', () => {
    const slots = assignSlots(assignSlots(new Map(), range(0, 3)), range(2, 5));
    const order = inSlotOrder(range(2, 5).map((index) => ({ index })), slots);
    expect(order.map(({ slot }) => slot)).toEqual([0, 1, 2, 3]);
    expect(order.map(({ item }) => item.index)).toEqual([4, 5, 2, 3]);
  });
});
