/** /cash-collections: cash-in-hand orders, SUBMITTED first to receive, with state, warehouse, partner and date filters. */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listCashInHandOrders } from '../../../contract/actions/cash-collections.ts';
import { CASH_COLLECTION_STATES, cashCollectionState } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import {
  CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { usePartnerOptions, useWarehouseOptions } from '../../platform/options.ts';

const columns = columnsFor(listCashInHandOrders, [
  {
    key: 'order_id',
    header: 'Order ID',
    sortKey: 'order_id',
    render: (c) => <CellLink href={paths.viewCashOrder(c.id)} className="whitespace-nowrap font-mono text-indigo-700 hover:underline">{c.order_id}</CellLink>,
  },
  { key: 'partner', header: 'Refill Partner', render: (c) => c.RefillPartner.name, csv: (c) => c.RefillPartner.name },
  { key: 'warehouse', header: 'Warehouse', render: (c) => c.Warehouse.name, csv: (c) => c.Warehouse.name },
  { key: 'state', header: 'Status', sortKey: 'state', render: (c) => <StatusBadge status={cashCollectionState(c.state)} />, csv: (c) => c.state },
  { key: 'submitted_amount', header: 'Total Cash', sortKey: 'submitted_amount', align: 'right', render: (c) => formatMoney(c.submitted_amount), csv: (c) => c.submitted_amount },
  { key: 'received_amount', header: 'Received', align: 'right', render: (c) => formatMoney(c.received_amount), csv: (c) => c.received_amount },
  { key: 'difference', header: 'Over / Short', align: 'right', render: (c) => formatMoney(c.difference), csv: (c) => c.difference },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (c) => formatDate(c.created_at), csv: (c) => c.created_at },
]);

export default function CashCollectionsScreen() {
  const [, navigate] = useLocation();
  const warehouses = useWarehouseOptions();
  const partners = usePartnerOptions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Created' },
    { kind: 'multi', key: 'state', label: 'Status', options: CASH_COLLECTION_STATES },
    ...(warehouses.length ? [{ kind: 'multi' as const, key: 'warehouse', label: 'Warehouse', options: warehouses }] : []),
    ...(partners.length ? [{ kind: 'multi' as const, key: 'partner', label: 'Refill Partner', options: partners }] : []),
  ], [warehouses, partners]);
  const filters = useFilters(defs);
  const query = useListQuery(listCashInHandOrders, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      state: filters.strings('state') as ('SUBMITTED' | 'RECEIVED')[] | undefined,
      warehouse_id: filters.numbers('warehouse'),
      refill_partner_id: filters.numbers('partner'),
    },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Cash collections" pager="filter-bar" exportName="cash-collections"
        searchPlaceholder="Search order id or partner" onOpen={(c) => navigate(paths.viewCashOrder(c.id))} />
    </div>
  );
}
