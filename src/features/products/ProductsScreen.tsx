/**
 * /products (Alt+P): the catalogue with category, brand, unit, packaging and status filters
 * kept in the URL, exported as CSV; Add product and Import products (a CSV file) for
 * PERM_ADD_PRODUCT_CATALOG, Edit on a row for PERM_UPDATE_PRODUCT_CATALOG.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_STATUSES, productStatus, getProductFilterOptions, importProducts, listProducts } from '../../../contract/actions/products.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  Button, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatMoney, useFilters, useListQuery, type FilterDef, type FilterOption,
} from '../../ui/index.ts';
import { ImportProductsDialog } from './ImportProductsDialog.tsx';

const columns = columnsFor(listProducts, [
  { key: 'sku', header: 'SKU', sortKey: 'sku', className: 'whitespace-nowrap font-mono' },
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'category', header: 'Category', sortKey: 'category', value: (p) => p.category.name },
  { key: 'brand', header: 'Brand', sortKey: 'brand', value: (p) => p.brand.name },
  { key: 'unit', header: 'Unit', value: (p) => p.unit.name },
  { key: 'packaging', header: 'Packaging', value: (p) => p.packaging.name },
  { key: 'mrp', header: 'MRP', sortKey: 'mrp', align: 'right', render: (p) => formatMoney(p.mrp), csv: (p) => p.mrp },
  { key: 'status', header: 'Status', sortKey: 'status', render: (p) => <StatusBadge status={productStatus(p.status)} />, csv: (p) => productStatus(p.status).name },
]);

const NO_OPTIONS: FilterOption[] = [];

export default function ProductsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const [importing, setImporting] = useState(false);
  const gates = useScreenCommands([
    {
      id: 'import.products',
      title: 'Import products from CSV',
      keywords: ['csv', 'bulk', 'upload', 'catalogue'],
      permissions: importProducts.permissions,
      section: 'This screen',
      run: () => setImporting(true),
    },
  ]);
  // Quiet: without its options a filter group just offers nothing yet.
  const options = useRecord(getProductFilterOptions, {}, { quiet: true }).data;

  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'multi', key: 'category', label: 'Category', options: options?.categories ?? NO_OPTIONS },
      { kind: 'multi', key: 'brand', label: 'Brand', options: options?.brands ?? NO_OPTIONS },
      { kind: 'multi', key: 'unit', label: 'Unit', options: options?.units ?? NO_OPTIONS },
      { kind: 'multi', key: 'packaging', label: 'Packaging', options: options?.packagings ?? NO_OPTIONS },
      { kind: 'multi', key: 'status', label: 'Status', options: PRODUCT_STATUSES },
    ],
    [options],
  );
  const filters = useFilters(defs);
  const query = useListQuery(listProducts, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: {
      category_id: filters.numbers('category'),
      brand_id: filters.numbers('brand'),
      unit_id: filters.numbers('unit'),
      packaging_id: filters.numbers('packaging'),
      status: filters.numbers('status') as (1 | 2)[] | undefined,
    },
  });

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Products"
        searchPlaceholder="Search sku, name or HSN"
        pager="filter-bar"
        exportName="products"
        onOpen={(p) => navigate(paths.product(p.id))}
        onEdit={(p) => navigate(paths.editProduct(p.id))}
        canEdit={() => permissions.includes('PERM_UPDATE_PRODUCT_CATALOG')}
        actions={
          <>
            {gates['import.products']?.allowed && <Button variant="secondary" className="!py-1.5" onClick={() => setImporting(true)}>Import CSV</Button>}
            {permissions.includes('PERM_ADD_PRODUCT_CATALOG') && <LinkButton href={paths.addProduct()}>Add product</LinkButton>}
          </>
        }
      />
      {importing && (
        <ImportProductsDialog
          onClose={(imported) => {
            setImporting(false);
            if (imported) query.reload();
          }}
        />
      )}
    </div>
  );
}
