/**
 * Campaigns: external sales (console.md §2 "Ext. Sale Management", routes.tsv area offers,
 * PERM_CUSTOMER_PLATFORM): the sale platforms (list, view, add, edit) from which
 * /platform-linked-vms/{id} and /restricted-products/{id} are reached, and /third-party-sales.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Campaigns' as const;
const permissions = ['PERM_CUSTOMER_PLATFORM'] as const;
const parent = '/platforms';
const linkScreen = () => import('./PlatformLinksScreen.tsx');

export const platformsRoutes = defineRoutes([
  {
    path: '/platforms', title: 'Sale platforms', group, sidebar: 'Sale platforms', permissions: [...permissions],
    keywords: ['customer platform', 'retail-tech partners'], load: () => import('./PlatformsScreen.tsx'),
  },
  { path: '/platform/:id', title: 'Sale platform', group, parent, record: 'platform', permissions: [...permissions], load: () => import('./PlatformScreen.tsx') },
  { path: '/add-platform', title: 'Add sale platform', group, parent, permissions: [...permissions], keywords: ['new platform'], load: () => import('./AddPlatformScreen.tsx') },
  { path: '/edit-platform/:id', title: 'Edit sale platform', group, parent, permissions: [...permissions], load: () => import('./EditPlatformScreen.tsx') },
  { path: '/platform-linked-vms/:id', title: 'Platform linked VMs', group, parent, permissions: [...permissions], load: linkScreen },
  { path: '/restricted-products/:id', title: 'VM restricted products', group, parent, permissions: [...permissions], load: linkScreen },
  {
    path: '/third-party-sales', title: 'Third-party sales', group, sidebar: 'Third-party sales', permissions: [...permissions],
    keywords: ['external orders', 'platform orders'], load: () => import('./ThirdPartySalesScreen.tsx'),
  },
]);
