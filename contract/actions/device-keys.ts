/**
 * /api/vending-machine-management: a hardware board's device key (docs/device-protocol.md
 * "Identity"). Issuing answers the key itself once (only its SHA-256 is kept); issuing again
 * rotates it (the old key stops at once); revoking leaves the board without a live key. A key
 * reaches one machine: the one its board is linked to, so a board on the shelf gets none.
 * The steps are the board's device-key lifecycle, machines/records/deviceKey.ts.
 */
import { object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, id } from '../structs.ts';
import { DeviceKeySummary, HardwareBoardRow } from './hardware-boards.ts';

const area = 'vending-machine-management' as const;

export const DEVICE_KEY_MESSAGES = {
  issued: 'Device key issued',
  rotated: 'Device key rotated; the old key no longer works',
  revoked: 'Device key revoked',
  /** 409s, with the board's serial filled in (hardwareBoardMessage). */
  notLinked: 'Board {serial} is not linked to a machine; link it to a machine before issuing its device key.',
  noLiveKey: 'Board {serial} has no live device key to revoke.',
  shownOnce: 'Copy this key now: it will not be shown again. Only its first characters are kept.',
} as const;

export const issueDeviceKey = defineAction({
  area,
  name: 'issue.device_key',
  kind: 'write',
  summary:
    "Issues a device key for a board linked to a machine (409 for a board on the shelf) and answers the key itself, once; " +
    'only its SHA-256 is kept. A board with a live key gets a new one and the old one stops at once (rotation).',
  permissions: ['PERM_UPDATE_HARDWARE_BOARD'],
  request: object({ id: id() }),
  response: data(object({
    /** The whole key (`vdk_…`): shown once, never answered again. */
    key: string(),
    device_key: DeviceKeySummary,
    board: HardwareBoardRow,
  })),
});

export const revokeDeviceKey = defineAction({
  area,
  name: 'revoke.device_key',
  kind: 'write',
  summary: "Revokes the board's live device key (409 when it has none): the device is refused from its next request.",
  permissions: ['PERM_UPDATE_HARDWARE_BOARD'],
  request: object({ id: id() }),
  response: data(HardwareBoardRow),
});
