/**
 * /purchase-return/{id} (domain.md §3): the return with its purchase order, supplier and
 * warehouse, each line's total quantity, purchase price, return quantity and reason. Execute
 * (the units leave the warehouse for the supplier), Cancel and Edit as buttons and palette
 * commands while it is Created.
 */
import { Link, useLocation } from 'wouter';
import { PURCHASE_RETURN_ACTIONS, purchaseReturnGates, type PurchaseReturnView } from '../../../commands/records/purchase-orders.ts';
import { PURCHASE_RETURN_MESSAGES, getPurchaseReturn, managePurchaseReturn } from '../../../contract/actions/purchase-returns.ts';
import { purchaseReturnStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, formatMoney, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';

export default function PurchaseReturnScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getPurchaseReturn);
  const [confirm, confirmDialog] = useConfirm();
  const ret = record.status === 'ready' ? record.data : null;
  const change = (new_status: 'EXECUTED' | 'CANCELLED', text: string, done: string) => {
    if (!ret) return;
    void confirm({ text, confirmLabel: 'Yes', cancelLabel: 'No', tone: new_status === 'CANCELLED' ? 'danger' : undefined }).then((yes) => {
      if (!yes) return;
      call(managePurchaseReturn, { id: ret.id, version: ret.version, new_status })
        .then(() => { toastSuccess(done); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    });
  };
  const view: PurchaseReturnView = {
    ...purchaseReturnGates(ret?.status ?? ''),
    edit: () => ret && navigate(paths.editPurchaseReturn(ret.id)),
    execute: () => change('EXECUTED', `You want to send these products back to ${ret?.supplier.name}: they leave ${ret?.warehouse.name}'s stock.`, PURCHASE_RETURN_MESSAGES.executed),
    cancel: () => change('CANCELLED', 'You want to cancel this purchase return.', PURCHASE_RETURN_MESSAGES.cancelled),
  };
  const actions = useRecordActions(PURCHASE_RETURN_ACTIONS, view);
  if (!ret) return <RecordFallback state={record} what="purchase return" back={{ href: paths.purchaseOrderReturn(), label: 'Back to purchase returns' }} />;
  const button = (id: string, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Purchase return ${ret.id}`}
        actions={<>{button('execute.purchase_return', 'Execute')}{button('edit.purchase_return', 'Edit')}{button('cancel.purchase_return', 'Cancel return', 'danger')}</>}
        items={[
          { label: 'State', value: <StatusBadge status={purchaseReturnStatus(ret.status)} /> },
          { label: 'Purchase order', value: <Link href={paths.purchaseOrder(ret.purchase_order.id)} className="font-mono text-indigo-700 hover:underline">{ret.purchase_order.reference}</Link> },
          { label: 'Supplier', value: ret.supplier.name },
          { label: 'Warehouse', value: ret.warehouse.name },
          { label: 'Total product quantity', value: String(ret.total_quantity) },
          { label: 'Amount', value: formatMoney(ret.amount) },
          { label: 'Date created', value: formatDate(ret.created_at) },
          { label: 'Last updated', value: formatDate(ret.updated_at) },
        ]}
      />
      <StaticTable
        label="Returned products"
        rows={ret.lines.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'total', header: 'Total Quantity', align: 'right', render: (l) => String(l.total_quantity) },
          { key: 'price', header: 'Purchase Price', align: 'right', render: (l) => formatMoney(l.purchase_price) },
          { key: 'return', header: 'Return Quantity', align: 'right', render: (l) => String(l.return_quantity) },
          { key: 'reason', header: 'Reason', render: (l) => l.reason || '--' },
        ]}
      />
      <LinkButton href={paths.purchaseOrderReturn()} variant="secondary">Back to purchase returns</LinkButton>
      {confirmDialog}
    </div>
  );
}
