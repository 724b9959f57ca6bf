/** /coupon/{id}: one coupon, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { COUPON_MESSAGES, couponStatusName, couponTypeName, deleteCoupon, getCoupon } from '../../../contract/actions/coupons.ts';
import { COUPON_ACTIONS } from '../../../commands/records/coupons.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate, formatMoney } from '../../ui/index.ts';

export default function CouponScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getCoupon);
  const [remove, deleteDialog] = useDeleteRecord(deleteCoupon, {
    text: (r: { code: string }) => `You want to delete ${r.code}.`,
    success: COUPON_MESSAGES.deleted,
    onDeleted: () => navigate(paths.offerlistCoupons()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(COUPON_ACTIONS, {
    edit: () => data && navigate(paths.editCoupon(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="coupon" back={{ href: paths.offerlistCoupons(), label: 'Back to coupons' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.code}
        actions={
          <>
            <GateButton gate={actions['edit.coupon']}>Edit</GateButton>
            <GateButton gate={actions['delete.coupon']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Coupon code', value: data.code },
          { label: 'Coupon type', value: couponTypeName(data.coupon_type) },
          { label: 'Minimum cart value', value: formatMoney(data.min_cart_value) },
          data.coupon_type === 'FLAT'
            ? { label: 'Flat off', value: formatMoney(data.flat_off ?? 0) }
            : { label: 'Percentage off', value: `${data.percentage_off ?? 0}%` },
          { label: 'Maximum off', value: formatMoney(data.max_off) },
          { label: 'Maximum redemption', value: String(data.max_redemption) },
          { label: 'Redeemed', value: String(data.redeemed) },
          { label: 'Minimum discount price', value: formatMoney(data.min_discount_price) },
          { label: 'Start date', value: formatDate(data.start_at) },
          { label: 'End date', value: formatDate(data.end_at) },
          { label: 'Status', value: couponStatusName(data.status) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.offerlistCoupons()} variant="secondary">Back to coupons</LinkButton>
      {deleteDialog}
    </div>
  );
}
