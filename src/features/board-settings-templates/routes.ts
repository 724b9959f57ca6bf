/**
 * Vending Machine: board settings templates (routes.tsv: /settings-vm, /setting-vm/{id},
 * /add-vm-setting, /edit-vm-setting/{id}, /clone-vm-setting/{id}).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Vending Machine' as const;

export const boardSettingsTemplatesRoutes = defineRoutes([
  {
    path: '/settings-vm',
    title: 'Board Settings Templates',
    group,
    sidebar: 'Board Settings Templates',
    permissions: ['PERM_VIEW_SETTINGS_TEMPLATE'],
    keywords: ['vm settings', 'network priority', 'carrier board', 'expiry display'],
    load: () => import('./BoardSettingsTemplatesScreen.tsx'),
  },
  { path: '/setting-vm/:id', title: 'Board Settings Template', group, parent: '/settings-vm', record: 'board_settings_template', permissions: ['PERM_VIEW_SETTINGS_TEMPLATE'], load: () => import('./BoardSettingsTemplateScreen.tsx') },
  {
    path: '/add-vm-setting',
    title: 'Add board settings template',
    group,
    parent: '/settings-vm',
    permissions: ['PERM_ADD_SETTINGS_TEMPLATE'],
    keywords: ['new board settings template', 'create vm setting'],
    load: () => import('./AddBoardSettingsTemplateScreen.tsx'),
  },
  { path: '/edit-vm-setting/:id', title: 'Edit board settings template', group, parent: '/settings-vm', permissions: ['PERM_UPDATE_SETTINGS_TEMPLATE'], load: () => import('./EditBoardSettingsTemplateScreen.tsx') },
  { path: '/clone-vm-setting/:id', title: 'Clone board settings template', group, parent: '/settings-vm', permissions: ['PERM_ADD_SETTINGS_TEMPLATE'], load: () => import('./CloneBoardSettingsTemplateScreen.tsx') },
]);
