/** Entity: zones (routes.tsv: /zones, /zone/{id}, /add-zone, /edit-zone/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const zonesRoutes = defineRoutes([
  {
    path: '/zones',
    title: 'Zones',
    group,
    sidebar: 'Zones',
    permissions: ['PERM_VIEW_ZONE'],
    keywords: ['areas', 'regions', 'boundaries', 'map'],
    load: () => import('./ZonesScreen.tsx'),
  },
  { path: '/zone/:id', title: 'Zone', group, parent: '/zones', record: 'zone', permissions: ['PERM_VIEW_ZONE'], load: () => import('./ZoneScreen.tsx') },
  {
    path: '/add-zone',
    title: 'Add zone',
    group,
    parent: '/zones',
    permissions: ['PERM_ADD_ZONE'],
    keywords: ['new zone', 'create zone'],
    load: () => import('./AddZoneScreen.tsx'),
  },
  { path: '/edit-zone/:id', title: 'Edit zone', group, parent: '/zones', permissions: ['PERM_UPDATE_ZONE'], load: () => import('./EditZoneScreen.tsx') },
]);
