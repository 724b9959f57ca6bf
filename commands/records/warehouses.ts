/**
 * The warehouse view's commands: "Suggest purchase order" (issue "Procurement end to end",
 * beyond the spec) opens a draft purchase order into this warehouse with the lines its
 * reorder levels call for; whoever may write purchase orders may ask for one.
 */
import { PURCHASE_SUGGESTION_MESSAGES, suggestPurchaseOrder } from '../../contract/actions/purchase-suggestions.ts';
import { recordAction } from '../record.ts';

/** What the warehouse screen lets its commands do. */
export interface WarehouseView {
  suggestPurchase(): void;
}

export const WAREHOUSE_ACTIONS = [
  recordAction<WarehouseView>({
    id: 'suggest.purchase_order',
    title: PURCHASE_SUGGESTION_MESSAGES.suggest,
    keywords: ['reorder', 'replenish', 'restock', 'purchase order', 'buy', 'low stock'],
    action: suggestPurchaseOrder,
    run: (view) => view.suggestPurchase(),
  }),
];
