/**
 * Every bulk command (commands/bulk-records.ts), walked without a screen: it names a target its
 * bulk action declares (so the server runs it) and takes that target's permissions, and for a
 * lifecycle step it applies to a row exactly when the row's lifecycle `can` take the event, for
 * every status of the lifecycle (and none for a status the lifecycle does not know).
 */
import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BULK_ACTIONS } from '../../contract/actions/bulk.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { bulkFields, bulkTitle, type BulkCommand, type LifecycleBulkDefinition } from '../../commands/bulk.ts';
import { BULK_COMMANDS } from '../../commands/bulk-records.ts';
import { isCommandId } from '../../commands/registry.ts';

type Any = BulkCommand<Record<string, unknown>>;
const commands = BULK_COMMANDS as unknown as Any[];
const lifecycleSteps = commands.filter((c): c is Any & LifecycleBulkDefinition<Record<string, unknown>> => 'lifecycle' in c);

describe('every bulk command', () => {
  it.each(commands.map((c) => [c.id, c] as const))('%s runs a declared target of its bulk action with the target\'s permissions', (id, command) => {
    expect(isCommandId(id)).toBe(true);
    expect(CATALOGUE).toContain(command.bulk);
    const declared = BULK_ACTIONS.find((b) => b.bulk === command.bulk);
    expect(declared?.targets).toContain(command.target);
    expect(command.permissions).toEqual(command.target.permissions);
  });

  // A run's fields, fixed or made from the palette's answers (each choice answered with an id), are what the target takes.
  it.each(commands.map((c) => [c.id, c] as const))('%s sends fields its target accepts', (_id, command) => {
    const answers = Object.fromEntries((command.ask?.steps ?? []).map((step) => [step.id, '7']));
    const fields = bulkFields(command, command.ask ? answers : undefined) ?? {};
    const request = (command.target as unknown as { request: Struct<unknown, Record<string, unknown>> }).request;
    const [error] = validate({ ...fields, id: 1, ...('version' in request.schema ? { version: 0 } : {}) }, request);
    expect(error?.message).toBeUndefined();
  });

  it('has an id of its own', () => {
    expect(new Set(commands.map((c) => c.id)).size).toBe(commands.length);
  });

  // Generated: one case per command and status of its lifecycle.
  const cases = lifecycleSteps.flatMap((command) =>
    [...Object.values(command.lifecycle.statuses), 999].map((status) => [command.id, status, command] as const));
  it.each(cases)('%s on a row in status %s applies exactly when the lifecycle can', (_id, status, command) => {
    // A row whose status field is read by the command's own `status`: build it through it.
    const row = new Proxy({}, { get: () => status }) as Record<string, unknown>;
    expect(command.status(row)).toBe(status);
    const event = command.event(status);
    if (event !== null) expect(command.lifecycle.events).toContain(event);
    expect(command.appliesTo(row)).toBe(event !== null && command.lifecycle.can(status, event));
  });
});

describe('bulkTitle', () => {
  const noun = { one: 'refill plan', many: 'refill plans' };
  it('says how many of the selected rows the command applies to', () => {
    expect(bulkTitle('Mark in transit', 37, 40, noun)).toBe('Mark in transit: 37 of 40 refill plans');
    expect(bulkTitle('Delete', 1, 1, noun)).toBe('Delete: 1 refill plan');
  });
});
