/**
 * Prices by exception (issue 54): a machine's latest audit's prices (PA102) against the
 * planogram's, the price (MRP) of the product in the coil whose number is the selection's
 * (DEX selection "11" is coil "11", as the tray prints it). Only machines with a difference list.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type { DexPriceExceptionRow } from '../../contract/actions/dex-reconcile.ts';
import type { Db } from '../db/client.ts';
import { dexAudits, products, vmSlots, vendingMachines } from '../db/schema/index.ts';
import { iso } from '../http/list.ts';

/** The machine's audit read last (no later one, ties by id). */
const isLatest = sql`not exists (
  select 1 from dex_audits n where n.vending_machine_id = ${dexAudits.vending_machine_id} and n.deleted_at is null
    and (n.read_at > ${dexAudits.read_at} or (n.read_at = ${dexAudits.read_at} and n.id > ${dexAudits.id})))`;

const priced = sql`jsonb_array_elements(${dexAudits.selections}) s`;
export const exceptionCount = sql<number>`(
  select count(*)::int from ${priced}
  join vm_slots v on v.vending_machine_id = ${dexAudits.vending_machine_id} and v.coil = s ->> 'selection'
  join products p on p.id = v.product_id
  where jsonb_typeof(s -> 'price') = 'number' and (s ->> 'price')::numeric <> p.mrp)`.mapWith(Number);
const unmatchedCount = sql<number>`(
  select count(*)::int from ${priced}
  where jsonb_typeof(s -> 'price') = 'number' and not exists (
    select 1 from vm_slots v where v.vending_machine_id = ${dexAudits.vending_machine_id} and v.coil = s ->> 'selection' and v.product_id is not null))`.mapWith(Number);

export const priceExceptionFields = {
  audit: { id: dexAudits.id, read_at: dexAudits.read_at, selections: dexAudits.selections },
  machine: { id: vendingMachines.id, name: vendingMachines.name },
  exceptions: exceptionCount,
  unmatched: unmatchedCount,
};

export function latestAuditsWithExceptions<Q extends PgSelect>(qb: Q, where: SQL | undefined) {
  return qb
    .innerJoin(vendingMachines, and(eq(vendingMachines.id, dexAudits.vending_machine_id), isNull(vendingMachines.deleted_at)))
    .where(and(isLatest, sql`${exceptionCount} > 0`, where));
}

type Selected = { audit: Pick<typeof dexAudits.$inferSelect, 'id' | 'read_at' | 'selections'>; machine: { id: number; name: string }; exceptions: number; unmatched: number };

/** The page's rows with each differing selection, from one read of the page's machines' coils. */
export async function toPriceExceptionRows(db: Db, page: Selected[]): Promise<Infer<typeof DexPriceExceptionRow>[]> {
  const machineIds = page.map((r) => r.machine.id);
  const coils = machineIds.length === 0 ? [] : await db
    .select({ machine: vmSlots.vending_machine_id, coil: vmSlots.coil, product: { id: products.id, name: products.name }, mrp: products.mrp })
    .from(vmSlots).innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(inArray(vmSlots.vending_machine_id, machineIds));
  const byCoil = new Map(coils.map((c) => [`${c.machine}:${c.coil}`, c]));
  return page.map((r) => ({
    id: r.audit.id,
    VendingMachine: r.machine,
    read_at: iso(r.audit.read_at)!,
    selections: r.audit.selections.length,
    exceptions: r.exceptions,
    unmatched: r.unmatched,
    differences: r.audit.selections.flatMap((s) => {
      const coil = byCoil.get(`${r.machine.id}:${s.selection}`);
      if (s.price === null || !coil || Number(coil.mrp) === s.price) return [];
      return [{ selection: s.selection, dex_price: s.price, planogram_price: Number(coil.mrp), Product: coil.product }];
    }),
  }));
}
