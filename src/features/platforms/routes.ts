/**
 * Ext. Sale Management (console.md §2: "third-party sales, platform-linked VM list, VM restricted
 * product list"; routes.tsv area offers, PERM_CUSTOMER_PLATFORM). The two lists are kept per
 * platform (/platform-linked-vms/{id}, /restricted-products/{id}); their sidebar entries open the
 * platforms to choose one from. The sale platforms themselves (list, view, add, edit) sit last.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Ext. Sale Management' as const;
const permissions = ['PERM_CUSTOMER_PLATFORM'] as const;
const parent = '/platforms';
const linkScreen = () => import('./PlatformLinksScreen.tsx');
const chooseScreen = () => import('./PlatformsScreen.tsx');

export const platformsRoutes = defineRoutes([
  {
    path: '/third-party-sales', title: 'Third-party sales', group, sidebar: 'Third-party sales', permissions: [...permissions],
    keywords: ['external orders', 'platform orders'], load: () => import('./ThirdPartySalesScreen.tsx'),
  },
  {
    path: '/platform-linked-vms', title: 'Platform linked VM list', group, sidebar: 'Platform linked VM list', permissions: [...permissions],
    keywords: ['machines of a platform'], load: chooseScreen,
  },
  { path: '/platform-linked-vms/:id', title: 'Platform linked VMs', group, parent: '/platform-linked-vms', permissions: [...permissions], load: linkScreen },
  {
    path: '/restricted-products', title: 'VM restricted product list', group, sidebar: 'VM restricted product list', permissions: [...permissions],
    keywords: ['products a platform may not sell'], load: chooseScreen,
  },
  { path: '/restricted-products/:id', title: 'VM restricted products', group, parent: '/restricted-products', permissions: [...permissions], load: linkScreen },
  {
    path: '/platforms', title: 'Sale platforms', group, sidebar: 'Sale platforms', permissions: [...permissions],
    keywords: ['customer platform', 'retail-tech partners'], load: chooseScreen,
  },
  { path: '/platform/:id', title: 'Sale platform', group, parent, record: 'platform', permissions: [...permissions], load: () => import('./PlatformScreen.tsx') },
  { path: '/add-platform', title: 'Add sale platform', group, parent, permissions: [...permissions], keywords: ['new platform'], load: () => import('./AddPlatformScreen.tsx') },
  { path: '/edit-platform/:id', title: 'Edit sale platform', group, parent, permissions: [...permissions], load: () => import('./EditPlatformScreen.tsx') },
]);
