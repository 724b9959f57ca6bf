/** Campaigns: discounts (routes.tsv: /offerlist/discounts, /add-discount, /edit-discount/{id}, /clone-discount/{id}, /restart-discount/{id}, /discount-view/{id}, /suboffer-view/{id}, /offer-history-view/{id}, /sub-offer-history-view/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Campaigns' as const;
const parent = '/offerlist/discounts';

export const offersRoutes = defineRoutes([
  {
    path: '/offerlist/discounts',
    title: 'Discounts',
    group,
    sidebar: 'Discounts',
    permissions: ['PERM_VIEW_OFFER'],
    keywords: ['offers', 'promotions', 'campaigns', 'buy x get y', 'combo'],
    load: () => import('./DiscountsScreen.tsx'),
  },
  {
    path: '/add-discount',
    title: 'Add discount',
    group,
    parent,
    permissions: ['PERM_ADD_OFFER'],
    keywords: ['new offer', 'create promotion', 'new campaign'],
    load: () => import('./AddDiscountScreen.tsx'),
  },
  { path: '/edit-discount/:id', title: 'Edit discount', group, parent, permissions: ['PERM_UPDATE_OFFER'], load: () => import('./EditDiscountScreen.tsx') },
  { path: '/clone-discount/:id', title: 'Clone discount', group, parent, permissions: ['PERM_ADD_OFFER'], load: () => import('./CloneDiscountScreen.tsx') },
  { path: '/restart-discount/:id', title: 'Restart discount', group, parent, permissions: ['PERM_UPDATE_OFFER'], load: () => import('./RestartDiscountScreen.tsx') },
  { path: '/discount-view/:id', title: 'Discount', group, parent, record: 'offer', permissions: ['PERM_VIEW_OFFER'], load: () => import('./DiscountScreen.tsx') },
  { path: '/suboffer-view/:id', title: 'Sub-offer', group, parent, permissions: ['PERM_VIEW_OFFER'], load: () => import('./SubOfferScreen.tsx') },
  { path: '/offer-history-view/:id', title: 'Offer history', group, parent, permissions: ['PERM_VIEW_OFFER'], load: () => import('./OfferHistoryScreen.tsx') },
  { path: '/sub-offer-history-view/:id', title: 'Sub-offer history', group, parent, permissions: ['PERM_VIEW_OFFER'], load: () => import('./SubOfferHistoryScreen.tsx') },
]);
