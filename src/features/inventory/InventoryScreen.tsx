/**
 * /inventory (company inventory, PERM_VIEW_INVENTORY): per product, the units on warehouse
 * shelves, in transit, at stores and in machines, with the total; filters by category, brand,
 * unit and place (warehouses and stores: the numbers then count only those places) kept in the
 * URL; server paging; CSV export of the whole filtered list. Below it, each warehouse's and
 * store's own inventory is a link away.
 */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { listInventory } from '../../../contract/actions/inventory.ts';
import { paths } from '../../platform/paths.ts';
import { useMayOpen } from '../../platform/routes/route-table.ts';
import { DataTable, FilterBar, columnsFor, useListQuery, type FilterDef, type FilterOption } from '../../ui/index.ts';
import { useItemFilters } from './item-filters.ts';
import { useInventoryPlaces } from './usePlaces.ts';

const columns = columnsFor(listInventory, [
  { key: 'sku', header: 'SKU', sortKey: 'sku', className: 'whitespace-nowrap font-mono' },
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'category', header: 'Category', sortKey: 'category' },
  { key: 'brand', header: 'Brand', sortKey: 'brand' },
  { key: 'unit', header: 'Unit' },
  { key: 'warehouses', header: 'Warehouses', sortKey: 'warehouses', align: 'right' },
  { key: 'in_transit', header: 'In Transit', sortKey: 'in_transit', align: 'right' },
  { key: 'stores', header: 'Stores', sortKey: 'stores', align: 'right' },
  { key: 'machines', header: 'Machines', sortKey: 'machines', align: 'right' },
  { key: 'total', header: 'Total', sortKey: 'total', align: 'right', className: 'font-semibold text-slate-900' },
]);

const NO_OPTIONS: FilterOption[] = [];
const SHOW: FilterOption[] = [{ id: 'held', name: 'Held somewhere' }];

function PlaceLinks({ label, places, href }: { label: string; places: readonly { id: number; name: string }[]; href: (id: number) => string }) {
  if (!places.length) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-medium text-slate-700">{label}:</span>
      {places.map((p) => <Link key={p.id} href={href(p.id)} className="text-indigo-700 underline-offset-2 hover:underline">{p.name}</Link>)}
    </p>
  );
}

export default function InventoryScreen() {
  const places = useInventoryPlaces();
  const mayOpen = useMayOpen();
  const extra = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'warehouse', label: 'Warehouse', options: places?.warehouses ?? NO_OPTIONS },
    { kind: 'multi', key: 'store', label: 'Store', options: places?.stores ?? NO_OPTIONS },
    { kind: 'single', key: 'show', label: 'Show', options: SHOW },
  ], [places]);
  const filters = useItemFilters(extra);
  const warehouseIds = filters.numbers('warehouse');
  const storeIds = filters.numbers('store');
  const query = useListQuery(listInventory, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: {
      ...filters.items,
      warehouse_id: warehouseIds,
      store_id: storeIds,
      in_stock_only: filters.single('show') === 'held' || undefined,
    },
  });

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Inventory" searchPlaceholder="Search SKU or name" pager="filter-bar" exportName="inventory" />
      {places && (places.warehouses.length > 0 || places.stores.length > 0) && (
        <nav aria-label="Inventory by place" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <PlaceLinks label="Warehouses" places={places.warehouses} href={paths.warehouseInventory} />
          {mayOpen(paths.storeInventory(0)) && <PlaceLinks label="Stores" places={places.stores} href={paths.storeInventory} />}
        </nav>
      )}
    </div>
  );
}
