/** Entity: delivery persons (routes.tsv: /delivery-persons, /delivery-person/{id}, /add-delivery-person, /edit-delivery-person/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const deliveryPersonsRoutes = defineRoutes([
  {
    path: '/delivery-persons',
    title: 'Delivery persons',
    group,
    sidebar: 'Delivery persons',
    permissions: ['PERM_VIEW_DELIVERY_PERSON'],
    keywords: [],
    load: () => import('./DeliveryPersonsScreen.tsx'),
  },
  { path: '/delivery-person/:id', title: 'Delivery person', group, parent: '/delivery-persons', record: 'delivery_person', permissions: ['PERM_VIEW_DELIVERY_PERSON'], load: () => import('./DeliveryPersonScreen.tsx') },
  {
    path: '/add-delivery-person',
    title: 'Add delivery person',
    group,
    parent: '/delivery-persons',
    permissions: ['PERM_ADD_DELIVERY_PERSON'],
    keywords: ['new delivery person', 'create delivery person'],
    load: () => import('./AddDeliveryPersonScreen.tsx'),
  },
  { path: '/edit-delivery-person/:id', title: 'Edit delivery person', group, parent: '/delivery-persons', permissions: ['PERM_UPDATE_DELIVERY_PERSON'], load: () => import('./EditDeliveryPersonScreen.tsx') },
]);
