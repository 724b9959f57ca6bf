/** Entity: franchises (routes.tsv: /franchises, /franchise/{id}, /add-franchise, /edit-franchise/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const franchisesRoutes = defineRoutes([
  {
    path: '/franchises',
    title: 'Franchises',
    group,
    sidebar: 'Franchises',
    permissions: ['PERM_VIEW_FRANCHISE'],
    keywords: ['independent', 'dependent', 'franchise locations'],
    load: () => import('./FranchisesScreen.tsx'),
  },
  { path: '/franchise/:id', title: 'Franchise', group, parent: '/franchises', record: 'franchise', permissions: ['PERM_VIEW_FRANCHISE'], load: () => import('./FranchiseScreen.tsx') },
  {
    path: '/add-franchise',
    title: 'Add franchise',
    group,
    parent: '/franchises',
    permissions: ['PERM_ADD_FRANCHISE'],
    keywords: ['new franchise', 'create franchise'],
    load: () => import('./AddFranchiseScreen.tsx'),
  },
  { path: '/edit-franchise/:id', title: 'Edit franchise', group, parent: '/franchises', permissions: ['PERM_UPDATE_FRANCHISE'], load: () => import('./EditFranchiseScreen.tsx') },
]);
