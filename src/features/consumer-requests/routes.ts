/**
 * Transactions: consumers' requested products (console.md §2 lists "requested products" without
 * a path; ours are /requested-products and /requested-product/{id}, docs/decisions.md). The
 * catalogue's own product requests stay at /products-requested.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

export const consumerRequestRoutes = defineRoutes([
  {
    path: '/requested-products',
    title: "Consumers' requested products",
    group: 'Transactions',
    sidebar: 'Requested products',
    permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
    keywords: ['consumer requests', 'asked for', 'stock wishes', 'consumer app'],
    load: () => import('./ConsumerRequestsScreen.tsx'),
  },
  {
    path: '/requested-product/:id',
    title: "Consumers' requested product",
    group: 'Transactions',
    parent: '/requested-products',
    record: 'consumer_product_request',
    permissions: ['PERM_VIEW_PRODUCT_REQUEST'],
    load: () => import('./ConsumerRequestScreen.tsx'),
  },
]);
