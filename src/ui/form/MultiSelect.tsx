/** A multi-select list (headlessui Listbox) with an optional exclusive "All" (id ALL). */
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { ALL_OPTION_ID } from '../../../contract/constants.ts';
import { exclusiveAll } from '../filters/filterState.ts';
import { Field, inputClass, type FieldFrameProps } from './Field.tsx';
import type { SelectOption } from './inputs.tsx';

export interface MultiSelectProps extends FieldFrameProps {
  value: string[];
  onChange(ids: string[]): void;
  options: readonly SelectOption[];
  /** Offer "All": choosing it clears the others; an empty value then means all. */
  withAll?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

export function MultiSelect({ label, error, hint, required, className, value, onChange, options, withAll, placeholder = 'Select', disabled }: MultiSelectProps) {
  const selected = withAll && value.length === 0 ? [ALL_OPTION_ID] : value;
  const names = options.filter((o) => value.includes(String(o.id))).map((o) => o.name);
  const summary = withAll && value.length === 0 ? 'All' : names.length ? names.join(', ') : placeholder;
  const choices = withAll ? [{ id: ALL_OPTION_ID, name: 'All' }, ...options] : options;
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Listbox value={selected} onChange={(next: string[]) => onChange(withAll ? exclusiveAll(selected, next) : next)} multiple disabled={disabled}>
          <ListboxButton id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={`${inputClass(invalid)} truncate text-left`}>
            {summary}
          </ListboxButton>
          <ListboxOptions anchor="bottom start" className="z-30 mt-1 max-h-72 w-[var(--button-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
            {choices.map((o) => (
              <ListboxOption key={o.id} value={String(o.id)} disabled={'disabled' in o && o.disabled} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-[focus]:bg-indigo-50 data-[disabled]:opacity-50">
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
      )}
    </Field>
  );
}
