/**
 * Warehouse Management → supplier returns, the warehouse → supplier orders. routes.tsv gives
 * /supplier-return-overview/{id} (no permission: it lists products with prices, so it needs
 * what get.supplier_return needs). Writing and editing one have no path in the spec: we chose
 * /add-supplier-return (?warehouseId=&supplierId=) and /edit-supplier-return/{id} (docs/decisions.md).
 * Their list is /warehouse-orders filtered to Supplier Return.
 */
import { getSupplierReturn } from '../../../contract/actions/supplier-returns.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/warehouse-orders';

export const supplierReturnsRoutes = defineRoutes([
  {
    path: '/supplier-return-overview/:id',
    title: 'Supplier return',
    group,
    parent,
    permissions: getSupplierReturn.permissions,
    load: () => import('./SupplierReturnScreen.tsx'),
  },
  {
    path: '/add-supplier-return',
    title: 'Add supplier return',
    group,
    parent,
    permissions: ['PERM_ADD_PURCHASE_ORDER'],
    keywords: ['return to supplier', 'send back', 'damaged', 'expired', 'recall'],
    load: () => import('./AddSupplierReturnScreen.tsx'),
  },
  { path: '/edit-supplier-return/:id', title: 'Edit supplier return', group, parent, permissions: ['PERM_UPDATE_PURCHASE_ORDER'], load: () => import('./EditSupplierReturnScreen.tsx') },
]);
