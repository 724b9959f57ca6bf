/**
 * A machine goes out of service and comes back. Going offline turns an active machine Failed
 * (status 3), so it stops selling, with a VM_STATUS notification (vm_is_active false) and a
 * STATUS_CHANGE event; coming back turns it Active again (vm_is_active true). An operator who
 * changed the status meanwhile wins: the machine comes back with the status they chose and no
 * notification. Both push VM_STATUS on the vm-status feed, so /vm and the palette see it at once.
 *
 * Why a machine is out is an open vm_faults row, so only what took it out brings it back:
 * - `offline`: the machine said so (the simulator, or a device's `status` event);
 * - `silent`: its device stopped speaking (server/device/silence.ts), back when it speaks again;
 * - `maintenance`: its device is in maintenance mode, Inactive (status 2) until it says active.
 * The writes (`takeOutOfService`, `bringBack`) take the transaction, the machine or fault and the
 * time; the simulator picks at random, a device's event and the silence sweep say which.
 */
import { eq, sql } from 'drizzle-orm';
import { DEVICE_HAPPENING_DETAILS as DD } from '../../contract/device-happenings.ts';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { Tx } from '../db/client.ts';
import { vendingMachines, vmFaults } from '../db/schema/index.ts';
import { publishMachineStatus } from '../live/vm-status.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, lockMachineInService, lockOpenFault, pickMachine, publishAll, type MachineRow, type SimDeps, type SimHappening } from './common.ts';
import { pickOpenFault } from './faults.ts';

export interface SimulatedStatus extends SimHappening {
  kind: 'offline' | 'online';
  status: number;
}

/** Why a machine is out of service (vm_faults.kind), and the status it is out in. */
export const OUT_OF_SERVICE = { offline: 3, silent: 3, maintenance: 2 } as const;
export type OutOfServiceKind = keyof typeof OUT_OF_SERVICE;
export const OUT_OF_SERVICE_KINDS = Object.keys(OUT_OF_SERVICE) as OutOfServiceKind[];

type FaultRow = typeof vmFaults.$inferSelect;

export interface StatusChanged {
  /** The machine as written (null: it was deleted meanwhile). */
  machine: MachineRow | null;
  /** The VM_STATUS raised; null when the status an operator set was kept. */
  row: NotificationRow | null;
}

async function setStatus(tx: Tx, machine: MachineRow, status: number, at: Date) {
  const [updated] = await tx.update(vendingMachines)
    .set({ status, version: sql`${vendingMachines.version} + 1`, updated_at: at })
    .where(eq(vendingMachines.id, machine.id)).returning();
  return updated!;
}

function statusNotification(tx: Tx, machine: MachineRow, active: boolean, at: Date) {
  const { base, payload } = aboutMachine(machine);
  return recordNotification(tx, {
    ...base, type: 'VM_STATUS', at,
    payload: { ...payload, warehouse_id: machine.warehouse_id, store_id: machine.store_id, vm_is_active: active },
  });
}

/** The locked machine goes out of service for `kind`: its open fault, its status, the event and VM_STATUS (vm_is_active false). */
export async function takeOutOfService(tx: Tx, machine: MachineRow, kind: OutOfServiceKind, at: Date, detail: string): Promise<StatusChanged> {
  await tx.insert(vmFaults).values({ vending_machine_id: machine.id, company_id: machine.company_id, kind, opened_at: at });
  const updated = await setStatus(tx, machine, OUT_OF_SERVICE[kind], at);
  await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail }], at);
  return { machine: updated, row: await statusNotification(tx, machine, false, at) };
}

/**
 * The open fault (locked) that took the machine out closes; the machine is Active again with
 * VM_STATUS (vm_is_active true), unless its status is no longer the one the fault put it in.
 */
export async function bringBack(tx: Tx, fault: FaultRow, at: Date): Promise<StatusChanged> {
  await tx.update(vmFaults).set({ closed_at: at }).where(eq(vmFaults.id, fault.id));
  const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, fault.vending_machine_id)).for('update');
  if (!machine || machine.deleted_at) return { machine: null, row: null };
  if (machine.status !== OUT_OF_SERVICE[fault.kind as OutOfServiceKind]) {
    await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: D.onlineKeptStatus }], at);
    return { machine, row: null };
  }
  const updated = await setStatus(tx, machine, 1, at);
  await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: fault.kind === 'maintenance' ? DD.maintenanceOver : D.online }], at);
  return { machine: updated, row: await statusNotification(tx, machine, true, at) };
}

/** After the commit: the bell and the vm-status feed hear of a status that changed. */
export function publishStatusChange(deps: SimDeps, changed: StatusChanged) {
  if (!changed.row || !changed.machine) return;
  publishMachineStatus(deps, changed.machine);
  publishAll(deps, [changed.row]);
}

/** An active machine in service goes offline (a random one unless `machineId` is given). */
export async function simulateOffline(deps: SimDeps, random: Random, options: { machineId?: number } = {}): Promise<SimulatedStatus | null> {
  const targetId = options.machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const machine = await lockMachineInService(tx, targetId, now);
    return machine ? takeOutOfService(tx, machine, 'offline', now, D.offline) : null;
  });
  if (!done) return null;
  publishStatusChange(deps, done);
  return { kind: 'offline', machineId: done.machine!.id, status: 3, notifications: ['VM_STATUS'] };
}

/** A machine that went offline comes back (a random one unless `faultId`, its open 'offline' fault, is given). */
export async function simulateOnline(deps: SimDeps, random: Random, options: { faultId?: number } = {}): Promise<SimulatedStatus | null> {
  const faultId = options.faultId ?? (await pickOpenFault(deps, random, ['offline']));
  if (faultId === null) return null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const fault = await lockOpenFault(tx, faultId, ['offline']);
    return fault ? { fault, ...(await bringBack(tx, fault, now)) } : null;
  });
  if (!done) return null;
  publishStatusChange(deps, done);
  return {
    kind: 'online', machineId: done.fault.vending_machine_id, status: done.machine?.status ?? 0,
    notifications: done.row ? ['VM_STATUS'] : [],
  };
}
