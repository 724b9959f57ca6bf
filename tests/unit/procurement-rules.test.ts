/** The purchase order's receipt rules and the returns' bound, on the API's shapes. */
import { describe, expect, it } from 'vitest';
import { receiptEvent, receiptProblems } from '../../machines/records/purchaseOrder.ts';
import { returnableUnits } from '../../machines/records/procurementReturns.ts';

const lines = [
  { product_id: 1, purchased_quantity: 10, received_quantity: 4 },
  { product_id: 2, purchased_quantity: 5, received_quantity: 0 },
];

describe('a receipt', () => {
  it('takes quantities up to what is outstanding', () => {
    expect(receiptProblems(lines, [{ product_id: 1, quantity: 6 }, { product_id: 2, quantity: 0 }])).toEqual([]);
  });

  it('never takes more than is outstanding, nor a product off the order, twice, or negative', () => {
    expect(receiptProblems(lines, [{ product_id: 1, quantity: 7 }])).toEqual(['Enter number smaller than or equal to 6']);
    expect(receiptProblems(lines, [{ product_id: 9, quantity: 1 }])).toEqual(['Product 9 is not on this purchase order.']);
    expect(receiptProblems(lines, [{ product_id: 2, quantity: 1 }, { product_id: 2, quantity: 1 }])).toEqual(['Product 2 is listed twice.']);
    expect(receiptProblems(lines, [{ product_id: 2, quantity: -1 }])).toEqual(['Enter number greater than or equal to 0']);
    expect(receiptProblems(lines, [{ product_id: 2, quantity: 1.5 }])).toEqual(['Enter number greater than or equal to 0']);
  });

  it('receives at least one unit', () => {
    expect(receiptProblems(lines, [{ product_id: 1, quantity: 0 }])).toEqual(['Enter the quantity received of at least one product.']);
  });

  it('completes the order only when nothing is outstanding', () => {
    expect(receiptEvent(lines, [{ product_id: 1, quantity: 6 }])).toBe('purchaseOrder.receivePartially');
    expect(receiptEvent(lines, [{ product_id: 1, quantity: 6 }, { product_id: 2, quantity: 5 }])).toBe('purchaseOrder.receive');
  });
});

it('a return may take back what was received and not yet returned, never less than 0', () => {
  expect(returnableUnits(new Map([[1, 6], [2, 3]]), new Map([[1, 2], [2, 5]]))).toEqual(new Map([[1, 4], [2, 0]]));
});
