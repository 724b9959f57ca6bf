/**
 * What each event kind does (contract/device.ts DEVICE_EVENT_STRUCTS), one handler per kind.
 * A stored kind runs inside its event's transaction (after its id is stored); a kind that is
 * not stored (the heartbeat) only moves the machine's device state and is idempotent anyway.
 */
import type { DeviceEventKind, DeviceEventOf } from '../../../contract/device.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { NotificationRow } from '../../live/notify.ts';
import type { DeviceDeps } from '../events.ts';
import type { Device } from '../identity.ts';
import { doorHandler } from './door.ts';
import { expiredHandler } from './expired.ts';
import { dropSensorFailedHandler, dropSensorFixedHandler, motorFaultHandler, motorFixedHandler } from './faults.ts';
import { levelsHandler } from './levels.ts';
import { refillDoneHandler } from './refill-done.ts';
import { heartbeat } from './heartbeat.ts';
import { statusHandler } from './status.ts';
import { paymentHandler } from './payment.ts';
import { vendHandler } from './vend.ts';

export interface Applied {
  /** Stored on the event and answered to the device (an order's id, the notifications raised). */
  result?: Record<string, unknown>;
  /** Published once the event's transaction commits. */
  notifications?: NotificationRow[];
  /** The machine's slots changed: its planogram screen reloads. */
  stockChanged?: boolean;
  /** Anything else to announce once the event's transaction commits (the vm-status feed). */
  afterCommit?: () => void;
}

export type EventHandler<K extends DeviceEventKind> =
  | { stored: true; apply(tx: Tx, device: Device, event: DeviceEventOf<K>, deps: DeviceDeps): Promise<Applied> }
  | { stored: false; apply(db: Db, device: Device, event: DeviceEventOf<K>, deps: DeviceDeps): Promise<Applied> };

export const EVENT_HANDLERS: { [K in DeviceEventKind]: EventHandler<K> } = {
  heartbeat,
  status: statusHandler,
  vend: vendHandler,
  payment: paymentHandler,
  motor_fault: motorFaultHandler,
  motor_fixed: motorFixedHandler,
  drop_sensor_failed: dropSensorFailedHandler,
  drop_sensor_fixed: dropSensorFixedHandler,
  door: doorHandler,
  levels: levelsHandler,
  refill_done: refillDoneHandler,
  expired: expiredHandler,
};
