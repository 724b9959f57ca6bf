/** The audit check tabs: interval sales against the console's orders, and machines whose prices differ from the planogram's. */
import { SALES_CHECK_FLAG_NAMES, listDexPriceExceptions, listDexSalesCheck } from '../../../contract/actions/dex-reconcile.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, DataTable, FilterBar, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const FLAG_OPTIONS = Object.entries(SALES_CHECK_FLAG_NAMES).map(([id, name]) => ({ id, name }));
const SALES_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'read', label: 'Read at' },
  { kind: 'multi', key: 'flag', label: 'Check', options: FLAG_OPTIONS },
];
type Flag = keyof typeof SALES_CHECK_FLAG_NAMES;

const machineCell = (r: { VendingMachine: { id: number; name: string } }) =>
  <CellLink href={paths.vmById(r.VendingMachine.id)} className="text-indigo-700 hover:underline">{r.VendingMachine.name}</CellLink>;

const salesColumns = columnsFor(listDexSalesCheck, [
  { key: 'VendingMachine', header: 'Machine', render: machineCell, csv: (r) => r.VendingMachine.name },
  { key: 'from', header: 'From', render: (r) => formatDate(r.from), csv: (r) => r.from },
  {
    key: 'to', header: 'To (audit)', sortKey: 'to',
    render: (r) => <CellLink href={paths.dexAudit(r.id)} className="text-indigo-700 hover:underline">{formatDate(r.to)}</CellLink>,
    csv: (r) => r.to,
  },
  { key: 'dex_vends', header: 'DEX vends', align: 'right' },
  { key: 'dex_value', header: 'DEX value', align: 'right', render: (r) => formatMoney(r.dex_value) },
  { key: 'console_orders', header: 'Orders', align: 'right' },
  { key: 'console_vends', header: 'Console vends', align: 'right' },
  { key: 'console_value', header: 'Console value', align: 'right', render: (r) => formatMoney(r.console_value) },
  { key: 'difference', header: 'Difference', sortKey: 'difference', align: 'right' },
  { key: 'flag', header: 'Check', render: (r) => SALES_CHECK_FLAG_NAMES[r.flag], csv: (r) => SALES_CHECK_FLAG_NAMES[r.flag] },
]);

export function SalesCheck() {
  const filters = useFilters(SALES_FILTERS);
  const flag = filters.strings('flag')?.filter((f): f is Flag => f in SALES_CHECK_FLAG_NAMES);
  const query = useListQuery(listDexSalesCheck, {
    defaultSort: { sortBy: 'to', sortDir: 'DESC' },
    pageSize: 20,
    filters: { ...filters.range('read', { from: 'from', to: 'to' }), flag },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={salesColumns} label="Sales check" pager="filter-bar" exportName="dex-sales-check" searchPlaceholder="Search machine" />
    </div>
  );
}

const priceColumns = columnsFor(listDexPriceExceptions, [
  { key: 'VendingMachine', header: 'Machine', render: machineCell, csv: (r) => r.VendingMachine.name },
  {
    key: 'read_at', header: 'Latest audit', sortKey: 'read_at',
    render: (r) => <CellLink href={paths.dexAudit(r.id)} className="text-indigo-700 hover:underline">{formatDate(r.read_at)}</CellLink>,
    csv: (r) => r.read_at,
  },
  { key: 'exceptions', header: 'Prices that differ', sortKey: 'exceptions', align: 'right' },
  {
    key: 'differences', header: 'Selection: machine / planogram',
    render: (r) => r.differences.map((d) => `${d.selection} ${d.Product.name}: ${formatMoney(d.dex_price)} / ${formatMoney(d.planogram_price)}`).join('; '),
    csv: (r) => r.differences.map((d) => `${d.selection}:${d.dex_price}/${d.planogram_price}`).join(' '),
  },
  { key: 'unmatched', header: 'Selections without a coil', align: 'right' },
]);

export function PriceExceptions() {
  const query = useListQuery(listDexPriceExceptions, { defaultSort: { sortBy: 'exceptions', sortDir: 'DESC' }, pageSize: 20 });
  return <DataTable query={query} columns={priceColumns} label="Price exceptions" pager="filter-bar" exportName="dex-price-exceptions" searchPlaceholder="Search machine" />;
}
