/**
 * The material transfer's record rules (console.md §4 "Material transfer", domain.md §7
 * "execute or in-transit material transfer"): a Created transfer is cancelled (the units go
 * back to the source), received in full, partially received, executed (carried out in full
 * without a count), or marked In Transit (it has left; its units were in transit since it was
 * made, so nothing moves). An In Transit transfer is received, partially received or executed,
 * never cancelled: its units are on the road. The four ends are final. The server refuses anything else with 409, the screen
 * offers only what `transferLifecycle.eventsFrom(status)` lists, and the model-based tests
 * walk it against the server.
 */
import type { TransferTarget } from '../../contract/actions/material-transfers.ts';
import { TRANSFER_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const transferLifecycle = defineLifecycle({
  id: 'materialTransfer',
  statuses: TRANSFER_STATUS,
  initial: 'created',
  transitions: {
    created: {
      'transfer.cancel': 'cancelled',
      'transfer.receive': 'received',
      'transfer.partiallyReceive': 'partiallyReceived',
      'transfer.markInTransit': 'inTransit',
      'transfer.execute': 'executed',
    },
    inTransit: {
      'transfer.receive': 'received',
      'transfer.partiallyReceive': 'partiallyReceived',
      'transfer.execute': 'executed',
    },
  },
  pastTense: {
    'transfer.cancel': 'cancelled',
    'transfer.receive': 'received',
    'transfer.partiallyReceive': 'partially received',
    'transfer.markInTransit': 'marked in transit',
    'transfer.execute': 'executed',
  },
});
export type TransferEventType = (typeof transferLifecycle.events)[number];

export const NOTHING_TICKED = 'Tick at least one item to receive';

/** A line of a transfer as the API has it: the product and the units sent. */
export interface SentLine {
  product_id: number;
  stock: number;
}
/** A line of a partial receipt as the API takes it. */
export interface ReceivedLine {
  product_id: number;
  received_stock: number;
}

export interface ReceiptProblems {
  /** Per listed line, by its index in `received`. */
  lines: { index: number; field: 'product_id' | 'received_stock'; message: string }[];
  general: string | null;
}

/**
 * Why a partial receipt cannot be taken, on the API's shapes (the server checks the request,
 * the screen its draft once turned into a request): at least one line; each product on the
 * transfer, once; each quantity between 0 and the units sent. Null when it can.
 */
export function partialReceiptProblems(sent: readonly SentLine[], received: readonly ReceivedLine[]): ReceiptProblems | null {
  const byProduct = new Map(sent.map((line) => [line.product_id, line]));
  const seen = new Set<number>();
  const lines: ReceiptProblems['lines'] = [];
  received.forEach((line, index) => {
    const sentLine = byProduct.get(line.product_id);
    if (!sentLine) lines.push({ index, field: 'product_id', message: 'This product is not on the transfer order.' });
    else if (seen.has(line.product_id)) lines.push({ index, field: 'product_id', message: 'This product is listed twice.' });
    else if (line.received_stock < 0) lines.push({ index, field: 'received_stock', message: 'Enter number greater than or equal to 0' });
    else if (line.received_stock > sentLine.stock) lines.push({ index, field: 'received_stock', message: `Enter number smaller than or equal to ${sentLine.stock}` });
    seen.add(line.product_id);
  });
  const general = received.length === 0 ? NOTHING_TICKED : null;
  return general || lines.length ? { lines, general } : null;
}

/** Units received per product for each target: everything, nothing, or the listed lines (the rest 0). */
export function unitsReceived(sent: readonly SentLine[], event: TransferEventType, received: readonly ReceivedLine[] = []): Map<number, number> {
  return new Map(sent.map((line) => [
    line.product_id,
    event === 'transfer.receive' || event === 'transfer.execute' ? line.stock
      : event === 'transfer.cancel' ? 0
        : (received.find((r) => r.product_id === line.product_id)?.received_stock ?? 0),
  ]));
}

/** Does the step move stock? Marking a transfer In Transit only says it has left. */
export const transferMovesStock = (event: TransferEventType) => event !== 'transfer.markInTransit';

/** The event that takes a Created transfer to the chosen status: the one status↔event map, read off the lifecycle. */
export function transferEventFor(target: TransferTarget): TransferEventType {
  const event = transferLifecycle.eventFor(TRANSFER_STATUS.created, target);
  if (!event) throw new Error(`no transfer event leads to status ${target}`);
  return event;
}
