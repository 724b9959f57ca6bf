/**
 * /warehouse-inventory/{warehouseId} (PERM_VIEW_INVENTORY): one warehouse's inventory, every
 * product with its shelf stock, transit and reorder level (below it is marked low); filters by
 * category, brand, unit, "held" and "low" in the URL; CSV export. Inventory keepers
 * (PERM_UPDATE_INVENTORY) upload stock from a CSV file here ("Upload stock for this warehouse",
 * a button and a palette command; `?upload=1` opens it) and download its sample.
 */
import { useCallback } from 'react';
import { WAREHOUSE_INVENTORY_ACTIONS, type WarehouseInventoryView } from '../../../commands/records/inventory.ts';
import { listWarehouseInventory } from '../../../contract/actions/inventory.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { downloadText } from '../../ui/table/csv.ts';
import {
  Button, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, useListQuery, useQueryState, type FilterDef,
} from '../../ui/index.ts';
import { BulkStockUpload } from './BulkStockUpload.tsx';
import { useItemFilters } from './item-filters.ts';
import { sampleStockFile } from '../../../contract/stock-file.ts';
import { usePlaceName } from './usePlaces.ts';

const columns = columnsFor(listWarehouseInventory, [
  { key: 'sku', header: 'SKU', sortKey: 'sku', className: 'whitespace-nowrap font-mono' },
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'category', header: 'Category', sortKey: 'category' },
  { key: 'brand', header: 'Brand', sortKey: 'brand' },
  { key: 'unit', header: 'Unit' },
  { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right' },
  { key: 'in_transit', header: 'In Transit', sortKey: 'in_transit', align: 'right' },
  { key: 'reorder_level', header: 'Reorder Level', sortKey: 'reorder_level', align: 'right', render: (r) => (r.reorder_level > 0 ? String(r.reorder_level) : '--'), csv: (r) => r.reorder_level },
  { key: 'low', header: 'Level', render: (r) => (r.low ? <StatusBadge status={{ name: 'Low', colour: 'red' }} /> : '--'), csv: (r) => (r.low ? 'Low' : '') },
  { key: 'updated_at', header: 'Last Updated', render: (r) => (r.updated_at ? formatDate(r.updated_at) : '--'), csv: (r) => r.updated_at ?? '' },
]);

const EXTRA: FilterDef[] = [
  { kind: 'single', key: 'show', label: 'Show', options: [{ id: 'held', name: 'In stock or in transit' }, { id: 'low', name: 'Below reorder level' }] },
];

export default function WarehouseInventoryScreen() {
  const id = useIdParam('warehouseId');
  const state = useQueryState('');
  const uploading = state.get('upload') === '1';
  const setUploading = (open: boolean) => state.set({ upload: open ? '1' : null });
  const load = useCallback(
    (signal: AbortSignal) => call(listWarehouseInventory, { warehouse_id: id!, limit: 1 } as never, { signal }).then((body) => body.warehouse!),
    [id],
  );
  const place = usePlaceName(id === null ? null : load, String(id));
  const filters = useItemFilters(EXTRA);
  const show = filters.single('show');
  const query = useListQuery(listWarehouseInventory, {
    enabled: place.status === 'ready',
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: {
      warehouse_id: id ?? 0,
      ...filters.items,
      in_stock_only: show === 'held' || undefined,
      low_only: show === 'low' || undefined,
    },
  });
  const downloadSample = () => {
    const examples = query.rows.slice(0, 3).map((r) => ({ sku: r.sku, quantity: r.stock }));
    downloadText('bulk-stock-sample.csv', sampleStockFile(examples.length ? examples : [{ sku: 'SKU-00001', quantity: 25 }, { sku: 'SKU-00002', quantity: 0 }]));
  };
  const view: WarehouseInventoryView = { uploadStock: () => setUploading(true), downloadSample };
  const actions = useRecordActions(WAREHOUSE_INVENTORY_ACTIONS, view);
  const upload = actions['upload.warehouse_stock']!;
  if (id === null || place.status !== 'ready') {
    return <RecordFallback state={{ status: id === null ? 'missing' : place.status === 'loading' ? 'loading' : place.status, message: place.message }}
      what="warehouse" back={{ href: paths.inventory(), label: 'Back to inventory' }} />;
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{place.name}</h2>
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Warehouse inventory" exportName={`warehouse-${id}-inventory`} searchPlaceholder="Search SKU or name"
        actions={upload.allowed ? <Button className="!py-1.5" onClick={upload.run}>Upload stock</Button> : undefined} />
      {uploading && upload.allowed && (
        <BulkStockUpload warehouseId={id} warehouseName={place.name} onSample={downloadSample}
          onClose={(changed) => { setUploading(false); if (changed) query.reload(); }} />
      )}
    </div>
  );
}
