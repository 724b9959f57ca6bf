/** The pure rules of the sale paths (contract/sales.ts): what a platform may not sell, and the channel names. */
import { describe, expect, it } from 'vitest';
import { SALE_CHANNELS } from '../../contract/negative-items.ts';
import { PLATFORM_SALE_CHANNELS, restrictedInSale, saleChannelName, SALE_MESSAGES } from '../../contract/sales.ts';

describe('restrictedInSale', () => {
  const lines = [{ productId: 1, name: 'Chips' }, { productId: 2, name: 'Cola' }, { productId: 3, name: 'Water' }];
  it('names the restricted products of the sale in its order, and nothing when none is restricted', () => {
    expect(restrictedInSale(lines, new Set([3, 1]))).toEqual([lines[0], lines[2]]);
    expect(restrictedInSale(lines, new Set([9]))).toEqual([]);
    expect(restrictedInSale([], new Set([1]))).toEqual([]);
  });
  it('says which platform may not sell which products', () => {
    expect(SALE_MESSAGES.restricted('QuickBuy', ['Chips'])).toBe('QuickBuy may not sell Chips: it is a restricted product of the platform.');
    expect(SALE_MESSAGES.restricted('QuickBuy', ['Chips', 'Water'])).toBe('QuickBuy may not sell Chips, Water: they are restricted products of the platform.');
  });
});

describe('sale channels', () => {
  it('are the spec catalogue, and a platform sells only through the customer platform (1, 2)', () => {
    expect(SALE_CHANNELS.map((c) => saleChannelName(c.id))).toEqual(['Mobile Application', 'Mobile Browser', 'Device App']);
    expect(PLATFORM_SALE_CHANNELS).toEqual([1, 2]);
  });
});
