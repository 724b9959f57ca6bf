/**
 * The material transfer lifecycle (console.md §4 "Material transfer"), shared by the
 * server and the /material-transfer-overview screen.
 *
 * The record's states are `created`, `cancelled`, `received` and `partiallyReceived`
 * (status ids 1, 2, 3, 4). Inside `created` the machine also models the screen's flow:
 * the status selector (`transfer.cancel` / `transfer.receive` / `transfer.partiallyReceive`
 * / `transfer.reset`), the two confirmations, scan mode and saving.
 *
 * - The server loads the record (`transfer.loaded`) and refuses a change unless
 *   `snapshot.can({ type: TRANSFER_EVENT_FOR_STATUS[new_status] })`.
 * - The screen sends the same events; effects (`load`, `save`, `notifySaved`, `notifyError`)
 *   are no-ops here and are supplied with `.provide()`. Results come back as explicit events
 *   (`transfer.loaded`, `save.succeeded`, `save.failed`), so the model-based tests walk it
 *   without network or timers.
 */
import { assign, setup } from 'xstate';
import { firstError, rules } from '../contract/validation.ts';

export const TRANSFER_STATUS = { created: 1, cancelled: 2, received: 3, partiallyReceived: 4 } as const;
export type TransferStatusId = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
/** The target statuses a user may choose (console.md §4). */
export type TransferTarget = 2 | 3 | 4;

export const CANCEL_CONFIRM_TEXT = 'You want to cancel this Transfer Order';
export const PARTIAL_CONFIRM_TEXT = 'You want to partially receive the Transfer Order';
export const RECEIVED_TOAST = 'Order received successfully';
export const CANCELLED_TOAST = 'Order Cancelled successfully';
export const NOTHING_TICKED = 'Tick at least one item to receive';

/** The lifecycle event the server checks for each target status. */
export const TRANSFER_EVENT_FOR_STATUS = {
  2: 'transfer.cancel',
  3: 'transfer.receive',
  4: 'transfer.partiallyReceive',
} as const satisfies Record<TransferTarget, string>;

export interface TransferItemInput {
  productId: number;
  sku: string;
  /** The stock sent (ShippingDetails.stock). */
  transferred: number;
}

export interface TransferRecord {
  status: number;
  version: number;
  items: readonly TransferItemInput[];
}

export interface TransferItemDraft extends TransferItemInput {
  ticked: boolean;
  /** What the user typed; a number only once it passes the rules. */
  received: string;
}

export interface TransferContext {
  status: number;
  version: number;
  items: TransferItemDraft[];
  /** What the status selector shows: 1 (created) until a target is chosen. */
  selection: TransferStatusId;
  createRemainder: boolean;
  /** Errors show only once the user tried to save (console.md §5). */
  showErrors: boolean;
  /** The answer to the last scan, for the scan box. */
  scanMessage: string | null;
  error: string | null;
}

export type TransferEvent =
  | { type: 'transfer.loaded'; transfer: TransferRecord }
  | { type: 'load.failed'; message: string }
  | { type: 'transfer.reload' }
  | { type: 'transfer.cancel' }
  | { type: 'transfer.receive' }
  | { type: 'transfer.partiallyReceive' }
  | { type: 'transfer.reset' }
  | { type: 'transfer.scan' }
  | { type: 'scan.stop' }
  | { type: 'item.scanned'; sku: string }
  | { type: 'item.toggle'; productId: number }
  | { type: 'item.quantity'; productId: number; value: string }
  | { type: 'remainder.toggle' }
  | { type: 'transfer.save' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'save.succeeded'; status: number; version: number }
  | { type: 'save.failed'; message: string; conflict: boolean };

/** The rules of one received quantity (console.md §5): a number, ≥ 0, ≤ transferred. */
export function receivedQuantityError(value: string, transferred: number): string | null {
  return firstError(value, [rules.required(), rules.numeric(), rules.min(0), rules.max(transferred)]);
}

/**
 * Why the partial receipt cannot be saved yet: per ticked item (by product id) and overall.
 * Null when it can. The server runs the same check on the request.
 */
export function partialReceiptErrors(items: readonly TransferItemDraft[]): { items: Record<number, string>; general: string | null } | null {
  const ticked = items.filter((i) => i.ticked);
  const errors: Record<number, string> = {};
  for (const item of ticked) {
    const message = receivedQuantityError(item.received, item.transferred);
    if (message) errors[item.productId] = message;
  }
  const general = ticked.length === 0 ? NOTHING_TICKED : null;
  return general || Object.keys(errors).length ? { items: errors, general } : null;
}

