/**
 * Vend orders with their lines, in batches of one statement each: a plan per order id
 * (machine, time, vend outcome, number of lines, discount) computed by arithmetic, the
 * lines from the machine's slots, and the order row summed from its lines, so orders
 * and lines always agree. The mix follows the demo seed (server/seed/demo-orders.ts):
 * same vend-status shares, payment per vend outcome, refunds for what was paid but
 * not vended (in progress for the last day and a few others).
 */
import type { Db } from '../../server/db/client.ts';
import { FAILURE_REASONS } from '../../server/seed/demo-orders.ts';
import { BULK_COLUMNS, SELLING_SLOTS, slotProductN } from './machines.ts';
import { paymentBatchSql } from './payments.ts';
import { K, pad, pick, query, textArray } from './sql.ts';

export interface OrderBatch {
  /** Order ids of this batch, inclusive. */
  from: number;
  to: number;
}

export interface OrderPlan {
  /** The first and last id of the whole bulk (times spread evenly over it). */
  firstId: number;
  lastId: number;
  machines: { first: number; last: number };
  products: number;
  /** Epoch seconds: the oldest order and the seed's "now". */
  startSec: number;
  nowSec: number;
  /** A gateway order's payment has id paymentOffset + its order id (bulkOrders reserves them). */
  paymentOffset?: number;
}

/** Cumulative vend-status thresholds per mille (demo VEND_MIX: 1 83.5 %, 2 3 %, …, 0 0.5 %). */
const VEND = `case when v < 835 then 1 when v < 865 then 2 when v < 905 then 3 when v < 925 then 4
  when v < 955 then 5 when v < 975 then 6 when v < 985 then 7 when v < 995 then 8 else 0 end`;
/** Payment status per vend outcome (demo PAYMENT_FOR_VEND). */
const PAYMENT = 'case vend when 0 then 2 when 5 then 3 when 6 then 0 when 7 then 2 else 1 end';

