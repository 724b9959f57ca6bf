/**
 * /warehouse/{id}: address, visibility, purchase-order approval and stock totals, with the
 * way on to the warehouse's stock, its orders and the cash brought to it; its open orders
 * are listed below. "Suggest purchase order" (a button and a palette command, for those who
 * may write purchase orders) opens a draft order with the lines its reorder levels call for.
 */
import { Link, useLocation } from 'wouter';
import { TALLY_WAREHOUSE_ACTIONS } from '../../../commands/records/tally-inventories.ts';
import { WAREHOUSE_ACTIONS, type WarehouseView } from '../../../commands/records/warehouses.ts';
import { WAREHOUSE_LINK_ACTIONS } from '../../../commands/records/links.ts';
import { PURCHASE_SUGGESTION_MESSAGES } from '../../../contract/actions/purchase-suggestions.ts';
import { listWarehouseOrders } from '../../../contract/actions/warehouse-orders.ts';
import { WAREHOUSE_MESSAGES, deleteWarehouse, getWarehouse } from '../../../contract/actions/warehouses.ts';
import { orderStatus } from '../../../contract/statuses.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { overviewOf } from '../../platform/record-links.ts';
import { withQuery } from '../../platform/with-query.ts';
import { Button, DataTable, DetailList, StatusBadge, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50';

const openOrderColumns = columnsFor(listWarehouseOrders, [
  { key: 'order_id', header: 'Order ID', render: (o) => <span className="font-mono">{o.order_id}</span>, csv: (o) => o.order_id },
  { key: 'type_label', header: 'Order Type' },
  { key: 'source', header: 'Source', value: (o) => o.source?.name },
  { key: 'destination', header: 'Destination', value: (o) => o.destination?.name ?? (o.destination_type === 'bin' ? 'Discarded bin' : null) },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge status={orderStatus(o.status)} />, csv: (o) => orderStatus(o.status).name },
  { key: 'stock', header: 'Stock', align: 'right' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (o) => formatDate(o.created_at), csv: (o) => o.created_at },
]);

export default function WarehouseScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getWarehouse);
  const id = record.id;
  const openOrders = useListQuery(listWarehouseOrders, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { warehouse_id: id === null ? [] : [id], status: [1] },
    urlKey: false,
  });
  const [removeWarehouse, deleteDialog] = useDeleteRecord(deleteWarehouse, {
    text: (w: { name: string }) => `You want to delete ${w.name}.`,
    success: WAREHOUSE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.warehouses()),
  });
  const view: WarehouseView = {
    suggestPurchase: () => id !== null && navigate(withQuery(paths.addPurchaseOrder(), { warehouseId: id, suggest: 1 })),
    edit: () => id !== null && navigate(paths.editWarehouse(id)),
    remove: () => record.status === 'ready' && void removeWarehouse(record.data),
  };
  const actions = useRecordActions(WAREHOUSE_ACTIONS, view);
  const suggest = actions['suggest.purchase_order']!;
  const edit = actions['edit.warehouse']!;
  const del = actions['delete.warehouse']!;
  // The palette's "New tally for this warehouse" (the tallies themselves are behind the Tallies link).
  useRecordActions(TALLY_WAREHOUSE_ACTIONS, { newTally: () => id !== null && navigate(paths.addTallyInventory(id)) });
  useRecordActions(WAREHOUSE_LINK_ACTIONS, {
    linkPartners: () => id !== null && navigate(paths.linkRefillPartner(id)),
    linkManagers: () => id !== null && navigate(paths.linkWarehouseManager(id)),
  });
  const mayViewInventory = usePermissions().includes('PERM_VIEW_INVENTORY');
  if (record.status !== 'ready') return <RecordFallback state={record} what="warehouse" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  const w = record.data;
  const address = [w.address_line_1, w.address_line_2, w.city, w.state, w.pincode, w.country].filter(Boolean).join(', ');

  return (
    <div className="space-y-4">
      <DetailList
        title={w.name}
        actions={
          <>
            <Link href={paths.warehouseStock(w.id)} className={linkClass}>Stock</Link>
            {mayViewInventory && <Link href={paths.warehouseInventory(w.id)} className={linkClass}>Inventory and stock upload</Link>}
            <Link href={withQuery(paths.warehouseOrders(), { warehouse: w.id })} className={linkClass}>Orders</Link>
            <Link href={withQuery(paths.cashCollections(), { warehouse: w.id })} className={linkClass}>Cash collections</Link>
            <Link href={paths.tallyInventoryOverview(w.id)} className={linkClass}>Tallies</Link>
            {edit.allowed && <Button variant="secondary" className="!py-1.5" onClick={edit.run}>Edit</Button>}
            {suggest.allowed && <Button variant="secondary" className="!py-1.5" onClick={suggest.run}>{PURCHASE_SUGGESTION_MESSAGES.suggest}</Button>}
            {del.allowed && <Button variant="secondary" className="!py-1.5" onClick={del.run}>Delete</Button>}
          </>
        }
        items={[
          { label: 'Storage type', value: w.storage_type },
          ...(w.storage_type === 'Vehicle' ? [{ label: 'Registration number', value: w.registration_number }] : []),
          ...(w.refill_partner ? [{ label: 'Refill partner', value: <Link href={paths.refillPartner(w.refill_partner.id)} className="text-indigo-700 hover:underline">{w.refill_partner.name}</Link> }] : []),
          { label: 'Address', value: address },
          { label: 'Zone', value: w.zone?.name },
          { label: 'Franchise', value: w.franchise?.name },
          { label: 'Location', value: w.latitude !== null && w.longitude !== null ? `${w.latitude.toFixed(4)}, ${w.longitude.toFixed(4)}` : null },
          { label: 'Visible', value: w.is_visible ? 'Yes' : 'No' },
          { label: 'PO Approval', value: w.po_approval_required ? 'Required' : 'Not required' },
          { label: 'Location Tracking', value: w.location_tracking ? 'On' : 'Off' },
          { label: 'Products', value: String(w.product_count) },
          { label: 'Stock', value: String(w.stock) },
          { label: 'In Transit', value: String(w.in_transit) },
          { label: 'Open Orders', value: String(w.open_orders) },
          { label: 'Last Updated', value: formatDate(w.updated_at) },
        ]}
      />
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Open orders</h2>
        <DataTable query={openOrders} columns={openOrderColumns} label="Open orders" search={false}
          onOpen={(o) => {
            const href = overviewOf(o);
            if (href) navigate(href);
          }} />
      </section>
      {deleteDialog}
    </div>
  );
}
