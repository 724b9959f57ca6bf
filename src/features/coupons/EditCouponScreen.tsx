/** /edit-coupon/{id}: the form over the coupon as last read (its version guards the save). */
import { getCoupon } from '../../../contract/actions/coupons.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { CouponForm } from './CouponForm.tsx';

export default function EditCouponScreen() {
  const record = useRouteRecord(getCoupon);
  if (record.status !== 'ready') return <RecordFallback state={record} what="coupon" back={{ href: paths.offerlistCoupons(), label: 'Back to coupons' }} />;
  return <CouponForm key={`${record.data.id}:${record.data.version}`} coupon={record.data} />;
}
