/**
 * "Suggest quantities" on /add-refill-plan (issue 39, beyond the spec): fills the plan's
 * quantities from sales and par levels. Like "Suggest purchase order", the command ends in the
 * write it leads to (create.refill_plan), and suggest.refill_plan asks the same permission, so
 * the palette never offers a suggestion the caller may not read. The pick list's print and CSV
 * are reads: screen commands of /pick-list (src/features/refill-plans/PickListScreen.tsx).
 */
import { createRefillPlan } from '../../contract/actions/refill-plans.ts';
import { recordAction } from '../record.ts';

/** The add screen's suggestion. */
export interface RefillSuggestView {
  canSuggest: boolean;
  suggest(): void;
}

export const REFILL_SUGGEST_ACTIONS = [
  recordAction<RefillSuggestView>({
    id: 'suggest.refill_plan', title: 'Suggest quantities', keywords: ['suggest refill', 'par level', 'sales velocity', 'fill quantities', 'next visit'],
    action: createRefillPlan, when: (v) => v.canSuggest, run: (v) => v.suggest(),
  }),
];
