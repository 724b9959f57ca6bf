/**
 * The role's permission list, chosen from the catalogue grouped by resource (rows) and
 * verb (columns), with the special permissions below. Every box is labelled with its
 * permission name; rows and columns have select-all boxes. Read-only when `onChange` is absent.
 */
import { useState } from 'react';
import { permissionGroups, SPECIAL_PERMISSIONS, type Permission } from '../../../contract/permissions.ts';
import { Checkbox } from '../../ui/form/inputs.tsx';

const VERBS = ['VIEW', 'ADD', 'UPDATE', 'DELETE'] as const;
const GROUPS = permissionGroups().filter((g) => g.resource !== 'SPECIAL');
const ALL = [...GROUPS.flatMap((g) => g.permissions), ...SPECIAL_PERMISSIONS] as Permission[];

const label = (resource: string) => resource.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase());

export function PermissionGrid({ value, onChange, error }: { value: readonly string[]; onChange?: (next: string[]) => void; error?: string | null }) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const readOnly = !onChange;
  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange?.(ALL.filter((p) => next.has(p)));
  };
  const allOf = (names: readonly string[]) => names.length > 0 && names.every((n) => chosen.has(n));
  const someOf = (names: readonly string[]) => names.some((n) => chosen.has(n));
  const term = filter.trim().toUpperCase().replace(/\s+/g, '_');
  const groups = GROUPS.filter((g) => !term || g.resource.includes(term));
  const visible = groups.flatMap((g) => g.permissions);

  return (
    <fieldset aria-describedby={error ? 'permissions-error' : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">
        Permissions <span className="font-normal text-slate-500">({value.length} of {ALL.length} chosen)</span>
      </legend>
      {error && (
        <p id="permissions-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {!readOnly && (
        <input
          type="search"
          aria-label="Filter resources"
          placeholder="Filter resources"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          className="w-64 rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-indigo-500 focus:outline-none"
        />
      )}
      {/* Read-only, the grid holds nothing focusable: the scroller itself takes focus so the
          keyboard can scroll it (WCAG 2.1.1). Editable, its checkboxes scroll it into view. */}
      <div role="region" aria-label="Permissions" tabIndex={readOnly ? 0 : undefined} className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Resource
              </th>
              {VERBS.map((verb) => {
                const column = visible.filter((p) => p.startsWith(`PERM_${verb}_`));
                return (
                  <th key={verb} scope="col" className="px-3 py-2 text-left font-medium">
                    {readOnly ? verb : <Checkbox label={verb} checked={allOf(column)} indeterminate={someOf(column)} onChange={(on) => set(column, on)} />}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.resource} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                  {readOnly ? (
                    label(group.resource)
                  ) : (
                    <Checkbox label={label(group.resource)} checked={allOf(group.permissions)} indeterminate={someOf(group.permissions)} onChange={(on) => set(group.permissions, on)} />
                  )}
                </th>
                {VERBS.map((verb) => {
                  const name = group.permissions.find((p) => p === `PERM_${verb}_${group.resource}`);
                  return (
                    <td key={verb} className="px-3 py-1.5">
                      {name && <PermissionBox name={name} checked={chosen.has(name)} readOnly={readOnly} onChange={(on) => set([name], on)} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700">Special permissions</h3>
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {SPECIAL_PERMISSIONS.map((name) => (
            <label key={name} className="inline-flex items-center gap-2 font-mono text-xs text-slate-700">
              <PermissionBox name={name} checked={chosen.has(name)} readOnly={readOnly} onChange={(on) => set([name], on)} />
              {name}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}

function PermissionBox({ name, checked, readOnly, onChange }: { name: string; checked: boolean; readOnly: boolean; onChange(on: boolean): void }) {
  return (
    <input
      type="checkbox"
      aria-label={name}
      title={name}
      className="h-4 w-4 accent-indigo-600"
      checked={checked}
      disabled={readOnly}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
