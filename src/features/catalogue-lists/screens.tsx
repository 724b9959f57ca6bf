/**
 * The catalogue's reference lists (issue 36): one list screen and one overview, each bound to a
 * kind (category, brand, unit, packaging) of contract/actions/catalogue-lists.ts.
 *
 * The list: paged, sorted and searched on the server, filtered by usage and origin with the
 * filters in the URL, exported as CSV; Add and Edit in a dialog (the palette's "Add category"
 * opens it with ?add=1), Delete after a confirmation. Default rows show no Edit or Delete.
 * The overview: the row, Edit and Delete as buttons and palette commands, and its products, paged.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { CATALOGUE_LIST_ACTIONS } from '../../../commands/records/catalogue-lists.ts';
import {
  CATALOGUE_LISTS, CATALOGUE_ORIGIN, CATALOGUE_USAGE, catalogueListMessages, type CatalogueListKey,
} from '../../../contract/actions/catalogue-lists.ts';
import { listProducts, productStatus } from '../../../contract/actions/products.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  Button, CellLink, DataTable, DetailList, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery,
  useQueryState, type FilterDef,
} from '../../ui/index.ts';
import { NameDialog, type NamedRow } from './NameDialog.tsx';

/** Where each kind's screens are. */
const SCREEN_PATHS: Record<CatalogueListKey, { list: () => string; entry: (id: number) => string }> = {
  category: { list: paths.productCategories, entry: paths.productCategory },
  brand: { list: paths.productBrands, entry: paths.productBrand },
  unit: { list: paths.productUnits, entry: paths.productUnit },
  packaging: { list: paths.productPackagings, entry: paths.productPackaging },
};

const FILTERS: FilterDef[] = [
  { kind: 'multi', key: 'usage', label: 'Usage', options: CATALOGUE_USAGE },
  { kind: 'multi', key: 'origin', label: 'Origin', options: CATALOGUE_ORIGIN },
];

