/**
 * /shipping/{id}: a shipping order — the five-step stepper with the spec's tooltips, source,
 * destination, delivery partner and person, dates, the lines (sent, received, why short) — and
 * the steps the signed-in user may take now as buttons and palette commands. The receipt opens
 * the store manager's form on /manage-shipping/{id}.
 */
import { useLocation } from 'wouter';
import { SHIPPING_ACTIONS, type ShippingView } from '../../../commands/records/shipping.ts';
import { SHIPPING_STEP_MESSAGES, getShipping, shippingTooltip, stepShipping, type ShippingStep } from '../../../contract/actions/shipping.ts';
import { shippingStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';
import { useShippingGates } from './gates.ts';
import { ShippingStepper } from './ShippingStepper.tsx';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

const CONFIRM: Record<ShippingStep, string> = {
  progress: 'You want to start packing this shipping order.',
  dispatch: "You want to dispatch this shipping order: its products leave the warehouse's shelves.",
  transit: 'You want to mark this shipping order in transit (own transport).',
  deliver: 'You want to mark this shipping order delivered, as the delivery partner reports.',
  cancel: 'You want to cancel this shipping order.',
};

export default function ShippingScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getShipping);
  const [confirm, confirmDialog] = useConfirm();
  const order = record.status === 'ready' ? record.data : null;
  const gates = useShippingGates(order);
  const take = (step: ShippingStep) => {
    if (!order) return;
    void confirm({ text: CONFIRM[step], confirmLabel: 'Yes', cancelLabel: 'No', tone: step === 'cancel' ? 'danger' : undefined }).then((yes) => {
      if (!yes) return;
      call(stepShipping, { id: order.id, version: order.version, step })
        .then(() => { toastSuccess(SHIPPING_STEP_MESSAGES[step]); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    });
  };
  const view: ShippingView = {
    ...gates,
    progress: () => take('progress'),
    dispatch: () => take('dispatch'),
    transit: () => take('transit'),
    deliver: () => take('deliver'),
    cancel: () => take('cancel'),
    receive: () => order && navigate(paths.manageShipping(order.id)),
  };
  const actions = useRecordActions(SHIPPING_ACTIONS, view);
  if (!order) return <RecordFallback state={record} what="shipping order" back={{ href: paths.shippings(), label: 'Back to shipping orders' }} />;
  const received = order.lines.some((l) => l.received !== null);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <ShippingStepper status={order.status} />
      <DetailList
        title={`Shipping Order ${order.order_id}`}
        actions={<>
          <GateButton gate={actions['progress.shipping']}>Start packing</GateButton>
          <GateButton gate={actions['dispatch.shipping']}>Dispatch</GateButton>
          <GateButton gate={actions['transit.shipping']}>Mark in transit</GateButton>
          <GateButton gate={actions['deliver.shipping']}>Mark delivered</GateButton>
          <GateButton gate={actions['receive.shipping']}>Receive</GateButton>
          <GateButton gate={actions['cancel.shipping']} variant="danger">Cancel order</GateButton>
          {(gates.canProgress || gates.canDispatch) && <LinkButton href={paths.manageShipping(order.id)} variant="secondary">Manage</LinkButton>}
        </>}
        items={[
          { label: 'Status', value: <StatusBadge status={shippingStatus(order.status)} title={shippingTooltip(order.status)} /> },
          { label: 'Order type', value: 'Shipping Order' },
          { label: 'Source', value: order.source.name },
          { label: 'Destination', value: order.destination.name },
          { label: 'Delivery partner', value: order.delivery_partner?.name ?? '--' },
          { label: 'Delivery person', value: order.delivery_person?.name ?? '--' },
          { label: 'Total quantity', value: String(order.stock) },
          ...(received ? [{ label: 'Not received', value: order.short ? `${order.short} (in the discarded bin)` : '0' }] : []),
          { label: 'Comments', value: order.comments || '--' },
          { label: 'Created by', value: order.created_by ?? '--' },
          { label: 'Date created', value: formatDate(order.created_at) },
          { label: 'Dispatched', value: order.dispatched_at ? formatDate(order.dispatched_at) : '--' },
          { label: 'Delivered', value: order.delivered_at ? formatDate(order.delivered_at) : '--' },
          { label: 'Received', value: order.received_at ? `${formatDate(order.received_at)}${order.received_by ? ` by ${order.received_by}` : ''}` : '--' },
          { label: 'Last updated', value: formatDate(order.updated_at) },
        ]}
      />
      <OrderDetailsPanel key={order.version} orderId={order.id} onChanged={record.reload} />
      <StaticTable
        label="Products"
        rows={order.lines.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'quantity', header: 'Sent', align: 'right', render: (l) => String(l.quantity) },
          { key: 'received', header: 'Received', align: 'right', render: (l) => (l.received === null ? '--' : String(l.received)) },
          { key: 'short', header: 'Not received', align: 'right', render: (l) => (l.received === null ? '--' : String(l.quantity - l.received)) },
          { key: 'reason', header: 'Reason', render: (l) => l.reason ?? '--' },
          { key: 'source_stock', header: `Stock at ${order.source.name}`, align: 'right', render: (l) => String(l.source_stock) },
        ]}
      />
      <LinkButton href={paths.shippings()} variant="secondary">Back to shipping orders</LinkButton>
      {confirmDialog}
    </div>
  );
}
