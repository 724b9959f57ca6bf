/**
 * Which DOM row shows which list row. A scrolling table keeps its row elements and gives
 * the ones that scrolled out to the rows coming in, so the browser changes a few texts
 * instead of building and styling new rows: on a 2-core machine, 10 new rows a frame cost
 * about 12 ms of main thread built anew and about 7 ms reused (docs/decisions.md).
 *
 * Slots are React keys. The table renders its rows in slot order, never in list order, so
 * React never moves a row element either (moving one costs the browser as much as a new
 * one); each row is placed on screen by its own offset instead.
 */
export type SlotMap = ReadonlyMap<number, number>;

/**
 * The slots for the rows now drawn (`indexes`, list positions): a row that stays keeps its
 * slot, rows that left free theirs, and new rows take the lowest free slots in list order.
 */
export function assignSlots(previous: SlotMap, indexes: readonly number[]): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const index of indexes) {
    const slot = previous.get(index);
    if (slot === undefined) continue;
    next.set(index, slot);
    taken.add(slot);
  }
  let free = 0;
  for (const index of indexes) {
    if (next.has(index)) continue;
    while (taken.has(free)) free++;
    next.set(index, free);
    taken.add(free);
  }
  return next;
}

/** The drawn rows in slot order: the order their elements keep in the DOM. */
export function inSlotOrder<Item extends { index: number }>(items: readonly Item[], slots: SlotMap): { item: Item; slot: number }[] {
  return items.map((item) => ({ item, slot: slots.get(item.index)! })).sort((a, b) => a.slot - b.slot);
}
