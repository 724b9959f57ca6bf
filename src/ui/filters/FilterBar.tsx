/**
 * The filter bar of domain.md §2: a date range (All, Today, Week, Month, Year, custom
 * start/end date-time), multi- and single-select groups with the exclusive "All",
 * Reset and Apply Filter, and at most 8 removable chips for the applied filters.
 * Choices are a draft until Apply Filter; chips act at once.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { ALL_OPTION_ID } from '../../../contract/constants.ts';
import { CloseIcon } from '../icons.tsx';
import { DATE_PRESETS, chipsOf, exclusiveAll, visibleChips, type DatePreset, type DateRangeValue, type FilterDef, type FilterOption } from './filterState.ts';
import type { Filters } from './useFilters.ts';

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-indigo-500 focus:outline-none';

export function FilterBar({ filters }: { filters: Filters }) {
  const [draft, setDraft] = useState(filters.applied);
  useEffect(() => setDraft(filters.applied), [filters.applied]);
  const chips = chipsOf(filters.defs, filters.applied);
  const shown = visibleChips(chips);

  function submit(event: FormEvent) {
    event.preventDefault();
    filters.apply(draft);
  }

  return (
    <section aria-label="Filters" className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        {filters.defs.map((def) => (
          <FilterGroup key={def.key} def={def} value={draft[def.key]} onChange={(value) => setDraft((d) => ({ ...d, [def.key]: value }))} />
        ))}
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={() => filters.reset()} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
            Reset
          </button>
          <button type="submit" className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-500">
            Apply Filter
          </button>
        </div>
      </form>
      {shown.length > 0 && (
        <ul aria-label="Applied filters" className="mt-3 flex flex-wrap gap-2">
          {shown.map((chip) => (
            <li key={`${chip.key}:${chip.optionId ?? ''}`} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-3 pr-1 text-xs text-indigo-800">
              {chip.text}
              <button type="button" aria-label={`Remove filter ${chip.text}`} onClick={() => filters.remove(chip)} className="rounded-full p-0.5 hover:bg-indigo-100">
                <CloseIcon width={12} height={12} />
              </button>
            </li>
          ))}
          {chips.length > shown.length && <li className="self-center text-xs text-slate-500">+{chips.length - shown.length} more</li>}
        </ul>
      )}
    </section>
  );
}

function FilterGroup({ def, value, onChange }: { def: FilterDef; value: unknown; onChange(value: string[] | DateRangeValue): void }) {
  const id = useId();
  if (def.kind === 'date') return <DateRange id={id} label={def.label} value={(value as DateRangeValue) ?? { preset: 'all' }} onChange={onChange} />;
  const ids = (value as string[] | undefined) ?? [];
  if (def.kind === 'single') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          {def.label}
        </label>
        <select id={id} className={control} value={ids[0] ?? ALL_OPTION_ID} onChange={(e) => onChange(e.target.value === ALL_OPTION_ID ? [] : [e.target.value])}>
          <option value={ALL_OPTION_ID}>All</option>
          {def.options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return <MultiGroup label={def.label} options={def.options} ids={ids} onChange={onChange} />;
}

function MultiGroup({ label, options, ids, onChange }: { label: string; options: readonly FilterOption[]; ids: string[]; onChange(ids: string[]): void }) {
  const selected = ids.length ? ids : [ALL_OPTION_ID];
  const names = ids.length ? options.filter((o) => ids.includes(String(o.id))).map((o) => o.name) : ['All'];
  return (
    <div className="flex flex-col gap-1">
      <Listbox value={selected} onChange={(next: string[]) => onChange(exclusiveAll(selected, next))} multiple>
        {/* Headless UI names the button by this label and the choice it shows ("Status All"):
            an aria-label of the label alone left the visible choice out of the name (WCAG 2.5.3). */}
        <Label className="text-xs font-medium text-slate-600">{label}</Label>
        <ListboxButton className={`${control} min-w-40 max-w-64 truncate text-left`}>
          {names.join(', ')}
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className="z-30 mt-1 max-h-72 w-64 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
          {[{ id: ALL_OPTION_ID, name: 'All' }, ...options].map((o) => (
            <ListboxOption key={o.id} value={String(o.id)} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-[focus]:bg-indigo-50">
              {({ selected: isSelected }) => (
                <>
                  <input type="checkbox" readOnly tabIndex={-1} checked={isSelected} className="pointer-events-none" aria-hidden />
                  {o.name}
                </>
              )}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </div>
  );
}

function DateRange({ id, label, value, onChange }: { id: string; label: string; value: DateRangeValue; onChange(value: DateRangeValue): void }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          {label}
        </label>
        <select id={id} className={control} value={value.preset} onChange={(e) => onChange({ ...value, preset: e.target.value as DatePreset })}>
          {DATE_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {value.preset === 'custom' && (
        <>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Start date
            <input type="datetime-local" className={control} value={value.from ?? ''} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            End date
            <input type="datetime-local" className={control} value={value.to ?? ''} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
          </label>
        </>
      )}
    </div>
  );
}
