/**
 * Fan-out of live messages between API instances through Postgres LISTEN/NOTIFY
 * (DESIGN.md "Data and scale"). On a PostgreSQL server each instance listens on one
 * channel and announces what it publishes there. The embedded PGlite database serves one
 * process, so it needs no fan-out; its transport exists so tests can run the same path.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { LIVE_RECONNECT_MS } from '../../contract/constants.ts';
import type { Database } from '../db/client.ts';

export const LIVE_NOTIFY_CHANNEL = 'vc_live';
/** Postgres refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;

export interface FanoutTransport {
  send(payload: string): Promise<void>;
  /** Calls `onPayload` for every announcement (ours included); resolves to a stop function. */
  listen(onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

function checkSize(payload: string) {
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_NOTIFY_BYTES) throw new Error(`message of ${bytes} bytes is too large to fan out (other instances miss it)`);
}

export function postgresTransport(pool: pg.Pool): FanoutTransport {
  return {
    async send(payload) {
      checkSize(payload);
      await pool.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, payload]);
    },
    async listen(onPayload) {
      let client: pg.PoolClient | null = null;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const onNotification = (m: pg.Notification) => {
        if (m.channel === LIVE_NOTIFY_CHANNEL && m.payload) onPayload(m.payload);
      };
      // A dropped listening connection is replaced every 10 s until it works again.
      const lost = () => {
        if (client) {
          client.off('notification', onNotification);
          client.release(true);
          client = null;
        }
        if (!stopped) retry = setTimeout(() => void connect(), LIVE_RECONNECT_MS);
      };
      const connect = async () => {
        try {
          const c = await pool.connect();
          client = c;
          c.on('notification', onNotification);
          c.once('error', lost);
          await c.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
        } catch (error) {
          console.error('live fan-out: listening connection failed:', (error as Error).message);
          lost();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const c = client;
        client = null;
        if (!c) return;
        c.off('notification', onNotification);
        await c.query(`UNLISTEN ${LIVE_NOTIFY_CHANNEL}`).catch(() => undefined);
        c.release();
      };
    },
  };
}

export function pgliteTransport(pglite: PGlite): FanoutTransport {
  return {
    async send(payload) {
      checkSize(payload);
      await pglite.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, payload]);
    },
    async listen(onPayload) {
      const stop = await pglite.listen(LIVE_NOTIFY_CHANNEL, onPayload);
      return async () => stop();
    },
  };
}

/** PostgreSQL: LISTEN/NOTIFY between instances. PGlite: one process, delivered in-process. */
export function liveTransportFor(database: Pick<Database, 'kind' | 'pool'>): FanoutTransport | null {
  return database.kind === 'postgres' && database.pool ? postgresTransport(database.pool) : null;
}
