/**
 * Faults a machine reports, and their repairs.
 * - A coil's motor jams (VM_MOTOR, motor_status "jammed") or fails (MOTOR_FAILED, motor_status
 *   "failed"): the coil is blocked (vm_slots.motor_activated false, as update.vm_block_coils does)
 *   until a technician fixes it (VM_MOTOR_FIXED, motor_status "working"; the coil vends again).
 * - The drop sensor fails (DROP_SENSOR_FAILED); its repair writes an event only (the spec has no
 *   notification for it). Vends go on meanwhile.
 * Each open fault is a vm_faults row, so a repair only ever undoes what a fault did, never an
 * operator's own block. Each happening is one machine event (FAULT / FAULT_FIXED).
 * The writes (`openFault`, `closeFault`) take the transaction, the machine, what happened and
 * when: the simulator picks at random, a device's motor_fault / motor_fixed / drop_sensor_failed /
 * drop_sensor_fixed event says which (server/device/kinds/faults.ts).
 */
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { DEVICE_HAPPENING_DETAILS as DD } from '../../contract/device-happenings.ts';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { Tx } from '../db/client.ts';
import { vendingMachines, vmFaults, vmSlots } from '../db/schema/index.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import type { Random } from '../seed/random.ts';
import {
  aboutMachine, byWeight, lockMachineInService, lockOpenFault, pickMachine, publishAll, publishStock,
  type MachineRow, type SimDeps, type SimHappening, type VmFaultKind,
} from './common.ts';

export type FaultKind = Extract<VmFaultKind, 'motor_jammed' | 'motor_failed' | 'drop_sensor'>;
const FAULT_WEIGHTS: [FaultKind, number][] = [['motor_jammed', 0.45], ['motor_failed', 0.35], ['drop_sensor', 0.2]];
const FAULT_KINDS: FaultKind[] = ['motor_jammed', 'motor_failed', 'drop_sensor'];

export interface SimulatedFault extends SimHappening {
  kind: 'fault' | 'repair';
  fault: FaultKind;
}

type FaultRow = typeof vmFaults.$inferSelect;

/** Blocks or unblocks one coil's motor and bumps the machine's version, as the coil action does. */
async function setMotor(tx: Tx, machine: MachineRow, coil: string, on: boolean, at: Date) {
  await tx.update(vmSlots).set({ motor_activated: on }).where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, coil)));
  await tx.update(vendingMachines).set({ version: sql`${vendingMachines.version} + 1`, updated_at: at }).where(eq(vendingMachines.id, machine.id));
}

/** The machine's open motor and drop-sensor faults. */
export function openFaultsOf(tx: Tx, machineId: number) {
  return tx.select().from(vmFaults)
    .where(and(eq(vmFaults.vending_machine_id, machineId), isNull(vmFaults.closed_at), inArray(vmFaults.kind, FAULT_KINDS)))
    .orderBy(asc(vmFaults.id)).for('update');
}

/**
 * The locked machine reports a fault (a motor's on `coil`): its vm_faults row, the coil blocked,
 * the FAULT event and the notification. Null, writing nothing, when the same fault is open already.
 * `note` (the device's words) goes into the event's detail.
 */
export async function openFault(tx: Tx, machine: MachineRow, fault: FaultKind, coil: string | null, at: Date, note?: string): Promise<NotificationRow | null> {
  const open = await openFaultsOf(tx, machine.id);
  const { base, payload } = aboutMachine(machine);
  if (fault === 'drop_sensor') {
    if (open.some((f) => f.kind === 'drop_sensor')) return null;
    await tx.insert(vmFaults).values({ vending_machine_id: machine.id, company_id: machine.company_id, kind: fault, coil, opened_at: at });
    await recordMachineEvents(tx, machine, [{ type: 'FAULT', coil, detail: DD.withReason(D.dropSensorFailed, note) }], at);
    return recordNotification(tx, { ...base, type: 'DROP_SENSOR_FAILED', payload, at });
  }
  if (!coil || open.some((f) => f.coil === coil && f.kind !== 'drop_sensor')) return null;
  await tx.insert(vmFaults).values({ vending_machine_id: machine.id, company_id: machine.company_id, kind: fault, coil, opened_at: at });
  await setMotor(tx, machine, coil, false, at);
  const detail = fault === 'motor_jammed' ? D.motorJammed(coil) : D.motorFailed(coil);
  await recordMachineEvents(tx, machine, [{ type: 'FAULT', coil, detail: DD.withReason(detail, note) }], at);
  return recordNotification(tx, fault === 'motor_jammed'
    ? { ...base, type: 'VM_MOTOR', at, payload: { ...payload, cell: coil, motor_status: 'jammed' } }
    : { ...base, type: 'MOTOR_FAILED', at, payload: { ...payload, cell: coil, motor_status: 'failed' } });
}

