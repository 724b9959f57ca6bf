/**
 * /api/template-management: VM templates (domain.md §2 "Templates", §3 "VM template"): the
 * shape of a machine (rows × columns, how its coils are labelled, its containers), the
 * timeouts its screen runs with, and who it is for (domain.md §9 "Scope": Company, Zone or
 * Retailer). Planogram templates are laid out on a VM template's shape. Scoped to the caller's
 * company; every change carries the version it read and writes an audit row.
 */
import { array, enums, integer, max, min, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, dbId, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'template-management' as const;

/** domain.md §8 "Success messages"; the others are ours (the spec shows none). */
export const VM_TEMPLATE_MESSAGES = {
  created: 'Template created successfully',
  updated: 'Template updated successfully',
  deleted: 'Template deleted successfully',
  zoneRequired: 'Please select a zone',
  retailerRequired: 'Please select a retailer',
  unknownZone: 'Please select a zone of your company',
  unknownRetailer: 'Please select a retailer of your company',
  inUse: (planograms: number) =>
    `This template is used by ${planograms} planogram template${planograms === 1 ? '' : 's'}: delete them or move them to another VM template first.`,
  shapeTooSmall: (rows: number, columns: number) =>
    `A planogram template of this VM template has slots outside ${rows} × ${columns}: clear them first.`,
} as const;

/**
 * Rows and columns go to 9 so a coil's label stays two characters, as the machines' trays print
 * them (11..68 on a 6 × 8 machine; docs/decisions.md "VM templates").
 */
export const MAX_TEMPLATE_ROWS = 9;
export const MAX_TEMPLATE_COLUMNS = 9;
/** Timeouts are in seconds, at most an hour. */
export const MAX_TIMEOUT_SECONDS = 3600;
export const MAX_CONTAINERS = 99;

/** How a machine's coils are labelled: by row and column digits (11, 12 …) or a row letter and column digit (A1, A2 …). */
export const LABEL_TYPES = ['NUMERIC', 'ALPHANUMERIC'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const LABEL_TYPE_NAMES: Record<LabelType, string> = { NUMERIC: 'Numeric (11, 12 …)', ALPHANUMERIC: 'Letter and number (A1, A2 …)' };

/** The coil label a tray prints for a slot (rows and columns from 1). */
export function coilLabel(labelType: LabelType, row: number, column: number): string {
  return labelType === 'ALPHANUMERIC' ? `${String.fromCharCode(64 + row)}${column}` : `${row}${column}`;
}

/** domain.md §9 "Scope": who a template is for. */
export const TEMPLATE_SCOPES = ['COMPANY', 'ZONE', 'RETAILER'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const TEMPLATE_SCOPE_NAMES: Record<TemplateScope, string> = { COMPANY: 'Company', ZONE: 'Zone', RETAILER: 'Retailer' };

/** The timeouts (seconds) in the order the spec lists them, with the form's defaults. */
export const VM_TEMPLATE_TIMEOUTS = [
  { key: 'screen_inactivity_timeout', label: 'Screen inactivity timeout (s)', default: 60 },
  { key: 'cart_reset_timeout', label: 'Cart reset timeout (s)', default: 30 },
  { key: 'payment_timeout', label: 'Payment timeout (s)', default: 120 },
  { key: 'post_dispense_timeout', label: 'Post dispense timeout (s)', default: 5 },
  { key: 'unlock_time', label: 'Unlock time (s)', default: 10 },
  { key: 'dispense_later_timeout', label: 'Dispense later timeout (s)', default: 300 },
  { key: 'dispense_cancellation_timeout', label: 'Dispense cancellation timeout (s)', default: 30 },
] as const;
export type TimeoutKey = (typeof VM_TEMPLATE_TIMEOUTS)[number]['key'];

const seconds = [rules.required(), rules.numeric(), rules.max(MAX_TIMEOUT_SECONDS, `Enter at most ${MAX_TIMEOUT_SECONDS} seconds`)];

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const VM_TEMPLATE_FIELD_RULES = {
  name: [rules.required('Please enter template name'), rules.maxLength(255)],
  rows: [rules.required('Please enter rows'), rules.numeric(), rules.min(1, 'Rows must be at least 1'), rules.max(MAX_TEMPLATE_ROWS, `Rows must be at most ${MAX_TEMPLATE_ROWS}`)],
  columns: [rules.required('Please enter columns'), rules.numeric(), rules.min(1, 'Columns must be at least 1'), rules.max(MAX_TEMPLATE_COLUMNS, `Columns must be at most ${MAX_TEMPLATE_COLUMNS}`)],
  containers: [rules.required('Please enter number of containers'), rules.numeric(), rules.max(MAX_CONTAINERS, `Enter at most ${MAX_CONTAINERS} containers`)],
  screen_inactivity_timeout: seconds,
  cart_reset_timeout: seconds,
  payment_timeout: seconds,
  post_dispense_timeout: seconds,
  unlock_time: seconds,
  dispense_later_timeout: seconds,
  dispense_cancellation_timeout: seconds,
} satisfies Record<string, readonly Rule[]>;

export const VmTemplateRow = object({
  id: number(),
  name: string(),
  rows: number(),
  columns: number(),
  label_type: enums(LABEL_TYPES),
  screen_inactivity_timeout: number(),
  cart_reset_timeout: number(),
  payment_timeout: number(),
  post_dispense_timeout: number(),
  unlock_time: number(),
  dispense_later_timeout: number(),
  dispense_cancellation_timeout: number(),
  containers: number(),
  entity_type: enums(TEMPLATE_SCOPES),
  /** The zone or retailer; null for the company. */
  entity_id: nullable(number()),
  /** The company's, zone's or retailer's name. */
  entity_name: string(),
  /** Planogram templates laid out on it. */
  planogram_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

/** A planogram template made for the VM template, with how many of its slots hold a product. */
export const LinkedPlanogram = object({ id: number(), name: string(), slots_filled: number(), updated_at: string() });
export const VmTemplate = object({ ...VmTemplateRow.schema, planograms: array(LinkedPlanogram) });

export const VM_TEMPLATE_SORT_KEYS = ['name', 'rows', 'columns', 'containers', 'entity_type', 'created_at', 'updated_at'] as const;

export const listVmTemplates = defineAction({
  area,
  name: 'list.vm_templates',
  kind: 'read',
  summary: "The caller's company's VM templates (/templates-vm, 20 a page) with their planogram counts; search matches the name; filter: entity_type (any of).",
  permissions: ['PERM_VIEW_VM_TEMPLATE'],
  request: object({
    ...listFields(VM_TEMPLATE_SORT_KEYS, 'created_at', 'DESC'),
    entity_type: optional(boundedArray(enums(TEMPLATE_SCOPES), TEMPLATE_SCOPES.length)),
  }),
  response: list(VmTemplateRow),
});

export const getVmTemplate = defineAction({
  area,
  name: 'get.vm_template',
  kind: 'read',
  summary: 'One VM template the caller may see, with its linked planogram templates (404 otherwise).',
  permissions: ['PERM_VIEW_VM_TEMPLATE'],
  request: object({ id: id() }),
  response: data(VmTemplate),
});

const Ref = object({ id: number(), name: string() });

export const getVmTemplateOptions = defineAction({
  area,
  name: 'get.vm_template_options',
  kind: 'read',
  summary: "What a VM template may be for: the caller's company (its name) and its zones and retailers, by name.",
  permissions: ['PERM_ADD_VM_TEMPLATE', 'PERM_UPDATE_VM_TEMPLATE'],
  request: object({}),
  response: data(object({ company: string(), zones: array(Ref), retailers: array(Ref) })),
});

const count = (fieldRules: readonly Rule[], top: number) => checked(max(min(integer(), 0), top), ...fieldRules);

const fields = {
  name: checked(string(), ...VM_TEMPLATE_FIELD_RULES.name),
  rows: count(VM_TEMPLATE_FIELD_RULES.rows, MAX_TEMPLATE_ROWS),
  columns: count(VM_TEMPLATE_FIELD_RULES.columns, MAX_TEMPLATE_COLUMNS),
  label_type: enums(LABEL_TYPES),
  screen_inactivity_timeout: count(VM_TEMPLATE_FIELD_RULES.screen_inactivity_timeout, MAX_TIMEOUT_SECONDS),
  cart_reset_timeout: count(VM_TEMPLATE_FIELD_RULES.cart_reset_timeout, MAX_TIMEOUT_SECONDS),
  payment_timeout: count(VM_TEMPLATE_FIELD_RULES.payment_timeout, MAX_TIMEOUT_SECONDS),
  post_dispense_timeout: count(VM_TEMPLATE_FIELD_RULES.post_dispense_timeout, MAX_TIMEOUT_SECONDS),
  unlock_time: count(VM_TEMPLATE_FIELD_RULES.unlock_time, MAX_TIMEOUT_SECONDS),
  dispense_later_timeout: count(VM_TEMPLATE_FIELD_RULES.dispense_later_timeout, MAX_TIMEOUT_SECONDS),
  dispense_cancellation_timeout: count(VM_TEMPLATE_FIELD_RULES.dispense_cancellation_timeout, MAX_TIMEOUT_SECONDS),
  containers: count(VM_TEMPLATE_FIELD_RULES.containers, MAX_CONTAINERS),
  entity_type: enums(TEMPLATE_SCOPES),
  /** The zone or retailer the template is for; null (ignored) for the company. */
  entity_id: nullable(dbId()),
};

export const createVmTemplate = defineAction({
  area,
  name: 'create.vm_template',
  kind: 'write',
  summary: "Adds a VM template to the caller's company (also what /clone-vm-template saves: a new record from the copied fields).",
  permissions: ['PERM_ADD_VM_TEMPLATE'],
  status: 201,
  request: object(fields),
  response: data(VmTemplate),
});

export const updateVmTemplate = defineAction({
  area,
  name: 'update.vm_template',
  kind: 'write',
  summary:
    "Replaces a VM template's details with the version read (stale → 409). Its shape may not shrink below a slot its planogram templates use (409).",
  permissions: ['PERM_UPDATE_VM_TEMPLATE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(VmTemplate),
});

export const deleteVmTemplate = defineAction({
  area,
  name: 'delete.vm_template',
  kind: 'write',
  summary: 'Removes a VM template (kept for history, no longer listed); refused (409) while planogram templates use it.',
  permissions: ['PERM_DELETE_VM_TEMPLATE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
