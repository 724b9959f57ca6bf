/**
 * Warehouse Management → the overviews of the warehouse orders issue 39 adds (routes.tsv area
 * warehouse-orders): request orders, the discarded bin, store returns and direct sale orders. Writing a request
 * and "Discard stock" have no path in the spec: we chose /add-request-order (?warehouseId=) and
 *  /discard-stock (?warehouseId=), and the store-return view (routes.tsv "?") /store-return-order/{id} (docs/decisions.md "Warehouse order overviews").
 */
import { createRequestOrder, getRequestOrder } from '../../../contract/actions/request-orders.ts';
import { discardStock, getBinOrder } from '../../../contract/actions/bin-orders.ts';
import { getSaleOrder } from '../../../contract/actions/sale-orders.ts';
import { getStoreReturn } from '../../../contract/actions/store-returns.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/warehouse-orders';

export const warehouseOrderViewRoutes = defineRoutes([
  { path: '/request-order/:id', title: 'Request Order', group, parent, permissions: getRequestOrder.permissions, load: () => import('./RequestOrderScreen.tsx') },
  {
    path: '/add-request-order',
    title: 'Add request order',
    group,
    parent,
    permissions: createRequestOrder.permissions,
    keywords: ['request stock', 'ask warehouse', 'stock request'],
    load: () => import('./AddRequestOrderScreen.tsx'),
  },
  { path: '/discarded-bin-overview/:id', title: 'Discarded Bin', group, parent, permissions: getBinOrder.permissions, load: () => import('./BinOrderScreen.tsx') },
  {
    path: '/discard-stock',
    title: 'Discard stock',
    group,
    parent,
    permissions: discardStock.permissions,
    keywords: ['expired', 'damaged', 'write off', 'bin'],
    load: () => import('./DiscardStockScreen.tsx'),
  },
  { path: '/store-return-order/:id', title: 'Store Return', group, parent, permissions: getStoreReturn.permissions, load: () => import('./StoreReturnScreen.tsx') },
  { path: '/sale-order/:id', title: 'Sale Order', group, parent, permissions: getSaleOrder.permissions, load: () => import('./SaleOrderScreen.tsx') },
]);
