/**
 * Where every unit of every product is, for the planogram change's conservation checks: the
 * warehouses' shelves and transit (warehouse_stock), the stores (the ledger's moves in less its
 * moves out) and the machines' slots. A planogram change only moves units between machines and
 * their serving warehouse or store, so the sum per product must not change; a vend takes units
 * out of the books, so a test adds back what its vends report.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** Units per product across shelves, transit, stores and machine slots. */
export async function unitsEverywhere(db: Db): Promise<Map<number, number>> {
  const found = await rows<{ product_id: number; units: number }>(db, sql`
    select product_id, sum(units)::bigint as units from (
      select product_id, stock + in_transit as units from warehouse_stock
      union all select product_id, quantity from vm_slots where product_id is not null
      union all select product_id, quantity from stock_movements where to_kind = 'store'
      union all select product_id, -quantity from stock_movements where from_kind = 'store'
    ) u group by product_id`);
  return new Map(found.map((r) => [Number(r.product_id), Number(r.units)]));
}

/** What `npm run check:ledger` checks: shelves and transit are their movements, machine totals their slots. */
export async function ledgerProblems(db: Db): Promise<string[]> {
  return [...(await stockLedgerViolations(db)), ...(await machineTotalsViolations(db))];
}

/** The products whose units differ between two counts, with both numbers (empty when conserved). */
export function unitsDiffer(before: Map<number, number>, after: Map<number, number>, sold = new Map<number, number>()): string[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => (before.get(id) ?? 0) !== (after.get(id) ?? 0) + (sold.get(id) ?? 0))
    .map((id) => `product ${id}: ${before.get(id) ?? 0} before, ${after.get(id) ?? 0} after (+${sold.get(id) ?? 0} sold)`);
}
