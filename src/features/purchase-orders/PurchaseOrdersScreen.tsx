/**
 * /purchase-orders (domain.md §2–3): id or invoice number, date created, supplier, warehouse,
 * status, amount, user and last updated; 20 a page (§9), paged, sorted and searched on the
 * server, filtered by date, status, supplier and warehouse with the filters in the URL, CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listPurchaseOrders } from '../../../contract/actions/purchase-orders.ts';
import { listSuppliers } from '../../../contract/actions/suppliers.ts';
import { LARGE_PAGE_SIZE, MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { PURCHASE_ORDER_STATUSES, purchaseOrderStatus } from '../../../contract/statuses.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const columns = columnsFor(listPurchaseOrders, [
  {
    key: 'reference',
    header: 'ID / Invoice No.',
    render: (r) => <CellLink href={paths.purchaseOrder(r.id)} className="font-mono text-indigo-700 hover:underline">{r.reference}</CellLink>,
    csv: (r) => r.reference,
  },
  { key: 'created_at', header: 'Date Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'supplier', header: 'Supplier', render: (r) => r.supplier.name, csv: (r) => r.supplier.name },
  { key: 'warehouse', header: 'Warehouse', render: (r) => r.warehouse.name, csv: (r) => r.warehouse.name },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={purchaseOrderStatus(r.status)} />, csv: (r) => purchaseOrderStatus(r.status).name },
  { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => String(r.amount) },
  { key: 'user', header: 'User', render: (r) => (r.user ? `${r.user.first_name} ${r.user.last_name}`.trim() : '--'), csv: (r) => (r.user ? `${r.user.first_name} ${r.user.last_name}`.trim() : '') },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const STATUS_OPTIONS = PURCHASE_ORDER_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function PurchaseOrdersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const warehouses = useWarehouseOptions();
  const suppliers = useRecord(listSuppliers, { limit: MAX_LIST_LIMIT, sortBy: 'company_name', sortDir: 'ASC' }, { enabled: hasAnyPermission(permissions, listSuppliers.permissions), quiet: true });
  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Date Created' },
      { kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS },
      { kind: 'multi', key: 'supplier', label: 'Supplier', options: (suppliers.data ?? []).map((s) => ({ id: s.id, name: s.company_name })) },
      { kind: 'multi', key: 'warehouse', label: 'Warehouse', options: warehouses },
    ],
    [suppliers.data, warehouses],
  );
  const filters = useFilters(defs);
  const query = useListQuery(listPurchaseOrders, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      status: filters.strings('status') as (typeof STATUS_OPTIONS)[number]['id'][] | undefined,
      supplier_ids: filters.numbers('supplier'),
      warehouse_ids: filters.numbers('warehouse'),
      ...filters.range('created'),
    },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Purchase orders"
        exportName="purchase-orders"
        searchPlaceholder="Search id, invoice number or supplier"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.purchaseOrder(r.id))}
        actions={permissions.includes('PERM_ADD_PURCHASE_ORDER') && <LinkButton href={paths.addPurchaseOrder()}>Add purchase order</LinkButton>}
      />
    </div>
  );
}
