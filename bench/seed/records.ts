/**
 * What every bulk record writer shares: ids reserved from the table's sequence up front (so a
 * record's lines and movements follow from its id alone), times spread evenly over the seed's
 * span, and the audit row the console writes for the record's step.
 */
import type { Db } from '../../server/db/client.ts';
import { query, scalar } from './sql.ts';

/** The ids a writer added: none. */
export const NONE = { first: 0, last: -1 };

export interface Span {
  startSec: number;
  nowSec: number;
}

/** Takes `count` ids from the table's sequence; returns the first and last. */
export async function reserveIds(db: Db, table: string, count: number): Promise<{ first: number; last: number }> {
  const first = await scalar(db, `select nextval(pg_get_serial_sequence('${table}', 'id'))`);
  const last = first + count - 1;
  await query(db, `select setval(pg_get_serial_sequence('${table}', 'id'), ${last})`);
  return { first, last };
}

/** The time of record `expr` (first…first+count-1), spread evenly over the span (SQL). */
export const spreadAt = (expr: string, first: number, count: number, span: Span) =>
  `to_timestamp(${span.startSec} + ((${expr}) - ${first})::float8 * ${(span.nowSec - span.startSec) / Math.max(1, count)})`;

/**
 * One audit row per record of `table` in the id range that `where` keeps, as the console's
 * action writes it: the action, the admin, the record's kind and id, the record after the step
 * (the row as JSON, no before for a creation), at the step's time (so it lands in its month's
 * partition).
 */
export async function auditRecords(db: Db, rows: {
  table: string; action: string; entity: string; ids: { first: number; last: number }; userId: number; at: string; where?: string; omit?: string[];
}) {
  const after = ['to_jsonb(r)', ...(rows.omit ?? []).map((column) => `'${column}'`)].join(' - ');
  await query(db, `
    insert into audit_log (company_id, user_id, action, entity, entity_id, before, after, at)
    select r.company_id, ${rows.userId}, '${rows.action}', '${rows.entity}', r.id, null, ${after}, ${rows.at}
    from ${rows.table} r where r.id between ${rows.ids.first} and ${rows.ids.last}${rows.where ? ` and (${rows.where})` : ''}`);
}

/** Runs `write` over the id range in chunks of `size` (inclusive bounds), so no statement grows with the seed. */
export async function inChunks(ids: { first: number; last: number }, size: number, write: (from: number, to: number) => Promise<void>) {
  for (let from = ids.first; from <= ids.last; from += size) await write(from, Math.min(ids.last, from + size - 1));
}
