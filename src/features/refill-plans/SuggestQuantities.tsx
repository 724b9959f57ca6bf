/**
 * "Suggest quantities" on /add-refill-plan (issue 39, beyond the spec): asks suggest.refill_plan
 * for the machine with the days to the next visit, and hands the form each slot's quantity and
 * the reason (current, sold per day, days to the next visit, par). The user edits before saving.
 * Button and palette command share one gate (commands/records/refill-suggestions.ts).
 */
import { useState } from 'react';
import { REFILL_SUGGEST_ACTIONS } from '../../../commands/records/refill-suggestions.ts';
import { REFILL_SUGGESTION_MESSAGES, suggestRefillPlan } from '../../../contract/actions/refill-suggestions.ts';
import { REFILL_SUGGESTION_MAX_VISIT_DAYS, REFILL_SUGGESTION_VISIT_DAYS } from '../../../contract/refill-suggestion.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { Button, toastError, toastSuccess } from '../../ui/index.ts';
import { inputClass } from '../../ui/form/Field.tsx';

/** What the form fills in: per coil, the quantity and why; `key` changes with every suggestion. */
export interface SuggestedQuantities {
  key: number;
  lines: Record<string, { quantity: number; reason: string }>;
}

export function useSuggestQuantities(machineId: number, ready: boolean) {
  const [days, setDays] = useState(String(REFILL_SUGGESTION_VISIT_DAYS));
  const [busy, setBusy] = useState(false);
  const [suggested, setSuggested] = useState<SuggestedQuantities | undefined>();
  const daysValue = Number(days);
  const daysOk = days.trim() !== '' && Number.isInteger(daysValue) && daysValue >= 0 && daysValue <= REFILL_SUGGESTION_MAX_VISIT_DAYS;

  async function suggest() {
    if (busy || !daysOk) return;
    setBusy(true);
    try {
      const { data } = await call(suggestRefillPlan, { vending_machine_ids: [machineId], days_to_visit: daysValue });
      const lines = Object.fromEntries((data.machines[0]?.lines ?? []).map((l) => [l.coil, { quantity: l.quantity_to_add, reason: l.reason }]));
      setSuggested((before) => ({ key: (before?.key ?? 0) + 1, lines }));
      const total = data.machines[0]?.total_to_add ?? 0;
      toastSuccess(total > 0 ? REFILL_SUGGESTION_MESSAGES.suggested : REFILL_SUGGESTION_MESSAGES.nothingToSuggest);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  const gates = useRecordActions(REFILL_SUGGEST_ACTIONS, { canSuggest: ready && !busy && daysOk, suggest: () => void suggest() });
  const gate = gates['suggest.refill_plan']!;
  const control = (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4" role="group" aria-label="Suggest quantities">
      <label className="block text-sm text-slate-700">
        <span className="mb-1 block font-medium">{REFILL_SUGGESTION_MESSAGES.daysToVisit}</span>
        <input
          inputMode="numeric"
          className={inputClass(!daysOk)}
          value={days}
          aria-invalid={!daysOk || undefined}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); gate.run(); } }}
        />
      </label>
      <Button type="button" variant="secondary" disabled={!gate.allowed} onClick={gate.run}>
        {busy ? 'Suggesting…' : REFILL_SUGGESTION_MESSAGES.suggest}
      </Button>
      {!daysOk && <p className="text-xs text-red-600">Enter a whole number of days from 0 to {REFILL_SUGGESTION_MAX_VISIT_DAYS}.</p>}
    </div>
  );
  return { suggested, control };
}
