/**
 * Shipping orders (warehouse → store) over the seed's span in every shipping status
 * (machines/records/shippingOrder.ts), two products each. A dispatched order took its units
 * off the warehouse's shelves into its transit ('shipping.dispatch') and a received one put
 * them into the store ('shipping.receive'), as the shipping actions book them; the order's
 * list status follows (1 open, 2 cancelled, 3 received). Orders a delivery partner carried
 * (Delivered, Received by the store manager) name one; own transport (In Transit, Received) none.
 */
import type { Db } from '../../server/db/client.ts';
import { NONE, auditRecords, reserveIds, spreadAt, type Span } from './records.ts';
import { K, intArray, pad, pick, query } from './sql.ts';

const ITEMS = 2;
/** Shipping status shares out of 100, and whether a delivery partner carries it. */
const MIX: readonly [status: string, upTo: number][] = [
  ['ORDER_CREATED', 5], ['IN_PROGRESS', 10], ['DISPATCHED', 15], ['DELIVERED_DP', 20], ['IN_TRANSIT', 24], ['CANCELLED', 30],
  ['DELIVERED', 55], ['RECEIVED_SM', 100],
];
const DISPATCHED = `('DISPATCHED', 'DELIVERED_DP', 'IN_TRANSIT', 'DELIVERED', 'RECEIVED_SM')`;
const RECEIVED = `('DELIVERED', 'RECEIVED_SM')`;
const BY_PARTNER = `('DISPATCHED', 'DELIVERED_DP', 'RECEIVED_SM')`;

export async function bulkShippingOrders(db: Db, core: { companyId: number; adminId: number }, count: number, span: Span) {
  if (count <= 0) return NONE;
  const ids1 = (sql: string) => query<{ id: number }>(db, sql).then((rows) => rows.map((r) => Number(r.id)));
  const warehouses = await ids1(`select id from warehouses where company_id = ${core.companyId} and storage_type = 'Warehouse' order by id`);
  const stores = await ids1(`select id from stores where company_id = ${core.companyId} and deleted_at is null order by id`);
  const partners = await ids1(`select id from delivery_partners where company_id = ${core.companyId} order by id`);
  const products = Number((await query<{ n: number }>(db, 'select count(*) as n from seed_products'))[0]!.n);
  const ids = await reserveIds(db, 'warehouse_orders', count);
  const share = pick('o', K.status, 100);
  await query(db, `
    create table seed_shipping as
    select o, status, created_at, (${intArray(warehouses)})[1 + ${pick('o', K.warehouse, warehouses.length)}] as warehouse_id,
      (${intArray(stores)})[1 + ${pick('o', K.site, stores.length)}] as store_id, sp.id as product_id, sp.mrp, 1 + ${pick('o * 4 + j', K.stock, 24)} as units
    from (select o, case ${MIX.map(([s, upTo]) => `when ${share} < ${upTo} then '${s}'`).join(' ')} end as status,
      ${spreadAt('o', ids.first, count, span)} as created_at from generate_series(${ids.first}, ${ids.last}) as o) h
    cross join generate_series(0, ${ITEMS - 1}) as j
    join seed_products sp on sp.n = 1 + (${pick('o', K.product, products)} + j) % ${products}`);
  const partner = partners.length ? `case when min(status) in ${BY_PARTNER} then (${intArray(partners)})[1 + ${pick('o', K.brand, partners.length)}] end` : 'null';
  await query(db, `
    insert into warehouse_orders (id, company_id, order_id, source_type, source_warehouse_id, destination_type, destination_store_id, status, stock,
      created_by, shipping_status, delivery_partner_id, dispatched_at, delivered_at, received_by, received_at, total_cost, version, created_at, updated_at)
    select o, ${core.companyId}, 'SO-' || ${pad('o', 6)}, 'warehouse', min(warehouse_id), 'store', min(store_id),
      case when min(status) = 'CANCELLED' then 2 when min(status) in ${RECEIVED} then 3 else 1 end, sum(units), ${core.adminId}, min(status), ${partner},
      case when min(status) in ${DISPATCHED} then min(created_at) + interval '6 hours' end,
      case when min(status) in ('DELIVERED_DP', 'RECEIVED_SM') then min(created_at) + interval '1 day' end,
      case when min(status) in ${RECEIVED} then ${core.adminId} end,
      case when min(status) in ${RECEIVED} then min(created_at) + interval '30 hours' end,
      sum(units * mrp), 0, min(created_at), min(created_at)
    from seed_shipping group by o`);
  await query(db, `
    insert into warehouse_order_items (order_id, product_id, stock, received_stock, remainder_stock)
    select o, product_id, units, case when status in ${RECEIVED} then units end, case when status in ${RECEIVED} then 0 end from seed_shipping`);
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, record_kind, record_id, user_id, at)
    select ${core.companyId}, product_id, 'shelf', warehouse_id, 'transit', warehouse_id, units, 'shipping.dispatch', 'warehouse_order', o, ${core.adminId},
      created_at + interval '6 hours'
    from seed_shipping where status in ${DISPATCHED}
    union all
    select ${core.companyId}, product_id, 'transit', warehouse_id, 'store', store_id, units, 'shipping.receive', 'warehouse_order', o, ${core.adminId},
      created_at + interval '30 hours'
    from seed_shipping where status in ${RECEIVED}`);
  await query(db, 'drop table seed_shipping');
  await auditRecords(db, { table: 'warehouse_orders', action: 'create.shipping', entity: 'warehouse_order', ids, userId: core.adminId, at: 'r.created_at', omit: ['search_text'] });
  return ids;
}
