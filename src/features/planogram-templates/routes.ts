/**
 * Vending Machine: planogram templates (routes.tsv: /planogram-templates,
 * /view-planogram-template/{id}, /add-planogram-template, /edit-planogram-template/{id},
 * /planogram-template-clone/{id}).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Vending Machine' as const;

export const planogramTemplatesRoutes = defineRoutes([
  {
    path: '/planogram-templates',
    title: 'Planogram templates',
    group,
    sidebar: 'Planogram templates',
    permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
    keywords: ['planograms', 'slot layout', 'coils', 'par levels'],
    load: () => import('./PlanogramTemplatesScreen.tsx'),
  },
  {
    path: '/view-planogram-template/:id',
    title: 'Planogram template',
    group,
    parent: '/planogram-templates',
    record: 'planogram_template',
    permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
    load: () => import('./PlanogramTemplateScreen.tsx'),
  },
  {
    path: '/add-planogram-template',
    title: 'Add planogram template',
    group,
    parent: '/planogram-templates',
    permissions: ['PERM_ADD_PLANOGRAM_TEMPLATE'],
    keywords: ['new planogram', 'create planogram', 'lay out slots'],
    load: () => import('./AddPlanogramTemplateScreen.tsx'),
  },
  { path: '/edit-planogram-template/:id', title: 'Edit planogram template', group, parent: '/planogram-templates', permissions: ['PERM_UPDATE_PLANOGRAM_TEMPLATE'], load: () => import('./EditPlanogramTemplateScreen.tsx') },
  { path: '/planogram-template-clone/:id', title: 'Clone planogram template', group, parent: '/planogram-templates', permissions: ['PERM_ADD_PLANOGRAM_TEMPLATE'], load: () => import('./ClonePlanogramTemplateScreen.tsx') },
]);
