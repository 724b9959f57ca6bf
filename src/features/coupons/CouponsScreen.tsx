/** /offerlist/coupons: the company's coupons, paged on the server, filtered from the URL, searchable, sortable, exported as CSV. */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  COUPON_MESSAGES, COUPON_STATUSES, COUPON_TYPES, couponStatusName, couponTypeName, deleteCoupon, listCoupons, type CouponStatusId, type CouponTypeId,
} from '../../../contract/actions/coupons.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, formatMoney, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const columns = columnsFor(listCoupons, [
  {
    key: 'code',
    header: 'Coupon code', sortKey: 'code',
    render: (r) => <CellLink href={paths.coupon(r.id)} className="text-indigo-700 hover:underline">{r.code}</CellLink>,
    csv: (r) => r.code,
  },
  { key: 'coupon_type', header: 'Coupon type', sortKey: 'coupon_type', value: (r) => couponTypeName(r.coupon_type) },
  { key: 'min_cart_value', header: 'Minimum cart value', sortKey: 'min_cart_value', value: (r) => formatMoney(r.min_cart_value) },
  { key: 'off', header: 'Off', value: (r) => (r.coupon_type === 'FLAT' ? formatMoney(r.flat_off ?? 0) : `${r.percentage_off ?? 0}%`) },
  { key: 'max_off', header: 'Maximum off', sortKey: 'max_off', value: (r) => formatMoney(r.max_off) },
  { key: 'redeemed', header: 'Redeemed', sortKey: 'redeemed', value: (r) => `${r.redeemed} / ${r.max_redemption}` },
  { key: 'start_at', header: 'Start date', sortKey: 'start_at', render: (r) => formatDate(r.start_at), csv: (r) => r.start_at },
  { key: 'end_at', header: 'End date', sortKey: 'end_at', render: (r) => formatDate(r.end_at), csv: (r) => r.end_at },
  {
    key: 'status', header: 'Status', sortKey: 'status',
    render: (r) => <StatusBadge status={COUPON_STATUSES.find((x) => x.id === r.status) ?? COUPON_STATUSES[1]} />, csv: (r) => couponStatusName(r.status),
  },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const TYPE_OPTIONS = COUPON_TYPES.map((t) => ({ id: t.id, name: t.name }));
const STATUS_OPTIONS = COUPON_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function CouponsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Date Created' },
    { kind: 'multi', key: 'type', label: 'Coupon type', options: TYPE_OPTIONS },
    { kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listCoupons, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      coupon_type: filters.strings('type') as CouponTypeId[] | undefined,
      status: filters.numbers('status') as CouponStatusId[] | undefined,
      ...filters.range('created'),
    },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteCoupon, {
    text: (r: { code: string }) => `You want to delete ${r.code}.`,
    success: COUPON_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Coupons"
        exportName="coupons"
        searchPlaceholder="Search coupon code"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.coupon(r.id))}
        onEdit={(r) => navigate(paths.editCoupon(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_OFFER')}
        canDelete={() => permissions.includes('PERM_DELETE_OFFER')}
        actions={permissions.includes('PERM_ADD_OFFER') && <LinkButton href={paths.addCoupon()}>Add coupon</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
