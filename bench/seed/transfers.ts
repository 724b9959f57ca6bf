/**
 * A pool of Created material transfers for the manage.material_transfer benchmark
 * (each call receives one). Every pool order moves two products between two different
 * warehouses; the units sit in transit at the source exactly as createTransfer leaves
 * them, so the stock invariants hold: a warehouse's in_transit is the units of its
 * open orders. The stock comes from a supplier delivery booked onto the shelves first, and
 * both moves are written to the stock ledger as the stock module would write them.
 */
import type { Db } from '../../server/db/client.ts';
import { K, intArray, pad, pick, query, scalar } from './sql.ts';

export const POOL_COMMENT = 'Benchmark pool';
/** Pool orders draw from this many products (the catalogue's last ones), so receipts rarely wait on one another's stock rows. */
const POOL_PRODUCTS = 2000;
const ITEMS_PER_ORDER = 2;

export async function bulkTransfers(db: Db, companyId: number, adminId: number, warehouseIds: number[], count: number, nowSec: number) {
  if (count <= 0) return { first: 0, last: -1 };
  const products = await scalar(db, 'select count(*) from seed_products');
  const poolSize = Math.min(POOL_PRODUCTS, products);
  const offset = products - poolSize;
  const w = warehouseIds.length;
  const first = await scalar(db, `select nextval(pg_get_serial_sequence('warehouse_orders', 'id'))`);
  const last = first + count - 1;
  // Ids are taken from the sequence up front, so each order's items follow from its id alone.
  await query(db, `select setval(pg_get_serial_sequence('warehouse_orders', 'id'), ${last})`);
  const source = `(${intArray(warehouseIds)})[1 + o % ${w}]`;
  const destination = `(${intArray(warehouseIds)})[1 + (o + 1 + ${pick('o', K.warehouse, w - 1)}) % ${w}]`;
  const productN = (n: string) => `(${offset} + 1 + (${pick('o', K.product, poolSize)} + (${n} - 1) * (1 + ${pick('o + 1', K.product, poolSize - 1)})) % ${poolSize})`;
  const units = (n: string) => `(1 + ${pick(`o * 4 + ${n}`, K.stock, 20)})`;
  await query(db, `
    create table seed_pool_items as
    select o as order_id, ${source} as source_id, ${destination} as destination_id, sp.id as product_id, ${units('item')} as stock
    from generate_series(${first}, ${last}) as o
    cross join generate_series(1, ${ITEMS_PER_ORDER}) as item
    join seed_products sp on sp.n = ${productN('item')}`);
  await query(db, `
    insert into warehouse_orders (id, company_id, order_id, source_type, source_warehouse_id, destination_type, destination_warehouse_id,
      status, stock, created_by, comments, created_at, updated_at)
    select order_id, ${companyId}, 'MT-' || ${pad('order_id', 6)}, 'warehouse', min(source_id), 'warehouse', min(destination_id),
      1, sum(stock), ${adminId}, '${POOL_COMMENT}',
      to_timestamp(${nowSec} - 30 * 86400 + (order_id - ${first}) * (29 * 86400.0 / ${count})),
      to_timestamp(${nowSec} - 30 * 86400 + (order_id - ${first}) * (29 * 86400.0 / ${count}))
    from seed_pool_items group by order_id`);
  await query(db, `insert into warehouse_order_items (order_id, product_id, stock) select order_id, product_id, stock from seed_pool_items`);
  // A delivery onto the source shelves, then the same units into transit: shelves keep 500 per row.
  await query(db, `
    insert into warehouse_stock (warehouse_id, product_id, stock, in_transit)
    select source_id, product_id, 500, sum(stock) from seed_pool_items group by 1, 2
    on conflict (warehouse_id, product_id) do update
      set stock = warehouse_stock.stock + 500, in_transit = warehouse_stock.in_transit + excluded.in_transit`);
  // The same in the stock ledger, so the books add up on the large business too (npm run check:ledger).
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, user_id, at)
    select ${companyId}, product_id, 'outside', null, 'shelf', source_id, 500 + sum(stock), 'opening', ${adminId}, to_timestamp(${nowSec} - 31 * 86400)
    from seed_pool_items group by source_id, product_id`);
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, record_kind, record_id, user_id, at)
    select ${companyId}, product_id, 'shelf', source_id, 'transit', source_id, stock, 'transfer.dispatch', 'warehouse_order', order_id, ${adminId},
      to_timestamp(${nowSec} - 30 * 86400 + (order_id - ${first}) * (29 * 86400.0 / ${count}))
    from seed_pool_items`);
  // Rows the receipts add to exist up front (as ensureStockRows would make them).
  await query(db, `
    insert into warehouse_stock (warehouse_id, product_id)
    select distinct destination_id, product_id from seed_pool_items
    on conflict do nothing`);
  await query(db, 'drop table seed_pool_items');
  return { first, last };
}