/**
 * An open fault (locked) of the locked machine is fixed: closed, a motor's coil unblocked with
 * VM_MOTOR_FIXED; the drop sensor's repair is an event only (the spec has no notification for it).
 */
export async function closeFault(tx: Tx, machine: MachineRow, fault: FaultRow, at: Date): Promise<NotificationRow | null> {
  await tx.update(vmFaults).set({ closed_at: at }).where(eq(vmFaults.id, fault.id));
  if (fault.kind === 'drop_sensor') {
    await recordMachineEvents(tx, machine, [{ type: 'FAULT_FIXED', coil: fault.coil, detail: D.dropSensorFixed }], at);
    return null;
  }
  if (!fault.coil) return null;
  await setMotor(tx, machine, fault.coil, true, at);
  await recordMachineEvents(tx, machine, [{ type: 'FAULT_FIXED', coil: fault.coil, detail: D.motorFixed(fault.coil) }], at);
  const { base, payload } = aboutMachine(machine);
  return recordNotification(tx, { ...base, type: 'VM_MOTOR_FIXED', at, payload: { ...payload, cell: fault.coil, motor_status: 'working' } });
}

/** A machine in service reports a fault (a random machine and kind unless given). */
export async function simulateFault(
  deps: SimDeps, random: Random, options: { machineId?: number; fault?: FaultKind } = {},
): Promise<SimulatedFault | null> {
  const targetId = options.machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();
  const fault = options.fault ?? byWeight(random, FAULT_WEIGHTS);

  const done = await deps.db.transaction(async (tx) => {
    const machine = await lockMachineInService(tx, targetId, now);
    if (!machine) return null;
    let coil: string | null = null;
    if (fault !== 'drop_sensor') {
      // A motor that runs, on a stocked coil (a motor shows its fault when it turns to vend), and no fault open on it.
      const faulty = new Set((await openFaultsOf(tx, machine.id)).map((f) => f.coil));
      const coils = (await tx.select({ coil: vmSlots.coil }).from(vmSlots)
        .where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.motor_activated, true), gte(vmSlots.product_id, 1), gte(vmSlots.quantity, 1)))
        .orderBy(asc(vmSlots.id))).map((s) => s.coil).filter((c) => !faulty.has(c));
      if (!coils.length) return null;
      coil = random.pick(coils);
    }
    const row = await openFault(tx, machine, fault, coil, now);
    return row ? { machine, coil, row } : null;
  });
  if (!done) return null;
  publishAll(deps, [done.row]);
  if (done.coil) publishStock(deps, done.machine);
  return { kind: 'fault', fault, machineId: done.machine.id, coil: done.coil ?? undefined, notifications: [done.row.type] };
}

/** A technician fixes one open motor or drop-sensor fault (a random one unless `faultId` is given). */
export async function simulateRepair(deps: SimDeps, random: Random, options: { faultId?: number } = {}): Promise<SimulatedFault | null> {
  const now = deps.now();
  const faultId = options.faultId ?? (await pickOpenFault(deps, random, FAULT_KINDS));
  if (faultId === null) return null;

  const done = await deps.db.transaction(async (tx) => {
    const fault = await lockOpenFault(tx, faultId, FAULT_KINDS);
    if (!fault) return null;
    const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, fault.vending_machine_id)).for('update');
    // A machine taken out of service meanwhile is simply closed: nobody repairs it on site.
    if (!machine || machine.deleted_at) {
      await tx.update(vmFaults).set({ closed_at: now }).where(eq(vmFaults.id, fault.id));
      return { machine: null, fault, row: null };
    }
    return { machine, fault, row: await closeFault(tx, machine, fault, now) };
  });
  if (!done) return null;
  if (done.row) publishAll(deps, [done.row]);
  if (done.machine && done.fault.coil && done.fault.kind !== 'drop_sensor') publishStock(deps, done.machine);
  return {
    kind: 'repair', fault: done.fault.kind as FaultKind, machineId: done.fault.vending_machine_id, coil: done.fault.coil ?? undefined,
    notifications: done.row ? [done.row.type] : [],
  };
}

/** A random open fault of these kinds: the first at or after a random id, wrapping around. */
export async function pickOpenFault(deps: SimDeps, random: Random, kinds: VmFaultKind[]): Promise<number | null> {
  const open = and(isNull(vmFaults.closed_at), inArray(vmFaults.kind, kinds));
  const [range] = await deps.db
    .select({ low: sql<number>`min(${vmFaults.id})::int`, high: sql<number>`max(${vmFaults.id})::int` })
    .from(vmFaults).where(open);
  if (range?.low == null) return null;
  const start = random.int(range.low, range.high);
  const [found] = await deps.db.select({ id: vmFaults.id }).from(vmFaults).where(and(open, gte(vmFaults.id, start))).orderBy(asc(vmFaults.id)).limit(1);
  return found?.id ?? range.low;
}
