/** The supplier screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteSupplier, updateSupplier } from '../../contract/actions/suppliers.ts';
import { recordAction } from '../record.ts';

/** What the supplier screen lets its commands do. */
export interface SupplierScreen {
  edit(): void;
  remove(): void;
}

export const SUPPLIER_ACTIONS = [
  recordAction<SupplierScreen>({
    id: 'edit.supplier',
    title: 'Edit supplier',
    keywords: ['change', 'update'],
    action: updateSupplier,
    run: (screen) => screen.edit(),
  }),
  recordAction<SupplierScreen>({
    id: 'delete.supplier',
    title: 'Delete supplier',
    keywords: ['remove'],
    action: deleteSupplier,
    run: (screen) => screen.remove(),
  }),
];
