/** The signed-in user's own profile. */
import { defineRoutes } from '../../platform/routes/types.ts';

export const accountRoutes = defineRoutes([
  {
    path: '/profile',
    title: 'My profile',
    permissions: [],
    group: 'Account',
    keywords: ['account', 'me', 'permissions', 'sign out'],
    load: () => import('./ProfileScreen.tsx'),
  },
]);
