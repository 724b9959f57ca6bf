/**
 * /add-purchase-return?purchaseOrderId={id}: a return against an order that received units.
 * Without an order in the address, the user first chooses one of those that did.
 */
import { useLocation, useSearch } from 'wouter';
import { listPurchaseOrders } from '../../../contract/actions/purchase-orders.ts';
import { returnableOfOrder } from '../../../contract/actions/purchase-returns.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { RECEIVED_STATUSES } from '../../../machines/records/purchaseOrder.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { Select } from '../../ui/index.ts';
import { PurchaseReturnForm } from './PurchaseReturnForm.tsx';

export default function AddPurchaseReturnScreen() {
  const [, navigate] = useLocation();
  const orderId = Number(new URLSearchParams(useSearch()).get('purchaseOrderId')) || null;
  const orders = useRecord(listPurchaseOrders, { status: [...RECEIVED_STATUSES], limit: MAX_LIST_LIMIT, sortBy: 'created_at', sortDir: 'DESC' });
  const returnable = useRecord(returnableOfOrder, orderId ? { purchase_order_id: orderId } : null);
  const order = returnable.data?.purchase_order;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Select
        label="Purchase order"
        required
        className="w-96"
        placeholder={orders.status === 'loading' ? 'Loading...' : 'Choose a purchase order that received products'}
        options={(orders.data ?? []).map((o) => ({ id: o.id, name: `${o.reference} · ${o.supplier.name} · ${o.warehouse.name}` }))}
        value={orderId ? String(orderId) : ''}
        onChange={(value) => navigate(value ? withQuery(paths.addPurchaseReturn(), { purchaseOrderId: value }) : paths.addPurchaseReturn(), { replace: true })}
      />
      {(returnable.status === 'missing' || returnable.status === 'failed') && <p role="alert" className="text-sm text-red-600">{returnable.message}</p>}
      {order && returnable.data && (
        <>
          <p className="text-sm text-slate-700">Returning to {order.supplier.name} from {order.warehouse.name}.</p>
          <PurchaseReturnForm key={order.id} lines={returnable.data.lines} orderId={order.id} />
        </>
      )}
    </div>
  );
}
