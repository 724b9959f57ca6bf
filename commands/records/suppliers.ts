/** The supplier screen's commands: edit, change the email, delete and send products back, gated by their contract actions' permissions. */
import { createSupplierReturn } from '../../contract/actions/supplier-returns.ts';
import { changeSupplierEmail, deleteSupplier, updateSupplier } from '../../contract/actions/suppliers.ts';
import { recordAction } from '../record.ts';

/** What the supplier screen lets its commands do. */
export interface SupplierScreen {
  edit(): void;
  changeEmail(): void;
  remove(): void;
  returnProducts(): void;
}

export const SUPPLIER_ACTIONS = [
  recordAction<SupplierScreen>({
    id: 'edit.supplier',
    title: 'Edit supplier',
    keywords: ['change', 'update', 'product terms'],
    action: updateSupplier,
    run: (screen) => screen.edit(),
  }),
  recordAction<SupplierScreen>({
    id: 'change_email.supplier',
    title: 'Change supplier email',
    keywords: ['email', 'mail'],
    action: changeSupplierEmail,
    run: (screen) => screen.changeEmail(),
  }),
  recordAction<SupplierScreen>({
    id: 'delete.supplier',
    title: 'Delete supplier',
    keywords: ['remove'],
    action: deleteSupplier,
    run: (screen) => screen.remove(),
  }),
  recordAction<SupplierScreen>({
    id: 'return.supplier',
    title: 'Return products to supplier',
    keywords: ['supplier return', 'send back', 'damaged', 'expired'],
    action: createSupplierReturn,
    run: (screen) => screen.returnProducts(),
  }),
];
