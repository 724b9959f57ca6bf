/**
 * The filter bar as screens use it: its listbox library loads beside the list's first page
 * instead of before it, keeping every list screen's critical path small (bench/results.md).
 * A same-sized empty bar holds its place meanwhile. (FilterBar.tsx is the bar itself.)
 */
import { lazy, Suspense } from 'react';
import type { Filters } from './useFilters.ts';

const LoadedFilterBar = lazy(() => import('./FilterBar.tsx').then((m) => ({ default: m.FilterBar })));

export function FilterBar(props: { filters: Filters }) {
  return (
    <Suspense fallback={<section aria-label="Filters" aria-busy="true" className="h-[86px] rounded-xl border border-slate-200 bg-white" />}>
      <LoadedFilterBar {...props} />
    </Suspense>
  );
}
