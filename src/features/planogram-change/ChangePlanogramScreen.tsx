/**
 * /change-planogram-multiple-vm (domain.md §5 "Planogram change for many machines"): choose a
 * planogram from the drop down, tick machines in the checkbox table (server paged; search,
 * filters, sort and page in the URL; Enter or a click ticks the active row, and the ticks
 * survive paging), and "Change planogram". Each machine changes in a transaction of its own;
 * the results table says for each whether it changed, what it kept and what went back to its
 * warehouse or store, or why it was refused.
 *
 * `?machine={id}` (from a machine's view, with its code as the search) starts with that machine ticked.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Link, useSearchParams } from 'wouter';
import type { Infer } from 'superstruct';
import {
  changePlanogramForMultipleVms, getPlanogramChangeOptions, listPlanogramChangeMachines, PLANOGRAM_CHANGE_MESSAGES as M,
  type PlanogramChangeMachineRow, type PlanogramChangeResult,
} from '../../../contract/actions/planogram-change.ts';
import { getVendingMachineFilterOptions } from '../../../contract/actions/vending-machines.ts';
import { VM_STATUSES, vmStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { tickColumn } from '../../platform/machines/MachinePicker.tsx';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import {
  Button, Checkbox, DataTable, FilterBar, Select, StaticTable, StatusBadge, toastError, toastSuccess, useConfirm, useFilters, useListQuery,
  useQueryState, type Column, type FilterDef, type FilterOption, type SortKeyOf, type StaticColumn,
} from '../../ui/index.ts';

type MachineRow = Infer<typeof PlanogramChangeMachineRow>;
type Result = Infer<typeof PlanogramChangeResult>;
type Picked = Map<number, { id: number; name: string; code: string }>;

const shapeOf = (m: MachineRow) => `${m.rows} × ${m.columns}`;
const servedFrom = (m: { warehouse: { name: string } | null; store: { name: string } | null }) =>
  (m.warehouse ? `Warehouse: ${m.warehouse.name}` : m.store ? `Store: ${m.store.name}` : null);
const NO_OPTIONS: FilterOption[] = [];

function useMachineFilters() {
  // Quiet: without PERM_VIEW_VENDING_MACHINE the status filter still works.
  const options = useRecord(getVendingMachineFilterOptions, {}, { quiet: true }).data;
  const defs = useMemo((): FilterDef[] => [
    { kind: 'multi', key: 'status', label: 'Status', options: VM_STATUSES },
    { kind: 'multi', key: 'warehouse', label: 'Warehouse', options: options?.warehouses ?? NO_OPTIONS },
    { kind: 'multi', key: 'store', label: 'Store', options: options?.stores ?? NO_OPTIONS },
  ], [options]);
  const filters = useFilters(defs);
  return {
    filters,
    fields: {
      status: filters.numbers('status') as (1 | 2 | 3)[] | undefined,
      warehouse_id: filters.numbers('warehouse'),
      store_id: filters.numbers('store'),
    },
  };
}

const resultColumns: StaticColumn<Result & { id: number }>[] = [
  {
    key: 'machine', header: 'Machine',
    render: (r) => (r.name ? <Link href={paths.vmById(r.vending_machine_id)} className="font-medium text-indigo-700 underline">{r.name}</Link> : `#${r.vending_machine_id}`),
  },
  { key: 'code', header: 'Code', render: (r) => r.code || '--' },
  { key: 'outcome', header: 'Result', render: (r) => (r.outcome === 'changed' ? 'Changed' : 'Refused') },
  {
    key: 'detail', header: 'Detail',
    render: (r) => (r.outcome === 'refused'
      ? r.reason
      : `${r.kept} unit${r.kept === 1 ? '' : 's'} kept` + (r.returned_to ? `; ${r.returned} returned to ${r.returned_to.kind} ${r.returned_to.name}` : '')),
  },
];

export default function ChangePlanogramScreen() {
  const [params] = useSearchParams();
  const url = useQueryState();
  const planogramId = Number(url.get('planogram') ?? '') || null;
  const onlyFitting = url.get('fits') === '1';
  const options = useRecord(getPlanogramChangeOptions, {}).data;
  const planograms = options?.planograms ?? [];
  const chosen = planograms.find((p) => p.id === planogramId) ?? null;

  const { filters, fields } = useMachineFilters();
  const query = useListQuery(listPlanogramChangeMachines, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: { ...fields, fits: onlyFitting && planogramId ? planogramId : undefined },
  });

  const [picked, setPicked] = useState<Picked>(() => new Map());
  const [error, setError] = useState<{ machines?: string; planogram?: string }>({});
  const [results, setResults] = useState<Result[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  // A machine named in the URL starts ticked; its name arrives with the first page that lists it.
  const preset = Number(params.get('machine') ?? '') || null;
  useEffect(() => {
    if (preset) setPicked((now) => (now.has(preset) ? now : new Map(now).set(preset, { id: preset, name: `Machine #${preset}`, code: '' })));
  }, [preset]);
  useEffect(() => {
    setPicked((now) => {
      const named = query.rows.filter((r) => now.has(r.id) && now.get(r.id)!.code === '');
      if (!named.length) return now;
      const next = new Map(now);
      for (const r of named) next.set(r.id, { id: r.id, name: r.name, code: r.code });
      return next;
    });
  }, [query.rows]);

  const toggle = useCallback((row: MachineRow) => {
    setPicked((now) => {
      const next = new Map(now);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, { id: row.id, name: row.name, code: row.code });
      return next;
    });
    setError((e) => ({ ...e, machines: undefined }));
  }, []);

  const columns = useMemo((): Column<MachineRow, SortKeyOf<typeof listPlanogramChangeMachines>>[] => [
    tickColumn(picked, toggle),
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
    { key: 'code', header: 'Code', sortKey: 'code', className: 'whitespace-nowrap font-mono' },
    { key: 'status', header: 'Status', sortKey: 'status', render: (m) => <StatusBadge status={vmStatus(m.status)} /> },
    { key: 'city', header: 'City', sortKey: 'city' },
    { key: 'shape', header: 'VM Template', value: (m) => (m.vm_template ? `${m.vm_template.name}` : `None (${shapeOf(m)})`) },
    { key: 'planogram', header: 'Planogram', value: (m) => m.planogram_template?.name ?? null },
    { key: 'served_from', header: 'Warehouse / Store', value: servedFrom },
    { key: 'units', header: 'Units', align: 'right' },
  ], [picked, toggle]);

  async function apply() {
    const problems = {
      machines: picked.size === 0 ? M.machineRequired : undefined,
      planogram: chosen === null ? M.planogramRequired : undefined,
    };
    setError(problems);
    // The messages show by the drop down and the table's summary (role="alert").
    if (problems.machines || problems.planogram) return;
    const ok = await confirm({ title: 'Change planogram', text: M.confirm(picked.size, chosen!.name), confirmLabel: 'Yes, change it', tone: 'primary' });
    if (!ok) return;
    setSaving(true);
    try {
      const answer = await call(changePlanogramForMultipleVms, { vending_machine_ids: [...picked.keys()], planogram_template_id: chosen!.id });
      const { changed, refused } = answer.data;
      setResults(answer.data.results);
      if (refused === 0) toastSuccess(M.changed);
      else if (changed > 0) toastSuccess(M.partlyChanged(changed, refused));
      else toast.error(M.noneChanged);
      // The changed machines are done; the refused stay ticked to try again.
      const done = new Set(answer.data.results.filter((r) => r.outcome === 'changed').map((r) => r.vending_machine_id));
      setPicked((now) => new Map([...now].filter(([id]) => !done.has(id))));
      query.reload();
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  }

  const planogramOptions = planograms.map((p) => ({ id: p.id, name: `${p.name} — ${p.vm_template.name} (${p.rows} × ${p.columns})` }));

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <Select
          label="Planogram"
          className="min-w-[22rem]"
          required
          value={planogramId ? String(planogramId) : ''}
          options={planogramOptions}
          placeholder="Select a planogram"
          error={error.planogram}
          onChange={(value) => {
            url.set({ planogram: value || null });
            setError((e) => ({ ...e, planogram: undefined }));
          }}
        />
        <Checkbox
          label="Only machines this planogram fits"
          checked={onlyFitting}
          disabled={!planogramId}
          onChange={(on) => url.set({ fits: on ? '1' : null, page: null })}
        />
        <Button type="submit" disabled={saving}>{saving ? 'Changing...' : 'Change planogram'}</Button>
        <p className="basis-full text-sm text-slate-600" role="status" aria-live="polite">
          {picked.size === 0
            ? 'No machine selected: tick them in the table below (Enter ticks the active row).'
            : `${picked.size} machine${picked.size === 1 ? '' : 's'} selected: ${[...picked.values()].map((m) => m.name).join(', ')}.`}
        </p>
        {error.machines && <p className="basis-full text-sm text-red-700" role="alert">{error.machines}</p>}
        {picked.size > 0 && (
          <Button type="button" variant="secondary" onClick={() => setPicked(new Map())}>Clear selection</Button>
        )}
      </form>
      {results && (
        <section className="space-y-2" aria-label="Results">
          <h2 className="font-semibold text-slate-900">Results</h2>
          <StaticTable label="Planogram change results" columns={resultColumns} rows={results.map((r) => ({ ...r, id: r.vending_machine_id }))} />
        </section>
      )}
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Vending machines to change"
        onOpen={toggle}
        searchPlaceholder="Search name, code, location or city"
      />
      {confirmDialog}
    </div>
  );
}
