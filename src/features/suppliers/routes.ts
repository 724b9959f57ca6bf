/** Warehouse Management: suppliers (routes.tsv: /suppliers, /supplier/{id}, /add-supplier, /edit-supplier/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;

export const suppliersRoutes = defineRoutes([
  {
    path: '/suppliers',
    title: 'Suppliers',
    group,
    sidebar: 'Suppliers',
    permissions: ['PERM_VIEW_SUPPLIER'],
    keywords: ['vendors', 'procurement', 'product terms'],
    load: () => import('./SuppliersScreen.tsx'),
  },
  { path: '/supplier/:id', title: 'Supplier', group, parent: '/suppliers', record: 'supplier', permissions: ['PERM_VIEW_SUPPLIER'], load: () => import('./SupplierScreen.tsx') },
  {
    path: '/add-supplier',
    title: 'Add supplier',
    group,
    parent: '/suppliers',
    permissions: ['PERM_ADD_SUPPLIER'],
    keywords: ['new supplier', 'create supplier'],
    load: () => import('./AddSupplierScreen.tsx'),
  },
  { path: '/edit-supplier/:id', title: 'Edit supplier', group, parent: '/suppliers', permissions: ['PERM_UPDATE_SUPPLIER'], load: () => import('./EditSupplierScreen.tsx') },
]);
