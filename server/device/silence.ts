/**
 * Machines whose device has gone silent (docs/device-protocol.md "Offline"): a machine whose
 * device has not been heard from (device_state.last_seen_at, kept by every authenticated device
 * request) for DEVICE_SILENCE_MINUTES goes offline — Failed, VM_STATUS vm_is_active false — with
 * an open `silent` fault remembering why; once its device speaks again it comes back Active
 * with VM_STATUS, unless an operator changed its status meanwhile (server/sim/status.ts).
 * Machines that never spoke (no last_seen_at: the simulated demo fleet) are never swept.
 * One job every minute does both (server/jobs/index.ts); each machine in its own transaction.
 */
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { DEVICE_HAPPENING_DETAILS as DD } from '../../contract/device-happenings.ts';
import { DEVICE_SILENCE_MINUTES } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import { companies, deviceState, vendingMachines, vmFaults } from '../db/schema/index.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { inService, lockMachineInService, lockOpenFault } from '../sim/common.ts';
import { bringBack, publishStatusChange, takeOutOfService, type StatusChanged } from '../sim/status.ts';

type SweepDeps = Pick<Services, 'db' | 'live' | 'now'>;
/** Machines handled per run; the next minute's run takes the rest. */
const BATCH = 500;

export async function sweepSilentDevices(deps: SweepDeps): Promise<{ offline: number[]; back: number[] }> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - DEVICE_SILENCE_MINUTES * 60_000);
  const silent = await deps.db.select({ id: vendingMachines.id }).from(deviceState)
    .innerJoin(vendingMachines, eq(vendingMachines.id, deviceState.vending_machine_id))
    .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
    .where(and(lt(deviceState.last_seen_at, cutoff), inService(now)))
    .orderBy(asc(vendingMachines.id)).limit(BATCH);
  const offline: number[] = [];
  for (const { id } of silent) {
    const done = await deps.db.transaction(async (tx) => {
      const machine = await lockMachineInService(tx, id, now);
      // Under the lock: it may have spoken since it was listed.
      const [state] = machine ? await tx.select({ id: deviceState.vending_machine_id }).from(deviceState)
        .where(and(eq(deviceState.vending_machine_id, id), lt(deviceState.last_seen_at, cutoff))) : [];
      return machine && state ? takeOutOfService(tx, machine, 'silent', now, DD.silent(DEVICE_SILENCE_MINUTES)) : null;
    });
    if (done) publishAndKeep(deps, done, id, offline);
  }

  const spoke = await deps.db.select({ id: vmFaults.id, machineId: vmFaults.vending_machine_id }).from(vmFaults)
    .innerJoin(deviceState, eq(deviceState.vending_machine_id, vmFaults.vending_machine_id))
    .where(and(eq(vmFaults.kind, 'silent'), isNull(vmFaults.closed_at), gt(deviceState.last_seen_at, vmFaults.opened_at)))
    .orderBy(asc(vmFaults.id)).limit(BATCH);
  const back: number[] = [];
  for (const { id, machineId } of spoke) {
    const done = await deps.db.transaction(async (tx) => {
      const fault = await lockOpenFault(tx, id, ['silent']);
      const [state] = await tx.select({ seen: deviceState.last_seen_at }).from(deviceState).where(eq(deviceState.vending_machine_id, machineId));
      // Back from the moment it spoke, so the outage (uptime) ends there.
      return fault && state?.seen ? bringBack(tx, fault, state.seen > now ? now : state.seen) : null;
    });
    if (done) publishAndKeep(deps, done, machineId, back);
  }
  return { offline, back };
}

function publishAndKeep(deps: SweepDeps, done: StatusChanged, machineId: number, into: number[]) {
  publishStatusChange(deps, done);
  if (done.row) into.push(machineId);
}

export function deviceSilenceJob(deps: SweepDeps): JobDefinition {
  return { name: 'device-silence-sweep', cron: '* * * * *', retryLimit: 0, run: async () => void (await sweepSilentDevices(deps)) };
}

