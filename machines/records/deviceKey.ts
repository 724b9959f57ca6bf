/**
 * A hardware board's device key (issue 53, docs/decisions.md "Device keys"): a board is
 * onboarded without a key; issuing makes it Active; issuing again rotates (a new key, still
 * Active, the old one dead at once); revoking leaves it Revoked until a key is issued again.
 * The status is not a column: it is read from the board's keys (a live one, or any at all).
 *
 *   Onboarded ──issue──▶ Active ──revoke──▶ Revoked
 *                         ▲  │ issue (rotate)   │
 *                         └──┴──────issue───────┘
 */
import { DEVICE_KEY_STATUS } from '../../contract/actions/hardware-boards.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const deviceKeyLifecycle = defineLifecycle({
  id: 'deviceKey',
  statuses: DEVICE_KEY_STATUS,
  initial: 'onboarded',
  transitions: {
    onboarded: { 'key.issue': 'active' },
    active: { 'key.issue': 'active', 'key.revoke': 'revoked' },
    revoked: { 'key.issue': 'active' },
  },
  pastTense: { 'key.issue': 'issued', 'key.revoke': 'revoked' },
});
export type DeviceKeyEventType = (typeof deviceKeyLifecycle.events)[number];

/**
 * What the boards screen and the palette may offer for a board: a key only for a board in a
 * machine (the key is bound through the board to that machine), a revoke only for a live key.
 */
export function deviceKeyGates(board: { device_key_status: string; vending_machine: unknown }) {
  const status = board.device_key_status;
  return {
    canIssue: board.vending_machine !== null && deviceKeyLifecycle.can(status, 'key.issue') && status !== DEVICE_KEY_STATUS.active,
    canRotate: board.vending_machine !== null && deviceKeyLifecycle.can(status, 'key.issue') && status === DEVICE_KEY_STATUS.active,
    canRevoke: deviceKeyLifecycle.can(status, 'key.revoke'),
  };
}
