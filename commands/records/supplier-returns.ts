/**
 * The supplier return's view commands (issue "Procurement end to end": every primary action is a
 * palette command): execute, cancel and edit, each as its lifecycle allows.
 */
import { manageSupplierReturn, updateSupplierReturn } from '../../contract/actions/supplier-returns.ts';
import { mayChangeSupplierReturn, supplierReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import { recordAction } from '../record.ts';

/** What the supplier return's view lets its commands do, and whether the return allows each now. */
export interface SupplierReturnView {
  canExecute: boolean;
  canCancel: boolean;
  canEdit: boolean;
  edit(): void;
  execute(): void;
  cancel(): void;
}

export function supplierReturnGates(status: number) {
  return {
    canExecute: supplierReturnLifecycle.can(status, 'supplierReturn.execute'),
    canCancel: supplierReturnLifecycle.can(status, 'supplierReturn.cancel'),
    canEdit: mayChangeSupplierReturn(status),
  };
}

export const SUPPLIER_RETURN_ACTIONS = [
  recordAction<SupplierReturnView>({
    id: 'execute.supplier_return', title: 'Execute supplier return', keywords: ['send back', 'hand over', 'supplier'], action: manageSupplierReturn,
    step: { lifecycle: supplierReturnLifecycle, event: 'supplierReturn.execute' },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<SupplierReturnView>({
    id: 'cancel.supplier_return', title: 'Cancel supplier return', keywords: ['supplier return', 'back to shelves'], action: manageSupplierReturn,
    step: { lifecycle: supplierReturnLifecycle, event: 'supplierReturn.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
  recordAction<SupplierReturnView>({
    id: 'edit.supplier_return', title: 'Edit supplier return', keywords: ['quantities'], action: updateSupplierReturn, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
];
