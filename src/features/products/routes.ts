import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Product Catalog' as const;

/** The product catalogue (routes.tsv): the list (Alt+P lands on /products), a product, adding and editing one. */
export const productRoutes = defineRoutes([
  {
    path: '/products',
    title: 'Products',
    permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
    group,
    sidebar: 'Products',
    keywords: ['catalogue', 'catalog', 'sku', 'items', 'mrp', 'import products', 'csv'],
    load: () => import('./ProductsScreen.tsx'),
  },
  {
    path: '/product/:id',
    title: 'Product',
    permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
    group,
    parent: '/products',
    record: 'product',
    load: () => import('./ProductScreen.tsx'),
  },
  {
    path: '/add-product',
    title: 'Add product',
    permissions: ['PERM_ADD_PRODUCT_CATALOG'],
    group,
    parent: '/products',
    keywords: ['new product', 'create product', 'catalogue', 'sku'],
    load: () => import('./AddProductScreen.tsx'),
  },
  { path: '/edit-product/:id', title: 'Edit product', permissions: ['PERM_UPDATE_PRODUCT_CATALOG'], group, parent: '/products', load: () => import('./EditProductScreen.tsx') },
]);
