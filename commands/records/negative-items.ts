/**
 * The negative item screen's commands: edit, delete, and link its products and machines; gated by their contract actions' permissions (PERM_CUSTOMER_PLATFORM).
 */
import { deleteNegativeItem, updateNegativeItem } from '../../contract/actions/negative-items.ts';
import { LINK_ACTIONS } from '../../contract/actions/links.ts';
import { recordAction } from '../record.ts';

/** What the negative item screen lets its commands do. */
export interface NegativeItemScreen {
  edit(): void;
  remove(): void;
  linkProducts(): void;
  linkMachines(): void;
}

export const NEGATIVE_ITEM_ACTIONS = [
  recordAction<NegativeItemScreen>({
    id: 'edit.negative_item', title: 'Edit negative item', keywords: ['change dates', 'switch off'],
    action: updateNegativeItem, run: (screen) => screen.edit(),
  }),
  recordAction<NegativeItemScreen>({
    id: 'delete.negative_item', title: 'Delete negative item', keywords: ['remove'],
    action: deleteNegativeItem, run: (screen) => screen.remove(),
  }),
  recordAction<NegativeItemScreen>({
    id: 'link.negative_item_products', title: 'Link products to negative item', keywords: ['block product', 'add items'],
    action: LINK_ACTIONS.negative_item_products.write, run: (screen) => screen.linkProducts(),
  }),
  recordAction<NegativeItemScreen>({
    id: 'link.negative_item_machines', title: 'Link machines to negative item', keywords: ['block on vm', 'add vending machines'],
    action: LINK_ACTIONS.negative_item_machines.write, run: (screen) => screen.linkMachines(),
  }),
];
