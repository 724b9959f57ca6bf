/**
 * Entity → stores: writing a store return from a store (console.md §2
 * "/franchise/{franchiseId}/store/{storeId}/create-store-return"); its view is
 * /store-return-order/{id} (features/warehouse-order-views).
 */
import { createStoreReturn } from '../../../contract/actions/store-returns.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

export const storeReturnRoutes = defineRoutes([
  {
    path: '/franchise/:franchiseId/store/:storeId/create-store-return',
    title: 'Create store return',
    group: 'Entity',
    parent: '/stores',
    permissions: createStoreReturn.permissions,
    load: () => import('./CreateStoreReturnScreen.tsx'),
  },
]);
