/**
 * /requested-products: what consumers asked machines to stock, last asked first — product name,
 * machine, how many asks, first and last asked, status (Open, or the catalogue request's) —
 * paged, sorted and searched on the server, filtered by status, machine and last-asked date with
 * the filters in the URL, CSV. A row opens its view, where it can become a product request.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { CONSUMER_REQUEST_STATUSES, consumerRequestStatus, listConsumerRequests } from '../../../contract/actions/consumer-requests.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listConsumerRequests, [
  {
    key: 'product_name',
    header: 'Product asked for',
    sortKey: 'product_name',
    render: (r) => <CellLink href={paths.requestedProduct(r.id)} className="text-indigo-700 hover:underline">{r.product_name}</CellLink>,
    csv: (r) => r.product_name,
  },
  { key: 'machine', header: 'Vending Machine', render: (r) => `${r.machine.name} (${r.machine.code})`, csv: (r) => r.machine.name },
  { key: 'ask_count', header: 'Asks', sortKey: 'ask_count', render: (r) => String(r.ask_count), csv: (r) => String(r.ask_count) },
  { key: 'first_asked_at', header: 'First Asked', sortKey: 'first_asked_at', render: (r) => formatDate(r.first_asked_at), csv: (r) => r.first_asked_at },
  { key: 'last_asked_at', header: 'Last Asked', sortKey: 'last_asked_at', render: (r) => formatDate(r.last_asked_at), csv: (r) => r.last_asked_at },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={consumerRequestStatus(r.status)} />, csv: (r) => consumerRequestStatus(r.status).name },
]);

const STATUSES = CONSUMER_REQUEST_STATUSES.map((s) => ({ id: s.id, name: s.name }));
type ListInput = (typeof listConsumerRequests)['request']['TYPE'];

export default function ConsumerRequestsScreen() {
  const [, navigate] = useLocation();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'status', label: 'Status', options: STATUSES },
    { kind: 'date', key: 'asked', label: 'Last Asked' },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listConsumerRequests, {
    defaultSort: { sortBy: 'last_asked_at', sortDir: 'DESC' },
    filters: {
      status: filters.strings('status') as ListInput['status'],
      ...filters.range('asked', { from: 'from', to: 'to' }),
    },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Consumers' requested products"
        exportName="consumers-requested-products"
        searchPlaceholder="Search product or machine"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.requestedProduct(r.id))}
      />
    </div>
  );
}
