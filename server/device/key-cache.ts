/**
 * Device keys met lately, by key hash: at a fleet's 1,700+ requests a second the key lookup
 * (three tables joined, a round trip) would run on every one. An entry lives KEY_CACHE_MS,
 * longer than a machine's heartbeat interval, so a steady fleet is answered from memory.
 *
 * It stays right because every change of who a key is (issued, revoked, a board linked or
 * unlinked, a machine moved) forgets it: at once in the process that made the change, and
 * within about a second in every other one through the change feed (identity-changes.ts).
 * A forgotten board is not cached again for QUIET_MS, so a lookup that began before the change
 * committed cannot put the old answer back.
 */
import type { Device } from './identity.ts';

export const KEY_CACHE_MS = 10 * 60_000;
export const QUIET_MS = 15_000;
const MAX_ENTRIES = 200_000;

const entries = new Map<string, { device: Device; until: number }>();
/** Boards and machines changed lately: until when nothing of theirs is cached. */
const forgotten = new Map<string, number>();
const quietKeys = (device: Device) => [`b${device.boardId}`, `m${device.machineId}`];

export type Forgotten = { keyHash: string } | { boardId: number } | { machineId: number };

export function cachedDevice(keyHash: string, now = Date.now()): Device | null {
  const entry = entries.get(keyHash);
  if (!entry) return null;
  if (entry.until > now) return entry.device;
  entries.delete(keyHash);
  return null;
}

export function rememberDevice(keyHash: string, device: Device, now = Date.now()) {
  for (const key of quietKeys(device)) {
    const quiet = forgotten.get(key);
    if (quiet === undefined) continue;
    if (quiet > now) return;
    forgotten.delete(key);
  }
  if (entries.size >= MAX_ENTRIES) {
    for (const [hash, entry] of entries) if (entry.until <= now) entries.delete(hash);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  entries.set(keyHash, { device, until: now + KEY_CACHE_MS });
}

/** How many keys are cached (the change feed polls only while there are some). */
export const cachedCount = () => entries.size;

/** Keys (by hash), or every key of boards or of machines, are looked up again on their next request. */
export function forgetDevices(which: readonly Forgotten[], now = Date.now()) {
  const boards = new Set<number>();
  const machines = new Set<number>();
  for (const w of which) {
    if ('keyHash' in w) {
      const entry = entries.get(w.keyHash);
      entries.delete(w.keyHash);
      if (entry) forgotten.set(`b${entry.device.boardId}`, now + QUIET_MS);
    } else if ('boardId' in w) boards.add(w.boardId);
    else machines.add(w.machineId);
  }
  for (const id of boards) forgotten.set(`b${id}`, now + QUIET_MS);
  for (const id of machines) forgotten.set(`m${id}`, now + QUIET_MS);
  if (!boards.size && !machines.size) return;
  for (const [hash, { device }] of entries) if (boards.has(device.boardId) || machines.has(device.machineId)) entries.delete(hash);
}

export const forgetDevice = (which: Forgotten, now = Date.now()) => forgetDevices([which], now);
