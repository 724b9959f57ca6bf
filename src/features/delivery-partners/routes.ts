/** Entity: delivery partners (routes.tsv: /delivery-partners, /delivery-partner/{id}, /add-delivery-partner, /edit-delivery-partner/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const deliveryPartnersRoutes = defineRoutes([
  {
    path: '/delivery-partners',
    title: 'Delivery partners',
    group,
    sidebar: 'Delivery partners',
    permissions: ['PERM_VIEW_DELIVERY_PARTNER'],
    keywords: [],
    load: () => import('./DeliveryPartnersScreen.tsx'),
  },
  { path: '/delivery-partner/:id', title: 'Delivery partner', group, parent: '/delivery-partners', record: 'delivery_partner', permissions: ['PERM_VIEW_DELIVERY_PARTNER'], load: () => import('./DeliveryPartnerScreen.tsx') },
  {
    path: '/add-delivery-partner',
    title: 'Add delivery partner',
    group,
    parent: '/delivery-partners',
    permissions: ['PERM_ADD_DELIVERY_PARTNER'],
    keywords: ['new delivery partner', 'create delivery partner'],
    load: () => import('./AddDeliveryPartnerScreen.tsx'),
  },
  { path: '/edit-delivery-partner/:id', title: 'Edit delivery partner', group, parent: '/delivery-partners', permissions: ['PERM_UPDATE_DELIVERY_PARTNER'], load: () => import('./EditDeliveryPartnerScreen.tsx') },
]);
