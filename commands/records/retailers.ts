/** The retailer screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteRetailer, updateRetailer } from '../../contract/actions/retailers.ts';
import { recordAction } from '../record.ts';

/** What the retailer screen lets its commands do. */
export interface RetailerScreen {
  edit(): void;
  remove(): void;
}

export const RETAILER_ACTIONS = [
  recordAction<RetailerScreen>({
    id: 'edit.retailer',
    title: 'Edit retailer',
    keywords: ['change', 'update'],
    action: updateRetailer,
    run: (screen) => screen.edit(),
  }),
  recordAction<RetailerScreen>({
    id: 'delete.retailer',
    title: 'Delete retailer',
    keywords: ['remove'],
    action: deleteRetailer,
    run: (screen) => screen.remove(),
  }),
];
