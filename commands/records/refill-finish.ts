/**
 * "Suggest refills" for a set of machines (/suggest-refills, issue 39 beyond the spec): suggest
 * each machine's lines (suggest.refill_plan takes many machines), then create a plan per
 * machine through create.refill_plan. Both commands end in the write they lead to, like
 * "Suggest quantities" (commands/records/refill-suggestions.ts).
 */
import { createRefillPlan } from '../../contract/actions/refill-plans.ts';
import { recordAction } from '../record.ts';

export interface SuggestRefillsView {
  canSuggest: boolean;
  canCreate: boolean;
  suggest(): void;
  create(): void;
}

export const SUGGEST_REFILLS_ACTIONS = [
  recordAction<SuggestRefillsView>({
    id: 'suggest.refills', title: 'Suggest refills for these machines', keywords: ['suggest refill', 'route', 'par level', 'many machines'],
    action: createRefillPlan, when: (v) => v.canSuggest, run: (v) => v.suggest(),
  }),
  recordAction<SuggestRefillsView>({
    id: 'create.suggested_refill_plans', title: 'Create suggested refill plans', keywords: ['create plans', 'accept suggestions'],
    action: createRefillPlan, when: (v) => v.canCreate, run: (v) => v.create(),
  }),
];
