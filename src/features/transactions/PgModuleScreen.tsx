/**
 * /pg-module (PERM_VIEW_PG_MODULE): payments as the payment gateway sees them — transaction id,
 * the order it names, machine, mode, status, amount, settlement — reconciled against the orders:
 * the "Reconciliation" filter shows all payments, those with an order, payments without an order,
 * or orders without a payment (paid through the gateway, yet it reports none). Paged on the
 * server; the filters live in the URL; each view exports to CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  GATEWAY_PAYMENT_MODES, SETTLEMENT_STATUSES, listOrdersWithoutPayment, listPayments, type PAYMENT_MATCHES,
} from '../../../contract/actions/payments.ts';
import { PAYMENT_STATUSES, paymentStatus, vendStatus } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import {
  CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef, type Filters,
} from '../../ui/index.ts';

type Match = (typeof PAYMENT_MATCHES)[number];
type StatusCode = 0 | 1 | 2 | 3;
type Mode = (typeof GATEWAY_PAYMENT_MODES)[number];

/** The reconciliation views; "no_payment" lists orders instead of payments. */
export const RECONCILIATION_OPTIONS = [
  { id: 'all', name: 'All payments' },
  { id: 'matched', name: 'Payments with an order' },
  { id: 'no_order', name: 'Payments without an order' },
  { id: 'no_payment', name: 'Orders without a payment' },
];

const STATUS_OPTIONS = [...PAYMENT_STATUSES, paymentStatus(2)].map(({ id, name }) => ({ id, name }));
const MODE_OPTIONS = GATEWAY_PAYMENT_MODES.map((m) => ({ id: m, name: m }));
const SETTLEMENT_OPTIONS = SETTLEMENT_STATUSES.map(({ id, name }) => ({ id, name }));
const settlement = (id: string) => SETTLEMENT_STATUSES.find((s) => s.id === id) ?? SETTLEMENT_STATUSES[1];

const PAYMENT_COLUMNS = columnsFor(listPayments, [
  { key: 'gateway_txn_id', header: 'Transaction ID', render: (p) => <span className="font-mono">{p.gateway_txn_id}</span> },
  {
    key: 'order_ref', header: 'Order ID',
    render: (p) => (p.order
      ? <CellLink href={paths.order(p.order.id)} className="font-mono text-indigo-700 hover:underline">{p.order_ref}</CellLink>
      : <span className="font-mono">{p.order_ref} <span className="text-xs font-sans text-red-700">(no such order)</span></span>),
    csv: (p) => p.order_ref,
  },
  { key: 'order', header: 'Reconciled', render: (p) => (p.order ? 'Matched' : 'No order'), csv: (p) => (p.order ? 'Matched' : 'No order') },
  { key: 'vending_machine', header: 'Vending Machine', render: (p) => p.vending_machine?.name ?? '--', csv: (p) => p.vending_machine?.name ?? '' },
  { key: 'payment_mode', header: 'Payment Mode' },
  { key: 'status', header: 'Payment Status', render: (p) => <StatusBadge status={paymentStatus(p.status)} />, csv: (p) => paymentStatus(p.status).name },
  { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (p) => formatMoney(p.amount), csv: (p) => p.amount },
  { key: 'settlement_status', header: 'Settlement', render: (p) => <StatusBadge status={settlement(p.settlement_status)} />, csv: (p) => settlement(p.settlement_status).name },
  { key: 'settlement_ref', header: 'Settlement Ref', render: (p) => p.settlement_ref ?? '--', csv: (p) => p.settlement_ref ?? '' },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', render: (p) => formatDate(p.created_at), csv: (p) => p.created_at },
]);

const UNPAID_COLUMNS = columnsFor(listOrdersWithoutPayment, [
  { key: 'order_id', header: 'Order ID', render: (o) => <CellLink href={paths.order(o.id)} className="font-mono text-indigo-700 hover:underline">{o.order_id}</CellLink>, csv: (o) => o.order_id },
  { key: 'vending_machine', header: 'Vending Machine', render: (o) => o.vending_machine.name, csv: (o) => o.vending_machine.name },
  { key: 'payment_mode', header: 'Payment Mode' },
  { key: 'payment_status', header: 'Payment Status', render: (o) => <StatusBadge status={paymentStatus(o.payment_status)} />, csv: (o) => paymentStatus(o.payment_status).name },
  { key: 'vend_status', header: 'Vend Status', render: (o) => <StatusBadge status={vendStatus(o.vend_status)} />, csv: (o) => vendStatus(o.vend_status).name },
  { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (o) => formatMoney(o.amount), csv: (o) => o.amount },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', render: (o) => formatDate(o.created_at), csv: (o) => o.created_at },
]);

function PaymentsTable({ filters, match }: { filters: Filters; match: Match }) {
  const [, navigate] = useLocation();
  const query = useListQuery(listPayments, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      match,
      status: filters.numbers('status') as StatusCode[] | undefined,
      payment_mode: filters.strings('mode') as Mode[] | undefined,
      settlement_status: filters.strings('settlement') as ('SETTLED' | 'PENDING')[] | undefined,
    },
  });
  return (
    <DataTable
      query={query}
      columns={PAYMENT_COLUMNS}
      label="Payments"
      searchPlaceholder="Search by transaction or order id"
      pager="filter-bar"
      exportName="pg-payments"
      onOpen={(p) => p.order && navigate(paths.order(p.order.id))}
    />
  );
}

function UnpaidOrdersTable({ filters }: { filters: Filters }) {
  const [, navigate] = useLocation();
  const query = useListQuery(listOrdersWithoutPayment, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { ...filters.range('created', { from: 'from', to: 'to' }), payment_mode: filters.strings('mode') as Mode[] | undefined },
  });
  return (
    <DataTable
      query={query}
      columns={UNPAID_COLUMNS}
      label="Orders without a payment"
      searchPlaceholder="Search by order id"
      pager="filter-bar"
      exportName="orders-without-payment"
      onOpen={(o) => navigate(paths.order(o.id))}
    />
  );
}

export default function PgModuleScreen() {
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'single', key: 'view', label: 'Reconciliation', options: RECONCILIATION_OPTIONS },
    { kind: 'date', key: 'created', label: 'Date' },
    { kind: 'multi', key: 'status', label: 'Payment Status', options: STATUS_OPTIONS },
    { kind: 'multi', key: 'mode', label: 'Payment Mode', options: MODE_OPTIONS },
    { kind: 'multi', key: 'settlement', label: 'Settlement', options: SETTLEMENT_OPTIONS },
  ], []);
  const filters = useFilters(defs);
  const view = filters.single('view') ?? 'all';
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {view === 'no_payment' ? <UnpaidOrdersTable filters={filters} /> : <PaymentsTable filters={filters} match={view as Match} />}
    </div>
  );
}
