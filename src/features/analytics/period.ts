/** The period of an analytics screen, kept in the URL (`period`, `from`, `to`). */
import { PERIODS, PERIOD_LABELS, type Period } from '../../../contract/actions/analytics.ts';
import { useQueryState } from '../../ui/index.ts';

export const PERIOD_OPTIONS = PERIODS.map((id) => ({ id, name: PERIOD_LABELS[id] }));

export function usePeriod(fallback: Period = 'month') {
  const state = useQueryState('');
  const raw = state.get('period');
  const period: Period = (PERIODS as readonly string[]).includes(raw ?? '') ? (raw as Period) : fallback;
  const from = state.get('from') ?? undefined;
  const to = state.get('to') ?? undefined;
  const request = { period, ...(period === 'custom' && from ? { from } : {}), ...(period === 'custom' && to ? { to } : {}) };
  return { period, from, to, request, state, set: (patch: Record<string, string | null>) => state.set(patch) };
}

/** The /orders filter of the same period (its date filter: created, created_from, created_to). */
export function ordersPeriodQuery(period: Period, from?: string | null, to?: string | null): Record<string, string> {
  if (period === 'all') return {};
  if (period !== 'custom') return { created: period };
  return { created: 'custom', ...(from ? { created_from: `${from}T00:00` } : {}), ...(to ? { created_to: `${to}T23:59` } : {}) };
}
