/** Model-based, part 1, for the cash collection machine (see materialTransfer.test.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CASH_RECEIVED_TOAST, cashCollectionMachine, receivedAmountError, type CashEvent } from '../../machines/cashCollection.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';
import { createCashModel, serializeCash, type CashSnapshot } from './cash-model.ts';

const model = createCashModel();
const paths = modelPaths(model);

afterAll(() => console.log(describeCoverage('cash collection', coverage(cashCollectionMachine, paths as never))));

describe('every transition-cover path', () => {
  it('covers 100 % of the transitions', () => {
    expect(coverage(cashCollectionMachine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const actor = createActor(cashCollectionMachine).start();
    await path.test({
      events: Object.fromEntries([...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: unknown }) => actor.send(step.event as CashEvent)])),
      states: {},
    });
    expect(serializeCash(actor.getSnapshot())).toBe(serializeCash(path.state as CashSnapshot));
  });
});

describe('receiving cash', () => {
  const start = (state = 'SUBMITTED') => {
    const actor = createActor(cashCollectionMachine).start();
    actor.send({ type: 'cash.loaded', collection: { state, version: 2, submittedAmount: 1999.5 } });
    return actor;
  };

  it('Receive is offered only while SUBMITTED; the dialog starts at the total cash', () => {
    expect(start('RECEIVED').getSnapshot().can({ type: 'cash.receive' })).toBe(false);
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'cash.receive' })).toBe(true);
    actor.send({ type: 'cash.receive' });
    expect(actor.getSnapshot().context.amount).toBe('1999.50');
  });

  it('an invalid amount keeps the dialog open with its message', () => {
    const actor = start();
    actor.send({ type: 'cash.receive' });
    actor.send({ type: 'amount.change', value: '12.345' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().matches({ submitted: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(receivedAmountError('12.345')).toBe('Enter an amount like 1250 or 1250.50');
    expect(receivedAmountError('')).toBe('Value required');
    expect(receivedAmountError('0')).toBeNull();
    actor.send({ type: 'amount.change', value: '1900' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().matches({ submitted: 'saving' })).toBe(true);
    actor.send({ type: 'save.succeeded', version: 3 });
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context).toMatchObject({ state: 'RECEIVED', version: 3 });
    expect(CASH_RECEIVED_TOAST).toBe('Recieved executed successfully');
  });

  it('a failed save keeps the typed amount; a conflict reloads', () => {
    const actor = start();
    actor.send({ type: 'cash.receive' });
    actor.send({ type: 'amount.change', value: '10' });
    actor.send({ type: 'confirm.yes' });
    actor.send({ type: 'save.failed', message: 'Error occurred, please try again!', conflict: false });
    expect(actor.getSnapshot().matches({ submitted: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.amount).toBe('10');
    actor.send({ type: 'confirm.yes' });
    actor.send({ type: 'save.failed', message: 'Cash collection CC-1001 is already RECEIVED; it cannot be received again.', conflict: true });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
