/** The hardware board as a record of the pipeline: who reaches which, and how it is read (with its machine). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { DEVICE_KEY_STATUS, type HardwareBoardRow } from '../../contract/actions/hardware-boards.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { deviceKeys, hardwareBoards, vendingMachines } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/**
 * The company's boards; franchise staff reach only the boards in their franchise's machines
 * (a board on the shelf is the company's, docs/decisions.md "Hardware boards").
 */
export const hardwareBoardScope = tenancy({ company: hardwareBoards.company_id, franchise: { machines: [hardwareBoards.vending_machine_id] }, retailer: { machines: [hardwareBoards.vending_machine_id] } });

/** Boards with the machine each is in and their live device key (at most one, by its partial unique index). */
export function selectHardwareBoards(db: Db) {
  return db
    .select({
      board: hardwareBoards,
      machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
      key: { prefix: deviceKeys.prefix, issued_at: deviceKeys.issued_at, last_used_at: deviceKeys.last_used_at },
      hadKey: sql<boolean>`exists (select 1 from ${deviceKeys} k where k.hardware_board_id = ${hardwareBoards.id})`,
    })
    .from(hardwareBoards)
    .leftJoin(vendingMachines, eq(vendingMachines.id, hardwareBoards.vending_machine_id))
    .leftJoin(deviceKeys, and(eq(deviceKeys.hardware_board_id, hardwareBoards.id), isNull(deviceKeys.revoked_at)));
}
export type SelectedBoard = Awaited<ReturnType<ReturnType<typeof selectHardwareBoards>['execute']>>[number];

export function toHardwareBoardRow({ board, machine, key, hadKey }: SelectedBoard): Infer<typeof HardwareBoardRow> {
  return {
    id: board.id,
    serial: board.serial,
    board_type: board.board_type,
    firmware: board.firmware,
    onboarded_at: iso(board.onboarded_at)!,
    vending_machine: machine?.id ? { id: machine.id, name: machine.name, code: machine.code } : null,
    device_key: key?.prefix ? { prefix: key.prefix, issued_at: iso(key.issued_at)!, last_used_at: iso(key.last_used_at) } : null,
    device_key_status: key?.prefix ? DEVICE_KEY_STATUS.active : hadKey ? DEVICE_KEY_STATUS.revoked : DEVICE_KEY_STATUS.onboarded,
    created_at: iso(board.created_at)!,
    updated_at: iso(board.updated_at)!,
    version: board.version,
  };
}

async function readHardwareBoard(db: Db, caller: Caller, id: number) {
  const [row] = await selectHardwareBoards(db).where(and(eq(hardwareBoards.id, id), hardwareBoardScope(caller)));
  if (!row) throw notFound('Hardware board');
  return toHardwareBoardRow(row);
}

export const hardwareBoardRecord = defineRecord({
  entity: 'hardware_board',
  table: hardwareBoards,
  noun: 'Hardware board',
  title: (row) => `Board ${row.serial}`,
  scope: hardwareBoardScope,
  read: readHardwareBoard,
});
