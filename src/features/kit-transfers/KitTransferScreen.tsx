/**
 * /kit-transfer/{id} and /package-transfer/{id}: a kit or package transfer's overview — its
 * lines, source, destination (a vehicle or a warehouse), status, the refill partner and plans
 * of a kit — with the transfer's actions: receive it (the units land on the destination's
 * shelves) or cancel it (back to the source's); a partial receipt is made on the transfer order.
 */
import { Link } from 'wouter';
import { KIT_TRANSFER_ACTIONS, kitTransferGates, type KitTransferView } from '../../../commands/records/kit-transfers.ts';
import { KIT_TRANSFER_MESSAGES, getKitTransfer } from '../../../contract/actions/kit-transfers.ts';
import { manageMaterialTransfer } from '../../../contract/actions/material-transfers.ts';
import { TRANSFER_STATUS, orderStatus, refillStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

export default function KitTransferScreen() {
  const id = useIdParam();
  const record = useRecord(getKitTransfer, id === null ? null : { id });
  const kit = record.status === 'ready' ? record.data : null;
  const manage = (new_status: 2 | 3, message: string) => {
    if (!kit) return;
    call(manageMaterialTransfer, { id: kit.transfer.id, new_status, version: kit.transfer.version })
      .then(() => { toastSuccess(message); record.reload(); })
      .catch((error: unknown) => { toastError(error); record.reload(); });
  };
  const view: KitTransferView = {
    ...kitTransferGates(kit?.transfer.state ?? 0),
    receive: () => manage(TRANSFER_STATUS.received, KIT_TRANSFER_MESSAGES.received),
    cancel: () => manage(TRANSFER_STATUS.cancelled, KIT_TRANSFER_MESSAGES.cancelled),
  };
  const actions = useRecordActions(KIT_TRANSFER_ACTIONS, view);
  if (!kit) return <RecordFallback state={record} what="kit or package transfer" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  const t = kit.transfer;
  const noun = kit.kind === 'kit' ? 'Kit transfer' : 'Package transfer';

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`${noun} ${t.order_id}`}
        actions={<>
          <GateButton gate={actions['receive.kit_transfer']} variant="primary">Receive</GateButton>
          <GateButton gate={actions['cancel.kit_transfer']} variant="danger">Cancel transfer</GateButton>
        </>}
        items={[
          { label: 'Status', value: <StatusBadge status={orderStatus(t.state)} /> },
          { label: 'Kind', value: noun },
          { label: 'Source', value: t.source_warehouse.name },
          { label: 'Destination', value: `${t.destination_warehouse.name} (${kit.destination_storage_type})` },
          { label: 'Refill partner', value: kit.refill_partner?.name ?? '--' },
          { label: 'Units', value: String(t.stock) },
          { label: 'Creator', value: t.User ? `${t.User.first_name} ${t.User.last_name}`.trim() : '--' },
          { label: 'Date created', value: formatDate(t.created_at) },
          { label: 'Transfer order', value: <Link href={paths.transferOrder(t.id)} className="text-indigo-700 hover:underline">{t.order_id} (partial receipt)</Link> },
        ]}
      />
      <OrderDetailsPanel key={kit.transfer.version} orderId={kit.transfer.id} onChanged={record.reload} />
      <StaticTable
        label="Products"
        rows={t.ShippingDetails}
        columns={[
          { key: 'sku', header: 'SKU', render: (d) => <span className="font-mono">{d.Product.sku}</span> },
          { key: 'name', header: 'Product', render: (d) => d.Product.name },
          { key: 'stock', header: 'Units', align: 'right', render: (d) => String(d.stock) },
          { key: 'received', header: 'Received', align: 'right', render: (d) => (d.received_stock === null ? '--' : String(d.received_stock)) },
        ]}
      />
      {kit.kind === 'kit' && (
        <StaticTable
          label="Refill plans"
          rows={kit.plans}
          columns={[
            { key: 'plan', header: 'Plan', render: (p) => <Link href={withQuery(paths.viewRefillPlan(), { vmId: p.VendingMachine.id, refillPlanId: p.id })} className="font-mono text-indigo-700 hover:underline">{p.plan_id}</Link> },
            { key: 'machine', header: 'Machine', render: (p) => `${p.VendingMachine.name} (${p.VendingMachine.code})` },
            { key: 'status', header: 'Status', render: (p) => <StatusBadge status={refillStatus(p.status)} /> },
            { key: 'units', header: 'Total quantity', align: 'right', render: (p) => String(p.total_quantity) },
          ]}
        />
      )}
      <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
    </div>
  );
}
