/**
 * `motor_fault`, `motor_fixed`, `drop_sensor_failed`, `drop_sensor_fixed`: the faults a machine's
 * device reports and their repairs, written as the simulator's are (server/sim/faults.ts): a motor
 * jammed (VM_MOTOR, the default) or failed (MOTOR_FAILED) blocks its coil until motor_fixed
 * unblocks it with VM_MOTOR_FIXED; DROP_SENSOR_FAILED once while open, and its repair a FAULT_FIXED
 * event only (console.md's catalogue has no notification for it). A fault already open is not
 * raised again, and a repair with no fault open changes nothing (never an operator's own block):
 * both are accepted, since the device only says what it sees.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { vmFaults } from '../../db/schema/index.ts';
import type { NotificationRow } from '../../live/notify.ts';
import { closeFault, openFault, openFaultsOf } from '../../sim/faults.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockCoil, lockDeviceMachine } from './machine.ts';

function raised(row: NotificationRow | null, coilChanged: boolean): Applied {
  return {
    result: { notifications: row ? [row.type] : [] },
    notifications: row ? [row] : [],
    stockChanged: coilChanged && row !== null,
  };
}

export const motorFaultHandler: EventHandler<'motor_fault'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'motor_fault'>): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    await lockCoil(tx, machine.id, event.coil);
    const kind = event.motor_status === 'failed' ? 'motor_failed' : 'motor_jammed';
    return raised(await openFault(tx, machine, kind, event.coil, eventTime(event), event.reason), true);
  },
};

export const motorFixedHandler: EventHandler<'motor_fixed'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'motor_fixed'>): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    await lockCoil(tx, machine.id, event.coil);
    const open = await tx.select().from(vmFaults)
      .where(and(eq(vmFaults.vending_machine_id, machine.id), eq(vmFaults.coil, event.coil), isNull(vmFaults.closed_at),
        inArray(vmFaults.kind, ['motor_jammed', 'motor_failed'])))
      .orderBy(vmFaults.id).for('update');
    let row: NotificationRow | null = null;
    for (const fault of open) row = (await closeFault(tx, machine, fault, eventTime(event))) ?? row;
    return raised(row, true);
  },
};

export const dropSensorFailedHandler: EventHandler<'drop_sensor_failed'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'drop_sensor_failed'>): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    if (event.coil) await lockCoil(tx, machine.id, event.coil);
    return raised(await openFault(tx, machine, 'drop_sensor', event.coil ?? null, eventTime(event)), false);
  },
};

export const dropSensorFixedHandler: EventHandler<'drop_sensor_fixed'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'drop_sensor_fixed'>): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    if (event.coil) await lockCoil(tx, machine.id, event.coil);
    // A fault another coil's sensor reported stays open; one without a coil is the machine's one sensor.
    const open = (await openFaultsOf(tx, machine.id))
      .filter((f) => f.kind === 'drop_sensor' && (!event.coil || f.coil === null || f.coil === event.coil));
    for (const fault of open) await closeFault(tx, machine, fault, eventTime(event));
    return raised(null, false);
  },
};
