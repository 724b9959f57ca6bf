/** Product Catalog: a product's feedback (routes.tsv: /product-feedback/{id}, the id a product's). */
import { defineRoutes } from '../../platform/routes/types.ts';

export const productFeedbackRoutes = defineRoutes([
  {
    path: '/product-feedback/:id',
    title: 'Product feedback',
    group: 'Product Catalog',
    parent: '/products',
    permissions: ['PERM_VIEW_PRODUCT_CATALOG'],
    load: () => import('./ProductFeedbackScreen.tsx'),
  },
]);
