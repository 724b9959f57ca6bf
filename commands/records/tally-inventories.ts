/**
 * The tally inventory's commands (issue 37: every primary action is a palette command): a new
 * count of the warehouse being viewed, and submit, cancel and edit of a tally as its lifecycle
 * allows.
 */
import { cancelTallyInventory, createTallyInventory, submitTallyInventory, updateTallyInventory } from '../../contract/actions/tally-inventories.ts';
import { mayChangeTally, tallyLifecycle } from '../../machines/records/tally.ts';
import { recordAction } from '../record.ts';

/** A screen about one warehouse (its view, its tallies) that can start a count of it. */
export interface TallyWarehouseView {
  newTally(): void;
}

export const TALLY_WAREHOUSE_ACTIONS = [
  recordAction<TallyWarehouseView>({
    id: 'count.tally_inventory', title: 'New tally for this warehouse', keywords: ['tally inventory', 'stock count', 'stocktake', 'physical count'],
    action: createTallyInventory, run: (v) => v.newTally(),
  }),
];

/** What the tally's view lets its commands do, and whether the tally allows each now. */
export interface TallyView {
  canSubmit: boolean;
  canCancel: boolean;
  canEdit: boolean;
  submit(): void;
  cancel(): void;
  edit(): void;
}

export function tallyGates(status: string) {
  return {
    canSubmit: tallyLifecycle.can(status, 'tally.submit'),
    canCancel: tallyLifecycle.can(status, 'tally.cancel'),
    canEdit: mayChangeTally(status),
  };
}

export const TALLY_ACTIONS = [
  recordAction<TallyView>({
    id: 'submit.tally_inventory', title: 'Submit tally', keywords: ['adjust stock', 'tally inventory', 'apply count'], action: submitTallyInventory,
    step: { lifecycle: tallyLifecycle, event: 'tally.submit' },
    when: (v) => v.canSubmit, run: (v) => v.submit(),
  }),
  recordAction<TallyView>({
    id: 'cancel.tally_inventory', title: 'Cancel tally', keywords: ['tally inventory', 'discard count'], action: cancelTallyInventory,
    step: { lifecycle: tallyLifecycle, event: 'tally.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
  recordAction<TallyView>({
    id: 'edit.tally_inventory', title: 'Edit tally', keywords: ['tally inventory', 'recount', 'quantities'], action: updateTallyInventory,
    when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
];
