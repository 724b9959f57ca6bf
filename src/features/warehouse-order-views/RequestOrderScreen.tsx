/**
 * /request-order/{id}: a request for stock from another warehouse — who asked, whom, the
 * products with both warehouses' shelves — and the source's steps as buttons and palette
 * commands: "Execute request order" (the units move to the requester's shelves), "Mark in
 * transit" (they leave the source's shelves and travel) and "Reject".
 */
import { REQUEST_ORDER_ACTIONS, type RequestOrderView } from '../../../commands/records/warehouse-order-views.ts';
import { REQUEST_ORDER_MESSAGES, dispatchRequestOrder, executeRequestOrder, getRequestOrder, rejectRequestOrder } from '../../../contract/actions/request-orders.ts';
import { REQUEST_ORDER_STATUS, orderStatus } from '../../../contract/statuses.ts';
import { requestOrderGates } from '../../../machines/records/warehouseOrderViews.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { stepButton, useConfirmedStep } from './steps.tsx';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

type Step = typeof executeRequestOrder | typeof dispatchRequestOrder | typeof rejectRequestOrder;

export default function RequestOrderScreen() {
  const record = useRouteRecord(getRequestOrder);
  const [step, confirmDialog] = useConfirmedStep(record.reload);
  const order = record.status === 'ready' ? record.data : null;
  const run = (action: Step, text: string, done: string, danger = false) => order && step(action, { id: order.id, version: order.version }, text, done, danger);
  const from = order?.source_warehouse.name;
  const to = order?.requester_warehouse.name;
  const view: RequestOrderView = {
    ...requestOrderGates(order?.status ?? 0),
    execute: () => run(executeRequestOrder,
      order?.status === REQUEST_ORDER_STATUS.inTransit
        ? `You want to execute this request order: the products in transit arrive on ${to}'s shelves.`
        : `You want to execute this request order: the products move from ${from}'s shelves to ${to}'s.`,
      REQUEST_ORDER_MESSAGES.executed),
    dispatch: () => run(dispatchRequestOrder, `You want to mark this request order in transit: the products leave ${from}'s shelves.`, REQUEST_ORDER_MESSAGES.dispatched),
    reject: () => run(rejectRequestOrder, `You want to reject this request order from ${to}.`, REQUEST_ORDER_MESSAGES.rejected, true),
  };
  const actions = useRecordActions(REQUEST_ORDER_ACTIONS, view);
  if (!order) return <RecordFallback state={record} what="request order" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  const button = stepButton(actions);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Request Order ${order.order_id}`}
        actions={<>
          {button('execute.request_order', 'Execute request order', 'primary')}
          {button('dispatch.request_order', 'Mark in transit')}
          {button('reject.request_order', 'Reject', 'danger')}
        </>}
        items={[
          { label: 'Status', value: <StatusBadge status={orderStatus(order.status)} /> },
          { label: 'Requested by warehouse', value: order.requester_warehouse.name },
          { label: 'Requested from warehouse', value: order.source_warehouse.name },
          { label: 'Total quantity', value: String(order.stock) },
          { label: 'Comments', value: order.comments || '--' },
          { label: 'Created by', value: order.created_by ?? '--' },
          { label: 'Date created', value: formatDate(order.created_at) },
          { label: 'Last updated', value: formatDate(order.updated_at) },
        ]}
      />
      <OrderDetailsPanel key={order.version} orderId={order.id} onChanged={record.reload} />
      <StaticTable
        label="Requested products"
        rows={order.lines.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'quantity', header: 'Requested', align: 'right', render: (l) => String(l.quantity) },
          { key: 'source_stock', header: `Stock at ${order.source_warehouse.name}`, align: 'right', render: (l) => String(l.source_stock) },
          { key: 'requester_stock', header: `Stock at ${order.requester_warehouse.name}`, align: 'right', render: (l) => String(l.requester_stock) },
        ]}
      />
      <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
      {confirmDialog}
    </div>
  );
}
