/**
 * /orders, the default home: vend orders newest first, paged on the server, with the
 * date range, vend, payment and refund status, channel and machine filters kept in the URL.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { listOrders } from '../../../contract/actions/orders.ts';
import { requestTransactionReport } from '../../../contract/actions/report-requests.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { SALE_MESSAGES, useLiveReload } from '../../platform/live/useLiveReload.ts';
import { paths } from '../../platform/paths.ts';
import { useEmailReport } from '../../platform/reports/EmailReport.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import { Button } from '../../ui/index.ts';
import { DataTable, FilterBar, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import {
  CHANNEL_OPTIONS, ORDER_COLUMNS, PAYMENT_OPTIONS, REFUND_OPTIONS, VEND_OPTIONS, type ChannelCode, type PaymentCode, type RefundCode, type VendCode,
} from './order-parts.tsx';
import { useMachineOptions } from '../../platform/machines/useMachineOptions.ts';

export default function OrdersScreen() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const canSeeMachines = hasAnyPermission(usePermissions(), ['PERM_VIEW_VENDING_MACHINE']);
  // The machine filter's options (up to 2,000 machines) are asked for once the first page has
  // come: on the embedded database, which answers one query at a time, they held it up by
  // about 300 ms with 100,000 machines.
  const [firstPageIn, setFirstPageIn] = useState(false);
  const machineOptions = useMachineOptions(canSeeMachines && firstPageIn, params.get('machine'));

  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Date' },
      ...(canSeeMachines ? [{ kind: 'multi' as const, key: 'machine', label: 'Vending Machine', options: machineOptions }] : []),
      { kind: 'multi', key: 'vend', label: 'Vend Status', options: VEND_OPTIONS },
      { kind: 'multi', key: 'payment', label: 'Payment Status', options: PAYMENT_OPTIONS },
      { kind: 'multi', key: 'refund', label: 'Refund Status', options: REFUND_OPTIONS },
      { kind: 'multi', key: 'channel', label: 'Channel', options: CHANNEL_OPTIONS },
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
      channel: filters.numbers('channel') as ChannelCode[] | undefined,
    },
  });
  // New sales arrive from the machines: the list follows them, coalesced to one reload per 2 s.
  useLiveReload(SALE_MESSAGES, query.reload, 2000);
  useEffect(() => {
    if (!query.loading) setFirstPageIn(true);
  }, [query.loading]);
  const range = filters.range('created', { from: 'from', to: 'to' }) as { from?: string; to?: string };
  const email = useEmailReport('transaction', requestTransactionReport, range, true, 'Email transaction report');

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {email.gate.allowed && <div className="flex justify-end"><Button variant="secondary" onClick={email.gate.run}>Email report</Button></div>}
      {email.dialog}
      <DataTable
        query={query}
        columns={ORDER_COLUMNS}
        label="Orders"
        searchPlaceholder="Search by order id"
        pager="filter-bar"
        exportName="orders"
        onOpen={(o) => navigate(paths.order(o.id))}
      />
    </div>
  );
}
