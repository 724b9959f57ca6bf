/**
 * Applied filters live in the URL query (linkable, survive reload). Screens turn them
 * into their list action's fields:
 *
 *   const filters = useFilters(USER_FILTERS);
 *   const users = useListQuery(listUsers, { filters: { role_ids: filters.numbers('role'), ...filters.range('created') } });
 */
import { useCallback, useMemo } from 'react';
import { useQueryState } from '../urlState.ts';
import { dateBounds, emptyValue, readFilters, removeChip, writeFilters, type Chip, type DateRangeValue, type FilterDef, type FilterValues } from './filterState.ts';

export interface Filters {
  defs: readonly FilterDef[];
  applied: FilterValues;
  apply(values: FilterValues): void;
  reset(): void;
  remove(chip: Chip): void;
  /** Selected ids of a group as numbers; undefined for "ALL". */
  numbers(key: string): number[] | undefined;
  /** Selected ids of a group as text; undefined for "ALL". */
  strings(key: string): string[] | undefined;
  /** The single selected id of a group; undefined for "ALL". */
  single(key: string): string | undefined;
  /** A date group as `{ [key]_from, [key]_to }` ISO fields (names overridable); {} for All. */
  range(key: string, names?: { from: string; to: string }): Record<string, string>;
}

export function useFilters(defs: readonly FilterDef[], options: { urlKey?: string | false } = {}): Filters {
  const state = useQueryState(options.urlKey ?? '');
  const applied = useMemo(() => readFilters(defs, state.get), [defs, state]);

  const apply = useCallback((values: FilterValues) => state.set({ ...writeFilters(defs, values), page: null }), [defs, state]);
  const reset = useCallback(() => apply(Object.fromEntries(defs.map((d) => [d.key, emptyValue(d)]))), [apply, defs]);

  return useMemo(() => {
    const strings = (key: string) => {
      const ids = applied[key];
      return Array.isArray(ids) && ids.length ? ids : undefined;
    };
    return {
      defs,
      applied,
      apply,
      reset,
      remove: (chip: Chip) => apply(removeChip(applied, chip)),
      strings,
      numbers: (key: string) => strings(key)?.map(Number).filter(Number.isFinite),
      single: (key: string) => strings(key)?.[0],
      range: (key: string, names = { from: `${key}_from`, to: `${key}_to` }) => {
        const bounds = dateBounds(applied[key] as DateRangeValue | undefined);
        const fields: Record<string, string> = {};
        if (bounds?.from) fields[names.from] = bounds.from;
        if (bounds?.to) fields[names.to] = bounds.to;
        return fields;
      },
    };
  }, [defs, applied, apply, reset]);
}
