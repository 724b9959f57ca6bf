/**
 * Helpers for the set-based bulk seed: raw SQL on either driver, deterministic
 * "random" numbers as plain arithmetic, and dropping a table's secondary indexes for a
 * load and building them again after.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { onEveryPartition } from '../../server/seed/demo-orders.ts';

/** Runs one SQL text and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function query<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

export async function scalar(db: Db, text: string): Promise<number> {
  const [row] = await query<Record<string, unknown>>(db, text);
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/**
 * Odd 32-bit multipliers, one per independent draw. `pick(expr, K, n)` is a Weyl
 * sequence: floor(frac(expr × K / 2³²) × n), an even spread over [0, n) that needs no
 * functions, so PGlite and PostgreSQL compute exactly the same rows. Different
 * multipliers give (jointly) independent draws for the same row.
 */
export const K = {
  machine: 2654435761,
  vend: 2246822519,
  lines: 3266489917,
  slot: 668265263,
  quantity: 374761393,
  discount: 3144134277,
  discountShare: 1013904243,
  pending: 2773480763,
  paymentMode: 1779033703,
  reason: 3049323471,
  product: 4027431613,
  utr: 2166136261,
  name: 2870177451,
  size: 1597334677,
  mrp: 3812015801,
  gst: 866838667,
  status: 3624414127,
  site: 1828028551,
  place: 2117251213,
  coordinates: 951274213,
  capacity: 1385931121,
  fill: 2971215073,
  motor: 1134903171,
  warehouse: 1836311903,
  stock: 2178309011,
  brand: 3524578013,
  hsn: 701408733,
} as const;

/** floor(frac(expr × k / 2³²) × n): a deterministic integer in [0, n). */
export const pick = (expr: string, k: number, n: number) => `((((((${expr})::bigint * ${k}) & 4294967295) * ${n}) >> 32)::int)`;

/** Zero-padded to at least `width` digits (lpad alone would cut longer numbers). */
export const pad = (expr: string, width: number) => `lpad((${expr})::text, greatest(${width}, length((${expr})::text)), '0')`;

/** `array[...]` of SQL string literals. */
export const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
export const intArray = (values: readonly number[]) => `array[${values.join(',')}]::int[]`;

interface IndexDef {
  indexname: string;
  indexdef: string;
}

/**
 * Drops the tables' secondary indexes (those not backing a primary key or constraint,
 * read from pg_indexes), runs the load, and builds them again from their definitions.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[], load: () => Promise<void>, log: (line: string) => void) {
  const list = tables.map((t) => `'${t}'`).join(',');
  const indexes = await query<IndexDef>(db, `
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${list})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  for (const index of indexes) await query(db, `drop index "${index.indexname}"`);
  log(`dropped ${indexes.length} secondary indexes of ${tables.join(', ')}`);
  await load();
  for (const index of indexes) {
    const started = performance.now();
    await query(db, onEveryPartition(index.indexdef));
    log(`  rebuilt ${index.indexname} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
