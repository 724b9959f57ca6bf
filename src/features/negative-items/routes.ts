/**
 * Campaigns: negative items (routes.tsv area offers, PERM_CUSTOMER_PLATFORM): the list, add and
 * edit, the overview (/negative-item/{id}: details and actions) and the links view
 * (/view-negative-item/{id}: the products and machines it blocks, read-only), and the link screens
 * of its products (/link-item, /edit-link-item) and machines (/link-vm-negative-item,
 * /edit-vm-negative-item) on the link kit.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Campaigns' as const;
const permissions = ['PERM_CUSTOMER_PLATFORM'] as const;
const parent = '/negative-items';
const linkScreen = () => import('./NegativeItemLinksScreen.tsx');

export const negativeItemsRoutes = defineRoutes([
  {
    path: '/negative-items', title: 'Negative items', group, sidebar: 'Negative items', permissions: [...permissions],
    keywords: ['blocked products', 'customer platform block'], load: () => import('./NegativeItemsScreen.tsx'),
  },
  { path: '/negative-item/:id', title: 'Negative item', group, parent, record: 'negative_item', permissions: [...permissions], load: () => import('./NegativeItemScreen.tsx') },
  { path: '/view-negative-item/:id', title: 'Negative item links', group, parent, permissions: [...permissions], load: () => import('./ViewNegativeItemScreen.tsx') },
  {
    path: '/add-negative-item', title: 'Add negative item', group, parent, permissions: [...permissions],
    keywords: ['new negative item', 'block a product'], load: () => import('./AddNegativeItemScreen.tsx'),
  },
  { path: '/edit-negative-item/:id', title: 'Edit negative item', group, parent, permissions: [...permissions], load: () => import('./EditNegativeItemScreen.tsx') },
  { path: '/link-item/:id', title: 'Link products to negative item', group, parent, permissions: [...permissions], load: linkScreen },
  { path: '/edit-link-item/:id', title: 'Edit negative item products', group, parent, permissions: [...permissions], load: linkScreen },
  { path: '/link-vm-negative-item/:id', title: 'Link machines to negative item', group, parent, permissions: [...permissions], load: linkScreen },
  { path: '/edit-vm-negative-item/:id', title: 'Edit negative item machines', group, parent, permissions: [...permissions], load: linkScreen },
]);
