/**
 * Warehouse Management → Procurement: purchase orders (routes.tsv: /purchase-orders,
 * /purchase-order/{id}, /add-purchase-order, /edit-purchase-order/{id},
 * /same-purchase-order/{id}, /purchase-order/manage/{id}).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/purchase-orders';

export const purchaseOrdersRoutes = defineRoutes([
  {
    path: '/purchase-orders',
    title: 'Purchase orders',
    group,
    sidebar: 'Purchase Orders',
    permissions: ['PERM_VIEW_PURCHASE_ORDER'],
    keywords: ['procurement', 'po', 'buy', 'invoice'],
    load: () => import('./PurchaseOrdersScreen.tsx'),
  },
  { path: '/purchase-order/:id', title: 'Purchase order', group, parent, record: 'purchase_order', permissions: ['PERM_VIEW_PURCHASE_ORDER'], load: () => import('./PurchaseOrderScreen.tsx') },
  {
    path: '/add-purchase-order',
    title: 'Add purchase order',
    group,
    parent,
    permissions: ['PERM_ADD_PURCHASE_ORDER'],
    keywords: ['new purchase order', 'create po', 'buy from supplier'],
    load: () => import('./AddPurchaseOrderScreen.tsx'),
  },
  { path: '/edit-purchase-order/:id', title: 'Edit purchase order', group, parent, permissions: ['PERM_UPDATE_PURCHASE_ORDER'], load: () => import('./EditPurchaseOrderScreen.tsx') },
  { path: '/same-purchase-order/:id', title: 'Same purchase order', group, parent, permissions: ['PERM_ADD_PURCHASE_ORDER'], load: () => import('./SamePurchaseOrderScreen.tsx') },
  { path: '/purchase-order/manage/:id', title: 'Manage purchase order', group, parent, permissions: ['PERM_UPDATE_PURCHASE_ORDER'], load: () => import('./ManagePurchaseOrderScreen.tsx') },
]);
