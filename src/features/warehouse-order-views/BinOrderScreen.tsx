/**
 * /discarded-bin-overview/{id}: stock a warehouse moved to the discarded bin, each product with
 * its reason. A Created order (its units held in transit) is moved to the bin or cancelled back
 * onto the shelves, as buttons and palette commands.
 */
import { BIN_ORDER_ACTIONS, type BinOrderView } from '../../../commands/records/warehouse-order-views.ts';
import { BIN_ORDER_MESSAGES, getBinOrder, manageBinOrder } from '../../../contract/actions/bin-orders.ts';
import { BIN_ORDER_STATUS, orderStatus } from '../../../contract/statuses.ts';
import { binOrderGates } from '../../../machines/records/warehouseOrderViews.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { stepButton, useConfirmedStep } from './steps.tsx';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

type Target = typeof BIN_ORDER_STATUS.executed | typeof BIN_ORDER_STATUS.cancelled;

export default function BinOrderScreen() {
  const record = useRouteRecord(getBinOrder);
  const [step, confirmDialog] = useConfirmedStep(record.reload);
  const order = record.status === 'ready' ? record.data : null;
  const change = (new_status: Target, text: string, done: string) =>
    order && step(manageBinOrder, { id: order.id, version: order.version, new_status }, text, done, new_status === BIN_ORDER_STATUS.executed);
  const view: BinOrderView = {
    ...binOrderGates(order?.status ?? 0),
    execute: () => change(BIN_ORDER_STATUS.executed, 'You want to move these products to the discarded bin: they leave the books for good.', BIN_ORDER_MESSAGES.executed),
    cancel: () => change(BIN_ORDER_STATUS.cancelled, `You want to cancel this discard: the products go back on ${order?.warehouse.name}'s shelves.`, BIN_ORDER_MESSAGES.cancelled),
  };
  const actions = useRecordActions(BIN_ORDER_ACTIONS, view);
  if (!order) return <RecordFallback state={record} what="discarded bin order" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  const button = stepButton(actions);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`BIN Discarded ${order.order_id}`}
        actions={<>{button('execute.bin_order', 'Move to bin', 'danger')}{button('cancel.bin_order', 'Cancel discard')}</>}
        items={[
          { label: 'Status', value: <StatusBadge status={orderStatus(order.status)} /> },
          { label: 'Warehouse', value: order.warehouse.name },
          { label: 'Destination', value: 'Discarded bin' },
          { label: 'Total quantity', value: String(order.stock) },
          { label: 'Comments', value: order.comments || '--' },
          { label: 'Created by', value: order.created_by ?? '--' },
          { label: 'Date created', value: formatDate(order.created_at) },
          { label: 'Last updated', value: formatDate(order.updated_at) },
        ]}
      />
      <OrderDetailsPanel key={order.version} orderId={order.id} onChanged={record.reload} />
      <StaticTable
        label="Discarded products"
        rows={order.lines.map((l) => ({ ...l, id: l.product_id }))}
        pageSize={LARGE_PAGE_SIZE}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => String(l.quantity) },
          { key: 'reason', header: 'Reason', render: (l) => l.reason ?? '--' },
        ]}
      />
      <div className="flex gap-2">
        <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
        <LinkButton href={withQuery(paths.discardStock(), { warehouseId: String(order.warehouse.id) })} variant="secondary">Discard more stock</LinkButton>
      </div>
      {confirmDialog}
    </div>
  );
}
