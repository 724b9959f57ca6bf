/**
 * /supplier-return-overview/{id}: the warehouse → supplier order with its warehouse, supplier,
 * products (SKU, name, the supplier's price, quantity) and comments. "Execute supplier return"
 * (the units leave transit for the supplier), Edit and Cancel (back on the shelves) as buttons
 * and palette commands while it is Created.
 */
import { useLocation } from 'wouter';
import { SUPPLIER_RETURN_ACTIONS, supplierReturnGates, type SupplierReturnView } from '../../../commands/records/supplier-returns.ts';
import { SUPPLIER_RETURN_MESSAGES, getSupplierReturn, manageSupplierReturn } from '../../../contract/actions/supplier-returns.ts';
import { SUPPLIER_RETURN_STATUS, orderStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, formatMoney, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

type Target = typeof SUPPLIER_RETURN_STATUS.executed | typeof SUPPLIER_RETURN_STATUS.cancelled;

export default function SupplierReturnScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getSupplierReturn);
  const [confirm, confirmDialog] = useConfirm();
  const ret = record.status === 'ready' ? record.data : null;
  const change = (new_status: Target, text: string, done: string) => {
    if (!ret) return;
    void confirm({ text, confirmLabel: 'Yes', cancelLabel: 'No', tone: new_status === SUPPLIER_RETURN_STATUS.cancelled ? 'danger' : undefined }).then((yes) => {
      if (!yes) return;
      call(manageSupplierReturn, { id: ret.id, version: ret.version, new_status })
        .then(() => { toastSuccess(done); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    });
  };
  const view: SupplierReturnView = {
    ...supplierReturnGates(ret?.status ?? 0),
    edit: () => ret && navigate(paths.editSupplierReturn(ret.id)),
    execute: () => change(SUPPLIER_RETURN_STATUS.executed, `You want to hand these products over to ${ret?.supplier.name}: they leave ${ret?.warehouse.name} for good.`, SUPPLIER_RETURN_MESSAGES.executed),
    cancel: () => change(SUPPLIER_RETURN_STATUS.cancelled, `You want to cancel this supplier return: its products go back on ${ret?.warehouse.name}'s shelves.`, SUPPLIER_RETURN_MESSAGES.cancelled),
  };
  const actions = useRecordActions(SUPPLIER_RETURN_ACTIONS, view);
  if (!ret) return <RecordFallback state={record} what="supplier return" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  const button = (id: string, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Supplier Return ${ret.order_id}`}
        actions={<>{button('execute.supplier_return', 'Execute supplier return', 'primary')}{button('edit.supplier_return', 'Edit')}{button('cancel.supplier_return', 'Cancel return', 'danger')}</>}
        items={[
          { label: 'Status', value: <StatusBadge status={orderStatus(ret.status)} /> },
          { label: 'Warehouse', value: ret.warehouse.name },
          { label: 'Supplier', value: ret.supplier.name },
          { label: 'Total quantity', value: String(ret.stock) },
          { label: 'Amount', value: formatMoney(ret.amount) },
          { label: 'Comments', value: ret.comments || '--' },
          { label: 'Created by', value: ret.created_by ?? '--' },
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
          { key: 'price', header: 'Price', align: 'right', render: (l) => formatMoney(l.price) },
          { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => String(l.quantity) },
          { key: 'amount', header: 'Amount', align: 'right', render: (l) => formatMoney(l.price * l.quantity) },
        ]}
      />
      <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
      {confirmDialog}
    </div>
  );
}
