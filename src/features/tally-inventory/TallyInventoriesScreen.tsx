/**
 * /tally-inventory-overview/{warehouseId}: the warehouse's tallies, newest first: reference,
 * state (in its colour), counted lines and the result buckets, who counted and when; paged and
 * sorted on the server, filtered by state and date with the filters in the URL, CSV. "New tally"
 * (a button and a palette command) counts the warehouse anew.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { TALLY_WAREHOUSE_ACTIONS, type TallyWarehouseView } from '../../../commands/records/tally-inventories.ts';
import { listTallyInventories } from '../../../contract/actions/tally-inventories.ts';
import { getWarehouse } from '../../../contract/actions/warehouses.ts';
import { TALLY_STATUSES, tallyStatus } from '../../../contract/statuses.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import {
  Button, CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const count = (n: number) => String(n);
const columns = columnsFor(listTallyInventories, [
  {
    key: 'reference', header: 'Tally ID', sortKey: 'id',
    render: (t) => <CellLink href={paths.tallyInventory(t.id)} className="font-mono text-indigo-700 hover:underline">{t.reference}</CellLink>,
    csv: (t) => t.reference,
  },
  { key: 'status', header: 'State', sortKey: 'status', render: (t) => <StatusBadge status={tallyStatus(t.status)} />, csv: (t) => tallyStatus(t.status).name },
  { key: 'lines', header: 'Products counted', align: 'right', render: (t) => count(t.lines), csv: (t) => count(t.lines) },
  { key: 'increased', header: 'Increased', align: 'right', render: (t) => count(t.buckets.increased), csv: (t) => count(t.buckets.increased) },
  { key: 'decreased', header: 'Decreased', align: 'right', render: (t) => count(t.buckets.decreased), csv: (t) => count(t.buckets.decreased) },
  { key: 'failed', header: 'Failed', align: 'right', render: (t) => count(t.buckets.failed), csv: (t) => count(t.buckets.failed) },
  { key: 'no_change', header: 'No change', align: 'right', render: (t) => count(t.buckets.no_change), csv: (t) => count(t.buckets.no_change) },
  { key: 'created_by', header: 'Counted by', value: (t) => t.created_by },
  { key: 'created_at', header: 'Date Created', sortKey: 'created_at', render: (t) => formatDate(t.created_at), csv: (t) => t.created_at },
  { key: 'submitted_at', header: 'Submitted', render: (t) => (t.submitted_at ? formatDate(t.submitted_at) : '--'), csv: (t) => t.submitted_at ?? '' },
]);

const STATES = TALLY_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function TallyInventoriesScreen() {
  const [, navigate] = useLocation();
  const warehouse = useRouteRecord(getWarehouse);
  const id = warehouse.id;
  const defs = useMemo<FilterDef[]>(() => [{ kind: 'date', key: 'created', label: 'Date Created' }, { kind: 'multi', key: 'status', label: 'State', options: STATES }], []);
  const filters = useFilters(defs);
  const query = useListQuery(listTallyInventories, {
    enabled: warehouse.status === 'ready',
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { warehouse_id: id ?? undefined, status: filters.strings('status') as (typeof STATES)[number]['id'][] | undefined, ...filters.range('created') },
  });
  const view: TallyWarehouseView = { newTally: () => id !== null && navigate(paths.addTallyInventory(id)) };
  const actions = useRecordActions(TALLY_WAREHOUSE_ACTIONS, view);
  const add = actions['count.tally_inventory']!;
  if (warehouse.status !== 'ready') return <RecordFallback state={warehouse} what="warehouse" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Tallies of {warehouse.data.name}</h2>
        <LinkButton href={paths.warehouse(warehouse.data.id)} variant="secondary">Back to warehouse</LinkButton>
      </div>
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Tally inventories"
        exportName={`tallies-${warehouse.data.id}`}
        searchPlaceholder="Search tally id"
        pager="filter-bar"
        onOpen={(t) => navigate(paths.tallyInventory(t.id))}
        actions={add.allowed && <Button onClick={add.run}>New tally</Button>}
      />
    </div>
  );
}
