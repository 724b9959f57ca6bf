/**
 * The store return's machine (issue 41) at 100 % of its transitions, and the rules of its
 * lines and receipt that the create screen, the receive dialog and the server share.
 */
import { describe, expect, it } from 'vitest';
import { STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import {
  STORE_RETURN_RULE_TEXTS, storeReturnGates, storeReturnLifecycle, storeReturnLineProblems, storeReturnReceipt,
} from '../../machines/records/warehouseOrderViews.ts';

describe('store return lifecycle', () => {
  it('walks every transition: Created → Received, Created → Cancelled; nothing leaves a final or Draft return', () => {
    const walked: string[] = [];
    for (const status of Object.values(STORE_RETURN_STATUS)) {
      for (const event of storeReturnLifecycle.events) {
        const next = storeReturnLifecycle.can(status, event) ? storeReturnLifecycle.next(status, event) : null;
        if (next !== null) walked.push(`${status} ${event} ${next}`);
      }
    }
    expect(walked.sort()).toEqual([
      `${STORE_RETURN_STATUS.created} storeReturn.cancel ${STORE_RETURN_STATUS.cancelled}`,
      `${STORE_RETURN_STATUS.created} storeReturn.receive ${STORE_RETURN_STATUS.received}`,
    ]);
    expect(storeReturnGates(STORE_RETURN_STATUS.created)).toEqual({ canReceive: true, canCancel: true });
    for (const s of [STORE_RETURN_STATUS.received, STORE_RETURN_STATUS.cancelled, STORE_RETURN_STATUS.draft]) {
      expect(storeReturnGates(s)).toEqual({ canReceive: false, canCancel: false });
    }
  });
});

describe('store return lines', () => {
  const inStore = new Map([[1, 5], [2, 1], [3, 0]]);
  it('accepts products the store holds, each once, up to what it holds', () => {
    expect(storeReturnLineProblems([{ product_id: 1, quantity: 5 }, { product_id: 2, quantity: 1 }], inStore)).toEqual([]);
  });
  it('refuses more than the store holds, a product twice, none held, and quantities under 1', () => {
    expect(storeReturnLineProblems([
      { product_id: 1, quantity: 6 }, { product_id: 1, quantity: 1 }, { product_id: 3, quantity: 1 }, { product_id: 9, quantity: 1 }, { product_id: 2, quantity: 0 },
    ], inStore)).toEqual([
      { index: 0, field: 'quantity', message: STORE_RETURN_RULE_TEXTS.atMost(5) },
      { index: 1, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.productTwice },
      { index: 2, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.notInStore },
      { index: 3, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.notInStore },
      { index: 4, field: 'quantity', message: STORE_RETURN_RULE_TEXTS.quantityPositive },
    ]);
  });
});

describe('store return receipt', () => {
  const sent = [{ product_id: 1, quantity: 3 }, { product_id: 2, quantity: 2 }];
  it('without quantities, everything arrived', () => {
    expect(storeReturnReceipt(sent)).toEqual({ problems: [], lines: [
      { product_id: 1, sent: 3, received: 3, short: 0, reason: null }, { product_id: 2, sent: 2, received: 2, short: 0, reason: null },
    ] });
  });
  it('a short line carries its reason; sent = received + short on every line', () => {
    const { lines, problems } = storeReturnReceipt(sent, [{ product_id: 1, received: 1, reason: ' Lost in transit ' }, { product_id: 2, received: 2 }]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([{ product_id: 1, sent: 3, received: 1, short: 2, reason: 'Lost in transit' }, { product_id: 2, sent: 2, received: 2, short: 0, reason: null }]);
    for (const l of lines) expect(l.received + l.short).toBe(l.sent);
  });
  it('refuses a short line without a reason, more than sent, a product not on the return or twice, and a line left out', () => {
    expect(storeReturnReceipt(sent, [{ product_id: 1, received: 1 }, { product_id: 2, received: 2 }]).problems).toEqual([{ index: 0, field: 'reason', message: STORE_RETURN_RULE_TEXTS.reasonRequired }]);
    expect(storeReturnReceipt(sent, [{ product_id: 1, received: 4 }, { product_id: 2, received: 2 }]).problems[0]).toMatchObject({ field: 'received' });
    expect(storeReturnReceipt(sent, [{ product_id: 7, received: 1 }]).problems[0]).toMatchObject({ field: 'product_id', message: STORE_RETURN_RULE_TEXTS.notOnReturn });
    expect(storeReturnReceipt(sent, [{ product_id: 1, received: 3 }, { product_id: 1, received: 3 }]).problems[0]).toMatchObject({ index: 1, message: STORE_RETURN_RULE_TEXTS.productTwice });
    expect(storeReturnReceipt(sent, [{ product_id: 1, received: 3 }]).problems).toEqual([{ index: 1, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.everyLine }]);
  });
});
