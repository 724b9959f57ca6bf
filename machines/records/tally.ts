/**
 * The tally inventory (domain.md §3 "Tally inventory"): a physical count of a warehouse, saved
 * as a Draft while counting, then Submitted (the shelves are set to the count through the stock
 * ledger) or Cancelled (nothing moves). Both ends are final.
 */
import { TALLY_STATUS, type TallyResultCode } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const tallyLifecycle = defineLifecycle({
  id: 'tally',
  statuses: TALLY_STATUS,
  initial: 'draft',
  transitions: { draft: { 'tally.submit': 'submitted', 'tally.cancel': 'cancelled' } },
  pastTense: { 'tally.submit': 'submitted', 'tally.cancel': 'cancelled' },
});

/** A tally's count may change only while it is a Draft (nothing has moved yet). */
export const mayChangeTally = (status: string) => status === TALLY_STATUS.draft;

/**
 * How one counted line is applied at submission: the adjustment is the count less the shelves'
 * stock AT SUBMISSION (not when counting began), so units that moved meanwhile are not
 * adjusted twice. A line that cannot be applied (its product is inactive) fails and moves nothing.
 */
export function tallyOutcome(line: { counted: number; onShelf: number; active: boolean }): { result: TallyResultCode; adjusted: number } {
  if (!line.active) return { result: 'FAILED', adjusted: 0 };
  const adjusted = line.counted - line.onShelf;
  return { result: adjusted > 0 ? 'INCREASED' : adjusted < 0 ? 'DECREASED' : 'NO_CHANGE', adjusted };
}
