/**
 * The warehouse view's commands: "Edit warehouse", "Delete warehouse", and "Suggest purchase order" (issue "Procurement end to end",
 * beyond the spec) opens a draft purchase order into this warehouse with the lines its
 * reorder levels call for. The command ends in the order it writes (create.purchase_order,
 * like "Same purchase order"): whoever may create one may ask for the suggestion, which
 * suggest.purchase_order grants to the same permission.
 */
import { createPurchaseOrder } from '../../contract/actions/purchase-orders.ts';
import { PURCHASE_SUGGESTION_MESSAGES } from '../../contract/actions/purchase-suggestions.ts';
import { deleteWarehouse, updateWarehouse } from '../../contract/actions/warehouses.ts';
import { recordAction } from '../record.ts';

/** What the warehouse screen lets its commands do. */
export interface WarehouseView {
  suggestPurchase(): void;
  edit(): void;
  remove(): void;
}

export const WAREHOUSE_ACTIONS = [
  recordAction<WarehouseView>({
    id: 'suggest.purchase_order',
    title: PURCHASE_SUGGESTION_MESSAGES.suggest,
    keywords: ['reorder', 'replenish', 'restock', 'purchase order', 'buy', 'low stock'],
    action: createPurchaseOrder,
    run: (view) => view.suggestPurchase(),
  }),
  recordAction<WarehouseView>({
    id: 'edit.warehouse',
    title: 'Edit warehouse',
    keywords: ['change', 'update', 'address', 'location', 'zone'],
    action: updateWarehouse,
    run: (view) => view.edit(),
  }),
  // Offered by permission; the server refuses a warehouse that still holds stock or serves orders, plans or machines, saying which.
  recordAction<WarehouseView>({
    id: 'delete.warehouse',
    title: 'Delete warehouse',
    keywords: ['remove', 'close'],
    action: deleteWarehouse,
    run: (view) => view.remove(),
  }),
];
