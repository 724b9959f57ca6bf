/**
 * Vending Machine: hardware boards (routes.tsv "?hardware boards", PERM_VIEW_HARDWARE_BOARD; the
 * spec names no path, ours is /hardware-boards — docs/decisions.md "Hardware boards"). Onboarding
 * is a dialog of the list, so the palette's "Onboard board" opens /hardware-boards?onboard=1.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

export const hardwareBoardsRoutes = defineRoutes([
  {
    path: '/hardware-boards',
    title: 'Hardware Boards',
    group: 'Vending Machine',
    sidebar: 'Hardware Boards',
    permissions: ['PERM_VIEW_HARDWARE_BOARD'],
    keywords: ['controller boards', 'firmware', 'link board', 'unlink board'],
    creates: [{
      id: 'onboard.hardware_board',
      title: 'Onboard board',
      permissions: ['PERM_ADD_HARDWARE_BOARD'],
      keywords: ['new hardware board', 'add hardware board'],
      query: 'onboard=1',
    }],
    load: () => import('./HardwareBoardsScreen.tsx'),
  },
]);
