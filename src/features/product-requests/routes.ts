/** Product Catalog: product requests (routes.tsv: /products-requested, /request-product/{id}, /add-request-product, /edit-request-product/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Product Catalog' as const;

export const productRequestsRoutes = defineRoutes([
  {
    path: '/products-requested',
    title: 'Requested products',
    group,
    sidebar: 'Requested products',
    permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
    keywords: ['product requests', 'requested products', 'catalogue requests', 'wishlist'],
    load: () => import('./ProductRequestsScreen.tsx'),
  },
  { path: '/request-product/:id', title: 'Product request', group, parent: '/products-requested', record: 'product_request', permissions: ['PERM_VIEW_PRODUCT_REQUEST'], load: () => import('./ProductRequestScreen.tsx') },
  {
    path: '/add-request-product',
    title: 'Add product request',
    group,
    parent: '/products-requested',
    permissions: ['PERM_ADD_PRODUCT_REQUEST'],
    keywords: ['request a product', 'new product request', 'ask for a product', 'catalogue lacks'],
    load: () => import('./AddProductRequestScreen.tsx'),
  },
  { path: '/edit-request-product/:id', title: 'Edit product request', group, parent: '/products-requested', permissions: ['PERM_UPDATE_PRODUCT_REQUEST'], load: () => import('./EditProductRequestScreen.tsx') },
]);
