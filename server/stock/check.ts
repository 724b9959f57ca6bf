/**
 * Proof that the books add up, straight from the database: every warehouse's shelves and
 * transit equal the sum of the stock movements into them less those out of them, no balance is
 * negative, and every received cash collection's amount is what its cash movements add up to.
 * The tests run it after every change they make; `npm run check:ledger` runs it on any data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** What no longer adds up, one line each; empty when the stock books balance. */
export async function stockLedgerViolations(db: Db): Promise<string[]> {
  const found = await rows<{ warehouse_id: number; product_id: number; stock: number; in_transit: number; shelf: number; transit: number }>(db, sql`
    with moved as (
      select kind, place_id, product_id, sum(units)::bigint as units from (
        select to_kind as kind, to_id as place_id, product_id, quantity as units from stock_movements where to_kind in ('shelf', 'transit')
        union all
        select from_kind, from_id, product_id, -quantity from stock_movements where from_kind in ('shelf', 'transit')
      ) m group by kind, place_id, product_id
    ), books as (
      select coalesce(s.place_id, t.place_id) as warehouse_id, coalesce(s.product_id, t.product_id) as product_id,
        coalesce(s.units, 0) as shelf, coalesce(t.units, 0) as transit
      from (select * from moved where kind = 'shelf') s
      full join (select * from moved where kind = 'transit') t on t.place_id = s.place_id and t.product_id = s.product_id
    )
    select coalesce(w.warehouse_id, b.warehouse_id) as warehouse_id, coalesce(w.product_id, b.product_id) as product_id,
      coalesce(w.stock, 0) as stock, coalesce(w.in_transit, 0) as in_transit, coalesce(b.shelf, 0)::int as shelf, coalesce(b.transit, 0)::int as transit
    from warehouse_stock w
    full join books b on b.warehouse_id = w.warehouse_id and b.product_id = w.product_id
    where coalesce(w.stock, 0) <> coalesce(b.shelf, 0) or coalesce(w.in_transit, 0) <> coalesce(b.transit, 0)
      or w.stock < 0 or w.in_transit < 0
    order by 1, 2`);
  return found.map((r) =>
    `warehouse ${r.warehouse_id} product ${r.product_id}: ${r.stock} on the shelves and ${r.in_transit} in transit, ` +
    `but the movements add up to ${r.shelf} and ${r.transit}`);
}

/** Every received collection moved exactly its received amount to its warehouse; a submitted one moved nothing. */
export async function cashLedgerViolations(db: Db): Promise<string[]> {
  const found = await rows<{ order_id: string; state: string; received: number | null; moved: number }>(db, sql`
    select c.order_id, c.state, round(c.received_amount * 100)::bigint as received, coalesce(m.paise, 0)::bigint as moved
    from cash_collections c
    left join (
      select record_id, sum(case when to_kind = 'warehouse' then amount_paise else -amount_paise end) as paise
      from cash_movements where record_kind = 'cash_collection' group by record_id
    ) m on m.record_id = c.id
    where coalesce(m.paise, 0) <> case when c.state = 'RECEIVED' then round(coalesce(c.received_amount, 0) * 100) else 0 end
    order by c.id`);
  return found.map((r) => `${r.order_id} (${r.state}): received ${Number(r.received ?? 0) / 100} but its cash movements add up to ${Number(r.moved) / 100}`);
}

/**
 * Every key of machine_stock_totals whose units are not what the live machines' slots add up
 * to: the triggers of migration 0017 keep them equal, whatever wrote the slots.
 */
export async function machineTotalsViolations(db: Db): Promise<string[]> {
  const found = await rows<{ company_id: number; franchise_id: number; warehouse_id: number; store_id: number; product_id: number; kept: number; slots: number }>(db, sql`
    with slots as (
      select m.company_id, coalesce(m.franchise_id, 0) as franchise_id, coalesce(m.warehouse_id, 0) as warehouse_id,
        coalesce(m.store_id, 0) as store_id, s.product_id, sum(s.quantity)::int as units
      from vm_slots s join vending_machines m on m.id = s.vending_machine_id and m.deleted_at is null
      where s.product_id is not null
      group by 1, 2, 3, 4, 5
    )
    select coalesce(t.company_id, s.company_id) as company_id, coalesce(t.franchise_id, s.franchise_id) as franchise_id,
      coalesce(t.warehouse_id, s.warehouse_id) as warehouse_id, coalesce(t.store_id, s.store_id) as store_id,
      coalesce(t.product_id, s.product_id) as product_id, coalesce(t.units, 0) as kept, coalesce(s.units, 0) as slots
    from machine_stock_totals t
    full join slots s using (company_id, franchise_id, warehouse_id, store_id, product_id)
    where coalesce(t.units, 0) <> coalesce(s.units, 0)
    order by 1, 2, 3, 4, 5`);
  return found.map((r) =>
    `machines of company ${r.company_id} franchise ${r.franchise_id} warehouse ${r.warehouse_id} store ${r.store_id}, product ${r.product_id}: ` +
    `the totals keep ${r.kept} units, the slots hold ${r.slots}`);
}
