/**
 * /return-order-view?vmId=&returnRefillOrderId=: the units a plan's execution took out of the
 * machine (a changed product's, expired ones), their dispatch from the machine toward the
 * warehouse (Pending → Dispatched; the units stay on the return order) and their receipt there:
 * Receive moves them onto its shelves, expired ones to the discarded bin.
 */
import { Link } from 'wouter';
import { RETURN_ORDER_ACTIONS, returnOrderGates, type ReturnOrderView } from '../../../commands/records/refill-plans.ts';
import { REFILL_PLAN_MESSAGES, dispatchRefillReturnOrder, getRefillReturnOrder, receiveRefillReturnOrder } from '../../../contract/actions/refill-plans.ts';
import { returnOrderStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { Button, DetailList, LinkButton, StaticTable, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';
import { RefillNotice } from './Notice.tsx';
import { useRefillQuery } from './query.ts';

export default function ReturnOrderViewScreen() {
  const query = useRefillQuery();
  const record = useRecord(getRefillReturnOrder, query.returnRefillOrderId === null || query.vmId === null ? null : { id: query.returnRefillOrderId });
  const order = record.status === 'ready' && record.data.VendingMachine.id === query.vmId ? record.data : null;
  const view: ReturnOrderView = {
    ...returnOrderGates(order?.status ?? 0),
    dispatch: () => {
      if (!order) return;
      call(dispatchRefillReturnOrder, { id: order.id, version: order.version })
        .then(() => { toastSuccess(REFILL_PLAN_MESSAGES.returnDispatched); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    },
    receive: () => {
      if (!order) return;
      call(receiveRefillReturnOrder, { id: order.id, version: order.version })
        .then(() => { toastSuccess(REFILL_PLAN_MESSAGES.returnReceived); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    },
  };
  const actions = useRecordActions(RETURN_ORDER_ACTIONS, view);
  const receive = actions['receive.refill_return_order']!;
  if (query.vmId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingVm} />;
  if (query.returnRefillOrderId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingReturnOrder} />;
  if (record.status !== 'ready') return <RecordFallback state={record} what="return order" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  if (!order) return <RefillNotice message="This return order belongs to another machine than the one in the address." />;
  const name = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '--');

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Return order ${order.return_order_id}`}
        actions={<>
          <GateButton gate={actions['dispatch.refill_return_order']}>Dispatch</GateButton>
          {receive.allowed && <Button className="!py-1.5" onClick={receive.run}>Receive</Button>}
        </>}
        items={[
          { label: 'Status', value: <StatusBadge status={returnOrderStatus(order.status)} /> },
          { label: 'Refill plan', value: <Link href={withQuery(paths.viewRefillPlan(), { vmId: order.VendingMachine.id, refillPlanId: order.refill_plan.id })} className="text-indigo-700 hover:underline">{order.refill_plan.plan_id}</Link> },
          { label: 'Machine', value: `${order.VendingMachine.name} (${order.VendingMachine.code})` },
          { label: 'Received at', value: order.warehouse?.name ?? order.store?.name ?? '--' },
          { label: 'Dispatched by', value: name(order.dispatched_by) },
          { label: 'Dispatched on', value: formatDate(order.dispatched_at) },
          { label: 'Received by', value: name(order.received_by) },
          { label: 'Received on', value: formatDate(order.received_at) },
          { label: 'Date created', value: formatDate(order.created_at) },
        ]}
      />
      <StaticTable
        label="Returned products"
        rows={order.lines}
        columns={[
          { key: 'coil', header: 'Coil', render: (l) => <span className="font-mono">{l.coil}</span> },
          { key: 'product', header: 'Product', render: (l) => `${l.product.name} (${l.product.sku})` },
          { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => String(l.quantity) },
          { key: 'reason', header: 'Reason', render: (l) => (l.reason === 'expired' ? 'Expired: to the discarded bin' : 'Product changed: back to the shelves') },
        ]}
      />
      <LinkButton href={paths.refills()} variant="secondary">Back to refill plans</LinkButton>
    </div>
  );
}
