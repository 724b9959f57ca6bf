/**
 * `status` (active / maintenance / offline): the machine's status as its device reports it
 * (server/sim/status.ts writes it). offline → Failed (3) and maintenance → Inactive (2), each with
 * VM_STATUS (vm_is_active false: console.md's "active versus under maintenance"); active brings
 * back what a device's status or its silence took out, with VM_STATUS (vm_is_active true).
 * A status an operator set is never overridden: a report that finds the machine in a status no
 * device event put it in writes only a STATUS_CHANGE event saying the operator's status is kept.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEVICE_HAPPENING_DETAILS as DD } from '../../../contract/device-happenings.ts';
import type { DeviceEventOf } from '../../../contract/device.ts';
import { MACHINE_HAPPENING_DETAILS as D } from '../../../contract/machine-happenings.ts';
import type { Tx } from '../../db/client.ts';
import { vmFaults } from '../../db/schema/index.ts';
import type { NotificationRow } from '../../live/notify.ts';
import { publishMachineStatus } from '../../live/vm-status.ts';
import { recordMachineEvents } from '../../records/machine-events.ts';
import type { MachineRow } from '../../sim/common.ts';
import {
  bringBack, OUT_OF_SERVICE, OUT_OF_SERVICE_KINDS, takeOutOfService, type StatusChanged,
} from '../../sim/status.ts';
import type { DeviceDeps } from '../events.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockDeviceMachine } from './machine.ts';

/** Why the machine is out of service now: its open offline / silent / maintenance faults, locked. */
export function openOutages(tx: Tx, machineId: number) {
  return tx.select().from(vmFaults)
    .where(and(eq(vmFaults.vending_machine_id, machineId), isNull(vmFaults.closed_at), inArray(vmFaults.kind, OUT_OF_SERVICE_KINDS)))
    .orderBy(vmFaults.id).for('update');
}

function applied(deps: DeviceDeps, changes: StatusChanged[], status: number): Applied {
  const rows = changes.map((c) => c.row).filter((r): r is NotificationRow => r !== null);
  return {
    result: { status, notifications: rows.map((r) => r.type) },
    notifications: rows,
    // The notifications are published by the gateway; the vm-status feed hears of each status changed.
    afterCommit: () => changes.forEach((c) => c.row && c.machine && publishMachineStatus(deps, c.machine)),
  };
}

async function reportStatus(tx: Tx, machine: MachineRow, reported: DeviceEventOf<'status'>['status'], at: Date): Promise<{ changes: StatusChanged[]; status: number }> {
  const outages = await openOutages(tx, machine.id);
  if (reported === 'active') {
    const changes: StatusChanged[] = [];
    for (const fault of outages) changes.push(await bringBack(tx, fault, at));
    if (!outages.length && machine.status !== 1) await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: DD.statusKept(reported, machine.status) }], at);
    return { changes, status: changes.at(-1)?.machine?.status ?? machine.status };
  }
  if (outages.some((f) => f.kind === reported)) return { changes: [], status: machine.status };
  const byDevice = outages.some((f) => OUT_OF_SERVICE[f.kind as keyof typeof OUT_OF_SERVICE] === machine.status);
  if (machine.status !== 1 && !byDevice) {
    await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: DD.statusKept(reported, machine.status) }], at);
    return { changes: [], status: machine.status };
  }
  // Out already for another reason (silent, say, and now the device says offline): the reason changes.
  if (outages.length) await tx.update(vmFaults).set({ closed_at: at }).where(inArray(vmFaults.id, outages.map((f) => f.id)));
  if (machine.status === OUT_OF_SERVICE[reported]) {
    await tx.insert(vmFaults).values({ vending_machine_id: machine.id, company_id: machine.company_id, kind: reported, opened_at: at });
    return { changes: [], status: machine.status };
  }
  const detail = reported === 'maintenance' ? DD.maintenance(machine.status) : machine.status === 1 ? D.offline : DD.offline(machine.status);
  const changed = await takeOutOfService(tx, machine, reported, at, detail);
  return { changes: [changed], status: changed.machine!.status };
}

export const statusHandler: EventHandler<'status'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'status'>, deps: DeviceDeps): Promise<Applied> {
    const machine = await lockDeviceMachine(tx, device);
    const { changes, status } = await reportStatus(tx, machine, event.status, eventTime(event));
    return applied(deps, changes, status);
  },
};
