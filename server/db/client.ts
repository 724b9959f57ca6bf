/**
 * One query layer over both databases: PGlite (embedded, the default) and a PostgreSQL
 * server (DATABASE_URL). Everything above this file sees only `Db`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded only), for dumps in tests and LISTEN. */
  pglite?: PGlite;
  /** The raw pool (server only), for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  /** PostgreSQL only: the connections `queryPrepared` runs on (see there). */
  preparedPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… runs on a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests clone a seeded database this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

const migrationsFolder = join(ROOT, 'server', 'db', 'migrations');

// Bigint counts and sums come back as strings from both drivers; numbers are what we use.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', (error) => console.error('postgres pool error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const preparedPool = new pg.Pool({
      connectionString: options.databaseUrl, max: Math.min(4, options.poolSize ?? 10), options: '-c plan_cache_mode=force_generic_plan',
    });
    preparedPool.on('error', (error) => console.error('postgres pool error:', error.message));
    return { db, kind: 'postgres', pool, preparedPool, close: async () => void (await Promise.all([pool.end(), preparedPool.end()])) };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Contrib extensions the migrations create (PostgreSQL servers have them installed).
    extensions: { pg_trgm },
    parsers: { 20: (value: string) => Number(value) },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/**
 * A hot statement of a fixed shape (a list's page), as rows of arrays. On PostgreSQL it is a named
 * prepared statement, planned once per connection with a generic plan: planning a query over
 * monthly partitions cost five times running it (1.1 ms against 0.2 ms for a page of orders over
 * 17 months). Generic plans are forced on these connections alone, because an offset parameter
 * makes PostgreSQL keep re-planning, and the console's other queries keep their custom plans.
 * The name is the text's hash, so a connection prepares each shape once.
 */
export async function queryPrepared<Row extends unknown[]>(database: Database, text: string, params: unknown[]): Promise<Row[]> {
  if (!database.preparedPool) return (await database.pglite!.query<Row>(text, params, { rowMode: 'array' })).rows;
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await database.preparedPool.query<Row>({ name, text, values: params, rowMode: 'array' })).rows;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