export function orderBatchSql(plan: OrderPlan, batch: OrderBatch): string {
  const machineCount = plan.machines.last - plan.machines.first + 1;
  const perOrder = (plan.nowSec - plan.startSec) / (plan.lastId - plan.firstId + 1);
  return `
with draws as (
  select i,
    ${plan.machines.first} + ${pick('i', K.machine, machineCount)} as machine_id,
    to_timestamp(${plan.startSec} + (i - ${plan.firstId})::float8 * ${perOrder}) as created_at,
    ${pick('i', K.vend, 1000)} as v,
    ${pick('i', K.lines, 100)} as l,
    ${pick('i', K.discount, 10)} = 0 as discounted,
    (array[0.05, 0.10, 0.15])[1 + ${pick('i', K.discountShare, 3)}] as share,
    ${pick('i', K.pending, 100)} < 3 as unlucky,
    ${pick('i', K.slot, SELLING_SLOTS)} as first_slot,
    case when ${pick('i', K.paymentMode, 100)} < 60 then 'UPI' when ${pick('i', K.paymentMode, 100)} < 80 then 'CARD'
         when ${pick('i', K.paymentMode, 100)} < 95 then 'WALLET' else 'CASH' end as payment_mode
  from generate_series(${batch.from}, ${batch.to}) as i
),
plan as (
  select i, machine_id, created_at, first_slot, payment_mode,
    ${VEND} as vend,
    case when l < 70 then 1 when l < 92 then 2 else 3 end as k,
    case when discounted then share else 0 end as share,
    unlucky or created_at > to_timestamp(${plan.nowSec - 86_400}) as pending
  from draws
),
picked as (
  select p.*, n, (p.first_slot + 3 * n) % ${SELLING_SLOTS} as slot,
    case when p.vend = 2 and p.k = 1 then 2 when ${pick('p.i * 4 + n', K.quantity, 100)} < 85 then 1 else 2 end as qty
  from plan p cross join generate_series(1, p.k) as n
),
vended as (
  select picked.*,
    case when vend = 1 then qty
         when vend = 2 then case when n = 1 then greatest(1, qty - 1) when n = k then 0 else qty end
         else 0 end as got,
    ${PAYMENT.replace('case vend', 'case picked.vend')} = 1 as paid
  from picked
),
lines as (
  select v.*, sp.id as product_id, sp.sku, sp.name, sp.hsn, sp.mrp, sp.gst, sp.cess,
    round(sp.mrp * v.qty * v.share, 2) as disc
  from vended v join seed_products sp on sp.n = ${slotProductN('v.machine_id', 'v.slot', plan.products)}
),
priced as (
  select lines.*,
    case when paid and qty > got then round((mrp * qty - disc) * (qty - got) / qty, 2) else 0 end as refund
  from lines
),
inserted_lines as (
  insert into order_lines (order_id, product_id, sku, name, hsn, mrp, gst, cess, discount, coil, quantity, items_vend,
    vend_status, failure_reason, refund_status, utr_id, created_at)
  select i, product_id, sku, name, hsn, mrp, gst, cess, disc,
    (1 + slot / ${BULK_COLUMNS})::text || (1 + slot % ${BULK_COLUMNS})::text,
    qty, got,
    case when vend in (1, 2) then case when got = qty then 1 when got > 0 then 2 else 3 end else vend end,
    case when qty > got and vend in (2, 3, 4) then
      case when vend = 4 then 'Dispense timeout' else (${textArray(FAILURE_REASONS)})[1 + ${pick('i * 4 + n', K.reason, FAILURE_REASONS.length)}] end
    end,
    case when refund > 0 then case when pending then 0 else 1 end end,
    case when refund > 0 and not pending then 'UTR' || (100000 + ${pick('i * 4 + n', K.utr, 900000)})::text || ${pad('i', 8)} end,
    created_at
  from priced
),
totals as (
  select i, sum(qty)::int as items, sum(got)::int as items_vend, sum(mrp * qty) as gross, sum(disc) as disc, sum(refund) as refund
  from priced group by i
)
insert into orders (id, order_id, company_id, franchise_id, vending_machine_id, cart_id, payment_id, payment_mode, payment_status,
  vend_status, refund_status, items, items_vend, amount, discount, refund_amount, created_at, updated_at)
select p.i,
  to_char(p.created_at at time zone 'UTC', 'YYMMDD') || ${pad('p.i', 8)},
  vm.company_id, vm.franchise_id, p.machine_id,
  'C' || upper(to_hex(p.i::bigint * 7919)),
  ${plan.paymentOffset === undefined ? 'null' : `case when p.payment_mode <> 'CASH' then ${plan.paymentOffset} + p.i end`},
  p.payment_mode,
  ${PAYMENT.replace('case vend', 'case p.vend')},
  p.vend,
  case when t.refund > 0 then case when p.pending then 0 else 1 end end,
  t.items, t.items_vend, round(t.gross - t.disc, 2), t.disc, t.refund,
  p.created_at,
  case when t.refund > 0 and not p.pending then p.created_at + interval '1 hour' else p.created_at end
from plan p
join totals t on t.i = p.i
join vending_machines vm on vm.id = p.machine_id`;
}

/** Writes the orders in batches (with their gateway payments when the plan reserved them), reporting each; FK triggers are off meanwhile (the rows are built consistent). */
export async function bulkOrders(db: Db, plan: OrderPlan, batchSize: number, progress: (done: number, total: number) => void) {
  const total = plan.lastId - plan.firstId + 1;
  await query(db, 'set session_replication_role = replica');
  try {
    for (let from = plan.firstId; from <= plan.lastId; from += batchSize) {
      const to = Math.min(plan.lastId, from + batchSize - 1);
      await query(db, orderBatchSql(plan, { from, to }));
      if (plan.paymentOffset !== undefined) await query(db, paymentBatchSql(plan.paymentOffset, plan.nowSec, { from, to }));
      progress(to - plan.firstId + 1, total);
    }
  } finally {
    await query(db, 'set session_replication_role = origin');
  }
}