// The four kinds' actions share one type, so one set of columns serves them all.
const columnsOf = (key: CatalogueListKey) =>
  columnsFor(CATALOGUE_LISTS[key].actions.list, [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (r) => <CellLink href={SCREEN_PATHS[key].entry(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
      csv: (r) => r.name,
    },
    { key: 'product_count', header: 'Products', sortKey: 'product_count', align: 'right', render: (r) => String(r.product_count), csv: (r) => r.product_count },
    { key: 'is_default', header: 'Default', render: (r) => (r.is_default ? 'Default' : ''), csv: (r) => (r.is_default ? 'Yes' : 'No') },
    { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
    { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
  ]);
const COLUMNS = { category: columnsOf('category'), brand: columnsOf('brand'), unit: columnsOf('unit'), packaging: columnsOf('packaging') };

function CatalogueListScreen({ listKey }: { listKey: CatalogueListKey }) {
  const { kind, actions } = CATALOGUE_LISTS[listKey];
  const messages = catalogueListMessages(kind);
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const url = useQueryState();
  const [editing, setEditing] = useState<NamedRow | null>(null);
  const filters = useFilters(FILTERS);
  const query = useListQuery(actions.list, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: {
      usage: filters.strings('usage') as ('used' | 'unused')[] | undefined,
      origin: filters.strings('origin') as ('default' | 'custom')[] | undefined,
    },
  });
  const [remove, deleteDialog] = useDeleteRecord(actions.remove, {
    text: (r: { name: string }) => messages.confirmDelete(r.name),
    success: messages.deleted,
    onDeleted: query.reload,
  });
  const canAdd = permissions.includes(`PERM_ADD_${kind.resource}`);
  const adding = canAdd && url.get('add') === '1';
  const lower = kind.nouns.toLowerCase();
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={COLUMNS[listKey]}
        label={`Product ${lower}`}
        exportName={`product-${lower}`}
        searchPlaceholder={`Search ${lower}`}
        pager="filter-bar"
        onOpen={(r) => navigate(SCREEN_PATHS[listKey].entry(r.id))}
        onEdit={setEditing}
        onDelete={remove}
        canEdit={() => permissions.includes(`PERM_UPDATE_${kind.resource}`)}
        canDelete={() => permissions.includes(`PERM_DELETE_${kind.resource}`)}
        actions={canAdd && <Button onClick={() => url.set({ add: '1' })}>Add {kind.noun.toLowerCase()}</Button>}
      />
      {(adding || editing) && (
        <NameDialog
          listKey={listKey}
          row={editing}
          onClose={(saved) => {
            setEditing(null);
            if (adding) url.set({ add: null });
            if (saved) query.reload();
          }}
        />
      )}
      {deleteDialog}
    </div>
  );
}

function CatalogueEntryScreen({ listKey }: { listKey: CatalogueListKey }) {
  const { kind, actions } = CATALOGUE_LISTS[listKey];
  const messages = catalogueListMessages(kind);
  const back = { href: SCREEN_PATHS[listKey].list(), label: `Back to ${kind.nouns.toLowerCase()}` };
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const record = useRouteRecord(actions.get);
  const [editing, setEditing] = useState(false);
  const [remove, deleteDialog] = useDeleteRecord(actions.remove, {
    text: (r: { name: string }) => messages.confirmDelete(r.name),
    success: messages.deleted,
    onDeleted: () => navigate(back.href),
  });
  const data = record.status === 'ready' ? record.data : null;
  const commands = useRecordActions(CATALOGUE_LIST_ACTIONS[listKey], {
    canChange: !!data && !data.is_default,
    edit: () => data && setEditing(true),
    remove: () => data && void remove(data),
  });
  const productFilter = useMemo(() => (data ? { [kind.productColumn]: [data.id] } : {}), [data, kind.productColumn]);
  if (!data) return <RecordFallback state={record} what={kind.noun.toLowerCase()} back={back} />;
  const edit = commands[actions.update.name]!;
  const del = commands[actions.remove.name]!;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Default', value: data.is_default ? `Yes: the company's default ${kind.noun.toLowerCase()}, neither renamed nor deleted` : 'No' },
          { label: 'Products', value: String(data.product_count) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      {permissions.includes('PERM_VIEW_PRODUCT_CATALOG') && <EntryProducts filter={productFilter} label={`Products of ${data.name}`} />}
      <LinkButton href={back.href} variant="secondary">{back.label}</LinkButton>
      {editing && (
        <NameDialog
          listKey={listKey}
          row={data}
          onClose={(saved) => {
            setEditing(false);
            if (saved) record.reload();
          }}
        />
      )}
      {deleteDialog}
    </div>
  );
}

const productColumns = columnsFor(listProducts, [
  {
    key: 'sku',
    header: 'SKU',
    sortKey: 'sku',
    className: 'whitespace-nowrap font-mono',
    render: (p) => <CellLink href={paths.product(p.id)} className="text-indigo-700 hover:underline">{p.sku}</CellLink>,
    csv: (p) => p.sku,
  },
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'category', header: 'Category', sortKey: 'category', value: (p) => p.category.name },
  { key: 'brand', header: 'Brand', sortKey: 'brand', value: (p) => p.brand.name },
  { key: 'unit', header: 'Unit', value: (p) => p.unit.name },
  { key: 'packaging', header: 'Packaging', value: (p) => p.packaging.name },
  { key: 'mrp', header: 'MRP', sortKey: 'mrp', align: 'right', render: (p) => formatMoney(p.mrp), csv: (p) => p.mrp },
  { key: 'status', header: 'Status', sortKey: 'status', render: (p) => <StatusBadge status={productStatus(p.status)} />, csv: (p) => productStatus(p.status).name },
]);

/** The row's products, paged on the server (their state in the URL under p.). */
function EntryProducts({ filter, label }: { filter: Record<string, number[]>; label: string }) {
  const [, navigate] = useLocation();
  const query = useListQuery(listProducts, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: filter, urlKey: 'p.' });
  return (
    <section className="space-y-2">
      <h2 className="font-semibold text-slate-900">Products</h2>
      <DataTable query={query} columns={productColumns} label={label} searchPlaceholder="Search sku or name" exportName="products" onOpen={(p) => navigate(paths.product(p.id))} />
    </section>
  );
}

export const ProductCategoriesScreen = () => <CatalogueListScreen listKey="category" />;
export const ProductBrandsScreen = () => <CatalogueListScreen listKey="brand" />;
export const ProductUnitsScreen = () => <CatalogueListScreen listKey="unit" />;
export const ProductPackagingsScreen = () => <CatalogueListScreen listKey="packaging" />;
export const ProductCategoryScreen = () => <CatalogueEntryScreen listKey="category" />;
export const ProductBrandScreen = () => <CatalogueEntryScreen listKey="brand" />;
export const ProductUnitScreen = () => <CatalogueEntryScreen listKey="unit" />;
export const ProductPackagingScreen = () => <CatalogueEntryScreen listKey="packaging" />;

