/**
 * Model-based, part 1: every transition-cover path of the material transfer screen's flow
 * replayed on a live actor, checking after each step that the actor is where the model says;
 * then what a warehouse user sees, step by step. 100 % of transitions is required.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CANCEL_CONFIRM_TEXT, NOTHING_TICKED, PARTIAL_CONFIRM_TEXT, partialReceiptErrors, receivedQuantities, transferFlow, type TransferEdit,
} from '../../machines/flows/materialTransfer.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';
import { createTransferModel, serializeTransfer, transferRecordIn, type TransferFlowEvent, type TransferSnapshot } from './flow-models.ts';

const paths = modelPaths(createTransferModel());

afterAll(() => console.log(describeCoverage('material transfer flow (transition cover)', coverage(transferFlow, paths as never))));

describe('every transition-cover path', () => {
  it('covers 100 % of the transitions', () => {
    const c = coverage(transferFlow, paths as never);
    expect(c.missing).toEqual([]);
    expect(c.percent).toBe(100);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const actor = createActor(transferFlow).start();
    await path.test({
      events: Object.fromEntries([...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: unknown }) => actor.send(step.event as TransferFlowEvent)])),
      states: {},
    });
    expect(serializeTransfer(actor.getSnapshot())).toBe(serializeTransfer(path.state as TransferSnapshot));
    actor.stop();
  });
});

describe('what a warehouse user sees', () => {
  const start = (status = 1) => {
    const actor = createActor(transferFlow).start();
    actor.send({ type: 'record.loaded', record: transferRecordIn(status, 4) });
    return actor;
  };
  const select = (transition: string) => ({ type: 'record.select', transition }) as const;
  const edit = (e: TransferEdit) => ({ type: 'draft.edit', edit: e }) as const;
  const draft = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.draft!;

  it('a Created transfer offers cancel, receive and partial receive; a finished one offers nothing', () => {
    const open = start().getSnapshot();
    for (const t of ['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive']) expect(open.can(select(t))).toBe(true);
    expect(open.can({ type: 'record.save' })).toBe(false);
    for (const status of [2, 3, 4]) {
      const done = start(status).getSnapshot();
      for (const t of ['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive']) expect(done.can(select(t))).toBe(false);
    }
  });

  it('cancel asks first; No goes back to nothing chosen', () => {
    const actor = start();
    actor.send(select('transfer.cancel'));
    expect(actor.getSnapshot().matches({ ready: 'confirmingChoice' })).toBe(true);
    expect(CANCEL_CONFIRM_TEXT).toBe('You want to cancel this Transfer Order');
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().context.transition).toBeNull();
    actor.send(select('transfer.cancel'));
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().context.transition).toBe('transfer.cancel');
  });

  it('a partial receipt: ticked rows only, received defaults to the stock sent, each 0 ≤ n ≤ sent', () => {
    const actor = start();
    actor.send(select('transfer.partiallyReceive'));
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(partialReceiptErrors(draft(actor).items)?.general).toBe(NOTHING_TICKED);

    actor.send(edit({ kind: 'quantity', productId: 1, value: '1' }));
    expect(draft(actor).items[0]!.received).toBe('5');
    actor.send(edit({ kind: 'toggle', productId: 1 }));
    expect(draft(actor).items[0]).toMatchObject({ ticked: true, received: '5' });
    for (const [value, message] of [['6', 'Enter number smaller than or equal to 5'], ['-1', 'Enter only numbers'], ['', 'Value required'], ['2.5', 'Enter only numbers']]) {
      actor.send(edit({ kind: 'quantity', productId: 1, value: value! }));
      expect(partialReceiptErrors(draft(actor).items)?.items[1]).toBe(message);
    }
    actor.send(edit({ kind: 'quantity', productId: 1, value: '0' }));
    expect(partialReceiptErrors(draft(actor).items)).toBeNull();
    actor.send(edit({ kind: 'remainder' }));
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingSave' })).toBe(true);
    expect(PARTIAL_CONFIRM_TEXT).toBe('You want to partially receive the Transfer Order');
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(receivedQuantities(draft(actor).items)).toEqual([{ product_id: 1, received_stock: 0 }]);
    expect(draft(actor).createRemainder).toBe(true);
  });

  it('scan mode ticks an item only on an exact SKU match', () => {
    const actor = start();
    actor.send(select('transfer.partiallyReceive'));
    actor.send(edit({ kind: 'scan.start' }));
    actor.send(edit({ kind: 'scanned', sku: 'SKU-' }));
    expect(draft(actor).scanMessage).toBe('No item with SKU SKU- in this transfer');
    actor.send(edit({ kind: 'scanned', sku: 'sku-b' }));
    expect(draft(actor).items.some((i) => i.ticked)).toBe(false);
    actor.send(edit({ kind: 'scanned', sku: 'SKU-B\n' }));
    expect(draft(actor).items.map((i) => i.ticked)).toEqual([false, true]);
    expect(draft(actor).scanMessage).toBe('Ticked SKU-B');
  });

  it('a failed save goes back to the choice with the message; a conflict loads the order again', () => {
    const actor = start();
    actor.send(select('transfer.receive'));
    actor.send({ type: 'record.save' });
    actor.send({ type: 'save.failed', message: 'Network/CORS error has occured.', conflict: false });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Network/CORS error has occured.');
    actor.send({ type: 'record.save' });
    actor.send({ type: 'save.failed', message: 'Transfer order MT-000001 is Received; it cannot be received now.', conflict: true });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('choosing another step drops the partial receipt\'s ticks', () => {
    const actor = start();
    actor.send(select('transfer.partiallyReceive'));
    actor.send(edit({ kind: 'toggle', productId: 2 }));
    actor.send(edit({ kind: 'remainder' }));
    actor.send(select('transfer.receive'));
    actor.send(select('transfer.partiallyReceive'));
    expect(draft(actor).items.some((i) => i.ticked)).toBe(false);
    expect(draft(actor).createRemainder).toBe(false);
  });

  it('after a save the transfer rests in its new status and offers nothing more', () => {
    const actor = start();
    actor.send(select('transfer.receive'));
    actor.send({ type: 'record.save' });
    actor.send({ type: 'save.succeeded', record: transferRecordIn(3, 5) });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.record).toMatchObject({ status: 3, version: 5 });
    expect(actor.getSnapshot().can(select('transfer.cancel'))).toBe(false);
  });
});
