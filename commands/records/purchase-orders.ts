/**
 * Procurement's commands (issue "Procurement end to end": every primary action is a palette
 * command). On the purchase order's manage screen, one per lifecycle step, available as its
 * lifecycle allows; on the order's and the return's views, their actions, as their status allows.
 */
import {
  approvePurchaseOrder, createPurchaseOrder, deletePurchaseOrder, managePurchaseOrder, updatePurchaseOrder,
} from '../../contract/actions/purchase-orders.ts';
import { createPurchaseReturn, managePurchaseReturn, updatePurchaseReturn } from '../../contract/actions/purchase-returns.ts';
import { mayChangeReturn, purchaseReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import { hasReceived, mayChangeOrder, purchaseOrderLifecycle, type PurchaseOrderEventType } from '../../machines/records/purchaseOrder.ts';
import type { AskAnswers } from '../ask.ts';
import { recordAction, recordCommand, select } from '../record.ts';
import { mayReceivePart, receiptSteps, type ReceivableOrder } from './purchase-receipt.ts';

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

/** What the purchase order's view lets its commands do, and whether the order allows each now. */
export interface PurchaseOrderView {
  canEdit: boolean;
  canReceivePart: boolean;
  canManage: boolean;
  canApprove: boolean;
  canReturn: boolean;
  canDelete: boolean;
  edit(): void;
  copy(): void;
  manage(): void;
  approve(): void;
  remove(): void;
  returnProducts(): void;
  /** The order as a receipt sees it (null until loaded). */
  receivable: ReceivableOrder | null;
  /** Receives the units answered in the palette (without answers: the manage screen takes over). */
  receivePart(answers?: AskAnswers): void;
}

/** What an order in this status allows: the lifecycle's steps, and the rest by status. */
export function purchaseOrderGates(status: string, approvalPending: boolean) {
  return {
    canEdit: mayChangeOrder(status),
    canDelete: mayChangeOrder(status),
    canManage: purchaseOrderLifecycle.eventsFrom(status).length > 0,
    canApprove: approvalPending,
    canReceivePart: mayReceivePart(status, approvalPending),
    canReturn: hasReceived(status),
  };
}

export const PURCHASE_ORDER_ACTIONS = [
  recordAction<PurchaseOrderView>({
    id: 'edit.purchase_order', title: 'Edit purchase order', keywords: ['change', 'lines'], action: updatePurchaseOrder, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'same.purchase_order', title: 'Same purchase order', keywords: ['copy', 'duplicate', 'repeat order'], action: createPurchaseOrder, run: (v) => v.copy(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'manage.purchase_order', title: 'Manage purchase order', keywords: ['status', 'receive', 'ship', 'cancel'], action: managePurchaseOrder,
    when: (v) => v.canManage, run: (v) => v.manage(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'receive_part.purchase_order', title: 'Partially receive purchase order', keywords: ['receive', 'partial', 'grn', 'quantities'], action: managePurchaseOrder,
    when: (v) => v.canReceivePart, ask: (v) => (v.receivable ? receiptSteps(v.receivable) : []), run: (v, answers) => v.receivePart(answers),
  }),
  recordAction<PurchaseOrderView>({
    id: 'approve.purchase_order', title: 'Approve purchase order', keywords: ['approval'], action: approvePurchaseOrder, when: (v) => v.canApprove, run: (v) => v.approve(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'return.purchase_order', title: 'Return products of purchase order', keywords: ['purchase return', 'send back'], action: createPurchaseReturn,
    when: (v) => v.canReturn, run: (v) => v.returnProducts(),
  }),
  recordAction<PurchaseOrderView>({
    id: 'delete.purchase_order', title: 'Delete purchase order', keywords: ['remove'], action: deletePurchaseOrder, when: (v) => v.canDelete, run: (v) => v.remove(),
  }),
];

/** What the purchase return's view lets its commands do, and whether the return allows each now. */
export interface PurchaseReturnView {
  canExecute: boolean;
  canCancel: boolean;
  canEdit: boolean;
  edit(): void;
  execute(): void;
  cancel(): void;
}

export function purchaseReturnGates(status: string) {
  return {
    canExecute: purchaseReturnLifecycle.can(status, 'purchaseReturn.execute'),
    canCancel: purchaseReturnLifecycle.can(status, 'purchaseReturn.cancel'),
    canEdit: mayChangeReturn(status),
  };
}

export const PURCHASE_RETURN_ACTIONS = [
  recordAction<PurchaseReturnView>({
    id: 'execute.purchase_return', title: 'Execute purchase return', keywords: ['send back', 'supplier'], action: managePurchaseReturn,
    step: { lifecycle: purchaseReturnLifecycle, event: 'purchaseReturn.execute' },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<PurchaseReturnView>({
    id: 'cancel.purchase_return', title: 'Cancel purchase return', keywords: ['purchase return'], action: managePurchaseReturn,
    step: { lifecycle: purchaseReturnLifecycle, event: 'purchaseReturn.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
  recordAction<PurchaseReturnView>({
    id: 'edit.purchase_return', title: 'Edit purchase return', keywords: ['quantities'], action: updatePurchaseReturn, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
];
