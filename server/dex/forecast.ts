/**
 * The DEX side of a forecast: for machines without live sales (no orders in the window), the
 * daily rate per selection from their last audits (server/dex/daily-rate.ts). One query for all
 * the machines, reading each one's last few audits through dex_audits_machine_read_idx.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dexAudits } from '../db/schema/index.ts';
import { dexDailyRates, type DexDailyRate } from './daily-rate.ts';

/** Intervals a forecast averages: about a month of weekly visits. */
export const DEX_FORECAST_INTERVALS = 4;

export async function dexRatesOf(db: Db, machineIds: readonly number[]): Promise<Map<number, Map<string, DexDailyRate>>> {
  if (!machineIds.length) return new Map();
  const recent = db.$with('recent').as(db.select({
    vm_id: dexAudits.vending_machine_id, read_at: dexAudits.read_at, selections: dexAudits.selections,
    rank: sql<number>`row_number() over (partition by ${dexAudits.vending_machine_id} order by ${dexAudits.read_at} desc)`.as('rank'),
  }).from(dexAudits).where(and(inArray(dexAudits.vending_machine_id, [...machineIds]), isNull(dexAudits.deleted_at))));
  // A re-read at the same visit is merged by the rate, so a couple more rows than intervals.
  const rows = await db.with(recent).select().from(recent).where(sql`${recent.rank} <= ${DEX_FORECAST_INTERVALS + 3}`);
  const byMachine = new Map<number, typeof rows>();
  for (const r of rows) if (r.vm_id !== null) byMachine.set(r.vm_id, [...(byMachine.get(r.vm_id) ?? []), r]);
  return new Map([...byMachine].map(([id, audits]) => [id, dexDailyRates(audits, DEX_FORECAST_INTERVALS)]));
}
