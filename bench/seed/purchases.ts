/**
 * Purchase orders over the seed's span in every status of their lifecycle
 * (machines/records/purchaseOrder.ts), three lines each from the company's suppliers into its
 * warehouses, priced and totalled as purchaseTotals does; what was received (all of it, or half
 * for Partially Received) came from the supplier onto the shelves through the stock ledger
 * ('purchase.receive'), as managePurchaseOrder books it.
 */
import type { Db } from '../../server/db/client.ts';
import { NONE, auditRecords, reserveIds, spreadAt, type Span } from './records.ts';
import { K, intArray, pad, pick, query, textArray } from './sql.ts';

const LINES = 3;
/** Status shares out of 100: most orders are long settled; a few wait at each step. */
const MIX: readonly [status: string, upTo: number][] = [
  ['DRAFT', 4], ['CREATED', 11], ['SHIPPED', 19], ['PARTIALLY_RECEIVED', 24], ['RECEIVED', 34], ['CANCELLED', 40], ['EXECUTED', 100],
];

export async function bulkPurchaseOrders(db: Db, core: { companyId: number; adminId: number }, count: number, span: Span) {
  if (count <= 0) return NONE;
  const suppliers = (await query<{ id: number }>(db, `select id from suppliers where company_id = ${core.companyId} and deleted_at is null order by id`)).map((r) => Number(r.id));
  const warehouses = (await query<{ id: number }>(db, `select id from warehouses where company_id = ${core.companyId} and storage_type = 'Warehouse' order by id`)).map((r) => Number(r.id));
  const products = Number((await query<{ n: number }>(db, 'select count(*) as n from seed_products'))[0]!.n);
  const ids = await reserveIds(db, 'purchase_orders', count);
  const share = pick('o', K.status, 100);
  const status = `case ${MIX.map(([s, upTo]) => `when ${share} < ${upTo} then '${s}'`).join(' ')} end`;
  await query(db, `
    create table seed_po_lines as
    select o, status, created_at, (${intArray(suppliers)})[1 + ${pick('o', K.brand, suppliers.length)}] as supplier_id,
      (${intArray(warehouses)})[1 + ${pick('o', K.warehouse, warehouses.length)}] as warehouse_id,
      sp.id as product_id, 12 * (1 + ${pick('o * 4 + j', K.quantity, 20)}) as quantity, round(sp.mrp * 0.62, 2) as price, sp.gst, sp.cess
    from (select o, ${status} as status, ${spreadAt('o', ids.first, count, span)} as created_at from generate_series(${ids.first}, ${ids.last}) as o) h
    cross join generate_series(0, ${LINES - 1}) as j
    join seed_products sp on sp.n = 1 + (${pick('o', K.product, products)} + j) % ${products}`);
  // The order's steps took a day each: received on the third, executed (invoice settled) on the fourth.
  await query(db, `
    insert into purchase_orders (id, company_id, supplier_id, warehouse_id, status, tax_type, amount, total_quantity, invoice_number, invoice_date,
      created_by, version, created_at, updated_at)
    select o, ${core.companyId}, min(supplier_id), min(warehouse_id), min(status),
      (${textArray(['INTRA_STATE', 'INTER_STATE'])})[1 + o % 2],
      sum(round(quantity * price * 100) + round(quantity * price * gst) + round(quantity * price * cess)) / 100, sum(quantity),
      case when min(status) = 'EXECUTED' then 'INV-' || ${pad('o', 7)} end,
      case when min(status) = 'EXECUTED' then to_char(min(created_at) + interval '3 days', 'YYYY-MM-DD') end,
      ${core.adminId}, case when min(status) in ('DRAFT', 'CREATED') then 0 else 1 end, min(created_at),
      min(created_at) + case min(status) when 'DRAFT' then interval '0' when 'CREATED' then interval '0' when 'EXECUTED' then interval '3 days' else interval '2 days' end
    from seed_po_lines group by o`);
  const received = `case status when 'RECEIVED' then quantity when 'EXECUTED' then quantity when 'PARTIALLY_RECEIVED' then quantity / 2 else 0 end`;
  await query(db, `
    insert into purchase_order_lines (purchase_order_id, product_id, purchased_quantity, purchased_price, gst, cess, received_quantity)
    select o, product_id, quantity, price, gst, cess, ${received} from seed_po_lines`);
  await query(db, `
    insert into purchase_order_history (purchase_order_id, status, user_id, at)
    select id, case when status = 'DRAFT' then 'DRAFT' else 'CREATED' end, ${core.adminId}, created_at from purchase_orders where id between ${ids.first} and ${ids.last}
    union all
    select id, status, ${core.adminId}, updated_at from purchase_orders where id between ${ids.first} and ${ids.last} and status not in ('DRAFT', 'CREATED')`);
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, record_kind, record_id, user_id, at)
    select ${core.companyId}, product_id, 'supplier', supplier_id, 'shelf', warehouse_id, ${received}, 'purchase.receive', 'purchase_order', o, ${core.adminId},
      created_at + interval '2 days'
    from seed_po_lines where ${received} > 0`);
  await query(db, 'drop table seed_po_lines');
  await auditRecords(db, { table: 'purchase_orders', action: 'create.purchase_order', entity: 'purchase_order', ids, userId: core.adminId, at: 'r.created_at' });
  return ids;
}
