/**
 * Every record kind of the console at the large business's size (issue 55): warehouses,
 * purchase orders, refill plans, shipping orders and cash collections, each by its own
 * set-based writer, then the shelves booked from the stock ledger they wrote. The tables'
 * secondary indexes are off during the load (the audit trail's on every partition) and
 * rebuilt after.
 */
import type { Database } from '../../server/db/client.ts';
import { bulkCashCollections } from './cash.ts';
import type { LargeSizes } from './large.ts';
import { bulkPurchaseOrders } from './purchases.ts';
import type { Span } from './records.ts';
import { bulkRefillPlans } from './refills.ts';
import { bookShelves } from './shelves.ts';
import { bulkShippingOrders } from './shipping.ts';
import { query, scalar, withoutSecondaryIndexes } from './sql.ts';
import { bulkWarehouses } from './warehouses.ts';

const LOADED = [
  'audit_log', 'stock_movements', 'cash_movements', 'purchase_orders', 'purchase_order_lines', 'purchase_order_history', 'refill_plans', 'refill_plan_lines',
  'warehouse_orders', 'warehouse_order_items', 'cash_collections', 'cash_collection_orders',
];

type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;

export async function bulkRecords(database: Database, core: { companyId: number; warehouseIds: number[]; adminId: number }, sizes: LargeSizes,
  machines: { first: number; last: number } | null, span: Span, step: Step, log: (line: string) => void): Promise<Record<string, { first: number; last: number }>> {
  const db = database.db;
  const added: Record<string, { first: number; last: number }> = {};
  const sinceMovement = await scalar(db, 'select coalesce(max(id), 0) from stock_movements');
  // Foreign-key triggers off meanwhile, as for the orders: every row is built from ids that exist (no other trigger is on these tables).
  await query(db, 'set session_replication_role = replica');
  try {
    await withoutSecondaryIndexes(db, LOADED, async () => {
      added.warehouses = await step(`warehouses up to ${sizes.warehouses}`, () => bulkWarehouses(db, core, sizes.warehouses, span));
      added.purchaseOrders = await step(`${sizes.purchaseOrders} purchase orders`, () => bulkPurchaseOrders(db, core, sizes.purchaseOrders, span));
      if (machines) {
        added.refillPlans = await step(`${sizes.refillPlans} refill plans`, () => bulkRefillPlans(db, core, machines, sizes.refillPlans, span));
        added.cashCollections = await step(`${sizes.cashCollections} cash collections`, () => bulkCashCollections(db, core, machines, sizes.cashCollections, span));
      } else if (sizes.refillPlans || sizes.cashCollections) {
        log('  no bulk machines: refill plans and cash collections skipped (raise --machines above the demo 240)');
      }
      added.shippingOrders = await step(`${sizes.shippingOrders} shipping orders`, () => bulkShippingOrders(db, core, sizes.shippingOrders, span));
      await step('shelves booked from the stock ledger', () => bookShelves(db, core.companyId, core.adminId, sinceMovement, span.startSec - 86_400));
    }, log);
  } finally {
    await query(db, 'set session_replication_role = origin');
  }
  for (const table of ['purchase_orders', 'refill_plans', 'cash_collections', 'warehouse_orders', 'warehouses']) {
    await query(db, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  return added;
}
