/**
 * The record commands, enumerated without any screen: each is bound to a contract action
 * (its permissions) and a lifecycle event, and is offered exactly when the record's lifecycle
 * and the screen's flow allow it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { isCommandId } from '../../commands/registry.ts';
import { bindRecordActions, bindRecordCommands, type FlowTarget } from '../../commands/record.ts';
import { PLANOGRAM_CHANGE_ACTIONS } from '../../commands/records/planogram-change.ts';
import { REFILL_PLAN_ACTIONS, refillPlanGates } from '../../commands/records/refill-plans.ts';
import { CASH_COMMANDS, RECORD_ACTIONS, RECORD_COMMANDS, TRANSFER_COMMANDS } from '../../commands/records/index.ts';
import { cashFlow } from '../../machines/flows/cashCollection.ts';
import { transferFlow } from '../../machines/flows/materialTransfer.ts';
import { cashRecordIn, transferRecordIn } from '../model/flow-models.ts';

const target = (actor: { getSnapshot(): unknown; send(event: never): void }): FlowTarget =>
  ({ snapshot: actor.getSnapshot() as FlowTarget['snapshot'], send: (e) => actor.send(e as never) });

describe('every record command', () => {
  it('has a verb.resource id of its own, ends in a write action of the catalogue and takes its permissions', () => {
    const ids = [...RECORD_COMMANDS, ...RECORD_ACTIONS].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of RECORD_ACTIONS) {
      expect(isCommandId(action.id), action.id).toBe(true);
      expect(CATALOGUE).toContain(action.action);
      expect(action.action.kind).toBe('write');
      expect(action.permissions).toEqual(action.action.permissions);
    }
    for (const command of RECORD_COMMANDS) {
      expect(isCommandId(command.id), command.id).toBe(true);
      expect(CATALOGUE).toContain(command.action);
      expect(command.action.kind).toBe('write');
      expect(command.permissions).toEqual(command.action.permissions);
      if (typeof command.event === 'string') expect(command.lifecycle.events as readonly string[]).toContain(command.event);
    }
  });

  it('binds to the palette as a screen command with the same gate', () => {
    const actor = createActor(transferFlow).start();
    const bound = bindRecordCommands(TRANSFER_COMMANDS, () => target(actor));
    expect(bound.map((c) => [c.id, c.section, c.permissions])).toEqual(TRANSFER_COMMANDS.map((c) => [c.id, 'This screen', c.permissions]));
    // Nothing is loaded yet: nothing is offered.
    expect(bound.some((c) => c.available!({} as never))).toBe(false);
  });
});

describe('the transfer commands', () => {
  const open = (status: number) => {
    const actor = createActor(transferFlow).start();
    actor.send({ type: 'record.loaded', record: transferRecordIn(status) });
    return actor;
  };
  const offered = (actor: ReturnType<typeof open>) => TRANSFER_COMMANDS.filter((c) => c.available(target(actor))).map((c) => c.id);

  it('a Created transfer offers receive, partial receive, cancel, in transit, execute and scan, but not save until a step is chosen', () => {
    const actor = open(1);
    expect(offered(actor)).toEqual(['receive.transfer', 'partially_receive.transfer', 'cancel.transfer', 'in_transit.transfer', 'execute.transfer', 'scan.transfer_items']);
    TRANSFER_COMMANDS.find((c) => c.id === 'partially_receive.transfer')!.run(target(actor));
    expect(offered(actor)).toContain('save.transfer');
  });

  it('an In Transit transfer offers receive, partial receive, execute and scan, not cancel (domain.md §7)', () => {
    expect(offered(open(5))).toEqual(['receive.transfer', 'partially_receive.transfer', 'execute.transfer', 'scan.transfer_items']);
  });

  it('a finished transfer offers nothing', () => {
    for (const status of [2, 3, 4, 6]) expect(offered(open(status))).toEqual([]);
  });

  it('"Scan items" chooses a partial receipt and starts scanning; "Receive transfer" saves at once', () => {
    const actor = open(1);
    TRANSFER_COMMANDS.find((c) => c.id === 'scan.transfer_items')!.run(target(actor));
    expect(actor.getSnapshot().context).toMatchObject({ transition: 'transfer.partiallyReceive', draft: { scanning: true } });
    const other = open(1);
    TRANSFER_COMMANDS.find((c) => c.id === 'receive.transfer')!.run(target(other));
    expect(other.getSnapshot().matches({ ready: 'saving' })).toBe(true);
  });
});

describe('the cash command', () => {
  it('is offered while the collection is SUBMITTED and opens the dialog', () => {
    const actor = createActor(cashFlow).start();
    actor.send({ type: 'record.loaded', record: cashRecordIn('SUBMITTED') });
    const [receive] = CASH_COMMANDS;
    expect(receive!.available(target(actor))).toBe(true);
    receive!.run(target(actor));
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    const done = createActor(cashFlow).start();
    done.send({ type: 'record.loaded', record: cashRecordIn('RECEIVED') });
    expect(receive!.available(target(done))).toBe(false);
  });
});

describe('commands that ask in the palette (issue 56)', () => {
  it('"Receive cash order" asks the amount picked up, starting at the declared one, and saves it', () => {
    const actor = createActor(cashFlow).start();
    actor.send({ type: 'record.loaded', record: cashRecordIn('SUBMITTED') });
    const [receive] = CASH_COMMANDS;
    const [step] = receive!.ask!(target(actor));
    expect(step).toMatchObject({ id: 'amount', kind: 'number', initial: '1234.50' });
    expect(step!.check!('12.345')).not.toBeNull();
    receive!.run(target(actor), { amount: '1200.00' });
    expect(actor.getSnapshot().context.draft).toEqual({ amount: '1200.00' });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(false);
  });

  it('"Partially receive transfer" asks the units of each item and ticks those received', () => {
    const actor = createActor(transferFlow).start();
    actor.send({ type: 'record.loaded', record: transferRecordIn(1) });
    const partial = TRANSFER_COMMANDS.find((c) => c.id === 'partially_receive.transfer')!;
    const steps = partial.ask!(target(actor));
    const items = transferRecordIn(1).items;
    expect(steps.map((s) => [s.id, s.max, s.initial])).toEqual(items.map((i) => [String(i.productId), i.transferred, String(i.transferred)]));
    partial.run(target(actor), Object.fromEntries(items.map((i, at) => [String(i.productId), at === 0 ? '1' : '0'])));
    const draft = actor.getSnapshot().context.draft!.items;
    expect(draft.filter((i) => i.ticked).map((i) => [i.productId, i.received])).toEqual([[items[0]!.productId, '1']]);
  });
});

describe('"Change planogram" on a machine (issue 56)', () => {
  it('asks which template from the fetched choices and applies it; without answers it opens the multi-machine screen', async () => {
    const calls: string[] = [];
    const view = {
      canChangePlanogram: true,
      changePlanogram: () => calls.push('screen'),
      planogramChoices: async () => [{ value: '7', label: 'Snacks 6 × 8' }],
      applyPlanogram: (id: number) => calls.push(`apply ${id}`),
    };
    const [command] = bindRecordActions(PLANOGRAM_CHANGE_ACTIONS, () => view);
    const [step] = command!.ask!({} as never);
    expect(step).toMatchObject({ id: 'template', kind: 'choice' });
    expect(await (step!.options as () => Promise<unknown>)()).toEqual([{ value: '7', label: 'Snacks 6 × 8' }]);
    void command!.run({} as never, { template: '7' });
    void command!.run({} as never);
    expect(calls).toEqual(['apply 7', 'screen']);
  });
});

describe('"Assign refill partner" on a refill plan (issue 56)', () => {
  it('is offered while the plan may be edited, asks which partner, and assigns the one chosen', () => {
    const calls: string[] = [];
    const view = (status: number) => ({
      ...refillPlanGates(status), edit: () => calls.push('edit'), markInTransit: () => {}, execute: () => {}, remove: () => {},
      partnerChoices: async () => [], assignPartner: (id: number) => calls.push(`assign ${id}`),
    });
    const command = (status: number) => bindRecordActions(REFILL_PLAN_ACTIONS, () => view(status)).find((c) => c.id === 'assign_partner.refill_plan')!;
    expect(command(1).available!({} as never)).toBe(true);
    expect(command(2).available!({} as never)).toBe(false);
    expect(command(1).ask!({} as never).map((s) => s.id)).toEqual(['partner']);
    void command(1).run({} as never, { partner: '12' });
    expect(calls).toEqual(['assign 12']);
  });
});

describe('the generated reference', () => {
  it('docs/commands.md is what `npm run docs:api` writes (run it after changing a command or a route)', async () => {
    const { readFileSync } = await import('node:fs');
    const { renderCommandReference } = await import('../../scripts/commands-reference.ts');
    expect(readFileSync('docs/commands.md', 'utf8')).toBe(renderCommandReference());
  });
});
