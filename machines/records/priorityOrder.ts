/**
 * The order of a ranked list (a board settings template's network priority): pure moves, the
 * one logic behind every way of reordering it — a drag (`moveItem` to where it was dropped),
 * Alt+ArrowUp/Alt+ArrowDown and the "Move up" / "Move down" buttons (`moveBy` one place).
 * The list is never changed in place; a move past either end leaves it as it was.
 */

/** The list with the item at `from` taken out and put at `to` (indexes of the list as it was). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (!inRange(items, from) || !inRange(items, to) || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** The item at `index` moved `delta` places (−1 up, +1 down), clamped to the list's ends; and where it is now. */
export function moveBy<T>(items: readonly T[], index: number, delta: number): { items: T[]; index: number } {
  if (!inRange(items, index)) return { items: [...items], index };
  const to = Math.min(items.length - 1, Math.max(0, index + delta));
  return { items: moveItem(items, index, to), index: to };
}

/** A drag's end: the dragged item put where the item it was dropped on stood (no change when either is unknown). */
export function moveOnto<T>(items: readonly T[], dragged: T, over: T | null | undefined): T[] {
  if (over === null || over === undefined) return [...items];
  return moveItem(items, items.indexOf(dragged), items.indexOf(over));
}

/** Whether the item at `index` can move `delta` places without leaving the list (the buttons' disabled state). */
export function canMove(items: readonly unknown[], index: number, delta: -1 | 1): boolean {
  return inRange(items, index) && inRange(items, index + delta);
}

function inRange(items: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < items.length;
}
