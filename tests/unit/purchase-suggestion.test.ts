import { expect, it } from 'vitest';
import { suggestPurchase, type StockPosition } from '../../machines/records/purchaseSuggestion.ts';

const position = (over: Partial<StockPosition>): StockPosition => ({
  product_id: 1, name: 'Cola', on_hand: 4, incoming: 0, reorder_level: 10, outflow: 42, days: 14, minimum: 0, ...over,
});

it('suggests only products under their reorder level, counting what is already on order', () => {
  expect(suggestPurchase([position({ on_hand: 10 })])).toEqual([]);
  expect(suggestPurchase([position({ on_hand: 4, incoming: 6 })])).toEqual([]);
});

it('covers fourteen days at the recent rate above the reorder level, and says why', () => {
  // 3 a day × 14 = 42 above the level of 10: 52 wanted, 4 held → 48.
  expect(suggestPurchase([position({})])).toEqual([{
    product_id: 1,
    quantity: 48,
    reason: 'Holds 4, under its reorder level of 10; 42 went out in the last 14 days, so 14 days of cover above the reorder level needs 52.',
  }]);
});

it('buys at least the supplier\'s minimum, and fills a product that did not move up to its level', () => {
  expect(suggestPurchase([position({ minimum: 60 })])[0]).toMatchObject({ quantity: 60, reason: expect.stringContaining('the supplier sells at least 60') });
  expect(suggestPurchase([position({ outflow: 0, on_hand: 3, incoming: 2 })])[0]).toMatchObject({
    quantity: 5,
    reason: 'Holds 3 with 2 on order, under its reorder level of 10; nothing went out in the last 14 days, so this fills it up to the reorder level.',
  });
});

it('asks the same permission as the order it leads to, so the palette command never opens a suggestion the caller may not read', async () => {
  const { suggestPurchaseOrder } = await import('../../contract/actions/purchase-suggestions.ts');
  const { WAREHOUSE_ACTIONS } = await import('../../commands/records/warehouses.ts');
  expect(WAREHOUSE_ACTIONS.find((a) => a.id === 'suggest.purchase_order')!.permissions).toEqual(suggestPurchaseOrder.permissions);
});

it('ranks the supplier covering the most products first, then the cheaper, and drops empty proposals', async () => {
  const { rankProposals } = await import('../../machines/records/purchaseSuggestion.ts');
  const p = (id: number, name: string, products: number, amount: number) =>
    ({ supplier: { id, name }, lines: Array.from({ length: products }, (_, i) => ({ product_id: i + 1 })), amount });
  expect(rankProposals([p(1, 'A', 1, 10), p(2, 'B', 2, 500), p(3, 'C', 2, 300), p(4, 'D', 0, 0)]).map((x) => x.supplier.id)).toEqual([3, 2, 1]);
});
