/**
 * Bulk refill commands (issue 39): one object per command. On the bulk refill's view: edit, mark
 * in transit, execute and delete, available as its lifecycle allows (`bulkRefillGates`); on the
 * add and edit screens, saving it.
 */
import {
  createBulkRefill, deleteBulkRefill, executeBulkRefill, markBulkRefillInTransit, updateBulkRefill,
} from '../../contract/actions/bulk-refills.ts';
import { bulkRefillGates, bulkRefillLifecycle } from '../../machines/records/bulkRefill.ts';
import { recordAction } from '../record.ts';

export interface BulkRefillView extends ReturnType<typeof bulkRefillGates> {
  edit(): void;
  markInTransit(): void;
  execute(): void;
  remove(): void;
}

export { bulkRefillGates };

export const BULK_REFILL_ACTIONS = [
  recordAction<BulkRefillView>({
    id: 'edit.bulk_refill', title: 'Edit bulk refill', keywords: ['change machines', 'bulk plan'], action: updateBulkRefill, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<BulkRefillView>({
    id: 'in_transit.bulk_refill', title: 'Mark bulk refill in transit', keywords: ['dispatch all', 'left warehouse'], action: markBulkRefillInTransit,
    step: { lifecycle: bulkRefillLifecycle, event: 'bulkRefill.markInTransit' },
    when: (v) => v.canMarkInTransit, run: (v) => v.markInTransit(),
  }),
  recordAction<BulkRefillView>({
    id: 'execute.bulk_refill', title: 'Execute bulk refill', keywords: ['execute all machines', 'refilled', 'done'], action: executeBulkRefill,
    step: { lifecycle: bulkRefillLifecycle, event: 'bulkRefill.execute' },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<BulkRefillView>({
    id: 'delete.bulk_refill', title: 'Delete bulk refill', keywords: ['remove bulk'], action: deleteBulkRefill, step: { lifecycle: bulkRefillLifecycle, event: 'bulkRefill.delete' },
    when: (v) => v.canDelete, run: (v) => v.remove(),
  }),
];

export interface BulkRefillFormView {
  canSave: boolean;
  save(): void;
}

export const BULK_REFILL_CREATE_ACTIONS = [
  recordAction<BulkRefillFormView>({
    id: 'create.bulk_refill', title: 'Create bulk refill', keywords: ['save bulk refill'], action: createBulkRefill, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];
export const BULK_REFILL_UPDATE_ACTIONS = [
  recordAction<BulkRefillFormView>({
    id: 'update.bulk_refill', title: 'Save bulk refill', keywords: ['update bulk refill'], action: updateBulkRefill, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];
