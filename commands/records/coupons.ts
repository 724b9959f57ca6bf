/** The coupon screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteCoupon, updateCoupon } from '../../contract/actions/coupons.ts';
import { recordAction } from '../record.ts';

/** What the coupon screen lets its commands do. */
export interface CouponScreen {
  edit(): void;
  remove(): void;
}

export const COUPON_ACTIONS = [
  recordAction<CouponScreen>({
    id: 'edit.coupon',
    title: 'Edit coupon',
    keywords: ['change', 'update'],
    action: updateCoupon,
    run: (screen) => screen.edit(),
  }),
  recordAction<CouponScreen>({
    id: 'delete.coupon',
    title: 'Delete coupon',
    keywords: ['remove'],
    action: deleteCoupon,
    run: (screen) => screen.remove(),
  }),
];
