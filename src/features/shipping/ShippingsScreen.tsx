/**
 * /shippings: shipping orders (warehouse → store) paged on the server, with status, source,
 * destination, delivery partner and person and dates; filters in the URL; CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listShippings, shippingTooltip } from '../../../contract/actions/shipping.ts';
import { SHIPPING_STATUSES, shippingStatus } from '../../../contract/statuses.ts';
import { useDeliveryPartnerOptions, useStoreOptions, useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { BULK_SHIPPING_COMMANDS } from '../../../commands/bulk-records.ts';
import { useBulkCommands } from '../../platform/bulk/useBulkCommands.tsx';
import { useRowSelection } from '../../ui/table/selection.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

/** Two statuses are each shown as "Received": the filter names which. */
const STATUS_OPTIONS = SHIPPING_STATUSES.map((s) => ({ id: s.id, name: s.name === s.id.replace('_', ' ') ? s.name : `${s.name} (${s.id})` }));

const columns = columnsFor(listShippings, [
  {
    key: 'order_id',
    header: 'Order ID',
    sortKey: 'order_id',
    render: (o) => <CellLink href={paths.shipping(o.id)} className="whitespace-nowrap font-mono text-indigo-700 hover:underline">{o.order_id}</CellLink>,
    csv: (o) => o.order_id,
  },
  {
    key: 'status', header: 'Status', sortKey: 'status',
    render: (o) => <StatusBadge status={shippingStatus(o.status)} title={shippingTooltip(o.status)} />,
    csv: (o) => shippingStatus(o.status).name,
  },
  { key: 'source', header: 'Source', value: (o) => o.source.name },
  { key: 'destination', header: 'Destination', value: (o) => o.destination.name },
  { key: 'delivery_partner', header: 'Delivery Partner', value: (o) => o.delivery_partner?.name ?? '--' },
  { key: 'delivery_person', header: 'Delivery Person', value: (o) => o.delivery_person?.name ?? '--' },
  { key: 'stock', header: 'Quantity', sortKey: 'stock', align: 'right' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (o) => formatDate(o.created_at), csv: (o) => o.created_at },
  { key: 'dispatched_at', header: 'Dispatched', render: (o) => (o.dispatched_at ? formatDate(o.dispatched_at) : '--'), csv: (o) => o.dispatched_at ?? '' },
  { key: 'received_at', header: 'Received', render: (o) => (o.received_at ? formatDate(o.received_at) : '--'), csv: (o) => o.received_at ?? '' },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (o) => formatDate(o.updated_at), csv: (o) => o.updated_at },
]);

const BULK = { commands: BULK_SHIPPING_COMMANDS, noun: { one: 'shipping order', many: 'shipping orders' }, label: (o: { order_id: string }) => o.order_id };

export default function ShippingsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const warehouses = useWarehouseOptions();
  const stores = useStoreOptions();
  const partners = useDeliveryPartnerOptions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Created' },
    { kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS },
    ...(warehouses.length ? [{ kind: 'multi' as const, key: 'warehouse', label: 'Source', options: warehouses }] : []),
    ...(stores.length ? [{ kind: 'multi' as const, key: 'store', label: 'Destination', options: stores }] : []),
    ...(partners.length ? [{ kind: 'multi' as const, key: 'partner', label: 'Delivery Partner', options: partners }] : []),
  ], [warehouses, stores, partners]);
  const filters = useFilters(defs);
  const query = useListQuery(listShippings, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      status: filters.strings('status'),
      warehouse_id: filters.numbers('warehouse'),
      store_id: filters.numbers('store'),
      delivery_partner_id: filters.numbers('partner'),
    },
  });
  // Selected orders: Ctrl+K takes a step on them together (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, BULK, query.reload);
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {bulk}
      <DataTable
        query={query}
        columns={columns}
        selection={selection}
        label="Shipping orders"
        pager="filter-bar"
        exportName="shipping-orders"
        searchPlaceholder="Search order id"
        onOpen={(o) => navigate(paths.shipping(o.id))}
        actions={permissions.includes('PERM_ADD_SHIPPING') && <LinkButton href={paths.addShipping()}>Add shipping order</LinkButton>}
      />
    </div>
  );
}
