/** The network priority order's moves (machines/records/priorityOrder.ts): drag, Alt+arrows and the buttons share them. */
import { describe, expect, it } from 'vitest';
import { canMove, moveBy, moveItem, moveOnto } from '../../machines/records/priorityOrder.ts';

const NETS = ['ETHERNET', 'WIFI', 'LTE', '3G'] as const;

describe('priority order', () => {
  it('moves an item to another place, keeping every item once', () => {
    expect(moveItem(NETS, 2, 0)).toEqual(['LTE', 'ETHERNET', 'WIFI', '3G']);
    expect(moveItem(NETS, 0, 3)).toEqual(['WIFI', 'LTE', '3G', 'ETHERNET']);
    expect(moveItem(NETS, 1, 1)).toEqual([...NETS]);
  });

  it('never changes the list it was given, and ignores indexes outside it', () => {
    const list = [...NETS];
    moveItem(list, 0, 2);
    expect(list).toEqual([...NETS]);
    expect(moveItem(NETS, -1, 2)).toEqual([...NETS]);
    expect(moveItem(NETS, 1, 4)).toEqual([...NETS]);
    expect(moveItem(NETS, 1.5, 2)).toEqual([...NETS]);
  });

  it('moves one place up or down and says where the item is now; clamped at the ends', () => {
    expect(moveBy(NETS, 2, -1)).toEqual({ items: ['ETHERNET', 'LTE', 'WIFI', '3G'], index: 1 });
    expect(moveBy(NETS, 2, 1)).toEqual({ items: ['ETHERNET', 'WIFI', '3G', 'LTE'], index: 3 });
    expect(moveBy(NETS, 0, -1)).toEqual({ items: [...NETS], index: 0 });
    expect(moveBy(NETS, 3, 1)).toEqual({ items: [...NETS], index: 3 });
    expect(moveBy([], 0, 1)).toEqual({ items: [], index: 0 });
  });

  it('a drag puts the dragged item where the one it was dropped on stood', () => {
    expect(moveOnto(NETS, '3G', 'WIFI')).toEqual(['ETHERNET', '3G', 'WIFI', 'LTE']);
    expect(moveOnto(NETS, 'ETHERNET', 'LTE')).toEqual(['WIFI', 'LTE', 'ETHERNET', '3G']);
    expect(moveOnto(NETS, 'WIFI', null)).toEqual([...NETS]);
    expect(moveOnto(NETS, 'WIFI', 'unknown' as never)).toEqual([...NETS]);
  });

  it('says which moves the buttons may offer', () => {
    expect(canMove(NETS, 0, -1)).toBe(false);
    expect(canMove(NETS, 0, 1)).toBe(true);
    expect(canMove(NETS, 3, 1)).toBe(false);
    expect(canMove(NETS, 3, -1)).toBe(true);
  });

  it('any sequence of moves keeps the same items (a permutation)', () => {
    let list: string[] = [...NETS];
    for (let i = 0; i < 200; i++) {
      const from = (i * 7) % 4;
      list = i % 3 === 0 ? moveItem(list, from, (i * 5) % 4) : moveBy(list, from, i % 2 ? 1 : -1).items;
      expect([...list].sort()).toEqual([...NETS].sort());
    }
  });
});
