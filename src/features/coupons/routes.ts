/** Campaigns: coupons (routes.tsv: /offerlist/coupons, /coupon/{id}, /add-coupon, /edit-coupon/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Campaigns' as const;

export const couponsRoutes = defineRoutes([
  {
    path: '/offerlist/coupons',
    title: 'Coupons',
    group,
    sidebar: 'Coupons',
    permissions: ['PERM_VIEW_OFFER'],
    keywords: ['coupon codes', 'promo codes'],
    load: () => import('./CouponsScreen.tsx'),
  },
  { path: '/coupon/:id', title: 'Coupon', group, parent: '/offerlist/coupons', record: 'coupon', permissions: ['PERM_VIEW_OFFER'], load: () => import('./CouponScreen.tsx') },
  {
    path: '/add-coupon',
    title: 'Add coupon',
    group,
    parent: '/offerlist/coupons',
    permissions: ['PERM_ADD_OFFER'],
    keywords: ['new coupon', 'create coupon'],
    load: () => import('./AddCouponScreen.tsx'),
  },
  { path: '/edit-coupon/:id', title: 'Edit coupon', group, parent: '/offerlist/coupons', permissions: ['PERM_UPDATE_OFFER'], load: () => import('./EditCouponScreen.tsx') },
]);
