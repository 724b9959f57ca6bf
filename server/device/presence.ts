/**
 * A machine's presence and heartbeat in device_state, coalesced (coalescer.ts): every
 * authenticated device request notes the machine seen (and its key used), a heartbeat notes its
 * firmware, signal and temperature, and about once a second one set-based upsert writes them all. A
 * 100,000-machine fleet sending a heartbeat a minute is ~1,700 requests a second; a
 * transaction each would be most of the database's work for nothing a screen needs that fast.
 *
 * Presence is the server's time of the request (when we last heard from the machine), never
 * the device's clock. What waits in memory is lost if the process dies: at most a second of
 * "last seen", which the machine's next request writes again. start.ts flushes on shutdown.
 */
import { sql } from 'drizzle-orm';
import type { DeviceEventOf } from '../../contract/device.ts';
import type { Db } from '../db/client.ts';
import { Coalescer } from './coalescer.ts';
import type { Device } from './identity.ts';

interface Seen {
  machineId: number;
  companyId: number;
  boardId: number;
  /** The key of the request: its last_used_at, kept to the minute. */
  keyId: number;
  seenAt: Date;
  /** From the newest heartbeat (device time `heartbeatAt`); absent for a request that was not one. */
  heartbeat?: { at: string; firmware?: string; signal?: number; temperature?: number };
}

export const FLUSH_INTERVAL_MS = 1000;

function merge(pending: Seen, next: Seen): Seen {
  const newer = !pending.heartbeat || (next.heartbeat && next.heartbeat.at >= pending.heartbeat.at) ? next.heartbeat : pending.heartbeat;
  return { ...next, seenAt: next.seenAt > pending.seenAt ? next.seenAt : pending.seenAt, ...(newer ? { heartbeat: newer } : {}) };
}

/** Postgres array parameters: one each, so a batch of any size is one statement. */
const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const whole = (n: number | undefined) => (n === undefined ? null : Math.round(n));

async function writeBatch(db: Db, batch: Seen[]) {
  // A machine's presence can only move forward; a heartbeat's readings replace the last ones it sent.
  await db.execute(sql`
    insert into device_state (vending_machine_id, company_id, last_seen_at, firmware, signal, temperature)
    select * from unnest(${array(batch.map((s) => s.machineId), 'int')}, ${array(batch.map((s) => s.companyId), 'int')},
      ${array(batch.map((s) => s.seenAt.toISOString()), 'timestamptz')}, ${array(batch.map((s) => s.heartbeat?.firmware ?? null), 'text')},
      ${array(batch.map((s) => whole(s.heartbeat?.signal)), 'int')}, ${array(batch.map((s) => whole(s.heartbeat?.temperature)), 'int')})
    on conflict (vending_machine_id) do update set
      last_seen_at = greatest(device_state.last_seen_at, excluded.last_seen_at),
      firmware = coalesce(excluded.firmware, device_state.firmware),
      signal = coalesce(excluded.signal, device_state.signal),
      temperature = coalesce(excluded.temperature, device_state.temperature)`);
  // The key's "last used" to the minute: a row written once a minute per key, not per request.
  await db.execute(sql`
    update device_keys k set last_used_at = u.at
    from unnest(${array(batch.map((s) => s.keyId), 'int')}, ${array(batch.map((s) => s.seenAt.toISOString()), 'timestamptz')}) as u(id, at)
    where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.at - interval '1 minute')`);
  const firmware = batch.filter((s) => s.heartbeat?.firmware !== undefined);
  if (!firmware.length) return;
  // The board's own record shows the firmware it runs (the hardware boards list); most heartbeats change nothing there.
  await db.execute(sql`
    update hardware_boards b set firmware = u.firmware, updated_at = now()
    from unnest(${array(firmware.map((s) => s.boardId), 'int')}, ${array(firmware.map((s) => s.heartbeat!.firmware!), 'text')}) as u(id, firmware)
    where b.id = u.id and b.firmware is distinct from u.firmware`);
}

const writers = new WeakMap<Db, Coalescer<number, Seen>>();

/** The writer of this database (one per process and database: the tests run several). */
export function deviceStateWriter(db: Db): Coalescer<number, Seen> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new Coalescer<number, Seen>({
      merge, write: (batch) => writeBatch(db, batch), intervalMs: FLUSH_INTERVAL_MS,
      onError: (error) => console.error('device state flush failed:', error),
    });
    writers.set(db, writer);
  }
  return writer;
}

const seen = (device: Device, at: Date): Seen => ({ machineId: device.machineId, companyId: device.companyId, boardId: device.boardId, keyId: device.keyId, seenAt: at });

/** The device was heard from at `at` (the server's clock). */
export function noteSeen(db: Db, device: Device, at: Date) {
  deviceStateWriter(db).note(device.machineId, seen(device, at));
}

export function noteHeartbeat(db: Db, device: Device, event: DeviceEventOf<'heartbeat'>, at: Date) {
  const { firmware, signal, temperature } = event;
  deviceStateWriter(db).note(device.machineId, { ...seen(device, at), heartbeat: { at: event.at, firmware, signal, temperature } });
}

/** Writes what waits (shutdown, tests). */
export function flushDeviceState(db: Db): Promise<void> {
  return writers.get(db)?.flush() ?? Promise.resolve();
}
