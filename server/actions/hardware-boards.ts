/**
 * /api/vending-machine-management hardware boards on the record pipeline: the list, onboarding
 * (with its HARDWARE_BOARD_ONBOARD notification, in the same transaction), and linking a board to a
 * machine or taking it off. One board per machine, one machine per board: the machine's row is
 * locked while the link is checked, and a unique index holds the rule against any other writer.
 */
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/hardware-boards.ts';
import { HARDWARE_BOARD_MESSAGES as M, hardwareBoardMessage } from '../../contract/actions/hardware-boards.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { hardwareBoards, vendingMachines } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { identityChanged } from '../device/identity-changes.ts';
import { countAll } from '../http/list.ts';
import { publishNotification, recordNotification } from '../live/notify.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineMutation } from '../kit/mutation.ts';
import { hardwareBoardRecord, hardwareBoardScope, selectHardwareBoards, toHardwareBoardRow } from '../records/hardware-board.ts';
import { machineScope } from '../records/vending-machine.ts';

const machineLabel = (m: { name: string; code: string }) => `${m.name} (${m.code})`;

/** The machine, locked, in the caller's reach and not deleted; refused when another board is in it. */
async function freeMachine(tx: Tx, caller: Caller, machineId: number, serial: string, boardId?: number) {
  const [machine] = await tx
    .select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code, franchise_id: vendingMachines.franchise_id, warehouse_id: vendingMachines.warehouse_id })
    .from(vendingMachines)
    .where(and(eq(vendingMachines.id, machineId), machineScope(caller), isNull(vendingMachines.deleted_at)))
    .for('update');
  if (!machine) throw notFound('Vending machine');
  const [other] = await tx
    .select({ serial: hardwareBoards.serial })
    .from(hardwareBoards)
    .where(and(eq(hardwareBoards.vending_machine_id, machine.id), boardId === undefined ? undefined : ne(hardwareBoards.id, boardId)));
  if (other) throw conflict(hardwareBoardMessage(M.machineHasBoard, { machine: machineLabel(machine), other: other.serial, serial }));
  return machine;
}

const setMachineBoardName = (tx: Tx, machineId: number, name: string) =>
  tx.update(vendingMachines).set({ hardware_board_name: name }).where(eq(vendingMachines.id, machineId));

export const hardwareBoardsHandlers = [
  defineList(contract.listHardwareBoards, {
    scope: hardwareBoardScope,
    query: (db, where) => selectHardwareBoards(db).where(where),
    count: (db, where) =>
      db.select({ n: countAll }).from(hardwareBoards).leftJoin(vendingMachines, eq(vendingMachines.id, hardwareBoards.vending_machine_id)).where(where),
    filters: {
      link: (states) => (states.length === 2 ? undefined : states[0] === 'linked' ? isNotNull(hardwareBoards.vending_machine_id) : isNull(hardwareBoards.vending_machine_id)),
      board_type: (types) => inArray(hardwareBoards.board_type, types),
    },
    search: [hardwareBoards.serial, hardwareBoards.firmware, vendingMachines.name, vendingMachines.code],
    sort: {
      serial: hardwareBoards.serial,
      board_type: hardwareBoards.board_type,
      firmware: hardwareBoards.firmware,
      onboarded_at: hardwareBoards.onboarded_at,
      updated_at: hardwareBoards.updated_at,
    },
    tiebreak: hardwareBoards.id,
    rows: (page) => page.map(toHardwareBoardRow),
  }),

  defineCreate(contract.onboardHardwareBoard, hardwareBoardRecord, {
    values: async ({ tx, input, caller, now }) => {
      const serial = input.serial.trim();
      const [taken] = await tx.select({ id: hardwareBoards.id }).from(hardwareBoards)
        .where(and(eq(hardwareBoards.company_id, caller.company_id), sql`lower(${hardwareBoards.serial}) = lower(${serial})`));
      if (taken) throw conflict(hardwareBoardMessage(M.serialTaken, { serial }));
      const machine = input.vending_machine_id ? await freeMachine(tx, caller, input.vending_machine_id, serial) : null;
      return { company_id: caller.company_id, serial, board_type: input.board_type, firmware: input.firmware.trim(), onboarded_at: now, vending_machine_id: machine?.id ?? null };
    },
    after: async ({ tx, row, caller, services, afterCommit }) => {
      const [machine] = row.vending_machine_id
        ? await tx.select().from(vendingMachines).where(eq(vendingMachines.id, row.vending_machine_id))
        : [];
      if (machine) await setMachineBoardName(tx, machine.id, row.serial);
      const VendingMachine = machine ? { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id } : undefined;
      const notification = await recordNotification(tx, {
        companyId: caller.company_id,
        franchiseId: machine?.franchise_id ?? null,
        type: 'HARDWARE_BOARD_ONBOARD',
        payload: { VendingMachine, vending_machine_id: machine?.id, hardware_board_name: row.serial },
      });
      afterCommit(() => publishNotification(services, notification));
      return { notification_id: notification.id };
    },
  }),

  defineMutation(contract.linkHardwareBoard, hardwareBoardRecord, {
    apply: async ({ tx, row, input, caller }) => {
      if (row.vending_machine_id !== null) {
        const [current] = await tx.select({ name: vendingMachines.name, code: vendingMachines.code }).from(vendingMachines).where(eq(vendingMachines.id, row.vending_machine_id));
        throw conflict(hardwareBoardMessage(M.boardLinked, { serial: row.serial, machine: current ? machineLabel(current) : `machine #${row.vending_machine_id}` }));
      }
      const machine = await freeMachine(tx, caller, input.vending_machine_id, row.serial, row.id);
      await setMachineBoardName(tx, machine.id, row.serial);
      return { set: { vending_machine_id: machine.id }, audit: { vending_machine: { id: machine.id, name: machine.name } } };
    },
  }),

  defineMutation(contract.unlinkHardwareBoard, hardwareBoardRecord, {
    apply: async ({ tx, row }) => {
      if (row.vending_machine_id === null) throw conflict(hardwareBoardMessage(M.notLinked, { serial: row.serial }));
      await setMachineBoardName(tx, row.vending_machine_id, '');
      // Its device key stops reaching the machine on its next request (server/device/key-cache.ts).
      await identityChanged(tx, { boardId: row.id });
      return { set: { vending_machine_id: null } };
    },
  }),
];
