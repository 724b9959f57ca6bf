/**
 * /api/template-management: board settings templates (/settings-vm list, /setting-vm/{id} view,
 * /add-vm-setting, /edit-vm-setting/{id}, /clone-vm-setting/{id}; domain.md §3 "Board settings
 * template", §9). Scoped to the caller's company; every change carries the version it read and
 * writes an audit row.
 */
import { enums, number, object, optional, refine, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'template-management' as const;

/** domain.md §8 gives the create and update texts exactly; the rest are ours. */
export const BOARD_SETTINGS_TEMPLATE_MESSAGES = {
  created: 'VM board template created successfully',
  updated: 'network board settings template updated successfully',
  deleted: 'Board settings template deleted successfully',
  nameRequired: 'Please enter template name',
  brandRequired: 'Please enter VM brand and model',
  carrierRequired: 'Please enter carrier board',
  boardTypeRequired: 'Please select board type',
  expiryRequired: 'Please select expiry display',
  nonAvailableRequired: 'Please select non-available product display',
  networkOrder: 'List every network once, in the order the board should try them',
} as const;

/** domain.md §9 "Board types" (shared with hardware boards). */
export const BOARD_TYPES = [
  { id: 1, name: 'With display' },
  { id: 2, name: 'Without display' },
] as const;
/** domain.md §9 "Expiry display": how the machine's screen shows a product's expiry. */
export const EXPIRY_DISPLAYS = [
  { id: 1, name: 'Never show' },
  { id: 2, name: 'EXP DD/MM/YY HH:MM XM' },
  { id: 3, name: 'Best before DD/MM/YY HH:MM XM' },
] as const;
/** domain.md §9 "Non-available product display": what the screen does with a product it cannot sell now. */
export const NON_AVAILABLE_DISPLAYS = [
  { id: 1, name: 'Hide' },
  { id: 2, name: 'Show at the end' },
  { id: 3, name: 'Show as is' },
] as const;
/**
 * The networks a board can use. A template lists every one of them once; the order is the
 * setting (the board tries the first, then the next). docs/decisions.md "Board settings templates".
 */
export const NETWORKS = [
  { id: 'ETHERNET', name: 'Ethernet' },
  { id: 'WIFI', name: 'Wi-Fi' },
  { id: 'LTE', name: '4G/LTE' },
  { id: '3G', name: '3G' },
] as const;
export type NetworkId = (typeof NETWORKS)[number]['id'];
export const NETWORK_IDS = NETWORKS.map((n) => n.id) as [NetworkId, ...NetworkId[]];
/** The order a new template starts from. */
export const DEFAULT_NETWORK_PRIORITY: readonly NetworkId[] = NETWORK_IDS;

const ids = <T extends readonly { id: number }[]>(choices: T) => choices.map((c) => c.id) as [T[number]['id'], ...T[number]['id'][]];
export const BOARD_TYPE_IDS = ids(BOARD_TYPES);
export const EXPIRY_DISPLAY_IDS = ids(EXPIRY_DISPLAYS);
export const NON_AVAILABLE_DISPLAY_IDS = ids(NON_AVAILABLE_DISPLAYS);

/** The name of a choice by id ("--" for one the catalogue does not know). */
export function choiceName(choices: readonly { id: number | string; name: string }[], value: number | string): string {
  return choices.find((c) => c.id === value)?.name ?? '--';
}

/** Whether an order names every network exactly once. */
export function isNetworkOrder(value: readonly unknown[]): boolean {
  return value.length === NETWORK_IDS.length && NETWORK_IDS.every((n) => value.filter((v) => v === n).length === 1);
}

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const BOARD_SETTINGS_TEMPLATE_FIELD_RULES = {
  name: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.nameRequired), rules.maxLength(255)],
  vm_brand_model: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.brandRequired), rules.maxLength(255)],
  carrier_board: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.carrierRequired), rules.maxLength(255)],
  board_type: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.boardTypeRequired)],
  expiry_display: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.expiryRequired)],
  non_available_display: [rules.required(BOARD_SETTINGS_TEMPLATE_MESSAGES.nonAvailableRequired)],
} satisfies Record<string, readonly Rule[]>;

