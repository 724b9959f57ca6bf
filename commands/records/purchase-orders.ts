/**
 * The purchase order's commands (issue "Procurement end to end": every primary action is a
 * palette command). On the manage screen, one per lifecycle step, available as the order's
 * lifecycle allows; on the view screen, the record's actions, available as its status allows.
 */
import {
  approvePurchaseOrder, createPurchaseOrder, deletePurchaseOrder, managePurchaseOrder, updatePurchaseOrder,
} from '../../contract/actions/purchase-orders.ts';
import { purchaseOrderLifecycle, type PurchaseOrderEventType } from '../../machines/records/purchaseOrder.ts';
import { recordAction, recordCommand, select } from '../record.ts';

const onOrder = { action: managePurchaseOrder, lifecycle: purchaseOrderLifecycle } as const;
const save = { type: 'record.save' };

function step(id: string, title: string, event: PurchaseOrderEventType, keywords: string[]) {
  return recordCommand({ ...onOrder, id, title, keywords, event, opens: () => select(event), run: (flow) => flow.send(select(event)) });
}

export const PURCHASE_ORDER_COMMANDS = [
  step('submit.purchase_order', 'Create order from draft', 'purchaseOrder.create', ['purchase order', 'submit', 'draft']),
  step('ship.purchase_order', 'Mark purchase order shipped', 'purchaseOrder.ship', ['purchase order', 'shipped', 'dispatch']),
  step('partially_receive.purchase_order', 'Partially receive purchase order', 'purchaseOrder.receivePartially', ['purchase order', 'partial', 'grn']),
  step('receive.purchase_order', 'Receive purchase order', 'purchaseOrder.receive', ['purchase order', 'receive all', 'grn']),
  step('execute.purchase_order', 'Execute purchase order', 'purchaseOrder.execute', ['purchase order', 'invoice', 'close']),
  step('cancel.purchase_order', 'Cancel purchase order', 'purchaseOrder.cancel', ['purchase order']),
  recordCommand({
    ...onOrder,
    id: 'save.purchase_order',
    title: 'Save purchase order status',
    keywords: ['purchase order'],
    event: (flow) => flow.snapshot.context.transition,
    opens: () => save,
    run: (flow) => flow.send(save),
  }),
];

/** What the purchase order's view lets its commands do. */
export interface PurchaseOrderView {
  status: string;
  approvalPending: boolean;
  edit(): void;
  copy(): void;
  manage(): void;
  approve(): void;
  remove(): void;
}

const untouched = (view: PurchaseOrderView) => view.status === 'DRAFT' || view.status === 'CREATED';

export const PURCHASE_ORDER_ACTIONS = [
  recordAction<PurchaseOrderView>({
    id: 'edit.purchase_order', title: 'Edit purchase order', keywords: ['change', 'lines'], action: updatePurchaseOrder, when: untouched, run: (v) => v.edit(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'same.purchase_order', title: 'Same purchase order', keywords: ['copy', 'duplicate', 'repeat order'], action: createPurchaseOrder, run: (v) => v.copy(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'manage.purchase_order', title: 'Manage purchase order', keywords: ['status', 'receive', 'ship', 'cancel'], action: managePurchaseOrder,
    when: (v) => purchaseOrderLifecycle.eventsFrom(v.status).length > 0, run: (v) => v.manage(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'approve.purchase_order', title: 'Approve purchase order', keywords: ['approval'], action: approvePurchaseOrder, when: (v) => v.approvalPending, run: (v) => v.approve(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'delete.purchase_order', title: 'Delete purchase order', keywords: ['remove'], action: deletePurchaseOrder, when: untouched, run: (v) => v.remove(),
  }),
];
