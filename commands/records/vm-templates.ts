/** The vm template screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteVmTemplate, updateVmTemplate } from '../../contract/actions/vm-templates.ts';
import { recordAction } from '../record.ts';

/** What the vm template screen lets its commands do. */
export interface VmTemplateScreen {
  edit(): void;
  remove(): void;
}

export const VM_TEMPLATE_ACTIONS = [
  recordAction<VmTemplateScreen>({
    id: 'edit.vm_template',
    title: 'Edit vm template',
    keywords: ['change', 'update'],
    action: updateVmTemplate,
    run: (screen) => screen.edit(),
  }),
  recordAction<VmTemplateScreen>({
    id: 'delete.vm_template',
    title: 'Delete vm template',
    keywords: ['remove'],
    action: deleteVmTemplate,
    run: (screen) => screen.remove(),
  }),
];
