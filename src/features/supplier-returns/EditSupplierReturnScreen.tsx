/** /edit-supplier-return/{id}: a Created return's quantities and comments, with the version read. */
import { getSupplierReturn, supplierReturnables } from '../../../contract/actions/supplier-returns.ts';
import { mayChangeSupplierReturn } from '../../../machines/records/procurementReturns.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord, useRouteRecord } from '../../platform/record/useRecord.ts';
import { SupplierReturnForm } from './SupplierReturnForm.tsx';

export default function EditSupplierReturnScreen() {
  const record = useRouteRecord(getSupplierReturn);
  const ret = record.status === 'ready' ? record.data : null;
  const stock = useRecord(supplierReturnables, ret && mayChangeSupplierReturn(ret.status) ? { warehouse_id: ret.warehouse.id, supplier_id: ret.supplier.id } : null);
  if (!ret) return <RecordFallback state={record} what="supplier return" back={{ href: paths.warehouseOrders(), label: 'Back to warehouse orders' }} />;
  if (!mayChangeSupplierReturn(ret.status)) return <p role="alert" className="mx-auto mt-8 max-w-xl text-slate-700">Supplier return {ret.order_id} can no longer be edited: only a Created return can.</p>;
  if (!stock.data) return <p className="p-6 text-slate-500">Loading...</p>;
  // Every product the warehouse holds of the supplier, with this return's own units added to what may go back.
  const lines = [
    ...ret.lines,
    ...stock.data.filter((l) => !ret.lines.some((m) => m.product_id === l.product_id)),
  ].sort((a, b) => a.sku.localeCompare(b.sku));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <p className="text-sm text-slate-700">Supplier return {ret.order_id}: from {ret.warehouse.name} to {ret.supplier.name}.</p>
      <SupplierReturnForm key={`${ret.id}:${ret.version}`} lines={lines} warehouseId={ret.warehouse.id} supplierId={ret.supplier.id} comments={ret.comments} editing={{ id: ret.id, version: ret.version }} />
    </div>
  );
}
