/**
 * Refill plans over the seed's span, for the bulk machines, in every status and of every kind:
 * four lines each for the machine's selling coils (the slot's product, a few units to add, never past the coil's capacity);
 * the last two days' plans are still Created or In Transit, a few older ones too, the rest
 * Executed. An executed plan loaded its units from the machine's warehouse shelves (or its
 * store) into the machine through the stock ledger ('refill.load'), as executeRefillPlan
 * (server/records/refill-execution.ts) books it. The slots keep today's quantities: the vends
 * since each refill are in the orders, not in the slots' history.
 */
import type { Db } from '../../server/db/client.ts';
import { BULK_COLUMNS, SELLING_SLOTS } from './machines.ts';
import { NONE, auditRecords, inChunks, reserveIds, spreadAt, type Span } from './records.ts';
import { K, intArray, pick, query, textArray } from './sql.ts';

const LINES = 4;
const CHUNK = 200_000;
/** Kind shares out of 100. */
const KINDS: readonly [kind: string, upTo: number][] = [['Refill', 60], ['TopUp', 75], ['Return', 85], ['Tally', 93], ['Cash', 100]];

export async function bulkRefillPlans(db: Db, core: { companyId: number; adminId: number }, machines: { first: number; last: number }, count: number, span: Span) {
  if (count <= 0) return NONE;
  const partners = (await query<{ id: number }>(db, `select id from refill_partners where company_id = ${core.companyId} order by id`)).map((r) => Number(r.id));
  const ids = await reserveIds(db, 'refill_plans', count);
  const machineCount = machines.last - machines.first + 1;
  const open = `(created_at > to_timestamp(${span.nowSec - 2 * 86_400}) or ${pick('p', K.pending, 100)} < 2)`;
  await inChunks(ids, CHUNK, async (from, to) => {
    await query(db, `
      insert into refill_plans (id, company_id, plan_id, vending_machine_id, refill_partner_id, warehouse_id, store_id, kind, status,
        total_quantity, execution_status, created_by, scheduled_at, executed_at, version, created_at, updated_at)
      select h.p, ${core.companyId}, 'RP-' || (5000 + h.p), vm.id, (${intArray(partners)})[1 + ${pick('h.p', K.site, partners.length)}],
        vm.warehouse_id, case when vm.warehouse_id is null then vm.store_id end,
        (${textArray(KINDS.map(([k]) => k))})[case ${KINDS.map(([, upTo], i) => `when ${pick('h.p', K.reason, 100)} < ${upTo} then ${i + 1}`).join(' ')} end],
        h.status, 0, case when h.status = 3 then 3 else 1 end, ${core.adminId}, h.created_at + interval '1 day',
        case when h.status = 3 then h.created_at + interval '1 day' end, case h.status when 1 then 0 when 2 then 1 else 2 end,
        h.created_at, h.created_at + case h.status when 1 then interval '0' when 2 then interval '12 hours' else interval '1 day' end
      from (
        select p, created_at, case when ${open} then 1 + ${pick('p', K.status, 2)} else 3 end as status
        from (select p, ${spreadAt('p', ids.first, count, span)} as created_at from generate_series(${from}, ${to}) as p) t
      ) h
      join vending_machines vm on vm.id = ${machines.first} + ${pick('h.p', K.machine, machineCount)}`);
    await query(db, `
      insert into refill_plan_lines (refill_plan_id, vm_slot_id, coil, product_id, current_product_id, current_quantity, quantity_to_add,
        runout_quantity, expiry_date, loaded_quantity, removed_quantity, after_quantity)
      select l.p, s.id, s.coil, s.product_id, s.product_id, l.current, l.adding, 1, (l.created_at + interval '90 days')::date,
        case when l.status = 3 then l.adding end, case when l.status = 3 then 0 end, case when l.status = 3 then l.current + l.adding end
      from (
        select rp.id as p, rp.vending_machine_id as m, rp.status, rp.created_at,
          (${pick('rp.id', K.slot, SELLING_SLOTS)} + 2 * n) % ${SELLING_SLOTS} as slot,
          ${pick('rp.id * 4 + n', K.fill, 4)} as current, 1 + ${pick('rp.id * 4 + n', K.quantity, 3)} as adding
        from refill_plans rp cross join generate_series(0, ${LINES - 1}) as n
        where rp.id between ${from} and ${to}
      ) l
      join vm_slots s on s.vending_machine_id = l.m and s.coil = (1 + l.slot / ${BULK_COLUMNS})::text || (1 + l.slot % ${BULK_COLUMNS})::text`);
    await query(db, `
      update refill_plans rp set total_quantity = t.units
      from (select refill_plan_id, sum(quantity_to_add)::int as units from refill_plan_lines where refill_plan_id between ${from} and ${to} group by 1) t
      where rp.id = t.refill_plan_id`);
    await query(db, `
      insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, record_kind, record_id, user_id, at)
      select ${core.companyId}, l.product_id, case when rp.warehouse_id is null then 'store' else 'shelf' end, coalesce(rp.warehouse_id, rp.store_id),
        'machine', rp.vending_machine_id, l.loaded_quantity, 'refill.load', 'refill_plan', rp.id, ${core.adminId}, rp.executed_at
      from refill_plans rp join refill_plan_lines l on l.refill_plan_id = rp.id
      where rp.id between ${from} and ${to} and rp.status = 3 and l.loaded_quantity > 0`);
  });
  await auditRecords(db, { table: 'refill_plans', action: 'create.refill_plan', entity: 'refill_plan', ids, userId: core.adminId, at: 'r.created_at' });
  return ids;
}
