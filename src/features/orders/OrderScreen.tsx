/** /order/{id}: one vend order, its payment, vend and refund state, its lines (every field of domain.md §3) and its refunds. */
import type { Infer } from 'superstruct';
import { Link } from 'wouter';
import { getOrder, type OrderLine } from '../../../contract/actions/orders.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { saleChannelName } from '../../../contract/sales.ts';
import { paymentStatus, vendStatus } from '../../../contract/statuses.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';
import { StaticTable, type StaticColumn } from '../../ui/table/StaticTable.tsx';
import { RefundCell } from './order-parts.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';

type Line = Infer<typeof OrderLine>;

const percent = (value: number) => `${value}%`;

const LINE_COLUMNS: StaticColumn<Line>[] = [
  { key: 'sku', header: 'SKU', render: (l) => <span className="whitespace-nowrap font-mono">{l.sku}</span> },
  { key: 'name', header: 'Product' },
  { key: 'hsn', header: 'HSN' },
  { key: 'mrp', header: 'MRP', align: 'right', render: (l) => formatMoney(l.mrp) },
  { key: 'coil', header: 'Coil' },
  { key: 'gst', header: 'GST', align: 'right', render: (l) => percent(l.gst) },
  { key: 'cess', header: 'Cess', align: 'right', render: (l) => percent(l.cess) },
  { key: 'discount', header: 'Discount', align: 'right', render: (l) => formatMoney(l.discount) },
  { key: 'sub_offer_id', header: 'Sub-offer', render: (l) => (l.sub_offer_id === null ? null : String(l.sub_offer_id)) },
  { key: 'quantity', header: 'Qty', align: 'right' },
  { key: 'items_vend', header: 'Items Vend', align: 'right' },
  { key: 'vend_status', header: 'Vend Status', render: (l) => <StatusBadge status={vendStatus(l.vend_status)} /> },
  { key: 'failure_reason', header: 'Failure Reason' },
  { key: 'refund_status', header: 'Refund Status', render: (l) => <RefundCell status={l.refund_status} /> },
  { key: 'utr_id', header: 'UTR ID', render: (l) => (l.utr_id ? <span className="font-mono">{l.utr_id}</span> : null) },
];

export default function OrderScreen() {
  const record = useRouteRecord(getOrder);
  const canOpenMachine = hasAnyPermission(usePermissions(), ['PERM_VIEW_VENDING_MACHINE']);
  if (record.status !== 'ready') return <RecordFallback state={record} what="order" back={{ href: paths.orders(), label: 'Back to orders' }} />;
  const order = record.data;
  const machine = order.vending_machine;

  return (
    <div className="space-y-4">
      <DetailList
        title={`Order ${order.order_id}`}
        actions={
          <Link href={paths.orders()} className="text-sm text-indigo-700 hover:underline">
            Back to orders
          </Link>
        }
        items={[
          { label: 'Order ID', value: <span className="font-mono">{order.order_id}</span> },
          { label: 'Date', value: formatDate(order.created_at) },
          {
            label: 'Vending Machine',
            value: canOpenMachine ? (
              <Link href={paths.vmById(machine.id)} className="text-indigo-700 hover:underline">
                {machine.name} ({machine.code})
              </Link>
            ) : (
              `${machine.name} (${machine.code})`
            ),
          },
          { label: 'Location', value: machine.location },
          { label: 'Cart ID', value: order.cart_id },
          { label: 'Channel', value: saleChannelName(order.channel) },
          { label: 'Payment Mode', value: order.payment_mode },
          { label: 'Payment Status', value: <StatusBadge status={paymentStatus(order.payment_status)} /> },
          { label: 'Vend Status', value: <StatusBadge status={vendStatus(order.vend_status)} /> },
          { label: 'Refund Status', value: <RefundCell status={order.refund_status} /> },
          { label: 'Items Vended', value: `${order.items_vend} of ${order.items}` },
          { label: 'Amount', value: formatMoney(order.amount) },
          { label: 'Discount', value: formatMoney(order.discount) },
          { label: 'Coupon', value: order.coupon ? `${order.coupon.code} (${formatMoney(order.coupon.discount)} off)` : '--' },
          { label: 'Refund Amount', value: formatMoney(order.refund_amount) },
          { label: 'Last Updated', value: formatDate(order.updated_at) },
        ]}
      />
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Items</h2>
        <StaticTable label="Order lines" columns={LINE_COLUMNS} rows={order.lines} />
      </section>
      <OrderRefunds order={order} onChanged={record.reload} />
    </div>
  );
}
