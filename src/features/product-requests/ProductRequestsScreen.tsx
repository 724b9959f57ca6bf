/**
 * /products-requested: the company's product requests, newest first — product, brand, requester
 * type, urgency, preferable time, machine or store, status — paged, sorted and searched on the
 * server, filtered by status, urgency, requester type and date with the filters in the URL, CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  PRODUCT_REQUEST_MESSAGES, REQUEST_URGENCIES, REQUESTER_TYPES, deleteProductRequest, listProductRequests,
} from '../../../contract/actions/product-requests.ts';
import { PRODUCT_REQUEST_STATUSES, productRequestStatus } from '../../../contract/statuses.ts';
import { mayChangeProductRequest, mayDeleteProductRequest } from '../../../machines/records/productRequest.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const placeOf = (r: { machine: { name: string } | null; store: { name: string } | null }) => r.machine?.name ?? (r.store ? `Store: ${r.store.name}` : '--');

const columns = columnsFor(listProductRequests, [
  {
    key: 'product_name',
    header: 'Product',
    sortKey: 'product_name',
    render: (r) => <CellLink href={paths.requestProduct(r.id)} className="text-indigo-700 hover:underline">{r.product_name}</CellLink>,
    csv: (r) => r.product_name,
  },
  { key: 'brand_name', header: 'Brand', sortKey: 'brand_name' },
  { key: 'requester_type', header: 'Requester Type', sortKey: 'requester_type' },
  { key: 'urgency', header: 'Urgency', sortKey: 'urgency' },
  { key: 'preferable_time', header: 'Preferable Time' },
  { key: 'place', header: 'Machine / Store', render: placeOf, csv: placeOf },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={productRequestStatus(r.status)} />, csv: (r) => productRequestStatus(r.status).name },
  { key: 'created_at', header: 'Requested On', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
]);

const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));
const STATUSES = PRODUCT_REQUEST_STATUSES.map((s) => ({ id: s.id, name: s.name }));

type ListInput = (typeof listProductRequests)['request']['TYPE'];

export default function ProductRequestsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'status', label: 'Status', options: STATUSES },
    { kind: 'multi', key: 'urgency', label: 'Urgency', options: named(REQUEST_URGENCIES) },
    { kind: 'multi', key: 'requester_type', label: 'Requester Type', options: named(REQUESTER_TYPES) },
    { kind: 'date', key: 'created', label: 'Requested On' },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listProductRequests, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      status: filters.strings('status') as ListInput['status'],
      urgency: filters.strings('urgency') as ListInput['urgency'],
      requester_type: filters.strings('requester_type') as ListInput['requester_type'],
      ...filters.range('created', { from: 'created_from', to: 'created_to' }),
    },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteProductRequest, {
    text: (r: { product_name: string }) => `You want to delete the request for ${r.product_name}.`,
    success: PRODUCT_REQUEST_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Requested products"
        exportName="requested-products"
        searchPlaceholder="Search product, brand, requester or description"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.requestProduct(r.id))}
        onEdit={(r) => navigate(paths.editRequestProduct(r.id))}
        onDelete={remove}
        canEdit={(r) => permissions.includes('PERM_UPDATE_PRODUCT_REQUEST') && mayChangeProductRequest(r.status)}
        canDelete={(r) => permissions.includes('PERM_DELETE_PRODUCT_REQUEST') && mayDeleteProductRequest(r.status)}
        actions={permissions.includes('PERM_ADD_PRODUCT_REQUEST') && <LinkButton href={paths.addRequestProduct()}>Add product request</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
