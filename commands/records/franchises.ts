/**
 * The franchise screen's commands: edit, and delete while nothing belongs to it (the server
 * refuses otherwise), gated by their contract actions' permissions.
 */
import { deleteFranchise, updateFranchise } from '../../contract/actions/franchises.ts';
import { recordAction } from '../record.ts';

/** What the franchise screen lets its commands do. */
export interface FranchiseScreen {
  /** No users, warehouses, stores or machines belong to it. */
  canDelete: boolean;
  edit(): void;
  remove(): void;
}

export const FRANCHISE_ACTIONS = [
  recordAction<FranchiseScreen>({
    id: 'edit.franchise',
    title: 'Edit franchise',
    keywords: ['change', 'update', 'locations', 'cities'],
    action: updateFranchise,
    run: (screen) => screen.edit(),
  }),
  recordAction<FranchiseScreen>({
    id: 'delete.franchise',
    title: 'Delete franchise',
    keywords: ['remove'],
    action: deleteFranchise,
    when: (screen) => screen.canDelete,
    run: (screen) => screen.remove(),
  }),
];
