/**
 * /api/template-management: planogram templates (planogram-templates list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { integer, max, min, number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'template-management' as const;

export const PLANOGRAM_TEMPLATE_MESSAGES = {
  created: 'Planogram template created successfully',
  updated: 'Planogram template updated successfully',
  deleted: 'Planogram template deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const PLANOGRAM_TEMPLATE_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(255)],
  vm_template_id: [rules.required(), rules.numeric()],
} satisfies Record<string, readonly Rule[]>;

export const PlanogramTemplateRow = object({
  id: number(),
  name: string(),
  vm_template_id: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PLANOGRAM_TEMPLATE_SORT_KEYS = ['name', 'vm_template_id', 'created_at', 'updated_at'] as const;

export const listPlanogramTemplates = defineAction({
  area,
  name: 'list.planogram_templates',
  kind: 'read',
  summary: "The caller's company's planogram templates; search matches name.",
  permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
  request: object({ ...listFields(PLANOGRAM_TEMPLATE_SORT_KEYS, 'created_at', 'DESC') }),
  response: list(PlanogramTemplateRow),
});

export const getPlanogramTemplate = defineAction({
  area,
  name: 'get.planogram_template',
  kind: 'read',
  summary: 'One planogram template the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
  request: object({ id: id() }),
  response: data(PlanogramTemplateRow),
});

const fields = {
  name: checked(string(), ...PLANOGRAM_TEMPLATE_FIELD_RULES.name),
  vm_template_id: checked(max(min(integer(), 0), 2_147_483_647), ...PLANOGRAM_TEMPLATE_FIELD_RULES.vm_template_id),
};

export const createPlanogramTemplate = defineAction({
  area,
  name: 'create.planogram_template',
  kind: 'write',
  summary: 'Adds a planogram template to the caller\'s company.',
  permissions: ['PERM_ADD_PLANOGRAM_TEMPLATE'],
  status: 201,
  request: object(fields),
  response: data(PlanogramTemplateRow),
});

export const updatePlanogramTemplate = defineAction({
  area,
  name: 'update.planogram_template',
  kind: 'write',
  summary: "Replaces a planogram template's details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_PLANOGRAM_TEMPLATE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(PlanogramTemplateRow),
});

export const deletePlanogramTemplate = defineAction({
  area,
  name: 'delete.planogram_template',
  kind: 'write',
  summary: 'Removes a planogram template (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_PLANOGRAM_TEMPLATE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
