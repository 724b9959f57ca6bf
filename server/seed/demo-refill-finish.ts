/**
 * Demo orders of the refill kinds (issue 39, "tally, cash and top-up order overviews"): every
 * Tally plan of the company is linked to a submitted tally (of its warehouse when it has one),
 * every Cash plan to a cash collection (of its partner when it has one), at a collection step.
 * Adds rows of its own only (refill_plan_orders), and one kit and one package transfer.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { createKitTransfer, createPackageTransfer } from '../../contract/actions/kit-transfers.ts';
import { COLLECTION_STEPS, TALLY_STATUS } from '../../contract/statuses.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { cashCollections, refillPartnerWarehouseLinks, refillPlanOrders, refillPlans, tallyInventories, warehouseStock, warehouses } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

/** Steps a collection not yet received shows: collected, counted, skip counting. */
const OPEN_STEPS = COLLECTION_STEPS.filter((s) => s.name !== 'Received').map((s) => s.id);

export async function seedRefillFinish(ctx: SeedContext) {
  const { db, core } = ctx;
  const plans = await db.select().from(refillPlans)
    .where(and(eq(refillPlans.company_id, core.companyId), inArray(refillPlans.kind, ['Tally', 'Cash']))).orderBy(asc(refillPlans.id));
  const tallies = await db.select().from(tallyInventories)
    .where(and(eq(tallyInventories.company_id, core.companyId), eq(tallyInventories.status, TALLY_STATUS.submitted))).orderBy(asc(tallyInventories.id));
  const collections = await db.select().from(cashCollections).where(eq(cashCollections.company_id, core.companyId)).orderBy(asc(cashCollections.id));
  const rows: (typeof refillPlanOrders.$inferInsert)[] = [];
  for (const [i, plan] of plans.entries()) {
    if (plan.kind === 'Tally' && tallies.length) {
      const tally = tallies.find((t) => t.warehouse_id === plan.warehouse_id) ?? tallies[i % tallies.length]!;
      rows.push({ refill_plan_id: plan.id, tally_id: tally.id });
    }
    if (plan.kind === 'Cash' && collections.length) {
      const own = collections.filter((c) => c.refill_partner_id === plan.refill_partner_id);
      const collection = own.length ? own[i % own.length]! : collections[i % collections.length]!;
      rows.push({ refill_plan_id: plan.id, cash_collection_id: collection.id, collection_step: OPEN_STEPS[i % OPEN_STEPS.length]! });
    }
  }
  if (rows.length) await db.insert(refillPlanOrders).values(rows).onConflictDoNothing();
  await seedKits(ctx);
}

/**
 * One kit (a Created plan of a refill partner, loaded into that partner's own vehicle) and one
 * package (a unit of two well-stocked products), made through the actions so the ledger shows
 * their moves; new orders only (their units go from the source's shelves into its transit, as a
 * transfer's). The kit's partner is linked to the plan's warehouse with Transfer Order, as a kit requires.
 */
async function seedKits({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const [plan] = await db.select().from(refillPlans)
    .where(and(eq(refillPlans.company_id, core.companyId), eq(refillPlans.status, 1), isNotNull(refillPlans.refill_partner_id), isNotNull(refillPlans.warehouse_id),
      sql`exists (select 1 from refill_plan_lines l where l.refill_plan_id = ${refillPlans.id} and l.quantity_to_add > 0)`,
      sql`not exists (select 1 from refill_plan_lines l join warehouse_stock s on s.product_id = l.product_id and s.warehouse_id = ${refillPlans.warehouse_id}
        where l.refill_plan_id = ${refillPlans.id} and s.stock < l.quantity_to_add + 20)`,
      // The second warehouse's partner link is seeded without Transfer Order (demo-links.ts): not from there.
      sql`${refillPlans.warehouse_id} <> ${core.warehouseIds[1] ?? 0}`,
      sql`exists (select 1 from warehouses v where v.storage_type = 'Vehicle' and v.refill_partner_id = ${refillPlans.refill_partner_id})`))
    .orderBy(asc(refillPlans.id)).limit(1);
  if (plan) {
    // The partner works from the plan's warehouse: linked with Transfer Order, as a kit requires.
    await db.insert(refillPartnerWarehouseLinks)
      .values({ company_id: core.companyId, refill_partner_id: plan.refill_partner_id!, warehouse_id: plan.warehouse_id! })
      .onConflictDoUpdate({ target: [refillPartnerWarehouseLinks.refill_partner_id, refillPartnerWarehouseLinks.warehouse_id], set: { view: true, transfer_order: true } });
  }
  const [vehicle] = plan
    ? await db.select({ id: warehouses.id }).from(warehouses)
      .where(and(eq(warehouses.storage_type, 'Vehicle'), eq(warehouses.refill_partner_id, plan.refill_partner_id!))).orderBy(asc(warehouses.id)).limit(1)
    : [];
  const other = (id: number) => core.warehouseIds.find((w) => w !== id);
  if (plan && vehicle) {
    await runAs({ db }, admin, createKitTransfer, {
      source_warehouse_id: plan.warehouse_id!, destination_warehouse_id: vehicle.id, refill_plan_ids: [plan.id], comments: 'Kit for the morning run',
    });
  }
  const source = core.warehouseIds[0]!;
  const stocked = await db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, source), sql`${warehouseStock.stock} >= 30`))
    .orderBy(asc(warehouseStock.product_id)).limit(2);
  if (stocked.length && other(source)) {
    await runAs({ db }, admin, createPackageTransfer, {
      source_warehouse_id: source, destination_warehouse_id: other(source)!, lines: stocked.map((s) => ({ product_id: s.product_id, quantity: 2 })), comments: 'Samples for the new site',
    });
  }
}
