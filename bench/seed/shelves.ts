/**
 * The stock books of the bulk records: they write only stock movements (as the stock module
 * would), and this step brings warehouse_stock to what those movements add up to, so
 * `npm run check:ledger` holds. Where a shelf would end below a small reserve, an opening
 * delivery from outside the books (dated before the span) makes up the difference, as the
 * stock a warehouse held before the console was installed.
 */
import type { Db } from '../../server/db/client.ts';
import { query } from './sql.ts';

/** Units a shelf keeps after the bulk records, at the least. */
const RESERVE = 50;

const movedSince = (sinceId: number) => `
  select kind, place_id, product_id, sum(units)::int as units from (
    select to_kind as kind, to_id as place_id, product_id, quantity as units from stock_movements where id > ${sinceId} and to_kind in ('shelf', 'transit')
    union all
    select from_kind, from_id, product_id, -quantity from stock_movements where id > ${sinceId} and from_kind in ('shelf', 'transit')
  ) m group by 1, 2, 3`;

export async function bookShelves(db: Db, companyId: number, adminId: number, sinceId: number, openingSec: number) {
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, user_id, at)
    select ${companyId}, m.product_id, 'outside', null, 'shelf', m.place_id, ${RESERVE} - (coalesce(w.stock, 0) + m.units), 'opening', ${adminId}, to_timestamp(${openingSec})
    from (${movedSince(sinceId)}) m
    left join warehouse_stock w on w.warehouse_id = m.place_id and w.product_id = m.product_id
    where m.kind = 'shelf' and coalesce(w.stock, 0) + m.units < ${RESERVE}`);
  // Updated and inserted apart: an INSERT … ON CONFLICT checks the proposed row (a shelf's negative net) before it finds the conflict.
  await query(db, `
    create table seed_shelf_moves as
    select place_id as warehouse_id, product_id, coalesce(sum(units) filter (where kind = 'shelf'), 0) as shelf,
      coalesce(sum(units) filter (where kind = 'transit'), 0) as transit
    from (${movedSince(sinceId)}) m group by 1, 2`);
  await query(db, `
    update warehouse_stock w set stock = w.stock + m.shelf, in_transit = w.in_transit + m.transit
    from seed_shelf_moves m where m.warehouse_id = w.warehouse_id and m.product_id = w.product_id`);
  await query(db, `
    insert into warehouse_stock (warehouse_id, product_id, stock, in_transit)
    select warehouse_id, product_id, shelf, transit from seed_shelf_moves m
    where not exists (select 1 from warehouse_stock w where w.warehouse_id = m.warehouse_id and w.product_id = m.product_id)`);
  await query(db, 'drop table seed_shelf_moves');
}
