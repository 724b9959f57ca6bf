/**
 * /vm: the fleet. "Machines" lists those in service (list.active_vending_machines, reloaded
 * on every VM_STATUS live message, console.md §7); "Deleted" lists retired ones, which open
 * at /deletedVm/{id}. Filters, search, sort and page live in the URL.
 */
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { Infer } from 'superstruct';
import {
  getVendingMachineFilterOptions, listActiveVendingMachines, listDeletedVendingMachines, type VendingMachineRow,
} from '../../../contract/actions/vending-machines.ts';
import { VM_STATUSES, vmStatus } from '../../../contract/statuses.ts';
import { useBulkCommands } from '../../platform/bulk/useBulkCommands.tsx';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { useRowSelection } from '../../ui/table/selection.ts';
import { MACHINE_BULK } from './machine-bulk.ts';
import { configSummary } from './machine-parts.tsx';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import {
  DataTable, FilterBar, ProgressBar, StatusBadge, Tabs, formatDate, useFilters, useListQuery, type Column, type FilterDef, type FilterOption, type SortKeyOf,
} from '../../ui/index.ts';

type MachineRow = Infer<typeof VendingMachineRow>;
const servedFrom = (m: MachineRow) => (m.warehouse ? `Warehouse: ${m.warehouse.name}` : m.store ? `Store: ${m.store.name}` : null);

const commonColumns: Column<MachineRow, 'name' | 'code' | 'status' | 'location' | 'city'>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'code', header: 'Code', sortKey: 'code', className: 'whitespace-nowrap font-mono' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (m) => <StatusBadge status={vmStatus(m.status)} />, csv: (m) => vmStatus(m.status).name },
  { key: 'location', header: 'Location', sortKey: 'location' },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'served_from', header: 'Warehouse / Store', value: servedFrom },
  { key: 'stock_percent', header: 'Stock', render: (m) => <ProgressBar value={m.stock_percent} max={100} label={`Stock of ${m.name}`} />, csv: (m) => m.stock_percent },
  { key: 'motors_off', header: 'Motors Off', align: 'right' },
  { key: 'config', header: 'Config', className: 'whitespace-nowrap', value: (m) => configSummary(m) },
];
const activeColumns: Column<MachineRow, SortKeyOf<typeof listActiveVendingMachines>>[] = [
  ...commonColumns,
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', className: 'whitespace-nowrap', render: (m) => formatDate(m.updated_at), csv: (m) => m.updated_at },
];
const deletedColumns: Column<MachineRow, SortKeyOf<typeof listDeletedVendingMachines>>[] = [
  ...commonColumns,
  { key: 'deleted_at', header: 'Deleted On', sortKey: 'deleted_at', className: 'whitespace-nowrap', render: (m) => formatDate(m.deleted_at), csv: (m) => m.deleted_at },
];

const NO_OPTIONS: FilterOption[] = [];
/** Machines whose device has not applied the config the console holds. */
const CONFIG_OPTIONS: FilterOption[] = [{ id: 'pending', name: 'Pending' }];

function useFilterDefs(): FilterDef[] {
  // Quiet: the status filter still works; the others wait for their options.
  const options = useRecord(getVendingMachineFilterOptions, {}, { quiet: true }).data;
  return useMemo(
    () => [
      { kind: 'multi', key: 'status', label: 'Status', options: VM_STATUSES },
      { kind: 'multi', key: 'warehouse', label: 'Warehouse', options: options?.warehouses ?? NO_OPTIONS },
      { kind: 'multi', key: 'store', label: 'Store', options: options?.stores ?? NO_OPTIONS },
      { kind: 'multi', key: 'zone', label: 'Zone', options: options?.zones ?? NO_OPTIONS },
      { kind: 'multi', key: 'city', label: 'City', options: options?.cities.map((c) => ({ id: c, name: c })) ?? NO_OPTIONS },
      { kind: 'single', key: 'config', label: 'Config', options: CONFIG_OPTIONS },
    ],
    [options],
  );
}

function useMachineFilters() {
  const filters = useFilters(useFilterDefs());
  return {
    filters,
    fields: {
      status: filters.numbers('status') as (1 | 2 | 3)[] | undefined,
      warehouse_id: filters.numbers('warehouse'),
      store_id: filters.numbers('store'),
      zone_id: filters.numbers('zone'),
      city: filters.strings('city'),
      config: filters.single('config') === 'pending' ? ['pending' as const] : undefined,
    },
  };
}

function ActiveMachines() {
  const [, navigate] = useLocation();
  const { filters, fields } = useMachineFilters();
  const query = useListQuery(listActiveVendingMachines, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: fields });
  useLiveMessage('vm-status', 'VM_STATUS', () => query.reload());
  // Selected rows: Ctrl+K sets them active or inactive, changes their planogram or links them to a partner (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, MACHINE_BULK, query.reload);
  return (
    <>
      <FilterBar filters={filters} />
      {bulk}
      <DataTable query={query} columns={activeColumns} selection={selection} label="Vending machines" searchPlaceholder="Search name, code or location" pager="filter-bar" exportName="vending-machines" onOpen={(m) => navigate(paths.vmById(m.id))} />
    </>
  );
}

function DeletedMachines() {
  const [, navigate] = useLocation();
  const { filters, fields } = useMachineFilters();
  const query = useListQuery(listDeletedVendingMachines, { defaultSort: { sortBy: 'deleted_at', sortDir: 'DESC' }, filters: fields });
  return (
    <>
      <FilterBar filters={filters} />
      <DataTable query={query} columns={deletedColumns} label="Deleted vending machines" searchPlaceholder="Search name, code or location" pager="filter-bar" exportName="deleted-vending-machines" onOpen={(m) => navigate(paths.deletedVm(m.id))} />
    </>
  );
}

const TABS = [
  { id: 'active', label: 'Machines' },
  { id: 'deleted', label: 'Deleted' },
] as const;

export default function MachinesScreen() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'deleted' ? 'deleted' : 'active';
  return (
    <div className="space-y-4">
      {/* Each view has its own filters and paging: switching starts clean. */}
      <Tabs label="Which machines" tabs={TABS} current={view} onSelect={(id) => setParams(id === 'active' ? {} : { view: id })} />
      {view === 'active' ? <ActiveMachines /> : <DeletedMachines key="deleted" />}
    </div>
  );
}
