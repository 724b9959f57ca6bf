/**
 * /third-party-sales: orders sold through the sale platforms, paged on the server, filtered from
 * the URL (platform, status, date range), searchable by the platform's order id, exported as CSV.
 */
import { useEffect, useMemo, useState } from 'react';
import { listPlatforms, listThirdPartySales } from '../../../contract/actions/platforms.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { THIRD_PARTY_SALE_STATUSES } from '../../../contract/negative-items.ts';
import { call } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const statusOf = (id: number) => THIRD_PARTY_SALE_STATUSES.find((s) => s.id === id) ?? THIRD_PARTY_SALE_STATUSES[2];

const columns = columnsFor(listThirdPartySales, [
  { key: 'external_order_id', header: 'Order Id', sortKey: 'external_order_id', className: 'font-medium text-slate-900' },
  {
    key: 'platform', header: 'Platform',
    render: (r) => <CellLink href={paths.platform(r.platform_id)} className="text-indigo-700 hover:underline">{r.platform}</CellLink>,
    csv: (r) => r.platform,
  },
  { key: 'source_type', header: 'Source type' },
  { key: 'machine', header: 'Vending machine' },
  { key: 'items', header: 'Items' },
  { key: 'amount', header: 'Amount', sortKey: 'amount', render: (r) => formatMoney(r.amount), csv: (r) => String(r.amount) },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={statusOf(r.status)} />, csv: (r) => statusOf(r.status).name },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
]);

export default function ThirdPartySalesScreen() {
  const [platforms, setPlatforms] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    void call(listPlatforms, { limit: 100 }).then((r) => setPlatforms(r.data.map((p) => ({ id: String(p.id), name: p.name }))), () => setPlatforms([]));
  }, []);
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Date' },
    { kind: 'multi', key: 'platform', label: 'Platform', options: platforms },
    { kind: 'multi', key: 'status', label: 'Status', options: THIRD_PARTY_SALE_STATUSES.map((s) => ({ id: String(s.id), name: s.name })) },
  ], [platforms]);
  const filters = useFilters(defs);
  const query = useListQuery(listThirdPartySales, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      platform_id: filters.numbers('platform'),
      status: filters.numbers('status') as (0 | 1 | 2)[] | undefined,
      ...filters.range('created'),
    },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Third-party sales" exportName="third-party-sales" searchPlaceholder="Search order id" pager="filter-bar" />
    </div>
  );
}
