/**
 * The stock and cash invariants of issue 5 and the ledgers' balances (server/stock/check.ts), checked straight in the database after every
 * step of the model-based and concurrency tests. Each returns the list of violations, so a
 * failure says exactly what no longer adds up.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { cashLedgerViolations, stockLedgerViolations } from '../../server/stock/check.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])).map((r) => r);
}

/** Units per product across all warehouses (shelves + in transit): transfers never change it. */
export async function unitsPerProduct(db: Db): Promise<Map<number, number>> {
  const found = await rows<{ product_id: number; units: number }>(
    db,
    sql`select product_id, sum(stock + in_transit)::int as units from warehouse_stock group by product_id`,
  );
  return new Map(found.map((r) => [Number(r.product_id), Number(r.units)]));
}

/**
 * Whether a warehouse order (alias `o`) holds its units in its source's transit: a Created or
 * In Transit material, kit or package transfer; a request order once In Transit; a shipping order from
 * dispatch to its receipt (machines/records/shippingOrder.ts). Shared with the bench seed's test.
 */
export const holdsUnitsInTransit = (o: string) => `((${o}.shipping_status is null and ((${o}.status in (1, 5) and (${o}.order_type is null or ${o}.order_type in ('kit', 'package'))) or (${o}.status = 5 and ${o}.order_type = 'request')))
  or ${o}.shipping_status in ('DISPATCHED', 'IN_TRANSIT', 'DELIVERED_DP'))`;

