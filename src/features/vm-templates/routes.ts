/** Vending Machine: VM templates (routes.tsv: /templates-vm, /templates-vm/{id}, /add-vm-template, /edit-vm-template/{id}, /clone-vm-template/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Vending Machine' as const;

export const vmTemplatesRoutes = defineRoutes([
  {
    path: '/templates-vm',
    title: 'VM templates',
    group,
    sidebar: 'VM templates',
    permissions: ['PERM_VIEW_VM_TEMPLATE'],
    keywords: ['machine templates', 'timeouts', 'rows and columns', 'machine shape'],
    load: () => import('./VmTemplatesScreen.tsx'),
  },
  { path: '/templates-vm/:id', title: 'VM template', group, parent: '/templates-vm', record: 'vm_template', permissions: ['PERM_VIEW_VM_TEMPLATE'], load: () => import('./VmTemplateScreen.tsx') },
  {
    path: '/add-vm-template',
    title: 'Add VM template',
    group,
    parent: '/templates-vm',
    permissions: ['PERM_ADD_VM_TEMPLATE'],
    keywords: ['new vm template', 'create vm template', 'new machine template'],
    load: () => import('./AddVmTemplateScreen.tsx'),
  },
  { path: '/edit-vm-template/:id', title: 'Edit VM template', group, parent: '/templates-vm', permissions: ['PERM_UPDATE_VM_TEMPLATE'], load: () => import('./EditVmTemplateScreen.tsx') },
  { path: '/clone-vm-template/:id', title: 'Clone VM template', group, parent: '/templates-vm', permissions: ['PERM_ADD_VM_TEMPLATE'], load: () => import('./CloneVmTemplateScreen.tsx') },
]);
