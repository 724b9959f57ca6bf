/** User Management: refill partners (routes.tsv: /refill-partners, /refill-partner/{id}, /add-refill-partner, /edit-refill-partner/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'User Management' as const;

export const refillPartnersRoutes = defineRoutes([
  {
    path: '/refill-partners',
    title: 'Refill partners',
    group,
    sidebar: 'Refill partners',
    permissions: ['PERM_VIEW_REFILL_PARTNER'],
    keywords: [],
    load: () => import('./RefillPartnersScreen.tsx'),
  },
  { path: '/refill-partner/:id', title: 'Refill partner', group, parent: '/refill-partners', record: 'refill_partner', permissions: ['PERM_VIEW_REFILL_PARTNER'], load: () => import('./RefillPartnerScreen.tsx') },
  {
    path: '/add-refill-partner',
    title: 'Add refill partner',
    group,
    parent: '/refill-partners',
    permissions: ['PERM_ADD_REFILL_PARTNER'],
    keywords: ['new refill partner', 'create refill partner'],
    load: () => import('./AddRefillPartnerScreen.tsx'),
  },
  { path: '/edit-refill-partner/:id', title: 'Edit refill partner', group, parent: '/refill-partners', permissions: ['PERM_UPDATE_REFILL_PARTNER'], load: () => import('./EditRefillPartnerScreen.tsx') },
]);
