/**
 * Device keys met in the last few seconds, by key hash: at a fleet's 1,700+ requests a second
 * the key lookup (three tables joined) would run on every one. An entry lives KEY_CACHE_MS.
 *
 * This process forgets a board at once when its key is revoked or rotated or the board is
 * unlinked (`forgetDevice`), and caches nothing of it for one more life: a lookup that began
 * before the change committed cannot put the old answer back. Another instance on the same
 * database may still honour a revoked key for up to KEY_CACHE_MS (docs/decisions.md).
 */
import type { Device } from './identity.ts';

export const KEY_CACHE_MS = 5000;
const MAX_ENTRIES = 200_000;

const entries = new Map<string, { device: Device; until: number }>();
/** Boards changed lately: until when nothing of theirs is cached. */
const forgotten = new Map<number, number>();

export function cachedDevice(keyHash: string, now = Date.now()): Device | null {
  const entry = entries.get(keyHash);
  if (!entry) return null;
  if (entry.until > now) return entry.device;
  entries.delete(keyHash);
  return null;
}

export function rememberDevice(keyHash: string, device: Device, now = Date.now()) {
  const quiet = forgotten.get(device.boardId);
  if (quiet !== undefined) {
    if (quiet > now) return;
    forgotten.delete(device.boardId);
  }
  if (entries.size >= MAX_ENTRIES) {
    for (const [hash, entry] of entries) if (entry.until <= now) entries.delete(hash);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  entries.set(keyHash, { device, until: now + KEY_CACHE_MS });
}

/** A key (by hash) or every key of a board (by id) is looked up again on its next request. */
export function forgetDevice(which: { keyHash: string } | { boardId: number }, now = Date.now()) {
  if ('keyHash' in which) {
    const entry = entries.get(which.keyHash);
    entries.delete(which.keyHash);
    if (entry) forgotten.set(entry.device.boardId, now + KEY_CACHE_MS);
    return;
  }
  forgotten.set(which.boardId, now + KEY_CACHE_MS);
  for (const [hash, entry] of entries) if (entry.device.boardId === which.boardId) entries.delete(hash);
}
