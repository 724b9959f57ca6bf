/** /edit-purchase-return/{id}: a Created return's quantities and reasons, with the version read. */
import { getPurchaseReturn } from '../../../contract/actions/purchase-returns.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord, useRouteRecord } from '../../platform/record/useRecord.ts';
import { returnableOfOrder } from '../../../contract/actions/purchase-returns.ts';
import { mayChangeReturn } from '../../../machines/records/procurementReturns.ts';
import { PurchaseReturnForm } from './PurchaseReturnForm.tsx';

export default function EditPurchaseReturnScreen() {
  const record = useRouteRecord(getPurchaseReturn);
  const ret = record.status === 'ready' ? record.data : null;
  const order = useRecord(returnableOfOrder, ret ? { purchase_order_id: ret.purchase_order.id } : null);
  if (!ret) return <RecordFallback state={record} what="purchase return" back={{ href: paths.purchaseOrderReturn(), label: 'Back to purchase returns' }} />;
  if (!mayChangeReturn(ret.status)) return <p role="alert" className="mx-auto mt-8 max-w-xl text-slate-700">Purchase return {ret.id} can no longer be edited: only a Created return can.</p>;
  if (!order.data) return <p className="p-6 text-slate-500">Loading...</p>;
  // Every product of the order, with this return's own quantities where it has them.
  const lines = order.data.lines.map((l) => {
    const mine = ret.lines.find((m) => m.product_id === l.product_id);
    return mine ? { ...l, return_quantity: mine.return_quantity, reason: mine.reason, returnable: l.returnable + mine.return_quantity } : l;
  });
  return <PurchaseReturnForm key={`${ret.id}:${ret.version}`} lines={lines} orderId={ret.purchase_order.id} editing={{ id: ret.id, version: ret.version }} />;
}
