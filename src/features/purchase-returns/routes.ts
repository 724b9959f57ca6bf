/**
 * Warehouse Management → Procurement: purchase returns (routes.tsv: /purchase-order-return,
 * /add-purchase-return, /edit-purchase-return/{id}, /purchase-return/{id}). A new return is
 * written against an order: /add-purchase-return?purchaseOrderId={id}.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/purchase-order-return';

export const purchaseReturnsRoutes = defineRoutes([
  {
    path: '/purchase-order-return',
    title: 'Purchase returns',
    group,
    sidebar: 'Purchase Returns',
    permissions: ['PERM_VIEW_PURCHASE_ORDER'],
    keywords: ['procurement', 'return to supplier', 'purchase order return'],
    load: () => import('./PurchaseReturnsScreen.tsx'),
  },
  { path: '/purchase-return/:id', title: 'Purchase return', group, parent, record: 'purchase_return', permissions: ['PERM_VIEW_PURCHASE_ORDER'], load: () => import('./PurchaseReturnScreen.tsx') },
  { path: '/add-purchase-return', title: 'Add purchase return', group, parent, permissions: ['PERM_ADD_PURCHASE_ORDER'], load: () => import('./AddPurchaseReturnScreen.tsx') },
  { path: '/edit-purchase-return/:id', title: 'Edit purchase return', group, parent, permissions: ['PERM_UPDATE_PURCHASE_ORDER'], load: () => import('./EditPurchaseReturnScreen.tsx') },
]);
