/** The retailer screen's commands: edit and delete, gated by their contract actions' permissions and the record. */
import { deleteRetailer, updateRetailer } from '../../contract/actions/retailers.ts';
import { recordAction } from '../record.ts';

/** What the record allows: a retailer is deleted only once no admins or machines belong to it. */
export function retailerGates(retailer: { admins_count: number; machines_count: number } | null) {
  return { canDelete: !!retailer && retailer.admins_count === 0 && retailer.machines_count === 0 };
}

/** What the retailer screen lets its commands do. */
export interface RetailerScreen {
  canDelete: boolean;
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
    when: (screen) => screen.canDelete,
    run: (screen) => screen.remove(),
  }),
];
