/** /add-coupon */
import { CouponForm } from './CouponForm.tsx';

export default function AddCouponScreen() {
  return <CouponForm />;
}