/** The received quantity per item of a partial receipt: ticked items as typed, the rest 0. */
export function receivedQuantities(items: readonly TransferItemDraft[]): { product_id: number; received_stock: number }[] {
  return items.filter((i) => i.ticked).map((i) => ({ product_id: i.productId, received_stock: Number(i.received) }));
}

const draftsOf = (items: readonly TransferItemInput[]): TransferItemDraft[] =>
  items.map((item) => ({ ...item, ticked: false, received: String(item.transferred) }));

const isStatus = (status: number) => ({ event }: { event: TransferEvent }) =>
  event.type === 'transfer.loaded' && event.transfer.status === status;

/** Effects: no-ops here, supplied by the app. */
const effect = () => {};

export const materialTransferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
  },
  actions: {
    load: effect,
    save: effect,
    notifySaved: effect,
    notifyError: effect,
    assignRecord: assign(({ event }) => {
      if (event.type !== 'transfer.loaded') return {};
      const { status, version, items } = event.transfer;
      return { status, version, items: draftsOf(items), selection: 1 as const, createRemainder: false, showErrors: false, scanMessage: null, error: null };
    }),
    assignLoadError: assign({ error: ({ event }) => (event.type === 'load.failed' ? event.message : null) }),
    select: assign((_, params: { selection: TransferStatusId }) => ({ selection: params.selection })),
    clearError: assign({ error: null }),
    /** Leaving the partial receipt drops its ticks, quantities and remainder choice. */
    clearTicks: assign({
      items: ({ context }) => context.items.map((i) => ({ ...i, ticked: false, received: String(i.transferred) })),
      createRemainder: false,
      showErrors: false,
    }),
    tick: assign({
      items: ({ context, event }) =>
        event.type === 'item.toggle'
          ? context.items.map((i) => (i.productId === event.productId ? { ...i, ticked: !i.ticked, received: String(i.transferred) } : i))
          : context.items,
    }),
    setQuantity: assign({
      items: ({ context, event }) =>
        event.type === 'item.quantity'
          ? context.items.map((i) => (i.productId === event.productId && i.ticked ? { ...i, received: event.value } : i))
          : context.items,
    }),
    tickScanned: assign(({ context, event }) => {
      if (event.type !== 'item.scanned') return {};
      const sku = event.sku.trim();
      const match = context.items.find((i) => i.sku === sku);
      if (!match) return { scanMessage: `No item with SKU ${sku} in this transfer` };
      return {
        scanMessage: `Ticked ${sku}`,
        items: context.items.map((i) => (i === match && !i.ticked ? { ...i, ticked: true, received: String(i.transferred) } : i)),
      };
    }),
    clearScan: assign({ scanMessage: null }),
    toggleRemainder: assign({ createRemainder: ({ context }) => !context.createRemainder }),
    showErrors: assign({ showErrors: true }),
    assignSaved: assign(({ event }) =>
      event.type === 'save.succeeded' ? { status: event.status, version: event.version, error: null } : {}),
    assignSaveError: assign({ error: ({ event }) => (event.type === 'save.failed' ? event.message : null) }),
  },
  guards: {
    isCreated: isStatus(TRANSFER_STATUS.created),
    isCancelled: isStatus(TRANSFER_STATUS.cancelled),
    isReceived: isStatus(TRANSFER_STATUS.received),
    isPartiallyReceived: isStatus(TRANSFER_STATUS.partiallyReceived),
    partialIsValid: ({ context }) => partialReceiptErrors(context.items) === null,
    selected: ({ context }, params: { selection: TransferStatusId }) => context.selection === params.selection,
    isConflict: ({ event }) => event.type === 'save.failed' && event.conflict,
  },
}).createMachine({
  id: 'materialTransfer',
  initial: 'loading',
  context: {
    status: TRANSFER_STATUS.created, version: 0, items: [], selection: 1, createRemainder: false, showErrors: false, scanMessage: null, error: null,
  },
  states: {
    loading: {
      entry: 'load',
      on: {
        'transfer.loaded': [
          { guard: 'isCreated', target: 'created', actions: 'assignRecord' },
          { guard: 'isCancelled', target: 'cancelled', actions: 'assignRecord' },
          { guard: 'isReceived', target: 'received', actions: 'assignRecord' },
          { guard: 'isPartiallyReceived', target: 'partiallyReceived', actions: 'assignRecord' },
        ],
        'load.failed': { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: {
      on: { 'transfer.reload': 'loading' },
    },
    created: {
      initial: 'idle',
      states: {
        /** The selector shows "Created": nothing chosen yet. */
        idle: {
          entry: [{ type: 'select', params: { selection: 1 } }, 'clearTicks'],
          on: {
            'transfer.cancel': 'confirmingCancel',
            'transfer.receive': 'receiveSelected',
            'transfer.partiallyReceive': 'partialSelected',
            'transfer.scan': 'partialSelected.scanning',
          },
        },
        confirmingCancel: {
          on: {
            'confirm.yes': 'cancelSelected',
            // console.md §4: "No resets the selection to created".
            'confirm.no': 'idle',
          },
        },
        cancelSelected: {
          entry: [{ type: 'select', params: { selection: 2 } }, 'clearTicks'],
          on: {
            'transfer.save': 'saving',
            'transfer.receive': 'receiveSelected',
            'transfer.partiallyReceive': 'partialSelected',
            'transfer.reset': 'idle',
          },
        },
        receiveSelected: {
          entry: [{ type: 'select', params: { selection: 3 } }, 'clearTicks'],
          on: {
            'transfer.save': 'saving',
            'transfer.cancel': 'confirmingCancel',
            'transfer.partiallyReceive': 'partialSelected',
            'transfer.reset': 'idle',
          },
        },
        partialSelected: {
          entry: { type: 'select', params: { selection: 4 } },
          initial: 'ticking',
          on: {
            'transfer.save': [
              { guard: 'partialIsValid', target: 'confirmingPartial' },
              { actions: 'showErrors' },
            ],
            'transfer.cancel': 'confirmingCancel',
            'transfer.receive': 'receiveSelected',
            'transfer.reset': 'idle',
            'item.toggle': { actions: 'tick' },
            'item.quantity': { actions: 'setQuantity' },
            'remainder.toggle': { actions: 'toggleRemainder' },
          },
          states: {
            ticking: {
              on: { 'transfer.scan': 'scanning' },
            },
            /** A keyboard-wedge scanner types a SKU and Enter: an exact match ticks the item. */
            scanning: {
              exit: 'clearScan',
              on: {
                'item.scanned': { actions: 'tickScanned' },
                'scan.stop': 'ticking',
              },
            },
          },
        },
        confirmingPartial: {
          on: {
            'confirm.yes': 'saving',
            'confirm.no': 'partialSelected',
          },
        },
        saving: {
          entry: ['clearError', 'save'],
          on: {
            'save.succeeded': [
              { guard: { type: 'selected', params: { selection: 2 } }, target: '#materialTransfer.cancelled', actions: ['assignSaved', 'notifySaved'] },
              { guard: { type: 'selected', params: { selection: 3 } }, target: '#materialTransfer.received', actions: ['assignSaved', 'notifySaved'] },
              { target: '#materialTransfer.partiallyReceived', actions: ['assignSaved', 'notifySaved'] },
            ],
            'save.failed': [
              // Someone else changed the order: reload it to show what it is now.
              { guard: 'isConflict', target: '#materialTransfer.loading', actions: ['assignSaveError', 'notifyError'] },
              { guard: { type: 'selected', params: { selection: 2 } }, target: 'cancelSelected', actions: ['assignSaveError', 'notifyError'] },
              { guard: { type: 'selected', params: { selection: 3 } }, target: 'receiveSelected', actions: ['assignSaveError', 'notifyError'] },
              { target: 'partialSelected', actions: ['assignSaveError', 'notifyError'] },
            ],
          },
        },
      },
    },
    cancelled: { type: 'final' },
    received: { type: 'final' },
    partiallyReceived: { type: 'final' },
  },
});

/** The record state a snapshot is in, for labels and checks. */
export function transferLifecycle(snapshot: { matches: (value: 'created' | 'cancelled' | 'received' | 'partiallyReceived') => boolean }) {
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('received')) return 'received';
  if (snapshot.matches('partiallyReceived')) return 'partiallyReceived';
  return 'created';
}
