import { defineRoutes } from '../../platform/routes/types.ts';

/** The product catalogue, reading side (routes.tsv: PERM_VIEW_PRODUCT_CATALOG). Alt+P lands on /products. */
export const productRoutes = defineRoutes([
  {
    path: '/products',
    title: 'Products',
    permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
    group: 'Product Catalog',
    sidebar: 'Products',
    keywords: ['catalogue', 'catalog', 'sku', 'items', 'mrp'],
    load: () => import('./ProductsScreen.tsx'),
  },
  {
    path: '/product/:id',
    title: 'Product',
    permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
    group: 'Product Catalog',
    parent: '/products',
    load: () => import('./ProductScreen.tsx'),
  },
]);
