/**
 * What each event kind does (contract/device.ts DEVICE_EVENT_STRUCTS), one handler per kind.
 * A stored kind runs inside its event's transaction (after its id is stored); a kind that is
 * not stored (the heartbeat) only moves the machine's device state and is idempotent anyway.
 */
import type { DeviceEventKind, DeviceEventOf } from '../../../contract/device.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { NotificationRow } from '../../live/notify.ts';
import { ApiError } from '../../http/errors.ts';
import type { DeviceDeps } from '../events.ts';
import type { Device } from '../identity.ts';
import { paymentHandler } from './payment.ts';
import { vendHandler } from './vend.ts';

export interface Applied {
  /** Stored on the event and answered to the device (an order's id, the notifications raised). */
  result?: Record<string, unknown>;
  /** Published once the event's transaction commits. */
  notifications?: NotificationRow[];
  /** The machine's slots changed: its planogram screen reloads. */
  stockChanged?: boolean;
}

export type EventHandler<K extends DeviceEventKind> =
  | { stored: true; apply(tx: Tx, device: Device, event: DeviceEventOf<K>, deps: DeviceDeps): Promise<Applied> }
  | { stored: false; apply(db: Db, device: Device, event: DeviceEventOf<K>, deps: DeviceDeps): Promise<Applied> };

const notYet = <K extends DeviceEventKind>(kind: K): EventHandler<K> => ({
  stored: true,
  apply: () => Promise.reject(new ApiError(400, `kind: ${kind} events are not taken yet.`)),
});

export const EVENT_HANDLERS: { [K in DeviceEventKind]: EventHandler<K> } = {
  heartbeat: notYet('heartbeat'),
  status: notYet('status'),
  vend: vendHandler,
  payment: paymentHandler,
  motor_fault: notYet('motor_fault'),
  motor_fixed: notYet('motor_fixed'),
  drop_sensor_failed: notYet('drop_sensor_failed'),
  door: notYet('door'),
  levels: notYet('levels'),
  refill_done: notYet('refill_done'),
  expired: notYet('expired'),
};
