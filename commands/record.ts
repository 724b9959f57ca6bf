/**
 * Commands on a record, defined once at module level and bound to the contract: each names
 * the contract action it ends in (whose permissions gate it) and the lifecycle event it is
 * (whose `can` decides when it is offered). The palette, the hotkeys, the screen's buttons,
 * the tests and the generated docs all enumerate the same objects; a screen only binds them
 * to its flow while it is open.
 *
 *   export const receiveTransfer = recordCommand({
 *     id: 'receive.transfer', title: 'Receive transfer', keywords: ['receive all'],
 *     action: manageMaterialTransfer, lifecycle: transferLifecycle, event: 'transfer.receive',
 *     run: (flow) => { flow.send(select('transfer.receive')); flow.send({ type: 'record.save' }); },
 *   });
 */
import type { ActionSpec } from '../contract/action.ts';
import type { Permission } from '../contract/permissions.ts';
import type { LifecycleRules } from '../machines/lifecycle.ts';
import type { AskAnswers, AskStep } from './ask.ts';
import type { Command } from './registry.ts';

type StatusId = string | number;

/** A screen's flow as a command sees it: the record and step it holds, and the events it takes. */
export interface FlowTarget {
  snapshot: {
    context: { record: { status: StatusId } | null; transition: string | null };
    can(event: { type: string } & Record<string, unknown>): boolean;
  };
  send(event: { type: string } & Record<string, unknown>): void;
}

export interface RecordCommandDefinition {
  /** `verb.resource`, e.g. `receive.transfer`. */
  id: string;
  title: string;
  keywords?: readonly string[];
  /** One string for both the binding and the label (commands/shortcuts.ts). */
  shortcut?: string;
  /** The contract action the command ends in: its permissions gate the command. */
  action: Pick<ActionSpec, 'name' | 'kind' | 'permissions'>;
  lifecycle: LifecycleRules;
  /** The lifecycle event the command is: a fixed one, or the step the flow holds (e.g. Save). */
  event: string | ((flow: FlowTarget) => string | null);
  /** The first event the command sends the flow: the flow must take it too. */
  opens: (flow: FlowTarget) => { type: string } & Record<string, unknown>;
  /** What the palette asks before running it (commands/ask.ts); `run` gets the answers. */
  ask?: (flow: FlowTarget) => readonly AskStep[];
  run: (flow: FlowTarget, answers?: AskAnswers) => void;
}

export interface RecordCommand extends RecordCommandDefinition {
  permissions: readonly Permission[];
  /** Offered now: the record's lifecycle allows the event and the flow takes the command's first event. */
  available(flow: FlowTarget): boolean;
}

export function recordCommand(definition: RecordCommandDefinition): RecordCommand {
  if (definition.action.kind !== 'write') throw new Error(`${definition.id}: ${definition.action.name} only reads`);
  return {
    ...definition,
    permissions: definition.action.permissions,
    available(flow) {
      const record = flow.snapshot.context.record;
      const event = typeof definition.event === 'string' ? definition.event : definition.event(flow);
      return record !== null && event !== null && definition.lifecycle.can(record.status, event) && flow.snapshot.can(definition.opens(flow));
    },
  };
}

/** The screen's commands for the palette and hotkeys, bound to its flow. */
export function bindRecordCommands(commands: readonly RecordCommand[], flow: () => FlowTarget): Command[] {
  return commands.map((command) => ({
    id: command.id,
    title: command.title,
    keywords: command.keywords,
    shortcut: command.shortcut,
    permissions: command.permissions,
    section: 'This screen',
    available: () => command.available(flow()),
    ask: command.ask && (() => command.ask!(flow())),
    run: (_ctx, answers) => command.run(flow(), answers),
  }));
}

/** The flow event that chooses a lifecycle step. */
export const select = (transition: string) => ({ type: 'record.select' as const, transition });

/**
 * A command on a record that is not a lifecycle step (edit, delete, change an email): gated by
 * its contract action's permissions and, where given, by `when` on the screen's handle.
 *
 *   export const SUPPLIER_ACTIONS = [
 *     recordAction<SupplierScreen>({ id: 'edit.supplier', title: 'Edit supplier', action: updateSupplier, run: (s) => s.edit() }),
 *   ];
 */
export interface RecordActionDefinition<Target> {
  id: string;
  title: string;
  keywords?: readonly string[];
  shortcut?: string;
  action: Pick<ActionSpec, 'name' | 'kind' | 'permissions'>;
  /**
   * For a lifecycle step of the record on the view (its `when` reads the screen's gates, which
   * ask the same lifecycle): the lifecycle and the event, by the record's status where it depends
   * on it. Read by the generated test that walks every step against the server.
   */
  step?: RecordStep;
  when?: (target: Target) => boolean;
  /** What the palette asks before running it (commands/ask.ts); `run` gets the answers. */
  ask?: (target: Target) => readonly AskStep[];
  run: (target: Target, answers?: AskAnswers) => void;
}

export interface RecordStep {
  lifecycle: LifecycleRules & { readonly statuses: Readonly<Record<string, StatusId>> };
  event: string | ((status: StatusId) => string | null);
}

/** The event a step is for a record in this status (null: none). */
export const stepEvent = (step: RecordStep, status: StatusId) => (typeof step.event === 'string' ? step.event : step.event(status));

export interface RecordAction<Target> extends RecordActionDefinition<Target> {
  permissions: readonly Permission[];
}

export function recordAction<Target>(definition: RecordActionDefinition<Target>): RecordAction<Target> {
  return { ...definition, permissions: definition.action.permissions };
}

/** The screen's record actions for the palette and hotkeys, bound to its handle. */
export function bindRecordActions<Target>(actions: readonly RecordAction<Target>[], target: () => Target): Command[] {
  return actions.map((action) => ({
    id: action.id,
    title: action.title,
    keywords: action.keywords,
    shortcut: action.shortcut,
    permissions: action.permissions,
    section: 'This screen',
    available: () => action.when?.(target()) ?? true,
    ask: action.ask && (() => action.ask!(target())),
    run: (_ctx, answers) => action.run(target(), answers),
  }));
}
