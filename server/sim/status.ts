/**
 * A machine goes offline and comes back. Going offline turns an active machine Failed (status 3),
 * so it stops selling, with a VM_STATUS notification (vm_is_active false) and a STATUS_CHANGE
 * event; coming back turns it Active again (vm_is_active true). An operator who changed the
 * status meanwhile wins: the machine comes back with the status they chose and no notification.
 * Both push VM_STATUS on the vm-status feed, so /vm and the palette see it at once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { Tx } from '../db/client.ts';
import { vendingMachines, vmFaults } from '../db/schema/index.ts';
import { publishMachineStatus } from '../live/vm-status.ts';
import { recordNotification } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, lockMachineInService, pickMachine, publishAll, type MachineRow, type SimDeps, type SimHappening } from './common.ts';
import { pickOpenFault } from './faults.ts';

export interface SimulatedStatus extends SimHappening {
  kind: 'offline' | 'online';
  status: number;
}

async function setStatus(tx: Tx, machine: MachineRow, status: number, now: Date) {
  const [updated] = await tx.update(vendingMachines)
    .set({ status, version: sql`${vendingMachines.version} + 1`, updated_at: now })
    .where(eq(vendingMachines.id, machine.id)).returning();
  return updated!;
}

function statusNotification(tx: Tx, machine: MachineRow, active: boolean) {
  const { base, payload } = aboutMachine(machine);
  return recordNotification(tx, {
    ...base, type: 'VM_STATUS',
    payload: { ...payload, warehouse_id: machine.warehouse_id, store_id: machine.store_id, vm_is_active: active },
  });
}

/** An active machine in service goes offline (a random one unless `machineId` is given). */
export async function simulateOffline(deps: SimDeps, random: Random, options: { machineId?: number } = {}): Promise<SimulatedStatus | null> {
  const targetId = options.machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const machine = await lockMachineInService(tx, targetId, now);
    if (!machine) return null;
    await tx.insert(vmFaults).values({ vending_machine_id: machine.id, company_id: machine.company_id, kind: 'offline', opened_at: now });
    const updated = await setStatus(tx, machine, 3, now);
    await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: D.offline }], now);
    return { machine: updated, row: await statusNotification(tx, machine, false) };
  });
  if (!done) return null;
  publishMachineStatus(deps, done.machine);
  publishAll(deps, [done.row]);
  return { kind: 'offline', machineId: done.machine.id, status: 3, notifications: ['VM_STATUS'] };
}

/** A machine that went offline comes back (a random one unless `faultId`, its open 'offline' fault, is given). */
export async function simulateOnline(deps: SimDeps, random: Random, options: { faultId?: number } = {}): Promise<SimulatedStatus | null> {
  const faultId = options.faultId ?? (await pickOpenFault(deps, random, ['offline']));
  if (faultId === null) return null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [fault] = await tx.select().from(vmFaults)
      .where(and(eq(vmFaults.id, faultId), eq(vmFaults.kind, 'offline'), isNull(vmFaults.closed_at))).for('update');
    if (!fault) return null;
    await tx.update(vmFaults).set({ closed_at: now }).where(eq(vmFaults.id, fault.id));
    const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, fault.vending_machine_id)).for('update');
    if (!machine || machine.deleted_at) return { machine: null, fault, row: null };
    if (machine.status !== 3) {
      await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: D.onlineKeptStatus }], now);
      return { machine, fault, row: null };
    }
    const updated = await setStatus(tx, machine, 1, now);
    await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: D.online }], now);
    return { machine: updated, fault, row: await statusNotification(tx, machine, true), changed: true };
  });
  if (!done) return null;
  if (done.row && done.machine) {
    publishMachineStatus(deps, done.machine);
    publishAll(deps, [done.row]);
  }
  return {
    kind: 'online', machineId: done.fault.vending_machine_id, status: done.machine?.status ?? 0,
    notifications: done.row ? ['VM_STATUS'] : [],
  };
}
