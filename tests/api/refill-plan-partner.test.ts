/**
 * assign_partner.refill_plan (issue 56, the palette's "Assign refill partner"): a Created plan
 * goes to another partner linked to its machine, audited, its lines kept; a partner of no link,
 * a stale version and a plan no longer Created are refused and change nothing.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { auditLog, refillPartnerMachineLinks, refillPartners, refillPlans } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const assign = (body: Record<string, unknown>) => api.post('refill-management', { action: 'assign_partner.refill_plan', ...body }, admin);
const planRow = async (id: number) => (await api.services.db.select().from(refillPlans).where(eq(refillPlans.id, id)))[0]!;

/** A Created plan whose machine has an active linked partner besides the plan's own. */
async function createdPlanWithOtherPartner() {
  const plans = await api.services.db.select().from(refillPlans).where(eq(refillPlans.status, REFILL_PLAN_STATUS.created)).orderBy(asc(refillPlans.id));
  for (const plan of plans) {
    const [other] = await api.services.db.select({ id: refillPartners.id }).from(refillPartnerMachineLinks)
      .innerJoin(refillPartners, eq(refillPartners.id, refillPartnerMachineLinks.refill_partner_id))
      .where(and(eq(refillPartnerMachineLinks.vending_machine_id, plan.vending_machine_id), eq(refillPartners.status, 1),
        plan.refill_partner_id === null ? undefined : ne(refillPartners.id, plan.refill_partner_id)))
      .limit(1);
    if (other) return { plan, partnerId: other.id };
  }
  throw new Error('no Created plan with another linked partner in the demo');
}

describe('assign_partner.refill_plan', () => {
  it('gives the plan to the partner, keeps the rest, audits it; a stale version is refused', async () => {
    const { plan, partnerId } = await createdPlanWithOtherPartner();
    const r = await assign({ id: plan.id, version: plan.version, refill_partner_id: partnerId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await planRow(plan.id);
    expect(after).toMatchObject({ refill_partner_id: partnerId, version: plan.version + 1, total_quantity: plan.total_quantity, vehicle: plan.vehicle });
    const [row] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'assign_partner.refill_plan'), eq(auditLog.entity_id, plan.id)));
    expect(row?.after).toMatchObject({ refill_partner_id: partnerId });

    const stale = await assign({ id: plan.id, version: plan.version, refill_partner_id: null });
    expect(stale.status).toBe(409);
    expect((await planRow(plan.id)).refill_partner_id).toBe(partnerId);
  });

  it('refuses a partner not linked to the machine, and a plan no longer Created', async () => {
    const { plan } = await createdPlanWithOtherPartner();
    const [unlinked] = await api.services.db.select({ id: refillPartners.id }).from(refillPartners)
      .where(and(eq(refillPartners.company_id, plan.company_id), eq(refillPartners.status, 1),
        sql`not exists (select 1 from refill_partner_machine_links l where l.refill_partner_id = ${refillPartners.id} and l.vending_machine_id = ${plan.vending_machine_id})`))
      .limit(1);
    if (unlinked) {
      const r = await assign({ id: plan.id, version: plan.version, refill_partner_id: unlinked.id });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].path).toBe('refill_partner_id');
      expect((await planRow(plan.id)).version).toBe(plan.version);
    }
    const [moved] = await api.services.db.select().from(refillPlans).where(ne(refillPlans.status, REFILL_PLAN_STATUS.created)).limit(1);
    const r = await assign({ id: moved!.id, version: moved!.version, refill_partner_id: null });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/cannot be updated now/);
  });
});
