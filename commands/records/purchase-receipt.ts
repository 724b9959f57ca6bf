/**
 * A purchase order received in part from the palette (issue 56 "Commands that ask for what they
 * need"): on the opened order, "Partially receive purchase order" asks the units received of
 * each line still outstanding, one step after another, and sends manage.purchase_order with them,
 * the same receipt the manage screen sends (the server books it onto the shelves through the
 * stock module, and makes the order Received when nothing is outstanding any more).
 */
import type { InputOf } from '../../contract/action.ts';
import type { managePurchaseOrder } from '../../contract/actions/purchase-orders.ts';
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import { purchaseOrderLifecycle, waitsForApproval } from '../../machines/records/purchaseOrder.ts';
import type { AskAnswers, AskStep } from '../ask.ts';

export interface ReceivableOrder {
  id: number;
  version: number;
  lines: readonly { product_id: number; sku: string; purchased_quantity: number; received_quantity: number }[];
}

const outstanding = (line: ReceivableOrder['lines'][number]) => Math.max(0, line.purchased_quantity - line.received_quantity);

/** Whether an order in this status may be received in part now, as its lifecycle and approval allow. */
export function mayReceivePart(status: string, awaitingApproval: boolean): boolean {
  const event = 'purchaseOrder.receivePartially';
  return purchaseOrderLifecycle.can(status, event) && !(awaitingApproval && waitsForApproval(event));
}

/** One step per line still outstanding, starting at all of it. */
export function receiptSteps(order: ReceivableOrder): AskStep[] {
  return order.lines.filter((line) => outstanding(line) > 0).map((line) => ({
    id: String(line.product_id), kind: 'number', integer: true, min: 0, max: outstanding(line),
    prompt: `Units of ${line.sku} received (${outstanding(line)} outstanding)?`, initial: String(outstanding(line)),
  }));
}

/** The receipt the answers make: manage.purchase_order's input, each line asked with its units. */
export function receiptInput(order: ReceivableOrder, answers: AskAnswers): InputOf<typeof managePurchaseOrder> {
  const received = order.lines.filter((line) => answers[String(line.product_id)] !== undefined)
    .map((line) => ({ product_id: line.product_id, quantity: Number(answers[String(line.product_id)]) }));
  return { id: order.id, version: order.version, new_status: PURCHASE_ORDER_STATUS.partiallyReceived, received };
}
