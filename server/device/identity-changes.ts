/**
 * The change feed of device identity (docs/decisions.md "Device keys"): a change of who a key
 * is — a key issued or revoked, a board linked or unlinked, a machine moved to another
 * franchise — is written to device_identity_changes in the change's own transaction, and
 * forgotten at once in this process. Every console process polls the feed each second while it
 * holds cached keys and forgets what changed, so another instance on the same database honours a
 * revoked key for about a second, not for the cache's life.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { deviceIdentityChanges } from '../db/schema/index.ts';
import { cachedCount, forgetDevices, QUIET_MS, type Forgotten } from './key-cache.ts';

export const POLL_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60_000;

type Change = { boardId: number } | { machineId: number };

/** Records a change of identity in `tx` and forgets it here at once. */
export async function identityChanged(tx: Tx, ...changes: Change[]) {
  if (!changes.length) return;
  forgetDevices(changes);
  await tx.insert(deviceIdentityChanges).values(changes.map((c) => ('boardId' in c
    ? { hardware_board_id: c.boardId } : { vending_machine_id: c.machineId })));
}

interface Feed {
  db: Db;
  /** Rows already forgotten, by id, while they are within the look-back. */
  seen: Set<number>;
  prunedAt: number;
}

let feed: Feed | null = null;

/**
 * Rows of the last QUIET_MS, not yet seen: a change whose transaction began earlier but
 * committed after the last poll has an older `at` and a lower id, so the look-back finds it.
 */
async function poll(current: Feed) {
  if (!cachedCount()) return;
  const t = deviceIdentityChanges;
  const rows = await current.db.select({ id: t.id, boardId: t.hardware_board_id, machineId: t.vending_machine_id })
    .from(t).where(sql`${t.at} > now() - make_interval(secs => ${QUIET_MS / 1000})`);
  const fresh = rows.filter((r) => !current.seen.has(r.id));
  current.seen = new Set(rows.map((r) => r.id));
  forgetDevices(fresh.map((r): Forgotten => (r.boardId !== null ? { boardId: r.boardId } : { machineId: r.machineId! })));
  if (Date.now() - current.prunedAt > PRUNE_EVERY_MS) {
    current.prunedAt = Date.now();
    await current.db.execute(sql`delete from device_identity_changes where at < now() - interval '1 day'`);
  }
}

/** Follows the feed of `db` (the database this process serves devices from). */
export function followIdentityChanges(db: Db) {
  if (feed?.db === db) return;
  const started = !feed;
  feed = { db, seen: new Set(), prunedAt: Date.now() };
  if (!started) return;
  setInterval(() => {
    const current = feed!;
    poll(current).catch((error: unknown) => {
      // A test's database closed under the feed is not news; anything else is.
      if (!/closed|ended|terminat/i.test(String(error))) console.error('device identity feed failed:', error);
    });
  }, POLL_MS).unref();
}
