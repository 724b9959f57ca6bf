/**
 * The bulk refill's record rules (domain.md §2 "Bulk refills", §5 "Bulk refill"; issue 39):
 *
 *   Created ──markInTransit──▶ In Transit ──execute──────▶ Executed
 *     │                            │
 *     │                            └──executePartly──▶ Partially Executed ──execute──▶ Executed
 *     ├──execute / executePartly (directly)                 └──executePartly (again, some still refused)
 *     └──delete──▶ (gone)
 *
 * Executing runs each machine's refill plan (machines/records/refillPlan.ts) in its own
 * transaction: when every plan is executed the bulk refill is Executed; when some were refused
 * (shelves short, a slot changed meanwhile) it is Partially Executed and can be executed again
 * for the rest. It is edited and deleted only while Created.
 */
import { BULK_REFILL_STATUS } from '../../contract/actions/bulk-refills.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const bulkRefillLifecycle = defineLifecycle({
  id: 'bulkRefill',
  statuses: BULK_REFILL_STATUS,
  initial: 'created',
  transitions: {
    created: {
      'bulkRefill.markInTransit': 'inTransit',
      'bulkRefill.execute': 'executed',
      'bulkRefill.executePartly': 'partiallyExecuted',
      'bulkRefill.delete': 'deleted',
    },
    inTransit: { 'bulkRefill.execute': 'executed', 'bulkRefill.executePartly': 'partiallyExecuted' },
    partiallyExecuted: { 'bulkRefill.execute': 'executed', 'bulkRefill.executePartly': 'partiallyExecuted' },
  },
  pastTense: {
    'bulkRefill.markInTransit': 'marked in transit',
    'bulkRefill.execute': 'executed',
    'bulkRefill.executePartly': 'partially executed',
    'bulkRefill.delete': 'deleted',
  },
});
export type BulkRefillEventType = (typeof bulkRefillLifecycle.events)[number];

/** The event an execution that executed `done` of `total` machines' plans is (null: none executed, nothing changes). */
export function bulkExecuteEvent(done: number, total: number): 'bulkRefill.execute' | 'bulkRefill.executePartly' | null {
  if (done === 0) return null;
  return done >= total ? 'bulkRefill.execute' : 'bulkRefill.executePartly';
}

/** What a bulk refill in this status allows, for the screens and the palette. */
export function bulkRefillGates(status: number) {
  const can = (event: BulkRefillEventType) => bulkRefillLifecycle.can(status, event);
  return {
    canEdit: can('bulkRefill.delete'),
    canMarkInTransit: can('bulkRefill.markInTransit'),
    canExecute: can('bulkRefill.execute'),
    canDelete: can('bulkRefill.delete'),
  };
}
