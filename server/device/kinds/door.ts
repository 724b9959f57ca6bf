/**
 * `door` (open / closed): a machine event (DOOR_OPEN / DOOR_CLOSE) in the machine's history, and
 * no notification — console.md's notification catalogue has none for a door (docs/decisions.md).
 */
import { DEVICE_HAPPENING_DETAILS as DD } from '../../../contract/device-happenings.ts';
import type { DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { recordMachineEvents } from '../../records/machine-events.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockDeviceMachine } from './machine.ts';

export const doorHandler: EventHandler<'door'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'door'>): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    await recordMachineEvents(tx, machine, [event.open
      ? { type: 'DOOR_OPEN', detail: DD.doorOpened }
      : { type: 'DOOR_CLOSE', detail: DD.doorClosed }], eventTime(event));
    return { result: { notifications: [] } };
  },
};
