/** /same-purchase-order/{id}: a new order that starts from a copy of another's supplier, warehouse, tax type and lines. */
import { getPurchaseOrder } from '../../../contract/actions/purchase-orders.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { PurchaseOrderForm } from './PurchaseOrderForm.tsx';

export default function SamePurchaseOrderScreen() {
  const record = useRouteRecord(getPurchaseOrder);
  if (record.status !== 'ready') return <RecordFallback state={record} what="purchase order" back={{ href: paths.purchaseOrders(), label: 'Back to purchase orders' }} />;
  return <PurchaseOrderForm key={record.data.id} copyOf={record.data} />;
}
