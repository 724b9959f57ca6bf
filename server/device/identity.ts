/**
 * Device keys (docs/device-protocol.md "Identity"): a random key shown once, kept only as its
 * SHA-256, bound to one hardware board and through the board's link to one machine. A key is
 * looked up on every request (or met in the last seconds, key-cache.ts), so a revoked key, an
 * unlinked board or a deactivated machine is refused on its very next request to this process;
 * rotation is issuing again (the old key stops at once).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { DEVICE_KEY_PREFIX, DEVICE_MESSAGES } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { deviceKeys } from '../db/schema/index.ts';
import { ApiError, unauthenticated } from '../http/errors.ts';
import { hashKey, newMachineKey } from '../http/machine-keys.ts';
import { identityChanged, followIdentityChanges } from './identity-changes.ts';
import { cachedDevice, rememberDevice } from './key-cache.ts';
import { lookupKey } from './key-lookup.ts';

/** Who is calling /device: the key, its board, and the machine the board is in. */
export interface Device {
  keyId: number;
  boardId: number;
  machineId: number;
  companyId: number;
  franchiseId: number | null;
}

export const hashDeviceKey = hashKey;

/** A new key for the board; its live key, if any, is revoked in the same transaction. Answers the key itself (shown once). */
export async function issueDeviceKey(tx: Tx, board: { id: number; company_id: number }, byUserId: number | null, now: Date) {
  await identityChanged(tx, { boardId: board.id });
  await tx.update(deviceKeys).set({ revoked_at: now, revoked_by: byUserId })
    .where(and(eq(deviceKeys.hardware_board_id, board.id), isNull(deviceKeys.revoked_at)));
  const { key, hash, shown } = newMachineKey(DEVICE_KEY_PREFIX);
  const [row] = await tx.insert(deviceKeys).values({
    company_id: board.company_id, hardware_board_id: board.id, key_hash: hash, prefix: shown, issued_at: now, issued_by: byUserId,
  }).returning();
  return { key, row: row! };
}

/** The board's live key revoked; false when it had none. */
export async function revokeDeviceKey(tx: Tx, boardId: number, byUserId: number | null, now: Date) {
  await identityChanged(tx, { boardId });
  const revoked = await tx.update(deviceKeys).set({ revoked_at: now, revoked_by: byUserId })
    .where(and(eq(deviceKeys.hardware_board_id, boardId), isNull(deviceKeys.revoked_at))).returning({ id: deviceKeys.id });
  return revoked.length > 0;
}

/** The device a bearer key names; 401 for no, unknown or revoked keys, 403 for a board out of service. */
export async function authenticateDevice(services: Pick<Services, 'db'>, token: string | null): Promise<Device> {
  if (!token) throw unauthenticated(DEVICE_MESSAGES.keyRequired);
  if (!token.startsWith(DEVICE_KEY_PREFIX)) throw unauthenticated(DEVICE_MESSAGES.userTokenOnDevice);
  const keyHash = hashDeviceKey(token);
  followIdentityChanges(services.db);
  const cached = cachedDevice(keyHash);
  if (cached) return cached;
  const row = await lookupKey(services.db, keyHash);
  if (!row) throw unauthenticated(DEVICE_MESSAGES.keyUnknown);
  if (row.revokedAt) throw unauthenticated(DEVICE_MESSAGES.keyRevoked);
  if (row.machineId === null || row.companyId === null || row.machineDeleted) throw new ApiError(403, DEVICE_MESSAGES.boardUnlinked);
  const device = { keyId: row.keyId, boardId: row.boardId, machineId: row.machineId, companyId: row.companyId, franchiseId: row.franchiseId };
  rememberDevice(keyHash, device);
  return device;
}
