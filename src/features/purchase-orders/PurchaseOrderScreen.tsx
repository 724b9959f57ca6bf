/**
 * /purchase-order/{id} (domain.md §3): the order with its supplier, warehouse, tax type,
 * amounts and invoice, each line with what was purchased, received and returned, the status
 * history and its returns. Edit, Same purchase order, Manage, Approve, Download invoice and
 * Delete as buttons and palette commands, offered as the status and the role allow; the palette's
 * "Partially receive purchase order" asks the units of each line there (issue 56).
 */
import { Link, useLocation } from 'wouter';
import { PURCHASE_ORDER_ACTIONS, purchaseOrderGates, type PurchaseOrderView } from '../../../commands/records/purchase-orders.ts';
import { receiptInput } from '../../../commands/records/purchase-receipt.ts';
import {
  PURCHASE_ORDER_MESSAGES, approvePurchaseOrder, deletePurchaseOrder, getPurchaseOrder, managePurchaseOrder, purchaseOrderInvoice,
} from '../../../contract/actions/purchase-orders.ts';
import { PURCHASE_TAX_TYPES } from '../../../contract/procurement.ts';
import { purchaseOrderStatus, purchaseReturnStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { withQuery } from '../../platform/with-query.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, StaticTable, StatusBadge, formatDate, formatMoney, toastError, toastSuccess } from '../../ui/index.ts';

const personName = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '--');

export default function PurchaseOrderScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getPurchaseOrder);
  const [remove, deleteDialog] = useDeleteRecord(deletePurchaseOrder, {
    text: (o: { reference: string }) => `You want to delete purchase order ${o.reference}. ${PURCHASE_ORDER_MESSAGES.deleteConfirm}`,
    success: PURCHASE_ORDER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.purchaseOrders()),
  });
  const order = record.status === 'ready' ? record.data : null;
  const awaitingApproval = Boolean(order && order.approval_required && !order.approved_at && order.status === 'CREATED');
  const view: PurchaseOrderView = {
    ...purchaseOrderGates(order?.status ?? '', awaitingApproval),
    edit: () => order && navigate(paths.editPurchaseOrder(order.id)),
    copy: () => order && navigate(paths.samePurchaseOrder(order.id)),
    manage: () => order && navigate(paths.purchaseOrderManage(order.id)),
    approve: () => {
      if (!order) return;
      call(approvePurchaseOrder, { id: order.id, version: order.version })
        .then(() => { toastSuccess(PURCHASE_ORDER_MESSAGES.approved); record.reload(); })
        .catch((error: unknown) => toastError(error));
    },
    remove: () => order && remove(order),
    returnProducts: () => order && navigate(withQuery(paths.addPurchaseReturn(), { purchaseOrderId: order.id })),
    receivable: order,
    receivePart: (answers) => {
      if (!order) return;
      if (!answers) return navigate(paths.purchaseOrderManage(order.id));
      call(managePurchaseOrder, receiptInput(order, answers))
        .then(() => { toastSuccess(PURCHASE_ORDER_MESSAGES.managed); record.reload(); })
        .catch((error: unknown) => toastError(error));
    },
  };
  // A read, not a change of the order: a button of this screen rather than a record command.
  const downloadInvoice = () => {
    if (!order) return;
    call(purchaseOrderInvoice, { id: order.id })
      .then(({ data }) => window.open(data.url, '_blank', 'noopener'))
      .catch((error: unknown) => toastError(error));
  };
  const actions = useRecordActions(PURCHASE_ORDER_ACTIONS, view);
  if (!order) return <RecordFallback state={record} what="purchase order" back={{ href: paths.purchaseOrders(), label: 'Back to purchase orders' }} />;
  const button = (id: string, label: string, variant: 'secondary' | 'danger' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Purchase order ${order.reference}`}
        actions={
          <>
            {button('manage.purchase_order', 'Manage')}
            {button('approve.purchase_order', 'Approve')}
            {button('edit.purchase_order', 'Edit')}
            {button('same.purchase_order', 'Same purchase order')}
            {button('return.purchase_order', 'Return products')}
            {order.has_invoice && <Button variant="secondary" className="!py-1.5" onClick={downloadInvoice}>Download invoice</Button>}
            {button('delete.purchase_order', 'Delete', 'danger')}
          </>
        }
        items={[
          { label: 'Status', value: <StatusBadge status={purchaseOrderStatus(order.status)} /> },
          { label: 'Supplier', value: order.supplier.name },
          { label: 'Warehouse', value: order.warehouse.name },
          { label: 'Tax type', value: PURCHASE_TAX_TYPES.find((t) => t.id === order.tax_type)?.name ?? order.tax_type },
          { label: 'Amount', value: formatMoney(order.amount) },
          { label: 'Total quantity', value: String(order.total_quantity) },
          { label: 'Invoice number', value: order.invoice_number ?? '--' },
          { label: 'Invoice date', value: order.invoice_date ?? '--' },
          { label: 'User', value: personName(order.user) },
          ...(order.approval_required ? [{ label: 'Approval', value: order.approved_at ? `Approved by ${personName(order.approved_by)}, ${formatDate(order.approved_at)}` : 'Waiting for approval' }] : []),
          { label: 'Date created', value: formatDate(order.created_at) },
          { label: 'Last updated', value: formatDate(order.updated_at) },
        ]}
      />
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Products</h2>
        <StaticTable
          label="Products"
          rows={order.lines.map((l) => ({ ...l, id: l.product_id }))}
          columns={[
            { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
            { key: 'name', header: 'Name', render: (l) => l.name },
            { key: 'category', header: 'Category', render: (l) => l.category },
            { key: 'old_stock', header: 'Old Stock', align: 'right', render: (l) => String(l.old_stock) },
            { key: 'mrp', header: 'MRP', align: 'right', render: (l) => formatMoney(l.mrp) },
            { key: 'min', header: 'Minimum Quantity', align: 'right', render: (l) => String(l.min_quantity) },
            { key: 'purchased', header: 'Purchased Quantity', align: 'right', render: (l) => String(l.purchased_quantity) },
            { key: 'price', header: 'Purchased Price', align: 'right', render: (l) => formatMoney(l.purchased_price) },
            { key: 'received', header: 'Received Quantity', align: 'right', render: (l) => String(l.received_quantity) },
            { key: 'returned', header: 'Returned Quantity', align: 'right', render: (l) => String(l.returned_quantity) },
            { key: 'total', header: 'Total', align: 'right', render: (l) => formatMoney(l.total) },
          ]}
        />
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Status history</h2>
        <ol aria-label="Status history" className="space-y-1 text-sm text-slate-700">
          {order.history.map((h, i) => (
            <li key={i} className="flex gap-3">
              <StatusBadge status={purchaseOrderStatus(h.status)} />
              <span>{formatDate(h.at)}</span>
              <span>{personName(h.user)}</span>
            </li>
          ))}
        </ol>
      </section>
      {order.returns.length > 0 && (
        <section className="space-y-2">
          <h2 className="font-semibold text-slate-900">Returns</h2>
          <ul className="text-sm text-slate-700">
            {order.returns.map((r) => (
              <li key={r.id}>
                <Link href={paths.purchaseReturn(r.id)} className="text-indigo-700 hover:underline">Return {r.id}</Link>: {r.total_quantity} units, {purchaseReturnStatus(r.status).name}, {formatDate(r.created_at)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LinkButton href={paths.purchaseOrders()} variant="secondary">Back to purchase orders</LinkButton>
      {deleteDialog}
    </div>
  );
}