export async function stockViolations(db: Db, baseline?: Map<number, number>): Promise<string[]> {
  const problems: string[] = [];
  const negative = await rows<{ warehouse_id: number; product_id: number; stock: number; in_transit: number }>(
    db,
    sql`select warehouse_id, product_id, stock, in_transit from warehouse_stock where stock < 0 or in_transit < 0`,
  );
  for (const r of negative) problems.push(`negative stock at warehouse ${r.warehouse_id} product ${r.product_id}: ${r.stock} / ${r.in_transit}`);

  // In transit = the units of the open orders leaving that warehouse: Created ones, but a request
  // order only once marked In Transit (a Created request has not left its source's shelves), and a
  // shipping order from dispatch to its receipt; kit and package transfers are material transfers.
  const transit = await rows<{ warehouse_id: number; product_id: number; in_transit: number; open_units: number }>(
    db,
    sql`select coalesce(s.warehouse_id, o.warehouse_id) as warehouse_id, coalesce(s.product_id, o.product_id) as product_id,
          coalesce(s.in_transit, 0)::int as in_transit, coalesce(o.units, 0)::int as open_units
        from warehouse_stock s
        full join (
          select wo.source_warehouse_id as warehouse_id, i.product_id, sum(i.stock) as units
          from warehouse_orders wo join warehouse_order_items i on i.order_id = wo.id
          where wo.source_type = 'warehouse'
            and ${sql.raw(holdsUnitsInTransit('wo'))}
          group by wo.source_warehouse_id, i.product_id
        ) o on o.warehouse_id = s.warehouse_id and o.product_id = s.product_id
        where coalesce(s.in_transit, 0) <> coalesce(o.units, 0)`,
  );
  for (const r of transit) {
    problems.push(`warehouse ${r.warehouse_id} product ${r.product_id}: ${r.in_transit} in transit but open orders hold ${r.open_units}`);
  }

  // A closed transfer: sent = received + remainder, item by item.
  const closed = await rows<{ order_id: string; status: number; product_id: number; stock: number; received: number | null; remainder: number | null }>(
    db,
    sql`select wo.order_id, wo.status, i.product_id, i.stock, i.received_stock as received, i.remainder_stock as remainder
        from warehouse_orders wo join warehouse_order_items i on i.order_id = wo.id
        where wo.source_type = 'warehouse' and wo.destination_type = 'warehouse' and wo.status in (2, 3, 4, 6)
          and (i.received_stock is null or i.remainder_stock is null or i.received_stock + i.remainder_stock <> i.stock
               or (wo.status = 2 and i.received_stock <> 0) or (wo.status in (3, 6) and i.remainder_stock <> 0))`,
  );
  for (const r of closed) problems.push(`${r.order_id} (status ${r.status}) product ${r.product_id}: sent ${r.stock}, received ${r.received}, remainder ${r.remainder}`);

  // An open transfer has received nothing yet.
  const open = await rows<{ order_id: string }>(
    db,
    sql`select distinct wo.order_id from warehouse_orders wo join warehouse_order_items i on i.order_id = wo.id
        where (wo.status = 1 or (wo.status = 5 and wo.order_type is distinct from 'request')) and wo.destination_type = 'warehouse' and wo.source_type = 'warehouse'
          and (i.received_stock is not null or i.remainder_stock is not null)`,
  );
  for (const r of open) problems.push(`${r.order_id} is open but has received stock`);

  // A remainder order carries exactly the remainder of its parent.
  const carried = await rows<{ parent: string; product_id: number; remainder: number; carried: number }>(
    db,
    sql`select p.order_id as parent, pi.product_id, pi.remainder_stock as remainder, coalesce(ci.stock, 0) as carried
        from warehouse_orders p
        join warehouse_orders c on c.parent_order_id = p.id
        join warehouse_order_items pi on pi.order_id = p.id
        left join warehouse_order_items ci on ci.order_id = c.id and ci.product_id = pi.product_id
        where coalesce(pi.remainder_stock, 0) <> coalesce(ci.stock, 0)`,
  );
  for (const r of carried) problems.push(`${r.parent} product ${r.product_id}: remainder ${r.remainder} but the new order carries ${r.carried}`);

  const ordersTotal = await rows<{ order_id: string }>(
    db,
    sql`select wo.order_id from warehouse_orders wo join warehouse_order_items i on i.order_id = wo.id
        group by wo.id, wo.order_id, wo.stock having wo.stock <> sum(i.stock)`,
  );
  for (const r of ordersTotal) problems.push(`${r.order_id}: order total differs from its items`);

  // Every place's stock is the sum of its movements in the ledger.
  problems.push(...await stockLedgerViolations(db));

  if (baseline) {
    const now = await unitsPerProduct(db);
    for (const [productId, units] of baseline) {
      if ((now.get(productId) ?? 0) !== units) problems.push(`product ${productId}: ${units} units before, ${now.get(productId) ?? 0} now`);
    }
    for (const productId of now.keys()) if (!baseline.has(productId) && now.get(productId)) problems.push(`product ${productId} appeared from nowhere`);
  }
  return problems;
}

export async function cashViolations(db: Db): Promise<string[]> {
  const found = await rows<{ order_id: string; state: string; problem: string }>(
    db,
    sql`select c.order_id, c.state,
          case
            when c.state = 'SUBMITTED' and (c.received_amount is not null or c.difference is not null) then 'submitted but has a received amount'
            when c.state = 'RECEIVED' and (c.received_amount is null or c.difference is null) then 'received without an amount'
            when c.state = 'RECEIVED' and c.difference <> c.received_amount - c.expected_amount then 'difference is not received − expected'
            when c.state not in ('SUBMITTED', 'RECEIVED') then 'unknown state'
            when c.expected_amount <> coalesce((select sum(expected_amount) from cash_collection_orders o where o.cash_collection_id = c.id), 0)
                 + coalesce((select sum(amount - refund_amount) from cash_sale_orders s where s.cash_collection_id = c.id), 0)
              then 'expected amount is not the sum of its lines'
          end as problem
        from cash_collections c`,
  );
  return [
    ...found.filter((r) => r.problem).map((r) => `${r.order_id} (${r.state}): ${r.problem}`),
    ...await cashLedgerViolations(db),
  ];
}
