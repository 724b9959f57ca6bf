/** /edit-purchase-order/{id}: the form over the order as last read (its version guards the save). */
import { getPurchaseOrder } from '../../../contract/actions/purchase-orders.ts';
import { mayChangeOrder } from '../../../machines/records/purchaseOrder.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { PurchaseOrderForm } from './PurchaseOrderForm.tsx';

export default function EditPurchaseOrderScreen() {
  const record = useRouteRecord(getPurchaseOrder);
  if (record.status !== 'ready') return <RecordFallback state={record} what="purchase order" back={{ href: paths.purchaseOrders(), label: 'Back to purchase orders' }} />;
  if (!mayChangeOrder(record.data.status)) {
    return <p role="alert" className="mx-auto mt-8 max-w-xl text-slate-700">Purchase order {record.data.reference} can no longer be edited: only a Draft or Created order can.</p>;
  }
  return <PurchaseOrderForm key={`${record.data.id}:${record.data.version}`} order={record.data} />;
}
