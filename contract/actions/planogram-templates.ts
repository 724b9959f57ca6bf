/**
 * /api/template-management: planogram templates (domain.md §2 "Templates"): what each slot of
 * a VM template's shape holds — a product, its capacity (item_layout_max, as the machines'
 * slots name it) and its par level (the level a refill fills it back to). The slots are saved
 * as a set, in one transaction with the template. Scoped to the caller's company; every change
 * carries the version it read and writes an audit row.
 */
import { array, enums, integer, max, min, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, dbId, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { LABEL_TYPES, MAX_TEMPLATE_COLUMNS, MAX_TEMPLATE_ROWS } from './vm-templates.ts';

const area = 'template-management' as const;

/** The most a slot can hold (no coil takes more). */
export const MAX_SLOT_CAPACITY = 99;
export const MAX_PLANOGRAM_SLOTS = MAX_TEMPLATE_ROWS * MAX_TEMPLATE_COLUMNS;

/** domain.md §8 "Success messages" for templates; the rest are ours (the spec shows none). */
export const PLANOGRAM_TEMPLATE_MESSAGES = {
  created: 'Template created successfully',
  updated: 'Template updated successfully',
  deleted: 'Template deleted successfully',
  vmTemplateRequired: 'Please select a VM template',
  unknownVmTemplate: 'Unknown VM template.',
  productRequired: 'Please select a product',
  unknownProduct: 'This product is not in the catalogue.',
  inactiveProduct: 'This product is inactive: choose an active product.',
  capacityMin: 'Capacity must be at least 1',
  capacityMax: `Capacity must be at most ${MAX_SLOT_CAPACITY}`,
  parMin: 'Par level cannot be below 0',
  parAboveCapacity: 'Par level cannot be above the capacity',
  outsideShape: (rows: number, columns: number) => `This slot is outside the VM template's ${rows} × ${columns} grid.`,
  slotTwice: 'This slot is listed twice.',
} as const;

/** The rules of the template's own fields, run by the form and by the server. */
export const PLANOGRAM_TEMPLATE_FIELD_RULES = {
  name: [rules.required('Please enter template name'), rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

/** The rules of a slot's numbers (typed in the grid editor); par ≤ capacity is checked across the two. */
export const SLOT_RULES = {
  item_layout_max: [rules.required(PLANOGRAM_TEMPLATE_MESSAGES.capacityMin), rules.numeric(), rules.min(1, PLANOGRAM_TEMPLATE_MESSAGES.capacityMin), rules.max(MAX_SLOT_CAPACITY, PLANOGRAM_TEMPLATE_MESSAGES.capacityMax)],
  par_level: [rules.required(PLANOGRAM_TEMPLATE_MESSAGES.parMin), rules.numeric(), rules.min(0, PLANOGRAM_TEMPLATE_MESSAGES.parMin)],
} satisfies Record<string, readonly Rule[]>;

/** The problems of one slot's numbers, by field (empty when it is fine): the form and the server say the same. */
export function slotProblems(slot: { item_layout_max: number; par_level: number }): { item_layout_max?: string; par_level?: string } {
  const problems: { item_layout_max?: string; par_level?: string } = {};
  if (!Number.isInteger(slot.item_layout_max) || slot.item_layout_max < 1) problems.item_layout_max = PLANOGRAM_TEMPLATE_MESSAGES.capacityMin;
  else if (slot.item_layout_max > MAX_SLOT_CAPACITY) problems.item_layout_max = PLANOGRAM_TEMPLATE_MESSAGES.capacityMax;
  if (!Number.isInteger(slot.par_level) || slot.par_level < 0) problems.par_level = PLANOGRAM_TEMPLATE_MESSAGES.parMin;
  else if (slot.par_level > slot.item_layout_max) problems.par_level = PLANOGRAM_TEMPLATE_MESSAGES.parAboveCapacity;
  return problems;
}

export const PlanogramTemplateRow = object({
  id: number(),
  name: string(),
  vm_template_id: number(),
  vm_template_name: string(),
  rows: number(),
  columns: number(),
  /** Slots holding a product, of rows × columns. */
  slots_filled: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const PlanogramSlot = object({
  row: number(),
  column: number(),
  /** As the tray prints it (the VM template's label type): 11..68 or A1..F8. */
  coil: string(),
  product_id: number(),
  product_name: string(),
  sku: string(),
  item_layout_max: number(),
  par_level: number(),
});

export const PlanogramTemplate = object({
  ...PlanogramTemplateRow.schema,
  label_type: enums(LABEL_TYPES),
  slots: array(PlanogramSlot),
});

export const PLANOGRAM_TEMPLATE_SORT_KEYS = ['name', 'vm_template', 'slots_filled', 'created_at', 'updated_at'] as const;

export const listPlanogramTemplates = defineAction({
  area,
  name: 'list.planogram_templates',
  kind: 'read',
  summary: "The caller's company's planogram templates (/planogram-templates, 20 a page); search matches the name and the VM template's; filter: vm_template_id (any of).",
  permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
  request: object({
    ...listFields(PLANOGRAM_TEMPLATE_SORT_KEYS, 'created_at', 'DESC'),
    vm_template_id: optional(boundedArray(dbId(), 200)),
  }),
  response: list(PlanogramTemplateRow),
});

export const getPlanogramTemplate = defineAction({
  area,
  name: 'get.planogram_template',
  kind: 'read',
  summary: 'One planogram template the caller may see, with its slots in row and column order (404 otherwise).',
  permissions: ['PERM_VIEW_PLANOGRAM_TEMPLATE'],
  request: object({ id: id() }),
  response: data(PlanogramTemplate),
});

const Ref = object({ id: number(), name: string() });

export const getPlanogramTemplateOptions = defineAction({
  area,
  name: 'get.planogram_template_options',
  kind: 'read',
  summary: "What the grid editor offers: the company's VM templates (with their shapes) and its active products (sku and name).",
  permissions: ['PERM_ADD_PLANOGRAM_TEMPLATE', 'PERM_UPDATE_PLANOGRAM_TEMPLATE'],
  request: object({}),
  response: data(object({
    vm_templates: array(object({ ...Ref.schema, rows: number(), columns: number(), label_type: enums(LABEL_TYPES) })),
    products: array(object({ ...Ref.schema, sku: string() })),
  })),
});

const slotInput = object({
  row: max(min(integer(), 1), MAX_TEMPLATE_ROWS),
  column: max(min(integer(), 1), MAX_TEMPLATE_COLUMNS),
  product_id: dbId(),
  item_layout_max: max(min(integer(), 0), 1_000_000),
  par_level: max(min(integer(), 0), 1_000_000),
});

const fields = {
  name: checked(string(), ...PLANOGRAM_TEMPLATE_FIELD_RULES.name),
  vm_template_id: dbId(),
  /** The whole set: slots left out hold nothing. Each row and column once, inside the VM template's shape. */
  slots: boundedArray(slotInput, MAX_PLANOGRAM_SLOTS),
};

export const createPlanogramTemplate = defineAction({
  area,
  name: 'create.planogram_template',
  kind: 'write',
  summary: "Adds a planogram template for one of the company's VM templates with its slots (also what /planogram-template-clone saves).",
  permissions: ['PERM_ADD_PLANOGRAM_TEMPLATE'],
  status: 201,
  request: object(fields),
  response: data(PlanogramTemplate),
});

export const updatePlanogramTemplate = defineAction({
  area,
  name: 'update.planogram_template',
  kind: 'write',
  summary: "Replaces a planogram template's name, VM template and slots with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_PLANOGRAM_TEMPLATE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(PlanogramTemplate),
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
