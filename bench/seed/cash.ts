/**
 * Cash collections over the seed's span: a refill partner's pickup from one bulk machine,
 * submitted and, a day later, received at a warehouse (the last two days' and a few older ones
 * still Submitted). A received collection moved exactly its counted amount from the partner
 * to the warehouse in the cash ledger ('cash.receive'), as receive.cash_in_hand_order books it,
 * and has that action's audit row; a submitted one came from the refill app and moved nothing.
 */
import type { Db } from '../../server/db/client.ts';
import { NONE, auditRecords, inChunks, reserveIds, spreadAt, type Span } from './records.ts';
import { K, intArray, pad, pick, query } from './sql.ts';

const CHUNK = 200_000;

export async function bulkCashCollections(db: Db, core: { companyId: number; adminId: number }, machines: { first: number; last: number }, count: number, span: Span) {
  if (count <= 0) return NONE;
  const ids1 = (sql: string) => query<{ id: number }>(db, sql).then((rows) => rows.map((r) => Number(r.id)));
  const warehouses = await ids1(`select id from warehouses where company_id = ${core.companyId} and storage_type = 'Warehouse' order by id`);
  const partners = await ids1(`select id from refill_partners where company_id = ${core.companyId} order by id`);
  const ids = await reserveIds(db, 'cash_collections', count);
  const machineCount = machines.last - machines.first + 1;
  await inChunks(ids, CHUNK, async (from, to) => {
    // Paise throughout, so what was counted and what the ledger moved agree to the paisa.
    await query(db, `
      create table seed_cash as
      select c, created_at, received, expected, picked, picked - case when c % 4 = 0 then ${pick('c', K.discount, 5000)} else 0 end as counted,
        ${machines.first} + ${pick('c', K.machine, machineCount)} as machine_id
      from (
        select c, created_at, received, expected, expected - case when ${pick('c', K.discountShare, 10)} < 3 then 1000 + ${pick('c', K.reason, 14000)} else 0 end as picked
        from (
          select c, ${spreadAt('c', ids.first, count, span)} as created_at, 40000 + 25 * ${pick('c', K.mrp, 17600)} as expected,
            not (${spreadAt('c', ids.first, count, span)} > to_timestamp(${span.nowSec - 2 * 86_400}) or ${pick('c', K.pending, 100)} < 3) as received
          from generate_series(${from}, ${to}) as c
        ) a
      ) b`);
    await query(db, `
      insert into cash_collections (id, company_id, order_id, refill_partner_id, warehouse_id, state, submitted_amount, expected_amount, received_amount,
        difference, received_by, received_at, collection_time, calculation_time, end_date, version, created_at, updated_at)
      select c, ${core.companyId}, 'CC-' || ${pad('c', 7)}, (${intArray(partners)})[1 + ${pick('c', K.site, partners.length)}],
        (${intArray(warehouses)})[1 + ${pick('c', K.warehouse, warehouses.length)}],
        case when received then 'RECEIVED' else 'SUBMITTED' end, picked / 100.0, expected / 100.0,
        case when received then counted / 100.0 end, case when received then (counted - expected) / 100.0 end,
        case when received then ${core.adminId} end, case when received then created_at + interval '1 day' end,
        created_at, created_at + interval '2 hours', created_at + interval '3 hours', case when received then 1 else 0 end,
        created_at, case when received then created_at + interval '1 day' else created_at end
      from seed_cash`);
    await query(db, `
      insert into cash_collection_orders (cash_collection_id, order_id, vending_machine_id, expected_amount, picked_up_amount)
      select c, 'CCO-' || ${pad('c', 7)} || '-1', machine_id, expected / 100.0, picked / 100.0 from seed_cash`);
    await query(db, `
      insert into cash_movements (company_id, from_kind, from_id, to_kind, to_id, amount_paise, reason, record_kind, record_id, user_id, at)
      select ${core.companyId}, 'refill_partner', cc.refill_partner_id, 'warehouse', cc.warehouse_id, s.counted, 'cash.receive', 'cash_collection', s.c,
        ${core.adminId}, cc.received_at
      from seed_cash s join cash_collections cc on cc.id = s.c where s.received`);
    await query(db, 'drop table seed_cash');
  });
  await auditRecords(db, {
    table: 'cash_collections', action: 'receive.cash_in_hand_order', entity: 'cash_collection', ids, userId: core.adminId, at: 'r.received_at', where: `r.state = 'RECEIVED'`,
  });
  return ids;
}
