/**
 * /store-inventory/{id} (PERM_VIEW_INVENTORY): one store's inventory, every product with the
 * store's units (the ledger's moves in less out) and its runout and max quantity; at or below
 * the runout is marked low. Holders of PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY set them from a
 * row's Edit. Filters in the URL; CSV export.
 */
import { useCallback, useState } from 'react';
import { listStoreInventory, updateStoreStockLimits } from '../../../contract/actions/inventory.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { call } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  DataTable, FilterBar, StatusBadge, columnsFor, useListQuery, type FilterDef, type RowOf,
} from '../../ui/index.ts';
import { useItemFilters } from './item-filters.ts';
import { StockLimitsDialog } from './StockLimitsDialog.tsx';
import { usePlaceName } from './usePlaces.ts';

const orNone = (n: number | null) => (n === null ? '--' : String(n));

const columns = columnsFor(listStoreInventory, [
  { key: 'sku', header: 'SKU', sortKey: 'sku', className: 'whitespace-nowrap font-mono' },
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'category', header: 'Category', sortKey: 'category' },
  { key: 'brand', header: 'Brand', sortKey: 'brand' },
  { key: 'unit', header: 'Unit' },
  { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right' },
  { key: 'runout_quantity', header: 'Runout Quantity', sortKey: 'runout_quantity', align: 'right', render: (r) => orNone(r.runout_quantity), csv: (r) => r.runout_quantity ?? '' },
  { key: 'max_quantity', header: 'Max Quantity', sortKey: 'max_quantity', align: 'right', render: (r) => orNone(r.max_quantity), csv: (r) => r.max_quantity ?? '' },
  { key: 'low', header: 'Level', render: (r) => (r.low ? <StatusBadge status={{ name: 'Low', colour: 'red' }} /> : '--'), csv: (r) => (r.low ? 'Low' : '') },
]);

const EXTRA: FilterDef[] = [{ kind: 'single', key: 'show', label: 'Show', options: [{ id: 'held', name: 'In stock' }] }];

export default function StoreInventoryScreen() {
  const id = useIdParam();
  const permissions = usePermissions();
  const mayEdit = hasAnyPermission(permissions, updateStoreStockLimits.permissions);
  const [editing, setEditing] = useState<RowOf<typeof listStoreInventory> | null>(null);
  const load = useCallback(
    (signal: AbortSignal) => call(listStoreInventory, { store_id: id!, limit: 1 } as never, { signal }).then((body) => body.store!),
    [id],
  );
  const place = usePlaceName(id === null ? null : load, String(id));
  const filters = useItemFilters(EXTRA);
  const query = useListQuery(listStoreInventory, {
    enabled: place.status === 'ready',
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: {
      store_id: id ?? 0,
      ...filters.items,
      in_stock_only: filters.single('show') === 'held' || undefined,
    },
  });
  if (id === null || place.status !== 'ready') {
    return <RecordFallback state={{ status: id === null ? 'missing' : place.status === 'loading' ? 'loading' : place.status, message: place.message }}
      what="store" back={{ href: paths.inventory(), label: 'Back to inventory' }} />;
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{place.name}</h2>
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Store inventory" exportName={`store-${id}-inventory`} searchPlaceholder="Search SKU or name"
        onEdit={mayEdit ? setEditing : undefined} />
      {editing && <StockLimitsDialog storeId={id} product={editing} onClose={(changed) => { setEditing(null); if (changed) query.reload(); }} />}
    </div>
  );
}
