/**
 * The purchase order's manage flow (machines/flows/purchaseOrder.ts) with its effects: loading
 * with get.purchase_order, saving the chosen step with manage.purchase_order.
 */
import type { Infer } from 'superstruct';
import { PURCHASE_ORDER_MESSAGES, getPurchaseOrder, managePurchaseOrder, type PurchaseOrder } from '../../../contract/actions/purchase-orders.ts';
import { PURCHASE_ORDER_STATUS } from '../../../contract/statuses.ts';
import { purchaseOrderFlow, receivedOf, type PurchaseFlowRecord } from '../../../machines/flows/purchaseOrder.ts';
import { purchaseOrderLifecycle } from '../../../machines/records/purchaseOrder.ts';
import { call } from '../../api/client.ts';
import { useRecordFlow } from '../../platform/record/useRecordFlow.ts';
import { toastSuccess } from '../../ui/index.ts';

export type PurchaseOrderData = Infer<typeof PurchaseOrder>;
type Target = Exclude<PurchaseOrderData['status'], 'DRAFT'>;

export const recordOf = (o: PurchaseOrderData): PurchaseFlowRecord => ({
  status: o.status,
  version: o.version,
  lines: o.lines.map((l) => ({ productId: l.product_id, purchased: l.purchased_quantity, received: l.received_quantity })),
  invoiceNumber: o.invoice_number,
  invoiceDate: o.invoice_date,
  awaitingApproval: o.approval_required && !o.approved_at && o.status === PURCHASE_ORDER_STATUS.created,
});

export function usePurchaseOrderFlow(id: number | null, onSaved: () => void) {
  return useRecordFlow(purchaseOrderFlow, id, {
    get: getPurchaseOrder,
    toRecord: recordOf,
    badAddress: 'This address does not name a purchase order.',
    save: async ({ id: orderId, record, transition, draft }) => {
      const target = purchaseOrderLifecycle.next(record.status, transition) as Target;
      const invoiceNumber = draft.invoiceNumber.trim();
      return (await call(managePurchaseOrder, {
        id: orderId,
        version: record.version,
        new_status: target,
        ...(transition === 'purchaseOrder.receivePartially' ? { received: receivedOf(draft, record) } : {}),
        ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}),
        ...(draft.invoiceDate ? { invoice_date: draft.invoiceDate } : {}),
        ...(draft.generateInvoice ? { generate_invoice: true } : {}),
      })).data;
    },
    onSaved: () => {
      toastSuccess(PURCHASE_ORDER_MESSAGES.managed);
      onSaved();
    },
  });
}
