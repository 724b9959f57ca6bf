/**
 * Tick machines in a server-paged checkbox table (search, sort and page in the URL under the
 * `vm` prefix; Enter or a click ticks the active row; the ticks survive paging), for forms that
 * link a record to machines (advertisements). Scales to 100,000 machines: only a page is loaded.
 */
import { useCallback, useMemo } from 'react';
import type { Infer } from 'superstruct';
import { listActiveVendingMachines, type VendingMachineRow } from '../../../contract/actions/vending-machines.ts';
import { vmStatus } from '../../../contract/statuses.ts';
import { Button, DataTable, StatusBadge, useListQuery, type Column, type SortKeyOf } from '../../ui/index.ts';

type MachineRow = Infer<typeof VendingMachineRow>;
export interface PickedMachine { id: number; name: string; code: string }
export type PickedMachines = ReadonlyMap<number, PickedMachine>;

/** The "Select" checkbox column of a tick table (Enter on the row ticks it; the box takes no Tab stop). */
export function tickColumn<Row extends { id: number; name: string }, Sort extends string>(
  picked: ReadonlyMap<number, unknown>, toggle: (row: Row) => void,
): Column<Row, Sort> {
  return {
    key: 'picked', header: 'Select', width: 72, csv: false,
    render: (m) => (
      <input
        type="checkbox"
        tabIndex={-1}
        aria-label={`Select ${m.name}`}
        className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
        checked={picked.has(m.id)}
        onChange={() => toggle(m)}
      />
    ),
  };
}

export function MachinePicker({ label, picked, onChange, error }: {
  label: string;
  picked: PickedMachines;
  onChange(next: PickedMachines): void;
  error?: string;
}) {
  const query = useListQuery(listActiveVendingMachines, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, urlKey: 'vm' });
  const toggle = useCallback((row: MachineRow) => {
    const next = new Map(picked);
    if (next.has(row.id)) next.delete(row.id);
    else next.set(row.id, { id: row.id, name: row.name, code: row.code });
    onChange(next);
  }, [picked, onChange]);
  const columns = useMemo((): Column<MachineRow, SortKeyOf<typeof listActiveVendingMachines>>[] => [
    tickColumn(picked, toggle),
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
    { key: 'code', header: 'Code', sortKey: 'code', className: 'whitespace-nowrap font-mono' },
    { key: 'status', header: 'Status', sortKey: 'status', render: (m) => <StatusBadge status={vmStatus(m.status)} /> },
    { key: 'city', header: 'City', sortKey: 'city' },
  ], [picked, toggle]);

  return (
    <section className="space-y-2" aria-label={label}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-slate-900">{label}</h2>
        <p className="text-sm text-slate-600" role="status" aria-live="polite">
          {picked.size === 0
            ? 'No machine selected: tick them in the table (Enter ticks the active row).'
            : `${picked.size} machine${picked.size === 1 ? '' : 's'} selected: ${[...picked.values()].map((m) => m.name).join(', ')}.`}
        </p>
        {picked.size > 0 && <Button type="button" variant="secondary" onClick={() => onChange(new Map())}>Clear selection</Button>}
      </div>
      {error && <p className="text-sm text-red-700" role="alert">{error}</p>}
      <DataTable query={query} columns={columns} label={label} onOpen={toggle} searchPlaceholder="Search name, code, location or city" />
    </section>
  );
}
