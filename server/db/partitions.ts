/**
 * The history tables are partitioned by UTC month of their time column (migration
 * 0062_partition_history, issue 55): `<table>_pYYYYMM` for each month and `<table>_default` for any
 * row no month partition takes, so an insert never fails for want of a partition. This module
 * makes the months ahead (on start, daily, and around seeds) and archives old ones by detaching
 * them: an archived month is a plain table in the `history_archive` schema, still queryable
 * (`select … from history_archive.audit_log_p202401`), out of every live list and plan.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The partitioned tables and their partition key. */
export const HISTORY_TABLES = {
  audit_log: 'at', vm_events: 'created_at', notifications: 'created_at', orders: 'created_at', order_lines: 'created_at',
} as const;
export type HistoryTable = keyof typeof HISTORY_TABLES;

export const ARCHIVE_SCHEMA = 'history_archive';
/** Months made ahead of the current one, so a month never starts in the DEFAULT partition. */
const MONTHS_AHEAD = 3;

/** 'YYYY-MM' → the first of that month (UTC), or null when it is not one. */
export function parseMonth(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(Number(match[1]), month - 1, 1));
}

function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); d <= to; d.setUTCMonth(d.getUTCMonth() + 1)) {
    months.push(d.toISOString().slice(0, 10));
  }
  return months;
}

/** A raw query's rows on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Makes the month partitions from `from` (default: last month, which late rows such as a device's
 * buffered events still reach) to MONTHS_AHEAD months after `now`, and one for every month whose
 * rows sit in a DEFAULT partition (they move into it).
 */
export async function ensureHistoryPartitions(db: Db, now: Date, from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))): Promise<void> {
  const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1));
  const planned = monthsBetween(from, ahead);
  for (const [table, key] of Object.entries(HISTORY_TABLES)) {
    const stray = await rowsOf<{ month: string }>(db, sql.raw(
      `select distinct to_char(date_trunc('month', ${key} at time zone 'UTC'), 'YYYY-MM-DD') as month from ${table}_default`,
    ));
    const months = new Set([...planned, ...stray.map((r) => r.month)]);
    for (const month of [...months].sort()) {
      // Instances starting together would both create the month: one at a time, the second sees it made.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('history-partitions'))`);
        await tx.execute(sql`select history_month_partition(${table}, ${month}::date)`);
      });
    }
  }
}

/** The live month partitions of a table: name and first day ('YYYY-MM-01'), oldest first. */
export async function monthPartitions(db: Db, table: HistoryTable): Promise<{ name: string; month: string }[]> {
  const rows = await rowsOf<{ name: string }>(db, sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${`public.${table}`}::regclass and c.relkind in ('r', 'p') and c.relname ~ ${`^${table}_p[0-9]{6}$`}
    order by c.relname`);
  return rows.map(({ name }) => ({ name, month: `${name.slice(-6, -2)}-${name.slice(-2)}-01` }));
}

/**
 * Detaches every month partition before `before` (first of a month) from the history tables and
 * moves it to the archive schema. Rows are not deleted: the tables stay, queryable there.
 * Returns the archived tables' names.
 */
export async function archiveHistoryBefore(db: Db, before: Date): Promise<string[]> {
  const limit = before.toISOString().slice(0, 10);
  const archived: string[] = [];
  await db.execute(sql.raw(`create schema if not exists ${ARCHIVE_SCHEMA}`));
  for (const table of Object.keys(HISTORY_TABLES) as HistoryTable[]) {
    for (const { name, month } of await monthPartitions(db, table)) {
      if (month >= limit) continue;
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`alter table public.${table} detach partition public.${name}`));
        await tx.execute(sql.raw(`alter table public.${name} set schema ${ARCHIVE_SCHEMA}`));
      });
      archived.push(`${ARCHIVE_SCHEMA}.${name}`);
    }
  }
  return archived;
}
