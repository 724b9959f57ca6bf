/**
 * /orders, the default home: vend orders newest first, paged on the server, with the
 * date range, vend, payment and refund status and machine filters kept in the URL.
 */
import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { listOrders } from '../../../contract/actions/orders.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { paymentStatus, refundStatus, vendStatus } from '../../../contract/statuses.ts';
import { usePermissions } from '../../app/session/SessionProvider.tsx';
import {
  DataTable, FilterBar, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { PAYMENT_OPTIONS, REFUND_OPTIONS, RefundCell, VEND_OPTIONS, type PaymentCode, type RefundCode, type VendCode } from './order-parts.tsx';
import { useMachineOptions } from './useMachineOptions.ts';

const columns = columnsFor(listOrders, [
  {
    key: 'order_id',
    header: 'Order ID',
    sortKey: 'order_id',
    render: (o) => (
      <Link href={`/order/${o.id}`} className="font-mono text-indigo-700 hover:underline">
        {o.order_id}
      </Link>
    ),
  },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', className: 'whitespace-nowrap', render: (o) => formatDate(o.created_at), csv: (o) => o.created_at },
  {
    key: 'vending_machine',
    header: 'Vending Machine',
    render: (o) => (
      <span>
        {o.vending_machine.name} <span className="whitespace-nowrap text-xs text-slate-500">{o.vending_machine.code}</span>
      </span>
    ),
    csv: (o) => `${o.vending_machine.name} (${o.vending_machine.code})`,
  },
  { key: 'items', header: 'Items Vended', align: 'right', render: (o) => `${o.items_vend} / ${o.items}`, csv: (o) => `${o.items_vend}/${o.items}` },
  { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (o) => formatMoney(o.amount), csv: (o) => o.amount },
  { key: 'payment_mode', header: 'Payment Mode' },
  { key: 'payment_status', header: 'Payment Status', render: (o) => <StatusBadge status={paymentStatus(o.payment_status)} />, csv: (o) => paymentStatus(o.payment_status).name },
  { key: 'vend_status', header: 'Vend Status', render: (o) => <StatusBadge status={vendStatus(o.vend_status)} />, csv: (o) => vendStatus(o.vend_status).name },
  { key: 'refund_status', header: 'Refund Status', render: (o) => <RefundCell status={o.refund_status} />, csv: (o) => refundStatus(o.refund_status ?? -1).name },
  { key: 'refund_amount', header: 'Refund', align: 'right', render: (o) => (o.refund_amount > 0 ? formatMoney(o.refund_amount) : '--'), csv: (o) => o.refund_amount },
]);

export default function OrdersScreen() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const canSeeMachines = hasAnyPermission(usePermissions(), ['PERM_VIEW_VENDING_MACHINE']);
  const machineOptions = useMachineOptions(canSeeMachines, params.get('machine'));

  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Date' },
      ...(canSeeMachines ? [{ kind: 'multi' as const, key: 'machine', label: 'Vending Machine', options: machineOptions }] : []),
      { kind: 'multi', key: 'vend', label: 'Vend Status', options: VEND_OPTIONS },
      { kind: 'multi', key: 'payment', label: 'Payment Status', options: PAYMENT_OPTIONS },
      { kind: 'multi', key: 'refund', label: 'Refund Status', options: REFUND_OPTIONS },
    ],
    [canSeeMachines, machineOptions],
  );
  const filters = useFilters(defs);
  const query = useListQuery(listOrders, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      vending_machine_id: filters.numbers('machine'),
      vend_status: filters.numbers('vend') as VendCode[] | undefined,
      payment_status: filters.numbers('payment') as PaymentCode[] | undefined,
      refund_status: filters.numbers('refund') as RefundCode[] | undefined,
    },
  });

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Orders"
        searchPlaceholder="Search by order id"
        pager="filter-bar"
        exportName="orders"
        onOpen={(o) => navigate(`/order/${o.id}`)}
      />
    </div>
  );
}
