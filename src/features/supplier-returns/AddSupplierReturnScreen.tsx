/**
 * /add-supplier-return?warehouseId={id}&supplierId={id}: the user picks the warehouse and the
 * supplier (both kept in the address), then the quantities of the supplier's products the
 * warehouse holds.
 */
import { useLocation, useSearch } from 'wouter';
import { SUPPLIER_RETURN_MESSAGES, supplierReturnables } from '../../../contract/actions/supplier-returns.ts';
import { listSuppliers } from '../../../contract/actions/suppliers.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { Select } from '../../ui/index.ts';
import { SupplierReturnForm } from './SupplierReturnForm.tsx';

export default function AddSupplierReturnScreen() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const warehouseId = Number(query.get('warehouseId')) || null;
  const supplierId = Number(query.get('supplierId')) || null;
  const warehouses = useWarehouseOptions();
  const suppliers = useRecord(listSuppliers, { limit: MAX_LIST_LIMIT, sortBy: 'company_name', sortDir: 'ASC' });
  const stock = useRecord(supplierReturnables, warehouseId && supplierId ? { warehouse_id: warehouseId, supplier_id: supplierId } : null);
  const choose = (next: { warehouseId?: string; supplierId?: string }) =>
    navigate(withQuery(paths.addSupplierReturn(), {
      warehouseId: next.warehouseId ?? (warehouseId ? String(warehouseId) : ''),
      supplierId: next.supplierId ?? (supplierId ? String(supplierId) : ''),
    }), { replace: true });

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap gap-4">
        <Select label="Warehouse" required className="w-72" placeholder={SUPPLIER_RETURN_MESSAGES.chooseWarehouse} options={warehouses}
          value={warehouseId ? String(warehouseId) : ''} onChange={(value) => choose({ warehouseId: value })} />
        <Select label="Supplier" required className="w-72" placeholder={suppliers.status === 'loading' ? 'Loading...' : SUPPLIER_RETURN_MESSAGES.chooseSupplier}
          options={(suppliers.data ?? []).map((s) => ({ id: s.id, name: s.company_name }))}
          value={supplierId ? String(supplierId) : ''} onChange={(value) => choose({ supplierId: value })} />
      </div>
      {(stock.status === 'missing' || stock.status === 'failed') && <p role="alert" className="text-sm text-red-600">{stock.message}</p>}
      {stock.data && stock.data.length === 0 && <p role="status" className="text-sm text-slate-600">{SUPPLIER_RETURN_MESSAGES.nothingToReturn}</p>}
      {warehouseId && supplierId && stock.data && stock.data.length > 0 && (
        <SupplierReturnForm key={`${warehouseId}:${supplierId}`} lines={stock.data} warehouseId={warehouseId} supplierId={supplierId} />
      )}
    </div>
  );
}
