/**
 * /purchase-order-return (domain.md §3 "Purchase return"): return id, purchase order id, date
 * created, total product quantity, amount and state; 20 a page (§9), paged, sorted and searched
 * on the server, filtered by state and date with the filters in the URL, CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listPurchaseReturns } from '../../../contract/actions/purchase-returns.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { PURCHASE_RETURN_STATUSES, purchaseReturnStatus } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const columns = columnsFor(listPurchaseReturns, [
  {
    key: 'id',
    header: 'Return ID',
    render: (r) => <CellLink href={paths.purchaseReturn(r.id)} className="font-mono text-indigo-700 hover:underline">{r.id}</CellLink>,
    csv: (r) => String(r.id),
  },
  { key: 'purchase_order', header: 'Purchase Order ID', render: (r) => <CellLink href={paths.purchaseOrder(r.purchase_order.id)} className="font-mono text-indigo-700 hover:underline">{r.purchase_order.reference}</CellLink>, csv: (r) => r.purchase_order.reference },
  { key: 'supplier', header: 'Supplier', render: (r) => r.supplier.name, csv: (r) => r.supplier.name },
  { key: 'created_at', header: 'Date Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'total_quantity', header: 'Total Product Quantity', align: 'right', render: (r) => String(r.total_quantity), csv: (r) => String(r.total_quantity) },
  { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => String(r.amount) },
  { key: 'status', header: 'State', sortKey: 'status', render: (r) => <StatusBadge status={purchaseReturnStatus(r.status)} />, csv: (r) => purchaseReturnStatus(r.status).name },
]);

const STATES = PURCHASE_RETURN_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function PurchaseReturnsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [{ kind: 'date', key: 'created', label: 'Date Created' }, { kind: 'multi', key: 'status', label: 'State', options: STATES }], []);
  const filters = useFilters(defs);
  const query = useListQuery(listPurchaseReturns, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { status: filters.strings('status') as (typeof STATES)[number]['id'][] | undefined, ...filters.range('created') },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Purchase returns"
        exportName="purchase-returns"
        searchPlaceholder="Search return id, purchase order or supplier"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.purchaseReturn(r.id))}
        actions={permissions.includes('PERM_ADD_PURCHASE_ORDER') && <LinkButton href={paths.addPurchaseReturn()}>Add purchase return</LinkButton>}
      />
    </div>
  );
}