export const BoardSettingsTemplateRow = object({
  id: number(),
  name: string(),
  vm_brand_model: string(),
  carrier_board: string(),
  /** BOARD_TYPES: 1 with a display, 2 without. */
  board_type: number(),
  /** EXPIRY_DISPLAYS. */
  expiry_display: number(),
  /** NON_AVAILABLE_DISPLAYS. */
  non_available_display: number(),
  /** NETWORKS ids, first tried first. */
  network_priority: boundedArray(enums(NETWORK_IDS), NETWORK_IDS.length),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const BOARD_SETTINGS_TEMPLATE_SORT_KEYS = ['name', 'vm_brand_model', 'carrier_board', 'board_type', 'expiry_display', 'non_available_display', 'created_at', 'updated_at'] as const;

export const listBoardSettingsTemplates = defineAction({
  area,
  name: 'list.board_settings_templates',
  kind: 'read',
  summary: "The caller's company's board settings templates (/settings-vm, page size 20); search matches name, VM brand and model, carrier board. Filter: board_type (any of).",
  permissions: ['PERM_VIEW_SETTINGS_TEMPLATE'],
  request: object({
    ...listFields(BOARD_SETTINGS_TEMPLATE_SORT_KEYS, 'created_at', 'DESC'),
    board_type: optional(boundedArray(enums(BOARD_TYPE_IDS), BOARD_TYPE_IDS.length)),
  }),
  response: list(BoardSettingsTemplateRow),
});

export const getBoardSettingsTemplate = defineAction({
  area,
  name: 'get.board_settings_template',
  kind: 'read',
  summary: 'One board settings template the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_SETTINGS_TEMPLATE'],
  request: object({ id: id() }),
  response: data(BoardSettingsTemplateRow),
});

const fields = {
  name: checked(string(), ...BOARD_SETTINGS_TEMPLATE_FIELD_RULES.name),
  vm_brand_model: checked(string(), ...BOARD_SETTINGS_TEMPLATE_FIELD_RULES.vm_brand_model),
  carrier_board: checked(string(), ...BOARD_SETTINGS_TEMPLATE_FIELD_RULES.carrier_board),
  board_type: enums(BOARD_TYPE_IDS),
  expiry_display: enums(EXPIRY_DISPLAY_IDS),
  non_available_display: enums(NON_AVAILABLE_DISPLAY_IDS),
  network_priority: refine(
    boundedArray(enums(NETWORK_IDS), NETWORK_IDS.length),
    'rules', // the name server/http/validate.ts passes the message of
    (value) => isNetworkOrder(value) || BOARD_SETTINGS_TEMPLATE_MESSAGES.networkOrder,
  ),
};

export const createBoardSettingsTemplate = defineAction({
  area,
  name: 'create.board_settings_template',
  kind: 'write',
  summary: "Adds a board settings template to the caller's company (also the save of /clone-vm-setting/{id}). network_priority lists every network of NETWORKS once.",
  permissions: ['PERM_ADD_SETTINGS_TEMPLATE'],
  status: 201,
  request: object(fields),
  response: data(BoardSettingsTemplateRow),
});

export const updateBoardSettingsTemplate = defineAction({
  area,
  name: 'update.board_settings_template',
  kind: 'write',
  summary: "Replaces a board settings template's details and network priority order with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_SETTINGS_TEMPLATE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(BoardSettingsTemplateRow),
});

export const deleteBoardSettingsTemplate = defineAction({
  area,
  name: 'delete.board_settings_template',
  kind: 'write',
  summary: 'Removes a board settings template (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_SETTINGS_TEMPLATE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
