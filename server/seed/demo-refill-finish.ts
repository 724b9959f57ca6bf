/**
 * Demo orders of the refill kinds (issue 39, "tally, cash and top-up order overviews"): every
 * Tally plan of the company is linked to a submitted tally (of its warehouse when it has one),
 * every Cash plan to a cash collection (of its partner when it has one), at a collection step.
 * Adds rows of its own only (refill_plan_orders): what earlier steps wrote is unchanged.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { COLLECTION_STEPS, TALLY_STATUS } from '../../contract/statuses.ts';
import { cashCollections, refillPlanOrders, refillPlans, tallyInventories } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

/** Steps a collection not yet received shows: collected, counted, skip counting. */
const OPEN_STEPS = COLLECTION_STEPS.filter((s) => s.name !== 'Received').map((s) => s.id);

export async function seedRefillFinish({ db, core }: SeedContext) {
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
}
