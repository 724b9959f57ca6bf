/**
 * A franchise's locations in its form: one row per city, each with the country → state → city
 * cascade (PlaceFields; the country starts as India and may be changed). Rows are added and
 * removed with buttons; a new row takes the focus on its state, so the editor is used from the
 * keyboard alone.
 */
import { useEffect, useRef } from 'react';
import { MAX_FRANCHISE_LOCATIONS } from '../../../contract/actions/franchises.ts';
import { PlaceFields, type Place } from '../../platform/form/PlaceFields.tsx';
import { Button } from '../../ui/index.ts';

export const DEFAULT_COUNTRY = 'India';
export const emptyLocation = (): Place => ({ country: DEFAULT_COUNTRY, state: '', city: '' });

interface Props {
  rows: Place[];
  onChange(rows: Place[]): void;
  rowError(index: number, column: keyof Place): string | null;
  /** The locations' own error (e.g. a city listed twice, from the server). */
  error?: string | null;
}

export function LocationsEditor({ rows, onChange, rowError, error }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    // The new row's first control still to fill: its state (the country is already chosen).
    const last = list.current?.lastElementChild;
    const selects = last ? [...last.querySelectorAll<HTMLSelectElement>('select')] : [];
    (selects.find((s) => !s.disabled && !s.value) ?? selects[0])?.focus();
  }, [rows.length]);
  const set = (index: number, place: Place) => onChange(rows.map((r, i) => (i === index ? place : r)));

  return (
    <section aria-label="Locations" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Locations</h2>
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_FRANCHISE_LOCATIONS}
          onClick={() => {
            added.current = true;
            onChange([...rows, { ...emptyLocation(), country: rows.at(-1)?.country || DEFAULT_COUNTRY }]);
          }}
        >
          Add location
        </Button>
      </div>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No locations yet: add the states and cities this franchise works in.</p>
      ) : (
        <ol ref={list} className="space-y-3">
          {rows.map((row, index) => (
            <li key={index}>
              <fieldset className="grid grid-cols-1 items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <legend className="px-1 text-sm font-medium text-slate-700">Location {index + 1}</legend>
                <PlaceFields
                  value={row}
                  onChange={(place) => set(index, place)}
                  errors={{ country: rowError(index, 'country'), state: rowError(index, 'state'), city: rowError(index, 'city') }}
                />
                <Button variant="secondary" className="sm:mt-6" aria-label={`Remove location ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
