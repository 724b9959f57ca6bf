/**
 * Model-based, part 1: every generated path of the material transfer machine replayed on a
 * live actor, checking after each step that the actor is where the model says. Prints how
 * many paths and transitions were covered; 100 % of transitions is required.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CANCEL_CONFIRM_TEXT, NOTHING_TICKED, PARTIAL_CONFIRM_TEXT, materialTransferMachine, partialReceiptErrors, receivedQuantities,
  type TransferEvent,
} from '../../machines/materialTransfer.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';
import { SAMPLE_ITEMS, createTransferModel, serializeTransfer, type TransferSnapshot } from './transfer-model.ts';

const model = createTransferModel();
const paths = modelPaths(model);

afterAll(() => {
  console.log(describeCoverage('material transfer (transition cover)', coverage(materialTransferMachine, paths as never)));
});

/** Replays a path on a live actor; the actor must match the model's state after every step. */
async function replay(path: (typeof paths)[number]) {
  const actor = createActor(materialTransferMachine).start();
  await path.test({
    events: Object.fromEntries(
      [...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: unknown }) => actor.send(step.event as TransferEvent)]),
    ),
    states: {},
  });
  expect(serializeTransfer(actor.getSnapshot())).toBe(serializeTransfer(path.state as TransferSnapshot));
  actor.stop();
}

describe('every transition-cover path', () => {
  it('covers 100 % of the transitions', () => {
    const c = coverage(materialTransferMachine, paths as never);
    expect(c.missing).toEqual([]);
    expect(c.percent).toBe(100);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

describe('what a warehouse user sees', () => {
  const start = (status = 1) => {
    const actor = createActor(materialTransferMachine).start();
    actor.send({ type: 'transfer.loaded', transfer: { status, version: 4, items: SAMPLE_ITEMS } });
    return actor;
  };

  it('a Created transfer offers cancel, receive, partial receive and scan; a finished one offers nothing', () => {
    const open = start().getSnapshot();
    for (const type of ['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive', 'transfer.scan'] as const) expect(open.can({ type })).toBe(true);
    expect(open.can({ type: 'transfer.save' })).toBe(false);
    for (const status of [2, 3, 4]) {
      const done = start(status).getSnapshot();
      expect(done.status).toBe('done');
      for (const type of ['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive', 'transfer.scan'] as const) expect(done.can({ type })).toBe(false);
    }
  });

  it('cancel asks first; No resets the selection to created', () => {
    const actor = start();
    actor.send({ type: 'transfer.cancel' });
    expect(actor.getSnapshot().matches({ created: 'confirmingCancel' })).toBe(true);
    expect(CANCEL_CONFIRM_TEXT).toBe('You want to cancel this Transfer Order');
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().context.selection).toBe(1);
    actor.send({ type: 'transfer.cancel' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().context.selection).toBe(2);
  });

  it('a partial receipt: ticked rows only, received defaults to the stock sent, each 0 ≤ n ≤ sent', () => {
    const actor = start();
    actor.send({ type: 'transfer.partiallyReceive' });
    actor.send({ type: 'transfer.save' });
    expect(actor.getSnapshot().matches({ created: 'partialSelected' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(partialReceiptErrors(actor.getSnapshot().context.items)?.general).toBe(NOTHING_TICKED);

    actor.send({ type: 'item.quantity', productId: 1, value: '1' });
    expect(actor.getSnapshot().context.items[0].received).toBe('5');
    actor.send({ type: 'item.toggle', productId: 1 });
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ ticked: true, received: '5' });
    for (const [value, message] of [['6', 'Enter number smaller than or equal to 5'], ['-1', 'Enter only numbers'], ['', 'Value required'], ['2.5', 'Enter only numbers']]) {
      actor.send({ type: 'item.quantity', productId: 1, value });
      expect(partialReceiptErrors(actor.getSnapshot().context.items)?.items[1]).toBe(message);
    }
    actor.send({ type: 'item.quantity', productId: 1, value: '0' });
    expect(partialReceiptErrors(actor.getSnapshot().context.items)).toBeNull();
    actor.send({ type: 'remainder.toggle' });
    actor.send({ type: 'transfer.save' });
    expect(actor.getSnapshot().matches({ created: 'confirmingPartial' })).toBe(true);
    expect(PARTIAL_CONFIRM_TEXT).toBe('You want to partially receive the Transfer Order');
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().matches({ created: 'saving' })).toBe(true);
    expect(receivedQuantities(actor.getSnapshot().context.items)).toEqual([{ product_id: 1, received_stock: 0 }]);
    expect(actor.getSnapshot().context.createRemainder).toBe(true);
  });

  it('scan mode ticks an item only on an exact SKU match', () => {
    const actor = start();
    actor.send({ type: 'transfer.scan' });
    expect(actor.getSnapshot().matches({ created: { partialSelected: 'scanning' } })).toBe(true);
    actor.send({ type: 'item.scanned', sku: 'SKU-' });
    expect(actor.getSnapshot().context.scanMessage).toBe('No item with SKU SKU- in this transfer');
    actor.send({ type: 'item.scanned', sku: 'sku-b' });
    expect(actor.getSnapshot().context.items.some((i) => i.ticked)).toBe(false);
    actor.send({ type: 'item.scanned', sku: 'SKU-B\n' });
    expect(actor.getSnapshot().context.items.map((i) => i.ticked)).toEqual([false, true]);
    expect(actor.getSnapshot().context.scanMessage).toBe('Ticked SKU-B');
  });

  it('a failed save goes back to the selection with the message; a conflict reloads the order', () => {
    const actor = start();
    actor.send({ type: 'transfer.receive' });
    actor.send({ type: 'transfer.save' });
    actor.send({ type: 'save.failed', message: 'Network/CORS error has occured.', conflict: false });
    expect(actor.getSnapshot().matches({ created: 'receiveSelected' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Network/CORS error has occured.');
    actor.send({ type: 'transfer.save' });
    actor.send({ type: 'save.failed', message: 'Transfer order MT-000001 is Received; it cannot be received now.', conflict: true });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('leaving the partial receipt drops its ticks', () => {
    const actor = start();
    actor.send({ type: 'transfer.partiallyReceive' });
    actor.send({ type: 'item.toggle', productId: 2 });
    actor.send({ type: 'remainder.toggle' });
    actor.send({ type: 'transfer.receive' });
    actor.send({ type: 'transfer.partiallyReceive' });
    expect(actor.getSnapshot().context.items.some((i) => i.ticked)).toBe(false);
    expect(actor.getSnapshot().context.createRemainder).toBe(false);
  });
});
