/**
 * The cash collection (cash-in-hand order) lifecycle (console.md §4): SUBMITTED (blue) →
 * RECEIVED (green) by Receive with the amount counted at the warehouse. Shared by the
 * server (`receive.cash_in_hand_order` refuses unless `snapshot.can({ type: 'cash.receive' })`)
 * and the /view-cash-order screen, which drives its dialog, saving and error states here.
 *
 * Effects (`load`, `save`, `notifySaved`, `notifyError`) are no-ops, supplied with
 * `.provide()`; results come back as explicit events.
 */
import { assign, setup } from 'xstate';
import { firstError, rules } from '../contract/validation.ts';

export const CASH_STATE = { submitted: 'SUBMITTED', received: 'RECEIVED' } as const;
export type CashState = (typeof CASH_STATE)[keyof typeof CASH_STATE];
/** console.md §8, with the spec's spelling. */
export const CASH_RECEIVED_TOAST = 'Recieved executed successfully';

export interface CashRecord {
  state: string;
  version: number;
  /** Total cash declared by the refill partner: the amount the dialog starts with. */
  submittedAmount: number;
}

export interface CashContext {
  state: string;
  version: number;
  submittedAmount: number;
  /** The received amount as typed in the dialog. */
  amount: string;
  showErrors: boolean;
  error: string | null;
}

export type CashEvent =
  | { type: 'cash.loaded'; collection: CashRecord }
  | { type: 'load.failed'; message: string }
  | { type: 'cash.reload' }
  | { type: 'cash.receive' }
  | { type: 'amount.change'; value: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'save.succeeded'; version: number }
  | { type: 'save.failed'; message: string; conflict: boolean };

/** A received amount: required, a number of at most two decimals, not below 0. */
export function receivedAmountError(value: string): string | null {
  return firstError(value.trim(), [
    rules.required(),
    rules.pattern(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 1250 or 1250.50'),
    rules.min(0),
  ]);
}

const effect = () => {};

export const cashCollectionMachine = setup({
  types: {
    context: {} as CashContext,
    events: {} as CashEvent,
  },
  actions: {
    load: effect,
    save: effect,
    notifySaved: effect,
    notifyError: effect,
    assignRecord: assign(({ event }) =>
      event.type === 'cash.loaded'
        ? { state: event.collection.state, version: event.collection.version, submittedAmount: event.collection.submittedAmount, error: null }
        : {}),
    assignLoadError: assign({ error: ({ event }) => (event.type === 'load.failed' ? event.message : null) }),
    startAmount: assign({ amount: ({ context }) => context.submittedAmount.toFixed(2), showErrors: false, error: null }),
    setAmount: assign({ amount: ({ event, context }) => (event.type === 'amount.change' ? event.value : context.amount) }),
    showErrors: assign({ showErrors: true }),
    assignSaved: assign(({ event }) =>
      event.type === 'save.succeeded' ? { state: CASH_STATE.received, version: event.version, error: null } : {}),
    assignSaveError: assign({ error: ({ event }) => (event.type === 'save.failed' ? event.message : null) }),
  },
  guards: {
    isSubmitted: ({ event }) => event.type === 'cash.loaded' && event.collection.state === CASH_STATE.submitted,
    isReceived: ({ event }) => event.type === 'cash.loaded' && event.collection.state === CASH_STATE.received,
    amountIsValid: ({ context }) => receivedAmountError(context.amount) === null,
    isConflict: ({ event }) => event.type === 'save.failed' && event.conflict,
  },
}).createMachine({
  id: 'cashCollection',
  initial: 'loading',
  context: { state: CASH_STATE.submitted, version: 0, submittedAmount: 0, amount: '', showErrors: false, error: null },
  states: {
    loading: {
      entry: 'load',
      on: {
        'cash.loaded': [
          { guard: 'isSubmitted', target: 'submitted', actions: 'assignRecord' },
          { guard: 'isReceived', target: 'received', actions: 'assignRecord' },
        ],
        'load.failed': { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: {
      on: { 'cash.reload': 'loading' },
    },
    submitted: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'cash.receive': { target: 'entering', actions: 'startAmount' } },
        },
        /** The Receive dialog: the amount counted, starting at the total cash declared. */
        entering: {
          on: {
            'amount.change': { actions: 'setAmount' },
            'confirm.yes': [
              { guard: 'amountIsValid', target: 'saving' },
              { actions: 'showErrors' },
            ],
            'confirm.no': 'idle',
          },
        },
        saving: {
          entry: 'save',
          on: {
            'save.succeeded': { target: '#cashCollection.received', actions: ['assignSaved', 'notifySaved'] },
            'save.failed': [
              { guard: 'isConflict', target: '#cashCollection.loading', actions: ['assignSaveError', 'notifyError'] },
              { target: 'entering', actions: ['assignSaveError', 'notifyError'] },
            ],
          },
        },
      },
    },
    received: { type: 'final' },
  },
});
