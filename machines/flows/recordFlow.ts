/**
 * The one skeleton of a record screen's flow, shared by every record with a lifecycle: load
 * the record, choose a step its lifecycle allows (optionally confirmed), fill in what the step
 * needs (the draft), save (optionally confirmed), and on a conflict load it again. The record's
 * rules stay in its pure lifecycle (machines/records/); a flow only asks `lifecycle.can`.
 *
 *   const transferFlow = createRecordFlow({ id: 'transferFlow', lifecycle: transferLifecycle, draftFor, edit, problems,
 *     confirmOnSelect: ['transfer.cancel'], confirmOnSave: ['transfer.partiallyReceive'] });
 *
 * Effects (`load`, `save`, `notifySaved`, `notifyError`) do nothing here; the screen supplies
 * them with `.provide()`, and they answer with events (`record.loaded`, `save.succeeded`, …),
 * so the model-based tests walk every path without network or timers.
 */
import { assign, setup } from 'xstate';
import type { LifecycleRules } from '../lifecycle.ts';

type StatusId = string | number;

/** What a flow needs of a record: its status and version, and whatever its draft is made from. */
export interface FlowRecord {
  status: StatusId;
  version: number;
}

export interface FlowSpec<R extends FlowRecord, Draft, Edit> {
  id: string;
  lifecycle: LifecycleRules;
  /** The draft a chosen step starts with. */
  draftFor(record: R, transition: string): Draft;
  /** The draft after one edit. */
  edit(draft: Draft, edit: Edit, record: R, transition: string): Draft;
  /** Whether this record may take a step its lifecycle allows (e.g. not while it waits for an approval); all may when absent. */
  allows?(record: R, transition: string): boolean;
  /** Why the draft cannot be saved for this step, or null when it can. */
  problems(draft: Draft, transition: string, record: R): unknown | null;
  /** Steps that ask "are you sure?" as soon as they are chosen. */
  confirmOnSelect?: readonly string[];
  /** Steps that ask "are you sure?" when saved. */
  confirmOnSave?: readonly string[];
}

export interface FlowContext<R extends FlowRecord, Draft> {
  record: R | null;
  /** The lifecycle event chosen, while one is. */
  transition: string | null;
  draft: Draft | null;
  /** Errors show only once the user tried to save (console.md §5). */
  showErrors: boolean;
  error: string | null;
}

export type FlowEvent<R extends FlowRecord, Edit> =
  | { type: 'record.loaded'; record: R }
  | { type: 'load.failed'; message: string }
  | { type: 'record.reload' }
  | { type: 'record.select'; transition: string }
  | { type: 'record.reset' }
  | { type: 'draft.edit'; edit: Edit }
  | { type: 'record.save' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'save.succeeded'; record: R }
  | { type: 'save.failed'; message: string; conflict: boolean };

const effect = () => {};

