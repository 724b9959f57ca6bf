/** The VM template screen's commands: edit, clone and delete, gated by their contract actions' permissions. */
import { createVmTemplate, deleteVmTemplate, updateVmTemplate } from '../../contract/actions/vm-templates.ts';
import { recordAction } from '../record.ts';

/** What the VM template screen lets its commands do. */
export interface VmTemplateScreen {
  /** Delete is offered only while no planogram template uses it (the server refuses it otherwise). */
  canDelete: boolean;
  edit(): void;
  clone(): void;
  remove(): void;
}

export const VM_TEMPLATE_ACTIONS = [
  recordAction<VmTemplateScreen>({
    id: 'edit.vm_template',
    title: 'Edit VM template',
    keywords: ['change', 'update', 'timeouts'],
    action: updateVmTemplate,
    run: (screen) => screen.edit(),
  }),
  recordAction<VmTemplateScreen>({
    id: 'clone.vm_template',
    title: 'Clone VM template',
    keywords: ['copy', 'duplicate'],
    action: createVmTemplate,
    run: (screen) => screen.clone(),
  }),
  recordAction<VmTemplateScreen>({
    id: 'delete.vm_template',
    title: 'Delete VM template',
    keywords: ['remove'],
    action: deleteVmTemplate,
    when: (screen) => screen.canDelete,
    run: (screen) => screen.remove(),
  }),
];
