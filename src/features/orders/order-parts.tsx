/** Pieces the order screens share: the status filter options, the refund cell and the order list's columns. */
import { listOrders, type PAYMENT_STATUS_CODES, type REFUND_STATUS_CODES, type VEND_STATUS_CODES } from '../../../contract/actions/orders.ts';
import { SALE_CHANNELS, type SaleChannel } from '../../../contract/negative-items.ts';
import { saleChannelName } from '../../../contract/sales.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES, VEND_STATUSES, paymentStatus, refundStatus, vendStatus } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, StatusBadge, columnsFor, formatDate, formatMoney } from '../../ui/index.ts';

// The filter bar only offers these codes, so its numbers are the contract's enums.
export type VendCode = (typeof VEND_STATUS_CODES)[number];
export type PaymentCode = (typeof PAYMENT_STATUS_CODES)[number];
export type RefundCode = (typeof REFUND_STATUS_CODES)[number];
export type ChannelCode = SaleChannel;

export const VEND_OPTIONS = [...VEND_STATUSES, vendStatus(0)].map(({ id, name }) => ({ id, name }));
export const PAYMENT_OPTIONS = [...PAYMENT_STATUSES, paymentStatus(2)].map(({ id, name }) => ({ id, name }));
export const REFUND_OPTIONS = [...REFUND_STATUSES, refundStatus(-1)].map(({ id, name }) => ({ id, name }));
export const CHANNEL_OPTIONS = SALE_CHANNELS.map(({ id, name }) => ({ id, name }));

/** Refund badge for 0 and 1; "Not generated" stays plain text so the few refunds stand out. */
export function RefundCell({ status }: { status: number | null }) {
  if (status === null) return <span className="text-slate-500">{refundStatus(-1).name}</span>;
  return <StatusBadge status={refundStatus(status)} />;
}

/** "Nov 22 2026 (1:26 AM)" as the day over the time: rows are two lines tall anyway (the machine over its code). */
function DateTimeCell({ iso }: { iso: string }) {
  const text = formatDate(iso);
  const at = text.indexOf(' (');
  if (at < 0) return text;
  return (
    <span className="block whitespace-nowrap" title={text}>
      <span className="block">{text.slice(0, at)}</span>
      <span className="block text-xs text-slate-500">{text.slice(at + 1)}</span>
    </span>
  );
}

/**
 * The /orders list (also what the benchmark scrolls, 100,000 rows of it). The widths fit the
 * longest text of each column ("Dispense Cancelled", "Refund Success"); the machine takes
 * the rest. They keep the columns still while a long list scrolls.
 */
export const ORDER_COLUMNS = columnsFor(listOrders, [
  {
    key: 'order_id',
    header: 'Order ID',
    sortKey: 'order_id',
    width: 144,
    render: (o) => (
      <CellLink href={paths.order(o.id)} className="font-mono text-indigo-700 hover:underline">
        {o.order_id}
      </CellLink>
    ),
  },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', width: 112, render: (o) => <DateTimeCell iso={o.created_at} />, csv: (o) => o.created_at },
  {
    key: 'vending_machine',
    header: 'Vending Machine',
    // Two lines at any width (the name cut short, in full on hover): every row has the same
    // height, so the virtualiser's estimate holds and a scroll never re-places the rows below.
    render: (o) => (
      <span className="block min-w-0" title={o.vending_machine.name}>
        <span className="block truncate">{o.vending_machine.name}</span>
        <span className="block truncate text-xs text-slate-500">{o.vending_machine.code}</span>
      </span>
    ),
    csv: (o) => `${o.vending_machine.name} (${o.vending_machine.code})`,
  },
  { key: 'items', header: 'Items Vended', width: 76, align: 'right', render: (o) => `${o.items_vend} / ${o.items}`, csv: (o) => `${o.items_vend}/${o.items}` },
  { key: 'amount', header: 'Amount', sortKey: 'amount', width: 100, align: 'right', render: (o) => formatMoney(o.amount), csv: (o) => o.amount },
  {
    key: 'payment_mode',
    header: 'Payment Mode',
    width: 84,
    // The sale channel as the cell's second line: at 1280 px a column of its own left no room.
    render: (o) => (
      <span className="block min-w-0" title={`${o.payment_mode}, ${saleChannelName(o.channel)}`}>
        <span className="block truncate">{o.payment_mode}</span>
        <span className="block truncate text-xs text-slate-500">{saleChannelName(o.channel)}</span>
      </span>
    ),
    csv: (o) => o.payment_mode,
  },
  { key: 'channel', header: 'Channel', exportOnly: true, csv: (o) => saleChannelName(o.channel) },
  { key: 'payment_status', header: 'Payment Status', width: 100, render: (o) => <StatusBadge status={paymentStatus(o.payment_status)} />, csv: (o) => paymentStatus(o.payment_status).name },
  { key: 'vend_status', header: 'Vend Status', width: 156, render: (o) => <StatusBadge status={vendStatus(o.vend_status)} />, csv: (o) => vendStatus(o.vend_status).name },
  { key: 'refund_status', header: 'Refund Status', width: 132, render: (o) => <RefundCell status={o.refund_status} />, csv: (o) => refundStatus(o.refund_status ?? -1).name },
  { key: 'refund_amount', header: 'Refund', width: 96, align: 'right', render: (o) => (o.refund_amount > 0 ? formatMoney(o.refund_amount) : '--'), csv: (o) => o.refund_amount },
]);
