/** Advertisements: advertisements (routes.tsv: /advertisements, /advertisement/{id}, /add-advertisement, /edit-advertisement/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Advertisements' as const;

export const advertisementsRoutes = defineRoutes([
  {
    path: '/advertisements',
    title: 'Advertisements',
    group,
    sidebar: 'Advertisements',
    permissions: ['PERM_VIEW_ADVERTISEMENT'],
    keywords: ['ads', 'videos', 'campaigns'],
    load: () => import('./AdvertisementsScreen.tsx'),
  },
  { path: '/advertisement/:id', title: 'Advertisement', group, parent: '/advertisements', record: 'advertisement', permissions: ['PERM_VIEW_ADVERTISEMENT'], load: () => import('./AdvertisementScreen.tsx') },
  {
    path: '/add-advertisement',
    title: 'Add advertisement',
    group,
    parent: '/advertisements',
    permissions: ['PERM_ADD_ADVERTISEMENT'],
    keywords: ['new advertisement', 'create advertisement'],
    load: () => import('./AddAdvertisementScreen.tsx'),
  },
  { path: '/edit-advertisement/:id', title: 'Edit advertisement', group, parent: '/advertisements', permissions: ['PERM_UPDATE_ADVERTISEMENT'], load: () => import('./EditAdvertisementScreen.tsx') },
]);
