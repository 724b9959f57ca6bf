/**
 * /sale-order/{id}: a direct sale a refill partner took cash for (order id, amount, refund,
 * date), with the cash collection that brought its cash to a warehouse. Read only: writing
 * direct sales is issue 42's "Direct sale" (docs/decisions.md "Warehouse order overviews").
 */
import { getSaleOrder } from '../../../contract/actions/sale-orders.ts';
import { cashCollectionState } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';

export default function SaleOrderScreen() {
  const record = useRouteRecord(getSaleOrder);
  const sale = record.status === 'ready' ? record.data : null;
  if (!sale) return <RecordFallback state={record} what="sale order" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Sale Order ${sale.order_id}`}
        items={[
          { label: 'Amount', value: formatMoney(sale.amount) },
          { label: 'Refund amount', value: formatMoney(sale.refund_amount) },
          { label: 'Net amount', value: formatMoney(sale.net_amount) },
          { label: 'Date', value: formatDate(sale.created_at) },
          { label: 'Refill partner', value: sale.refill_partner.name },
          { label: 'Warehouse', value: sale.warehouse.name },
          { label: 'Cash collection', value: sale.cash_collection.order_id },
          { label: 'Cash collection state', value: <StatusBadge status={cashCollectionState(sale.cash_collection.state)} /> },
          { label: 'Cash received', value: sale.received_at ? formatDate(sale.received_at) : '--' },
        ]}
      />
      <div className="flex gap-2">
        <LinkButton href={paths.viewCashOrder(sale.cash_collection.id)} variant="secondary">Open cash collection</LinkButton>
        <LinkButton href={paths.warehouseOrders()} variant="secondary">Back to warehouse orders</LinkButton>
      </div>
    </div>
  );
}
