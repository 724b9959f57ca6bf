/** Vending Machine: vm templates (routes.tsv: /vm-templates, /vm-template/{id}, /add-vm-template, /edit-vm-template/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Vending Machine' as const;

export const vmTemplatesRoutes = defineRoutes([
  {
    path: '/vm-templates',
    title: 'Vm templates',
    group,
    sidebar: 'Vm templates',
    permissions: ['PERM_VIEW_VM_TEMPLATE'],
    keywords: [],
    load: () => import('./VmTemplatesScreen.tsx'),
  },
  { path: '/vm-template/:id', title: 'Vm template', group, parent: '/vm-templates', record: 'vm_template', permissions: ['PERM_VIEW_VM_TEMPLATE'], load: () => import('./VmTemplateScreen.tsx') },
  {
    path: '/add-vm-template',
    title: 'Add vm template',
    group,
    parent: '/vm-templates',
    permissions: ['PERM_ADD_VM_TEMPLATE'],
    keywords: ['new vm template', 'create vm template'],
    load: () => import('./AddVmTemplateScreen.tsx'),
  },
  { path: '/edit-vm-template/:id', title: 'Edit vm template', group, parent: '/vm-templates', permissions: ['PERM_UPDATE_VM_TEMPLATE'], load: () => import('./EditVmTemplateScreen.tsx') },
]);
