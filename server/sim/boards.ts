/**
 * A new hardware board phones home for the first time: it is onboarded (a hardware_boards row,
 * serial BRD-S<n>, unique in the company) with HARDWARE_BOARD_ONBOARD. Put into a machine in
 * service that has no board (no linked board and no board name), it is linked to it, named on
 * the machine and written as its BOARD_ONBOARD event; otherwise it waits on the shelf.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import { hardwareBoards, vendingMachines } from '../db/schema/index.ts';
import { recordNotification } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, lockMachineInService, pickMachine, publishAll, type SimDeps, type SimHappening } from './common.ts';

export interface SimulatedBoard extends SimHappening {
  kind: 'board';
  serial: string;
}

const FIRMWARE = ['v2.5.0', 'v2.5.1', 'v2.6.0'];

export async function simulateBoardOnboard(deps: SimDeps, random: Random, options: { machineId?: number } = {}): Promise<SimulatedBoard | null> {
  const targetId = options.machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();
  const boardType = random.chance(0.7) ? 1 : 2;
  const firmware = random.pick(FIRMWARE);
  const done = await deps.db.transaction(async (tx) => {
    const machine = await lockMachineInService(tx, targetId, now);
    if (!machine) return null;
    const [linked] = await tx.select({ id: hardwareBoards.id }).from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, machine.id));
    const fitsIn = !linked && machine.hardware_board_name === '';
    // The next free serial of the company: BRD-S1, BRD-S2, …
    const [boards] = await tx.select({ n: count() }).from(hardwareBoards).where(eq(hardwareBoards.company_id, machine.company_id));
    let number = (boards?.n ?? 0) + 1;
    let serial = `BRD-S${number}`;
    while ((await tx.select({ id: hardwareBoards.id }).from(hardwareBoards)
      .where(and(eq(hardwareBoards.company_id, machine.company_id), sql`lower(${hardwareBoards.serial}) = lower(${serial})`))).length) {
      serial = `BRD-S${++number}`;
    }
    await tx.insert(hardwareBoards).values({
      company_id: machine.company_id, serial, board_type: boardType, firmware, onboarded_at: now,
      vending_machine_id: fitsIn ? machine.id : null, created_at: now, updated_at: now,
    });
    const { base, payload } = aboutMachine(machine);
    if (fitsIn) {
      await tx.update(vendingMachines).set({ hardware_board_name: serial }).where(eq(vendingMachines.id, machine.id));
      await recordMachineEvents(tx, machine, [{ type: 'BOARD_ONBOARD', detail: D.boardOnboarded(serial) }], now);
    }
    const row = await recordNotification(tx, fitsIn
      ? { ...base, type: 'HARDWARE_BOARD_ONBOARD', payload: { ...payload, hardware_board_name: serial } }
      : { companyId: machine.company_id, type: 'HARDWARE_BOARD_ONBOARD', payload: { hardware_board_name: serial } });
    return { machine, serial, fitsIn, row };
  });
  if (!done) return null;
  publishAll(deps, [done.row]);
  return { kind: 'board', serial: done.serial, machineId: done.fitsIn ? done.machine.id : null, notifications: ['HARDWARE_BOARD_ONBOARD'] };
}
