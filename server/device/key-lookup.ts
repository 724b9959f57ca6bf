/**
 * The key lookup of authenticateDevice, batched: the keys missed by the cache (key-cache.ts)
 * in one turn of the event loop are looked up in one query (`key_hash = any(…)`), and at most
 * MAX_QUERIES such queries run at once; misses arriving meanwhile wait for the next. A fleet
 * sending a heartbeat a minute misses a 5-second cache on nearly every request: one query
 * each took the pool's ten connections and capped ingest at the database's round trips.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deviceKeys, hardwareBoards, vendingMachines } from '../db/schema/index.ts';

const MAX_QUERIES = 2;

function selectKeys(db: Db, hashes: string[]) {
  return db
    .select({
      keyHash: deviceKeys.key_hash, keyId: deviceKeys.id, revokedAt: deviceKeys.revoked_at, boardId: hardwareBoards.id,
      machineId: vendingMachines.id, companyId: vendingMachines.company_id, franchiseId: vendingMachines.franchise_id, machineDeleted: vendingMachines.deleted_at,
    })
    .from(deviceKeys)
    .innerJoin(hardwareBoards, eq(hardwareBoards.id, deviceKeys.hardware_board_id))
    .leftJoin(vendingMachines, eq(vendingMachines.id, hardwareBoards.vending_machine_id))
    .where(inArray(deviceKeys.key_hash, hashes));
}

export type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

interface Waiter {
  resolve(row: KeyRow | undefined): void;
  reject(error: unknown): void;
}

class KeyLoader {
  private waiting = new Map<string, Waiter[]>();
  private running = 0;
  private scheduled = false;

  constructor(private readonly db: Db) {}

  load(hash: string): Promise<KeyRow | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(hash);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(hash, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.running >= MAX_QUERIES || !this.waiting.size) return;
    this.scheduled = true;
    setImmediate(() => void this.run());
  }

  private async run() {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    this.running++;
    try {
      const rows = await selectKeys(this.db, [...batch.keys()]);
      const byHash = new Map(rows.map((row) => [row.keyHash, row]));
      for (const [hash, waiters] of batch) for (const w of waiters) w.resolve(byHash.get(hash));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      this.running--;
      this.schedule();
    }
  }
}

const loaders = new WeakMap<Db, KeyLoader>();

/** The key's row (with its board and machine), or undefined for an unknown key. */
export function lookupKey(db: Db, keyHash: string): Promise<KeyRow | undefined> {
  let loader = loaders.get(db);
  if (!loader) loaders.set(db, (loader = new KeyLoader(db)));
  return loader.load(keyHash);
}
