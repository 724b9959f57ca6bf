import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * The eight linking screens of domain.md §2 (issue 40), each with its add path and its edit path
 * (routes.tsv area partners): the six two-sided links on one screen (LinkScreen, the link kit),
 * and the refill partner's app permissions and notifications.
 */
const linkScreen = () => import('./LinkScreen.tsx');
const permissionsScreen = () => import('./AppPermissionsScreen.tsx');
const notificationsScreen = () => import('./AppNotificationsScreen.tsx');

export const linkRoutes = defineRoutes([
  { path: '/link-refill-partner/:id', title: 'Link Refill Partners', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Warehouse Management', parent: '/warehouses', keywords: ['partners of a warehouse'], load: linkScreen },
  { path: '/edit-link-refill-partner/:id', title: 'Edit Refill Partner Links', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Warehouse Management', parent: '/warehouses', load: linkScreen },
  { path: '/link-warehouse-manager/:id', title: 'Link Warehouse Managers', permissions: ['PERM_UPDATE_WAREHOUSE_MANAGER'], group: 'Warehouse Management', parent: '/warehouses', keywords: ['managers of a warehouse'], load: linkScreen },
  { path: '/edit-link-warehouse-manager/:id', title: 'Edit Warehouse Manager Links', permissions: ['PERM_UPDATE_WAREHOUSE_MANAGER'], group: 'Warehouse Management', parent: '/warehouses', load: linkScreen },
  { path: '/link-warehouse-wm/:id', title: 'Link Warehouses to Manager', permissions: ['PERM_UPDATE_WAREHOUSE_MANAGER'], group: 'User Management', parent: '/users', keywords: ['manager warehouses', 'warehouse access'], load: linkScreen },
  { path: '/edit-link-warehouse-wm/:id', title: 'Edit Manager Warehouse Links', permissions: ['PERM_UPDATE_WAREHOUSE_MANAGER'], group: 'User Management', parent: '/users', load: linkScreen },
  { path: '/link-vm/:id', title: 'Link Vending Machines', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', keywords: ['partner machines'], load: linkScreen },
  { path: '/edit-link-vm/:id', title: 'Edit Vending Machine Links', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', load: linkScreen },
  { path: '/link-warehouse/:id', title: 'Link Warehouses to Partner', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', keywords: ['partner warehouses'], load: linkScreen },
  { path: '/edit-link-warehouse/:id', title: 'Edit Partner Warehouse Links', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', load: linkScreen },
  { path: '/link-vehicle/:id', title: 'Link Vehicles', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', keywords: ['partner vehicles'], load: linkScreen },
  { path: '/edit-link-vehicle/:id', title: 'Edit Vehicle Links', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', load: linkScreen },
  { path: '/link-refiller-permission/:id', title: 'Refill Partner App Permissions', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', keywords: ['app presets', 'restricted essential standard full'], load: permissionsScreen },
  { path: '/edit-link-refiller-permission/:id', title: 'Edit Refill Partner App Permissions', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', load: permissionsScreen },
  { path: '/link-refiller-notifications/:id', title: 'Refill Partner Notifications', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', keywords: ['partner alerts'], load: notificationsScreen },
  { path: '/edit-link-refiller-notifications/:id', title: 'Edit Refill Partner Notifications', permissions: ['PERM_UPDATE_REFILL_PARTNER'], group: 'Refill Plan', parent: '/refills', load: notificationsScreen },
]);
