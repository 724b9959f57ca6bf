/**
 * /api/template-management: vm templates (vm-templates list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { integer, max, min, number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'template-management' as const;

export const VM_TEMPLATE_MESSAGES = {
  created: 'Vm template created successfully',
  updated: 'Vm template updated successfully',
  deleted: 'Vm template deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const VM_TEMPLATE_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  rows: [rules.required(), rules.numeric()],
  columns: [rules.required(), rules.numeric()],
  label_type: [rules.maxLength(255)],
  screen_inactivity_timeout: [rules.numeric()],
  cart_reset_timeout: [rules.numeric()],
  payment_timeout: [rules.numeric()],
  post_dispense_timeout: [rules.numeric()],
  unlock_time: [rules.numeric()],
  dispense_later_timeout: [rules.numeric()],
  dispense_cancellation_timeout: [rules.numeric()],
  containers: [rules.numeric()],
} satisfies Record<string, readonly Rule[]>;

export const VmTemplateRow = object({
  id: number(),
  name: string(),
  rows: number(),
  columns: number(),
  label_type: string(),
  screen_inactivity_timeout: number(),
  cart_reset_timeout: number(),
  payment_timeout: number(),
  post_dispense_timeout: number(),
  unlock_time: number(),
  dispense_later_timeout: number(),
  dispense_cancellation_timeout: number(),
  containers: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const VM_TEMPLATE_SORT_KEYS = ['name', 'rows', 'columns', 'label_type', 'screen_inactivity_timeout', 'cart_reset_timeout', 'payment_timeout', 'post_dispense_timeout', 'unlock_time', 'dispense_later_timeout', 'dispense_cancellation_timeout', 'containers', 'created_at', 'updated_at'] as const;

export const listVmTemplates = defineAction({
  area,
  name: 'list.vm_templates',
  kind: 'read',
  summary: "The caller's company's vm templates; search matches name, label type.",
  permissions: ['PERM_VIEW_VM_TEMPLATE'],
  request: object({ ...listFields(VM_TEMPLATE_SORT_KEYS, 'created_at', 'DESC') }),
  response: list(VmTemplateRow),
});

export const getVmTemplate = defineAction({
  area,
  name: 'get.vm_template',
  kind: 'read',
  summary: 'One vm template the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_VM_TEMPLATE'],
  request: object({ id: id() }),
  response: data(VmTemplateRow),
});

const fields = {
  name: checked(string(), ...VM_TEMPLATE_FIELD_RULES.name),
  rows: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.rows),
  columns: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.columns),
  label_type: checked(string(), ...VM_TEMPLATE_FIELD_RULES.label_type),
  screen_inactivity_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.screen_inactivity_timeout),
  cart_reset_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.cart_reset_timeout),
  payment_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.payment_timeout),
  post_dispense_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.post_dispense_timeout),
  unlock_time: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.unlock_time),
  dispense_later_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.dispense_later_timeout),
  dispense_cancellation_timeout: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.dispense_cancellation_timeout),
  containers: checked(max(min(integer(), 0), 2_147_483_647), ...VM_TEMPLATE_FIELD_RULES.containers),
};

export const createVmTemplate = defineAction({
  area,
  name: 'create.vm_template',
  kind: 'write',
  summary: 'Adds a vm template to the caller\'s company.',
  permissions: ['PERM_ADD_VM_TEMPLATE'],
  status: 201,
  request: object(fields),
  response: data(VmTemplateRow),
});

export const updateVmTemplate = defineAction({
  area,
  name: 'update.vm_template',
  kind: 'write',
  summary: "Replaces a vm template's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_VM_TEMPLATE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(VmTemplateRow),
});

export const deleteVmTemplate = defineAction({
  area,
  name: 'delete.vm_template',
  kind: 'write',
  summary: 'Removes a vm template (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_VM_TEMPLATE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
