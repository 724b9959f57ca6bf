/**
 * /api/vending-machine-management: hardware boards (routes.tsv "?hardware boards", our path
 * /hardware-boards). A board is onboarded (raising HARDWARE_BOARD_ONBOARD), listed, and linked to
 * at most one machine; a machine has at most one board. Scoped to the caller's company (boards
 * are the company's stock of parts; a linked board is also reached through its machine's franchise).
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, dbId, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { BOARD_TYPE_IDS } from './board-settings-templates.ts';

const area = 'vending-machine-management' as const;

export const HARDWARE_BOARD_MESSAGES = {
  onboarded: 'Hardware board onboarded successfully',
  linked: 'Hardware board linked successfully',
  unlinked: 'Hardware board unlinked successfully',
  serialRequired: 'Please enter board serial number',
  firmwareRequired: 'Please enter firmware version',
  boardTypeRequired: 'Please select board type',
  machineRequired: 'Kindly select Vending Machine',
  /** 409s: the board's serial, the machine's name and the other party are filled in by `hardwareBoardConflict`. */
  serialTaken: 'Board {serial} is already onboarded.',
  boardLinked: 'Board {serial} is already linked to {machine}; unlink it first.',
  machineHasBoard: '{machine} already has board {other}; unlink that board first.',
  notLinked: 'Board {serial} is not linked to a machine.',
} as const;

/** A message of HARDWARE_BOARD_MESSAGES with its {placeholders} filled in. */
export function hardwareBoardMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The link filter of the list. */
export const BOARD_LINK_STATES = [
  { id: 'linked', name: 'Linked to a machine' },
  { id: 'unlinked', name: 'Not linked' },
] as const;
const LINK_IDS = BOARD_LINK_STATES.map((s) => s.id) as ['linked', 'unlinked'];

export const HARDWARE_BOARD_FIELD_RULES = {
  serial: [rules.required(HARDWARE_BOARD_MESSAGES.serialRequired), rules.maxLength(64)],
  firmware: [rules.required(HARDWARE_BOARD_MESSAGES.firmwareRequired), rules.maxLength(64)],
  board_type: [rules.required(HARDWARE_BOARD_MESSAGES.boardTypeRequired)],
  vending_machine_id: [rules.required(HARDWARE_BOARD_MESSAGES.machineRequired)],
} satisfies Record<string, readonly Rule[]>;

/**
 * Where a board's device key stands (machines/records/deviceKey.ts): Onboarded (never had one),
 * Active (a live key), Revoked (its last key revoked, none live).
 */
export const DEVICE_KEY_STATUS = { onboarded: 'onboarded', active: 'active', revoked: 'revoked' } as const;
export const DEVICE_KEY_STATUSES = [
  { id: DEVICE_KEY_STATUS.onboarded, name: 'No device key' },
  { id: DEVICE_KEY_STATUS.active, name: 'Active' },
  { id: DEVICE_KEY_STATUS.revoked, name: 'Revoked' },
] as const;
export type DeviceKeyStatus = (typeof DEVICE_KEY_STATUSES)[number]['id'];

/** The board's live device key as lists show it: never the key, only its first characters. */
export const DeviceKeySummary = object({
  /** The 8 characters after `vdk_`, shown as `vdk_AbCd1234…`. */
  prefix: string(),
  issued_at: string(),
  /** When the key last reached /device (kept to the minute), null before its first request. */
  last_used_at: nullable(string()),
});

export const HardwareBoardRow = object({
  id: number(),
  /** The board's serial number, its name on the machine (vending_machines.hardware_board_name). */
  serial: string(),
  /** BOARD_TYPES: 1 with a display, 2 without. */
  board_type: number(),
  firmware: string(),
  onboarded_at: string(),
  vending_machine: nullable(object({ id: number(), name: string(), code: string() })),
  device_key: nullable(DeviceKeySummary),
  device_key_status: enums(DEVICE_KEY_STATUSES.map((s) => s.id)),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const HARDWARE_BOARD_SORT_KEYS = ['serial', 'board_type', 'firmware', 'onboarded_at', 'updated_at'] as const;

export const listHardwareBoards = defineAction({
  area,
  name: 'list.hardware_boards',
  kind: 'read',
  summary: "The company's hardware boards; search matches serial, firmware and the linked machine's name and code. Filters: link (linked, unlinked), board_type (any of).",
  permissions: ['PERM_VIEW_HARDWARE_BOARD'],
  request: object({
    ...listFields(HARDWARE_BOARD_SORT_KEYS, 'onboarded_at', 'DESC'),
    link: optional(boundedArray(enums(LINK_IDS), LINK_IDS.length)),
    board_type: optional(boundedArray(enums(BOARD_TYPE_IDS), BOARD_TYPE_IDS.length)),
  }),
  response: list(HardwareBoardRow),
});

export const onboardHardwareBoard = defineAction({
  area,
  name: 'onboard.hardware_board',
  kind: 'write',
  summary:
    'Onboards a board (serial unique in the company, else 409), optionally linked at once to a machine without a board, ' +
    'and raises one HARDWARE_BOARD_ONBOARD notification (for the machine\'s franchise when linked).',
  permissions: ['PERM_ADD_HARDWARE_BOARD'],
  status: 201,
  request: object({
    serial: checked(string(), ...HARDWARE_BOARD_FIELD_RULES.serial),
    board_type: enums(BOARD_TYPE_IDS),
    firmware: checked(string(), ...HARDWARE_BOARD_FIELD_RULES.firmware),
    vending_machine_id: optional(nullable(dbId())),
  }),
  response: data(HardwareBoardRow),
});

export const linkHardwareBoard = defineAction({
  area,
  name: 'link.hardware_board',
  kind: 'write',
  summary: "Links a board to a machine of the caller's scope (409 when the board is linked already or the machine has another board); the machine's hardware_board_name becomes the board's serial.",
  permissions: ['PERM_UPDATE_HARDWARE_BOARD'],
  request: object({ id: id(), version: version(), vending_machine_id: dbId() }),
  response: data(HardwareBoardRow),
});

export const unlinkHardwareBoard = defineAction({
  area,
  name: 'unlink.hardware_board',
  kind: 'write',
  summary: "Takes a board off its machine (409 when it is not linked); the machine's hardware_board_name is emptied.",
  permissions: ['PERM_UPDATE_HARDWARE_BOARD'],
  request: object({ id: id(), version: version() }),
  response: data(HardwareBoardRow),
});
