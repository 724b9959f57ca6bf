/** Model-based, for the purchase order's manage flow (see transferFlow.test.ts): every transition walked, and what the screen relies on. */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { purchaseDraftProblems, purchaseOrderFlow, receivedOf } from '../../machines/flows/purchaseOrder.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';
import { createPurchaseModel, purchaseRecordIn, serializePurchase, type PurchaseFlowEvent, type PurchaseSnapshot } from './purchase-flow-model.ts';

const paths = modelPaths(createPurchaseModel());

afterAll(() => console.log(describeCoverage('purchase order flow', coverage(purchaseOrderFlow, paths as never))));

describe('every transition-cover path', () => {
  it('covers 100 % of the transitions', () => {
    expect(coverage(purchaseOrderFlow, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const actor = createActor(purchaseOrderFlow).start();
    await path.test({
      events: Object.fromEntries([...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: unknown }) => actor.send(step.event as PurchaseFlowEvent)])),
      states: {},
    });
    expect(serializePurchase(actor.getSnapshot())).toBe(serializePurchase(path.state as PurchaseSnapshot));
  });
});

describe('managing an order', () => {
  const start = (status: string) => {
    const actor = createActor(purchaseOrderFlow).start();
    actor.send({ type: 'record.loaded', record: purchaseRecordIn(status) });
    return actor;
  };

  it('an order waiting for its warehouse\'s approval may be cancelled but not shipped or received', () => {
    const actor = createActor(purchaseOrderFlow).start();
    actor.send({ type: 'record.loaded', record: { ...purchaseRecordIn('CREATED'), awaitingApproval: true } });
    const offered = (transition: string) => actor.getSnapshot().can({ type: 'record.select', transition });
    expect(['purchaseOrder.ship', 'purchaseOrder.receivePartially', 'purchaseOrder.receive', 'purchaseOrder.cancel'].map(offered)).toEqual([false, false, false, true]);
  });

  it('offers only the steps the lifecycle allows from the status', () => {
    expect(start('RECEIVED').getSnapshot().can({ type: 'record.select', transition: 'purchaseOrder.cancel' })).toBe(false);
    expect(start('SHIPPED').getSnapshot().can({ type: 'record.select', transition: 'purchaseOrder.receivePartially' })).toBe(true);
  });

  it('a partial receipt starts with everything outstanding and refuses more than that', () => {
    const actor = start('SHIPPED');
    actor.send({ type: 'record.select', transition: 'purchaseOrder.receivePartially' });
    const { draft, record } = actor.getSnapshot().context;
    expect(draft?.quantities).toEqual({ 1: '10', 2: '4' });
    actor.send({ type: 'draft.edit', edit: { kind: 'quantity', productId: 2, value: '5' } });
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    const shown = actor.getSnapshot().context;
    expect(purchaseDraftProblems(shown.draft!, 'purchaseOrder.receivePartially', record!)?.quantities).toEqual({ 2: 'Enter number smaller than or equal to 4' });
    actor.send({ type: 'draft.edit', edit: { kind: 'quantity', productId: 2, value: '1' } });
    expect(receivedOf(actor.getSnapshot().context.draft!, record!)).toEqual([{ product_id: 1, quantity: 10 }, { product_id: 2, quantity: 1 }]);
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
  });

  it('cancelling asks first; executing needs the invoice number', () => {
    const actor = start('CREATED');
    actor.send({ type: 'record.select', transition: 'purchaseOrder.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingChoice' })).toBe(true);
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    const received = start('RECEIVED');
    received.send({ type: 'record.select', transition: 'purchaseOrder.execute' });
    received.send({ type: 'record.save' });
    expect(received.getSnapshot().context.showErrors).toBe(true);
    received.send({ type: 'draft.edit', edit: { kind: 'invoiceNumber', value: 'INV-9' } });
    received.send({ type: 'record.save' });
    expect(received.getSnapshot().matches({ ready: 'saving' })).toBe(true);
  });
});
