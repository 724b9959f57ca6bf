/**
 * /warehouse-stock/{id}: a warehouse's stock per product, on the shelves and in transit.
 * Open to every signed-in user (routes.tsv); the warehouse's name shows when the role may
 * read warehouses. Each product's reorder level is shown; inventory keepers (PERM_UPDATE_INVENTORY)
 * set it from the row's Edit ("Suggest purchase order" on the warehouse's view starts from it).
 */
import { useMemo, useState } from 'react';
import { discardStock } from '../../../contract/actions/bin-orders.ts';
import { setWarehouseReorderLevel } from '../../../contract/actions/purchase-suggestions.ts';
import { createRequestOrder } from '../../../contract/actions/request-orders.ts';
import { getWarehouse, listWarehouseStock } from '../../../contract/actions/warehouses.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { withQuery } from '../../platform/with-query.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DataTable, FilterBar, LinkButton, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef, type RowOf } from '../../ui/index.ts';
import { ReorderLevelDialog } from './ReorderLevelDialog.tsx';
import { WIDE_PAGE_SIZE_OPTIONS } from '../../../contract/constants.ts';

const columns = columnsFor(listWarehouseStock, [
  { key: 'sku', header: 'SKU', sortKey: 'sku', render: (r) => <span className="font-mono">{r.sku}</span>, csv: (r) => r.sku },
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'category', header: 'Category', sortKey: 'category' },
  { key: 'mrp', header: 'MRP', align: 'right', render: (r) => formatMoney(r.mrp), csv: (r) => r.mrp },
  { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right' },
  { key: 'in_transit', header: 'In Transit', sortKey: 'in_transit', align: 'right' },
  { key: 'reorder_level', header: 'Reorder Level', sortKey: 'reorder_level', align: 'right', render: (r) => (r.reorder_level > 0 ? String(r.reorder_level) : '--'), csv: (r) => r.reorder_level },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const FILTERS: FilterDef[] = [
  { kind: 'single', key: 'show', label: 'Show', options: [{ id: 'stocked', name: 'In stock or in transit' }] },
];

export default function WarehouseStockScreen() {
  const permissions = usePermissions();
  const mayReadWarehouse = hasAnyPermission(permissions, getWarehouse.permissions);
  const maySetLevels = hasAnyPermission(permissions, setWarehouseReorderLevel.permissions);
  const mayDiscard = hasAnyPermission(permissions, discardStock.permissions);
  const mayRequest = hasAnyPermission(permissions, createRequestOrder.permissions);
  const [editing, setEditing] = useState<RowOf<typeof listWarehouseStock> | null>(null);
  // Only the name is shown from it: roles that may not read warehouses see the id instead.
  const warehouse = useRouteRecord(getWarehouse, { enabled: mayReadWarehouse });
  const { id } = warehouse;
  const filters = useFilters(FILTERS);
  const filterValues = useMemo(() => ({ warehouse_id: id ?? 0, in_stock_only: filters.single('show') === 'stocked' || undefined }), [id, filters]);
  const query = useListQuery(listWarehouseStock, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: filterValues });
  if (id === null) return <RecordFallback state={warehouse} what="warehouse" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {warehouse.status === 'ready' ? warehouse.data.name : `Warehouse ${id}`}
      </h2>
      {(mayDiscard || mayRequest) && (
        <div className="flex gap-2">
          {mayDiscard && <LinkButton href={withQuery(paths.discardStock(), { warehouseId: String(id) })} variant="secondary">Discard stock</LinkButton>}
          {mayRequest && <LinkButton href={withQuery(paths.addRequestOrder(), { warehouseId: String(id) })} variant="secondary">Request stock</LinkButton>}
        </div>
      )}
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Warehouse stock" exportName={`warehouse-${id}-stock`} searchPlaceholder="Search SKU or name"
        pageSizeOptions={WIDE_PAGE_SIZE_OPTIONS} onEdit={maySetLevels ? setEditing : undefined} />
      {editing && (
        <ReorderLevelDialog warehouseId={id} product={editing} onClose={(changed) => { setEditing(null); if (changed) query.reload(); }} />
      )}
    </div>
  );
}
