/**
 * What an active negative item blocks (contract/negative-items.ts, docs/decisions.md "Negative
 * items and external sales"): its products, on its machines, through the Mobile Application and
 * Mobile Browser, while switched on and within its dates; never the machine's own screen.
 */
import { describe, expect, it } from 'vitest';
import { blockedProducts, isBlocked, negativeItemState, withoutBlocked, type NegativeItemRule } from '../../contract/negative-items.ts';

const now = new Date('2026-06-15T12:00:00Z');
const item: NegativeItemRule = { status: 1, start_date: '2026-06-01T00:00:00Z', end_date: '2026-06-30T23:59:59Z', product_ids: [7, 8], machine_ids: [3] };

describe('negative item rule', () => {
  it('says where an item stands', () => {
    expect(negativeItemState(item, now)).toBe('Active');
    expect(negativeItemState(item, new Date('2026-05-31T00:00:00Z'))).toBe('Upcoming');
    expect(negativeItemState(item, new Date('2026-07-01T00:00:00Z'))).toBe('Ended');
    expect(negativeItemState({ ...item, status: 0 }, now)).toBe('Inactive');
  });

  it('blocks only its products, on its machines, through channels 1 and 2, while active', () => {
    expect([...blockedProducts([item], 3, 1, now)]).toEqual([7, 8]);
    expect([...blockedProducts([item], 3, 2, now)]).toEqual([7, 8]);
    expect(blockedProducts([item], 3, 3, now).size).toBe(0);
    expect(blockedProducts([item], 4, 1, now).size).toBe(0);
    expect(isBlocked([item], { machineId: 3, productId: 9, channel: 1 }, now)).toBe(false);
    expect(isBlocked([{ ...item, status: 0 }], { machineId: 3, productId: 7, channel: 1 }, now)).toBe(false);
    expect(isBlocked([item], { machineId: 3, productId: 7, channel: 1 }, new Date('2026-07-01T00:00:00Z'))).toBe(false);
  });

  it('adds up several items and drops blocked slots from what a sale offers', () => {
    const other: NegativeItemRule = { ...item, product_ids: [9], machine_ids: [3, 4] };
    expect([...blockedProducts([item, other], 3, 1, now)].sort()).toEqual([7, 8, 9]);
    expect([...blockedProducts([item, other], 4, 2, now)]).toEqual([9]);
    const slots = [{ product_id: 7 }, { product_id: 9 }, { product_id: 10 }];
    expect(withoutBlocked(slots, new Set([7, 9]))).toEqual([{ product_id: 10 }]);
    expect(withoutBlocked(slots, new Set())).toBe(slots);
  });
});
