/**
 * /warehouse-orders: every warehouse order kind in one list with the spec's order-type
 * labels (console.md §4) and status colours; filters by date, kind, status and warehouse
 * kept in the URL. Material transfers open their overview.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { paymentModeName } from '../../../contract/actions/order-details.ts';
import { ORDER_KIND_KEYS, listWarehouseOrders, type OrderKind } from '../../../contract/actions/warehouse-orders.ts';
import { ORDER_STATUSES, orderStatus } from '../../../contract/statuses.ts';
import {
  CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { overviewOf } from '../../platform/record-links.ts';

const KIND_NAMES: Record<OrderKind, string> = {
  material_transfer: 'Material Transfer (warehouse → warehouse)',
  shipping_order: 'Shipping Order',
  supplier_return: 'Supplier Return',
  bin_discarded: 'BIN Discarded',
  store_return: 'Store Return',
  store_transfer: 'Material Transfer (store → store)',
  request_order: 'Request Order',
  kit_transfer: 'Kit Transfer',
  package_transfer: 'Package Transfer',
};
const KIND_OPTIONS = ORDER_KIND_KEYS.map((k) => ({ id: k, name: KIND_NAMES[k] }));

const place = (ref: { name: string } | null, type: string) => (ref ? ref.name : type === 'bin' ? 'Discarded bin' : null);

const columns = columnsFor(listWarehouseOrders, [
  {
    key: 'order_id',
    header: 'Order ID',
    sortKey: 'order_id',
    render: (o) => {
      const href = overviewOf(o);
      return href ? <CellLink href={href} className="whitespace-nowrap font-mono text-indigo-700 hover:underline">{o.order_id}</CellLink> : <span className="whitespace-nowrap font-mono">{o.order_id}</span>;
    },
  },
  { key: 'type_label', header: 'Order Type' },
  { key: 'source', header: 'Source', value: (o) => place(o.source, o.source_type) },
  { key: 'destination', header: 'Destination', value: (o) => place(o.destination, o.destination_type) },
  { key: 'status', header: 'Status', sortKey: 'status', render: (o) => <StatusBadge status={orderStatus(o.status)} />, csv: (o) => orderStatus(o.status).name },
  { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right' },
  { key: 'created_by', header: 'Created By' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (o) => formatDate(o.created_at), csv: (o) => o.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (o) => formatDate(o.updated_at), csv: (o) => o.updated_at },
  // domain.md §3 "Orders": the details the user enters; the total cost (an amount) is on each order's overview only.
  { key: 'payment_mode', header: 'Payment Mode', value: (o) => paymentModeName(o.payment_mode) },
  { key: 'schedule_time', header: 'Schedule Time', render: (o) => formatDate(o.schedule_time), csv: (o) => o.schedule_time },
  { key: 'invoice_no', header: 'Invoice No' },
  { key: 'start_time', header: 'Start Time', exportOnly: true, csv: (o) => o.start_time },
  { key: 'end_time', header: 'End Time', exportOnly: true, csv: (o) => o.end_time },
  { key: 'order_expiry', header: 'Order Expiry', exportOnly: true, csv: (o) => o.order_expiry },
  { key: 'invoice_date', header: 'Invoice Date', exportOnly: true, csv: (o) => o.invoice_date },
]);

export default function WarehouseOrdersScreen() {
  const [, navigate] = useLocation();
  const warehouses = useWarehouseOptions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Created' },
    { kind: 'multi', key: 'kind', label: 'Order Type', options: KIND_OPTIONS },
    { kind: 'multi', key: 'status', label: 'Status', options: ORDER_STATUSES },
    ...(warehouses.length ? [{ kind: 'multi' as const, key: 'warehouse', label: 'Warehouse', options: warehouses }] : []),
  ], [warehouses]);
  const filters = useFilters(defs);
  const query = useListQuery(listWarehouseOrders, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      kind: filters.strings('kind') as OrderKind[] | undefined,
      status: filters.numbers('status'),
      warehouse_id: filters.numbers('warehouse'),
    },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Warehouse orders"
        pager="filter-bar"
        exportName="warehouse-orders"
        searchPlaceholder="Search order id, source, destination or status"
        onOpen={(o) => {
          const href = overviewOf(o);
          if (href) navigate(href);
        }}
      />
    </div>
  );
}
