/**
 * Pure parts of the filter bar: the filter definitions, their URL encoding, the
 * exclusive "ALL" option, date-range presets and the chips of applied filters.
 */
import { ALL_OPTION_ID, FILTER_CHIPS_MAX } from '../../../contract/constants.ts';
import { formatDate } from '../format.ts';

export interface FilterOption {
  id: string | number;
  name: string;
}

export type FilterDef =
  | { kind: 'date'; key: string; label: string }
  | { kind: 'multi'; key: string; label: string; options: readonly FilterOption[] }
  | { kind: 'single'; key: string; label: string; options: readonly FilterOption[] };

/** console.md §9 / domain.md §9 date filter choices ("today, yesterday, week, month, year, custom, all"). */
export const DATE_PRESETS = [
  { id: 'all', name: 'All' },
  { id: 'today', name: 'Today' },
  { id: 'yesterday', name: 'Yesterday' },
  { id: 'week', name: 'Week' },
  { id: 'month', name: 'Month' },
  { id: 'year', name: 'Year' },
  { id: 'custom', name: 'Custom' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['id'];

/** Custom bounds are `datetime-local` text (YYYY-MM-DDTHH:mm, the browser's zone). */
export interface DateRangeValue {
  preset: DatePreset;
  from?: string;
  to?: string;
}

/** Option ids as text; an empty list means "ALL". Dates as a DateRangeValue. */
export type FilterValue = string[] | DateRangeValue;
export type FilterValues = Record<string, FilterValue>;

const isPreset = (text: string | null): text is DatePreset => DATE_PRESETS.some((p) => p.id === text);

export function emptyValue(def: FilterDef): FilterValue {
  return def.kind === 'date' ? { preset: 'all' } : [];
}

export function readFilters(defs: readonly FilterDef[], get: (key: string) => string | null): FilterValues {
  const values: FilterValues = {};
  for (const def of defs) {
    if (def.kind === 'date') {
      const preset = get(def.key);
      const from = get(`${def.key}_from`) ?? undefined;
      const to = get(`${def.key}_to`) ?? undefined;
      values[def.key] = isPreset(preset) && preset !== 'all' ? { preset, ...(preset === 'custom' ? { from, to } : {}) } : { preset: 'all' };
    } else {
      // Options may still be loading: only then are unknown ids kept (the server checks them).
      const known = new Set(def.options.map((o) => String(o.id)));
      const ids = (get(def.key) ?? '').split(',').filter((id) => id && (known.size === 0 || known.has(id)));
      values[def.key] = def.kind === 'single' ? ids.slice(0, 1) : [...new Set(ids)];
    }
  }
  return values;
}

/** The URL query keys of the values (null removes a key). */
export function writeFilters(defs: readonly FilterDef[], values: FilterValues): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  for (const def of defs) {
    const value = values[def.key] ?? emptyValue(def);
    if (def.kind === 'date') {
      const range = value as DateRangeValue;
      const custom = range.preset === 'custom';
      patch[def.key] = range.preset === 'all' ? null : range.preset;
      patch[`${def.key}_from`] = custom && range.from ? range.from : null;
      patch[`${def.key}_to`] = custom && range.to ? range.to : null;
    } else {
      const ids = value as string[];
      patch[def.key] = ids.length ? ids.join(',') : null;
    }
  }
  return patch;
}

/**
 * The "All" option (id ALL) is exclusive: picking it clears the others, picking another
 * drops it, and clearing everything means all again. `next` is the raw new selection;
 * an empty `previous` counts as "All" chosen.
 */
export function exclusiveAll(previous: readonly string[], next: readonly string[]): string[] {
  const hadAll = previous.length === 0 || previous.includes(ALL_OPTION_ID);
  const pickedAll = next.includes(ALL_OPTION_ID) && !hadAll;
  if (pickedAll) return [];
  return next.filter((id) => id !== ALL_OPTION_ID);
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);

/**
 * A range as ISO instants, or null for "All". Week starts on Sunday (console.md §9);
 * presets run to the end of today (Yesterday to the end of yesterday). An unfinished custom range is open on that side.
 */
export function dateBounds(value: DateRangeValue | undefined, now: Date = new Date()): { from?: string; to?: string } | null {
  if (!value || value.preset === 'all') return null;
  const today = startOfDay(now);
  const to = endOfDay(now).toISOString();
  switch (value.preset) {
    case 'today':
      return { from: today.toISOString(), to };
    case 'yesterday': {
      const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
      return { from: yesterday.toISOString(), to: endOfDay(yesterday).toISOString() };
    }
    case 'week':
      return { from: new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay()).toISOString(), to };
    case 'month':
      return { from: new Date(today.getFullYear(), today.getMonth(), 1).toISOString(), to };
    case 'year':
      return { from: new Date(today.getFullYear(), 0, 1).toISOString(), to };
    case 'custom': {
      const parse = (text?: string) => (text && !Number.isNaN(new Date(text).getTime()) ? new Date(text).toISOString() : undefined);
      const bounds = { from: parse(value.from), to: parse(value.to) };
      return bounds.from || bounds.to ? bounds : null;
    }
  }
}

export interface Chip {
  key: string;
  /** The option removed by this chip; undefined removes the whole filter (dates). */
  optionId?: string;
  text: string;
}

export function chipsOf(defs: readonly FilterDef[], values: FilterValues): Chip[] {
  const chips: Chip[] = [];
  for (const def of defs) {
    const value = values[def.key];
    if (!value) continue;
    if (def.kind === 'date') {
      const range = value as DateRangeValue;
      if (range.preset === 'all') continue;
      const text =
        range.preset === 'custom'
          ? `${range.from ? formatDate(range.from) : '…'} – ${range.to ? formatDate(range.to) : '…'}`
          : DATE_PRESETS.find((p) => p.id === range.preset)!.name;
      chips.push({ key: def.key, text: `${def.label}: ${text}` });
    } else {
      for (const id of value as string[]) {
        const option = def.options.find((o) => String(o.id) === id);
        if (option) chips.push({ key: def.key, optionId: id, text: `${def.label}: ${option.name}` });
      }
    }
  }
  return chips;
}

export const visibleChips = (chips: Chip[]) => chips.slice(0, FILTER_CHIPS_MAX);

export function removeChip(values: FilterValues, chip: Chip): FilterValues {
  const current = values[chip.key];
  if (chip.optionId === undefined || !Array.isArray(current)) return { ...values, [chip.key]: { preset: 'all' } };
  return { ...values, [chip.key]: current.filter((id) => id !== chip.optionId) };
}
