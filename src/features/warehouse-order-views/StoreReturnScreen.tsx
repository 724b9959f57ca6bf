/**
 * /store-return-order/{id}: a store's units coming back to a warehouse. A Created return is
 * received (the units land on the warehouse's shelves) or cancelled, as buttons and palette
 * commands.
 */
import { useState } from 'react';
import { STORE_RETURN_ACTIONS, type StoreReturnView } from '../../../commands/records/warehouse-order-views.ts';
import { STORE_RETURN_MESSAGES, getStoreReturn, manageStoreReturn } from '../../../contract/actions/store-returns.ts';
import { STORE_RETURN_STATUS, orderStatus } from '../../../contract/statuses.ts';
import { storeReturnGates } from '../../../machines/records/warehouseOrderViews.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { ReceiveStoreReturnDialog } from './ReceiveStoreReturnDialog.tsx';
import { stepButton, useConfirmedStep } from './steps.tsx';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

type Target = typeof STORE_RETURN_STATUS.received | typeof STORE_RETURN_STATUS.cancelled;

export default function StoreReturnScreen() {
  const record = useRouteRecord(getStoreReturn);
  const [step, confirmDialog] = useConfirmedStep(record.reload);
  const ret = record.status === 'ready' ? record.data : null;
  const [receivingShort, setReceivingShort] = useState(false);
  const change = (new_status: Target, text: string, done: string) =>
    ret && step(manageStoreReturn, { id: ret.id, version: ret.version, new_status }, text, done, new_status === STORE_RETURN_STATUS.cancelled);
  const view: StoreReturnView = {
    ...storeReturnGates(ret?.status ?? 0),
    receive: () => change(STORE_RETURN_STATUS.received, `You want to receive this store return: its products go onto ${ret?.warehouse.name}'s shelves.`, STORE_RETURN_MESSAGES.received),
    receiveShort: () => setReceivingShort(true),
    cancel: () => change(STORE_RETURN_STATUS.cancelled, 'You want to cancel this store return.', STORE_RETURN_MESSAGES.cancelled),
  };
  const actions = useRecordActions(STORE_RETURN_ACTIONS, view);
  if (!ret) return <RecordFallback state={record} what="store return" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  const button = stepButton(actions);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Store Return ${ret.order_id}`}
        actions={<>{button('receive.store_return', 'Receive store return', 'primary')}{button('receive_short.store_return', 'Receive with differences')}{button('cancel.store_return', 'Cancel return', 'danger')}</>}
        items={[
          { label: 'Status', value: <StatusBadge status={orderStatus(ret.status)} /> },
          { label: 'Store', value: ret.store.name },
          { label: 'Warehouse', value: ret.warehouse.name },
          { label: 'Total quantity', value: String(ret.stock) },
          { label: 'Comments', value: ret.comments || '--' },
          { label: 'Created by', value: ret.created_by ?? '--' },
          { label: 'Received', value: ret.received_at ? formatDate(ret.received_at) : '--' },
          { label: 'Date created', value: formatDate(ret.created_at) },
          { label: 'Last updated', value: formatDate(ret.updated_at) },
        ]}
      />
      <OrderDetailsPanel key={ret.version} orderId={ret.id} onChanged={record.reload} />
      <StaticTable
        label="Returned products"
        rows={ret.lines.map((l) => ({ ...l, id: l.product_id }))}
        pageSize={LARGE_PAGE_SIZE}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => String(l.quantity) },
          { key: 'received', header: 'Received', align: 'right', render: (l) => (l.received === null ? '--' : String(l.received)) },
          { key: 'reason', header: 'Reason for the difference', render: (l) => l.reason ?? '--' },
        ]}
      />
      <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
      {confirmDialog}
      {receivingShort && <ReceiveStoreReturnDialog order={ret} onClose={(saved) => { setReceivingShort(false); if (saved) record.reload(); }} />}
    </div>
  );
}
