/**
 * A hardware board's device-key commands, offered while its board is open on /hardware-boards:
 * issue (a board in a machine without a live key), rotate (issue again: the old key stops at
 * once) and revoke. Permissions come from the contract actions; availability from the
 * board's device-key lifecycle (machines/records/deviceKey.ts `deviceKeyGates`).
 */
import { issueDeviceKey, revokeDeviceKey } from '../../contract/actions/device-keys.ts';
import { deviceKeyLifecycle } from '../../machines/records/deviceKey.ts';
import { recordAction } from '../record.ts';

/** What the open board lets its commands do; the gates are `deviceKeyGates(board)`. */
export interface BoardKeyScreen {
  canIssue: boolean;
  canRotate: boolean;
  canRevoke: boolean;
  issue(): void;
  revoke(): void;
}

export const DEVICE_KEY_ACTIONS = [
  recordAction<BoardKeyScreen>({
    id: 'issue.device_key',
    title: 'Issue device key',
    keywords: ['device key', 'api key', 'connect machine', 'hardware board'],
    action: issueDeviceKey,
    step: { lifecycle: deviceKeyLifecycle, event: 'key.issue' },
    when: (screen) => screen.canIssue,
    run: (screen) => screen.issue(),
  }),
  recordAction<BoardKeyScreen>({
    id: 'rotate.device_key',
    title: 'Rotate device key',
    keywords: ['new device key', 'replace key', 'reissue'],
    action: issueDeviceKey,
    step: { lifecycle: deviceKeyLifecycle, event: 'key.issue' },
    when: (screen) => screen.canRotate,
    run: (screen) => screen.issue(),
  }),
  recordAction<BoardKeyScreen>({
    id: 'revoke.device_key',
    title: 'Revoke device key',
    keywords: ['disable device', 'block board'],
    action: revokeDeviceKey,
    step: { lifecycle: deviceKeyLifecycle, event: 'key.revoke' },
    when: (screen) => screen.canRevoke,
    run: (screen) => screen.revoke(),
  }),
];
