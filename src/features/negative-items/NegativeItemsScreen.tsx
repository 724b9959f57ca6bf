/**
 * /negative-items: the company's negative items, paged on the server, searchable, sortable,
 * filtered by state and source from the URL, exported as CSV.
 */
import { useLocation } from 'wouter';
import { NEGATIVE_ITEM_MESSAGES, deleteNegativeItem, listNegativeItems } from '../../../contract/actions/negative-items.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { NEGATIVE_ITEM_STATE_COLOURS, NEGATIVE_ITEM_STATES, SOURCE_TYPES, type NegativeItemState, type SourceType } from '../../../contract/negative-items.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listNegativeItems, [
  {
    key: 'name', header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.negativeItem(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'source', header: 'Source', sortKey: 'source' },
  { key: 'start_date', header: 'Start', sortKey: 'start_date', render: (r) => formatDate(r.start_date), csv: (r) => r.start_date },
  { key: 'end_date', header: 'End', sortKey: 'end_date', render: (r) => formatDate(r.end_date), csv: (r) => r.end_date },
  { key: 'state', header: 'Status', render: (r) => <StatusBadge status={{ name: r.state, colour: NEGATIVE_ITEM_STATE_COLOURS[r.state] }} />, csv: (r) => r.state },
  { key: 'products', header: 'Products' },
  { key: 'machines', header: 'Machines' },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const FILTERS: FilterDef[] = [
  { kind: 'multi', key: 'state', label: 'Status', options: NEGATIVE_ITEM_STATES.map((s) => ({ id: s, name: s })) },
  { kind: 'multi', key: 'source', label: 'Source', options: SOURCE_TYPES.map((s) => ({ id: s, name: s })) },
];

export default function NegativeItemsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const may = permissions.includes('PERM_CUSTOMER_PLATFORM');
  const filters = useFilters(FILTERS);
  const query = useListQuery(listNegativeItems, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { state: filters.strings('state') as NegativeItemState[], source: filters.strings('source') as SourceType[] },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteNegativeItem, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: NEGATIVE_ITEM_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Negative items"
        exportName="negative-items"
        searchPlaceholder="Search negative items"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.negativeItem(r.id))}
        onEdit={(r) => navigate(paths.editNegativeItem(r.id))}
        onDelete={remove}
        canEdit={() => may}
        canDelete={() => may}
        actions={may && <LinkButton href={paths.addNegativeItem()}>Add negative item</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
