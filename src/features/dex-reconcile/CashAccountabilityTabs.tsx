/** The cash accountability tabs: each collection line (DEX expected, picked up, vended) and the sums per partner and period. */
import { EXPECTED_SOURCE_NAMES, listCashAccountability, listCashAccountabilitySummary } from '../../../contract/actions/dex-reconcile.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, DataTable, FilterBar, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import { OverShort } from './OverShort.tsx';

const LINE_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'visit', label: 'Visit' },
  { kind: 'single', key: 'source', label: 'Expected from', options: Object.entries(EXPECTED_SOURCE_NAMES).map(([id, name]) => ({ id, name })) },
];

const lineColumns = columnsFor(listCashAccountability, [
  { key: 'visit_at', header: 'Visit', sortKey: 'visit_at', render: (r) => formatDate(r.visit_at), csv: (r) => r.visit_at },
  {
    key: 'order_id', header: 'Collection', sortKey: 'order_id',
    render: (r) => <CellLink href={paths.viewCashOrder(r.cash_collection_id)} className="text-indigo-700 hover:underline">{r.order_id}</CellLink>,
    csv: (r) => r.order_id,
  },
  { key: 'RefillPartner', header: 'Partner', render: (r) => r.RefillPartner.name, csv: (r) => r.RefillPartner.name },
  { key: 'VendingMachine', header: 'Machine', render: (r) => r.VendingMachine.name, csv: (r) => r.VendingMachine.name },
  {
    key: 'expected_source', header: 'Expected from',
    render: (r) => (r.dex_audit_id === null ? EXPECTED_SOURCE_NAMES.recorded
      : <CellLink href={paths.dexAudit(r.dex_audit_id)} className="text-indigo-700 hover:underline">{EXPECTED_SOURCE_NAMES.dex}</CellLink>),
    csv: (r) => EXPECTED_SOURCE_NAMES[r.expected_source],
  },
  { key: 'expected', header: 'Expected', align: 'right', render: (r) => formatMoney(r.expected) },
  { key: 'picked_up', header: 'Picked up', sortKey: 'picked_up', align: 'right', render: (r) => formatMoney(r.picked_up) },
  { key: 'over_short', header: 'Over/short', align: 'right', render: (r) => <OverShort value={r.over_short} /> },
  { key: 'vended_value', header: 'Vended (cash)', align: 'right', render: (r) => formatMoney(r.vended_value) },
  { key: 'over_short_vended', header: 'Over/short vs vended', align: 'right', render: (r) => <OverShort value={r.over_short_vended} /> },
]);

export function CashAccountabilityLines() {
  const filters = useFilters(LINE_FILTERS);
  const source = filters.single('source');
  const query = useListQuery(listCashAccountability, {
    defaultSort: { sortBy: 'visit_at', sortDir: 'DESC' },
    pageSize: 20,
    filters: { ...filters.range('visit', { from: 'from', to: 'to' }), expected_source: source === 'dex' || source === 'recorded' ? source : undefined },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={lineColumns} label="Cash accountability" pager="filter-bar" exportName="cash-accountability" searchPlaceholder="Search collection, partner or machine" />
    </div>
  );
}

const PERIODS = [{ id: 'month', name: 'Month' }, { id: 'week', name: 'Week' }, { id: 'day', name: 'Day' }] as const;
const SUMMARY_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'visit', label: 'Visit' },
  { kind: 'single', key: 'period', label: 'Period', options: PERIODS },
];

const summaryColumns = columnsFor(listCashAccountabilitySummary, [
  { key: 'period', header: 'Period from', sortKey: 'period' },
  { key: 'RefillPartner', header: 'Partner', render: (r) => r.RefillPartner.name, csv: (r) => r.RefillPartner.name },
  { key: 'collections', header: 'Collections', align: 'right' },
  { key: 'lines', header: 'Machines visited', align: 'right' },
  { key: 'lines_from_dex', header: 'With a DEX audit', align: 'right' },
  { key: 'expected', header: 'Expected', align: 'right', render: (r) => formatMoney(r.expected) },
  { key: 'picked_up', header: 'Picked up', align: 'right', render: (r) => formatMoney(r.picked_up) },
  { key: 'over_short', header: 'Over/short', sortKey: 'over_short', align: 'right', render: (r) => <OverShort value={r.over_short} /> },
  { key: 'vended_value', header: 'Vended (cash)', align: 'right', render: (r) => formatMoney(r.vended_value) },
  { key: 'over_short_vended', header: 'Over/short vs vended', align: 'right', render: (r) => <OverShort value={r.over_short_vended} /> },
]);

export function CashAccountabilitySummary() {
  const filters = useFilters(SUMMARY_FILTERS);
  const period = PERIODS.find((p) => p.id === filters.single('period'))?.id ?? 'month';
  const query = useListQuery(listCashAccountabilitySummary, {
    defaultSort: { sortBy: 'period', sortDir: 'DESC' },
    pageSize: 20,
    filters: { ...filters.range('visit', { from: 'from', to: 'to' }), period },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={summaryColumns} label="Cash accountability by partner" pager="filter-bar" exportName="cash-accountability-by-partner" searchPlaceholder="Search partner" />
    </div>
  );
}