export function createRecordFlow<R extends FlowRecord, Draft, Edit>(spec: FlowSpec<R, Draft, Edit>) {
  type Context = FlowContext<R, Draft>;
  type Event = FlowEvent<R, Edit>;
  const chosen = (event: Event) => (event.type === 'record.select' ? event.transition : null);
  const allowed = (context: Context, event: Event) => {
    const transition = chosen(event);
    return transition !== null && context.record !== null && spec.lifecycle.can(context.record.status, transition) && (spec.allows?.(context.record, transition) ?? true);
  };

  // A flow has only the confirmations its record asks for, so every transition it has is reachable.
  const confirmsChoice = (spec.confirmOnSelect ?? []).length > 0;
  const confirmsSave = (spec.confirmOnSave ?? []).length > 0;
  const choose = [
    ...(confirmsChoice ? [{ guard: 'allowedWithConfirm' as const, target: 'confirmingChoice', actions: 'choose' as const }] : []),
    { guard: 'allowed' as const, target: 'chosen', reenter: true, actions: ['choose' as const, 'startDraft' as const] },
  ];
  const save = [
    { guard: 'hasProblems' as const, actions: 'showErrors' as const },
    ...(confirmsSave ? [{ guard: 'confirmOnSave' as const, target: 'confirmingSave' }] : []),
    { target: 'saving' },
  ];

  return setup({
    types: { context: {} as Context, events: {} as Event },
    actions: {
      load: effect,
      save: effect,
      notifySaved: effect,
      notifyError: effect,
      assignRecord: assign(({ event }) => (event.type === 'record.loaded' || event.type === 'save.succeeded' ? { record: event.record, error: null } : {})),
      assignLoadError: assign({ error: ({ event }) => (event.type === 'load.failed' ? event.message : null) }),
      choose: assign({ transition: ({ event }) => chosen(event) }),
      startDraft: assign(({ context }) => ({
        draft: context.record && context.transition ? spec.draftFor(context.record, context.transition) : null,
        showErrors: false,
      })),
      clearChoice: assign({ transition: null, draft: null, showErrors: false }),
      editDraft: assign({
        draft: ({ context, event }) =>
          event.type === 'draft.edit' && context.draft !== null && context.record && context.transition
            ? spec.edit(context.draft, event.edit, context.record, context.transition)
            : context.draft,
      }),
      showErrors: assign({ showErrors: true }),
      clearError: assign({ error: null }),
      assignSaveError: assign({ error: ({ event }) => (event.type === 'save.failed' ? event.message : null) }),
    },
    guards: {
      allowedWithConfirm: ({ context, event }) => allowed(context, event) && (spec.confirmOnSelect ?? []).includes(chosen(event)!),
      allowed: ({ context, event }) => allowed(context, event),
      hasProblems: ({ context }) =>
        context.record !== null && context.transition !== null && spec.problems(context.draft as Draft, context.transition, context.record) !== null,
      confirmOnSave: ({ context }) => (spec.confirmOnSave ?? []).includes(context.transition ?? ''),
      isConflict: ({ event }) => event.type === 'save.failed' && event.conflict,
    },
  }).createMachine({
    id: spec.id,
    initial: 'loading',
    context: { record: null, transition: null, draft: null, showErrors: false, error: null },
    states: {
      loading: {
        entry: 'load',
        on: {
          'record.loaded': { target: 'ready', actions: 'assignRecord' },
          'load.failed': { target: 'loadFailed', actions: 'assignLoadError' },
        },
      },
      loadFailed: {
        on: { 'record.reload': 'loading' },
      },
      ready: {
        initial: 'idle',
        states: withoutUnused({
          /** Nothing chosen: the record as it is. */
          idle: {
            entry: 'clearChoice',
            on: { 'record.select': choose },
          },
          /** "Are you sure?" before the step is even chosen (No goes back to nothing chosen). */
          confirmingChoice: {
            on: {
              'confirm.yes': { target: 'chosen', actions: 'startDraft' },
              'confirm.no': 'idle',
            },
          },
          /** A step is chosen; its draft is being filled in. */
          chosen: {
            on: {
              'record.select': choose,
              'record.reset': 'idle',
              'draft.edit': { actions: 'editDraft' },
              'record.save': save,
            },
          },
          confirmingSave: {
            on: {
              'confirm.yes': 'saving',
              'confirm.no': 'chosen',
            },
          },
          saving: {
            entry: ['clearError', 'save'],
            on: {
              'save.succeeded': { target: 'idle', actions: ['assignRecord', 'notifySaved'] },
              'save.failed': [
                // Someone else changed the record: load it again to show what it is now.
                { guard: 'isConflict', target: '#' + spec.id + '.loading', actions: ['assignSaveError', 'notifyError'] },
                { target: 'chosen', actions: ['assignSaveError', 'notifyError'] },
              ],
            },
          },
        }, { confirmingChoice: confirmsChoice, confirmingSave: confirmsSave }),
      },
    },
  });
}

/**
 * The states with those a record does not use left out, so every transition a flow has is
 * reachable (the model-based tests require all of them). The type keeps them all, which only
 * means a view may ask `matches()` about a state its flow never enters.
 */
function withoutUnused<const States extends Record<string, unknown>>(states: States, used: Partial<Record<keyof States, boolean>>): States {
  return Object.fromEntries(Object.entries(states).filter(([name]) => used[name] !== false)) as States;
}
