/** Model-based, part 1, for the cash collection screen's flow (see transferFlow.test.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CASH_RECEIVED_TOAST, cashFlow, receivedAmountError } from '../../machines/flows/cashCollection.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';
import { cashRecordIn, createCashModel, serializeCash, type CashFlowEvent, type CashSnapshot } from './flow-models.ts';

const paths = modelPaths(createCashModel());

afterAll(() => console.log(describeCoverage('cash collection flow', coverage(cashFlow, paths as never))));

describe('every transition-cover path', () => {
  it('covers 100 % of the transitions', () => {
    expect(coverage(cashFlow, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const actor = createActor(cashFlow).start();
    await path.test({
      events: Object.fromEntries([...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: unknown }) => actor.send(step.event as CashFlowEvent)])),
      states: {},
    });
    expect(serializeCash(actor.getSnapshot())).toBe(serializeCash(path.state as CashSnapshot));
  });
});

describe('receiving cash', () => {
  const start = (status = 'SUBMITTED') => {
    const actor = createActor(cashFlow).start();
    actor.send({ type: 'record.loaded', record: { ...cashRecordIn(status, 2), submittedAmount: 1999.5 } });
    return actor;
  };
  const receive = { type: 'record.select', transition: 'cash.receive' } as const;
  const amount = (value: string) => ({ type: 'draft.edit', edit: { kind: 'amount', value } }) as const;

  it('Receive is offered only while SUBMITTED; the dialog starts at the total cash', () => {
    expect(start('RECEIVED').getSnapshot().can(receive)).toBe(false);
    const actor = start();
    expect(actor.getSnapshot().can(receive)).toBe(true);
    actor.send(receive);
    expect(actor.getSnapshot().context.draft?.amount).toBe('1999.50');
  });

  it('an invalid amount keeps the dialog open with its message', () => {
    const actor = start();
    actor.send(receive);
    actor.send(amount('12.345'));
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(receivedAmountError('12.345')).toBe('Enter an amount like 1250 or 1250.50');
    expect(receivedAmountError('')).toBe('Value required');
    expect(receivedAmountError('0')).toBeNull();
    actor.send(amount('1900'));
    actor.send({ type: 'record.save' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    actor.send({ type: 'save.succeeded', record: cashRecordIn('RECEIVED', 3) });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.record).toMatchObject({ status: 'RECEIVED', version: 3 });
    expect(CASH_RECEIVED_TOAST).toBe('Recieved executed successfully');
  });

  it('a failed save keeps the typed amount; a conflict loads it again', () => {
    const actor = start();
    actor.send(receive);
    actor.send(amount('10'));
    actor.send({ type: 'record.save' });
    actor.send({ type: 'save.failed', message: 'Error occurred, please try again!', conflict: false });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context.draft?.amount).toBe('10');
    actor.send({ type: 'record.save' });
    actor.send({ type: 'save.failed', message: 'Cash collection CC-1001 is already RECEIVED; it cannot be received again.', conflict: true });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
