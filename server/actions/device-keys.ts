/**
 * issue.device_key and revoke.device_key: a board's key steps, asked of its lifecycle
 * (machines/records/deviceKey.ts). The board's row is locked while its keys change, so two
 * issues at once make one live key after the other (the partial unique index holds it too).
 * The audit keeps the key's prefix, never the key nor its hash.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/device-keys.ts';
import { DEVICE_KEY_MESSAGES as M } from '../../contract/actions/device-keys.ts';
import { DEVICE_KEY_STATUS, hardwareBoardMessage } from '../../contract/actions/hardware-boards.ts';
import { deviceKeyLifecycle, type DeviceKeyEventType } from '../../machines/records/deviceKey.ts';
import { callerOf, handle, type ActionContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { deviceKeys, hardwareBoards, vendingMachines } from '../db/schema/index.ts';
import { issueDeviceKey, revokeDeviceKey } from '../device/identity.ts';
import { conflict, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { hardwareBoardRecord, hardwareBoardScope } from '../records/hardware-board.ts';

/** The board in the caller's reach, locked, with where its key stands. */
async function lockedBoard(tx: Tx, ctx: ActionContext, id: number) {
  const caller = callerOf(ctx);
  const [board] = await tx.select().from(hardwareBoards).where(and(eq(hardwareBoards.id, id), hardwareBoardScope(caller))).for('update');
  if (!board) throw notFound('Hardware board');
  const [latest] = await tx.select({ prefix: deviceKeys.prefix, revoked_at: deviceKeys.revoked_at }).from(deviceKeys)
    .where(eq(deviceKeys.hardware_board_id, board.id)).orderBy(desc(deviceKeys.id)).limit(1);
  const status = !latest ? DEVICE_KEY_STATUS.onboarded : latest.revoked_at ? DEVICE_KEY_STATUS.revoked : DEVICE_KEY_STATUS.active;
  return { board, status, livePrefix: latest && !latest.revoked_at ? latest.prefix : null };
}

function assertCan(status: string, event: DeviceKeyEventType, message: string) {
  if (!deviceKeyLifecycle.can(status, event)) throw conflict(message);
}

export const deviceKeyHandlers = [
  handle(contract.issueDeviceKey, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const issued = await ctx.db.transaction(async (tx) => {
      const { board, status, livePrefix } = await lockedBoard(tx, ctx, input.id);
      assertCan(status, 'key.issue', hardwareBoardMessage(M.notLinked, { serial: board.serial }));
      const [machine] = board.vending_machine_id === null ? [] : await tx.select({ id: vendingMachines.id }).from(vendingMachines)
        .where(and(eq(vendingMachines.id, board.vending_machine_id), isNull(vendingMachines.deleted_at)));
      if (!machine) throw conflict(hardwareBoardMessage(M.notLinked, { serial: board.serial }));
      const { key, row } = await issueDeviceKey(tx, board, caller.id, now);
      await audit(tx, caller, {
        action: contract.issueDeviceKey.name, entity: 'hardware_board', entity_id: board.id,
        before: { device_key: livePrefix },
        after: { device_key: row.prefix, vending_machine_id: machine.id, rotated: livePrefix !== null },
      });
      return { key, row };
    });
    return {
      data: {
        key: issued.key,
        device_key: { prefix: issued.row.prefix, issued_at: iso(issued.row.issued_at)!, last_used_at: null },
        board: await hardwareBoardRecord.read(ctx.db, caller, input.id),
      },
    };
  }),

  handle(contract.revokeDeviceKey, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const { board, status, livePrefix } = await lockedBoard(tx, ctx, input.id);
      assertCan(status, 'key.revoke', hardwareBoardMessage(M.noLiveKey, { serial: board.serial }));
      await revokeDeviceKey(tx, board.id, caller.id, ctx.now());
      await audit(tx, caller, {
        action: contract.revokeDeviceKey.name, entity: 'hardware_board', entity_id: board.id,
        before: { device_key: livePrefix }, after: { device_key: null },
      });
    });
    return { data: await hardwareBoardRecord.read(ctx.db, caller, input.id) };
  }),
];
