/**
 * A refill partner's writes of refill plans: the console's creation rules
 * (`refillPlanCreation`), the plan's lifecycle for delete, one audit row each with the partner
 * as the actor's record, and the notice the desk's bell shows (domain.md §4 "Notification kinds").
 */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type * as contract from '../../contract/actions/refill-plans.ts';
import type { NotificationType } from '../../contract/constants.ts';
import { refillPlanCreation } from '../actions/refill-plans.ts';
import type { Caller, Services } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { refillPlans, vendingMachines } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { recordNotification } from '../live/notify.ts';
import { audit, auditFields } from '../kit/audit.ts';
import { runner } from '../kit/mutation.ts';
import { refillPlanRecord } from '../records/refill-plan.ts';
import type { PartnerCaller } from './token.ts';

type PlanInput = Infer<typeof contract.createRefillPlan.request>;
type PlanRow = typeof refillPlans.$inferSelect;

/** The notice, like REFILL_EXECUTE's: the machine's franchise, and the machine named so a retailer's staff get it only for theirs. */
async function notice(tx: Tx, type: NotificationType, plan: PlanRow, partner: PartnerCaller) {
  const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, plan.vending_machine_id));
  return recordNotification(tx, {
    companyId: plan.company_id,
    franchiseId: machine?.franchise_id ?? null,
    type,
    payload: {
      VendingMachine: { id: plan.vending_machine_id, name: machine?.name ?? '', warehouse_id: machine?.warehouse_id ?? null },
      VendingMachineRefill: { name: machine?.name ?? '', refill_id: plan.plan_id },
      RefillPartner: { id: partner.partnerId, name: partner.name },
      refill_id: plan.plan_id,
      vending_machine_id: plan.vending_machine_id,
    },
  });
}

/**
 * The caller the console's plan creation runs as: company-wide inside the partner's company
 * (the routes below have already narrowed to the partner's links). Its id is never written:
 * the plan's creator is the partner (created_by_partner_id), and remarks are not taken here.
 */
export function partnerActingCaller(partner: PartnerCaller): Caller {
  return {
    id: 0, company_id: partner.companyId, franchise_id: null, store_id: null, retailer_id: null, role_id: 1, role_code: 'ROLE_COMPANY_ADMIN',
    permissions: [], first_name: partner.name, last_name: '', email: '', token_id: 0,
  };
}

/** The actor of the partner's audit rows: no user, the partner's company; the row names the partner. */
const actor = (partner: PartnerCaller) => ({ id: null, company_id: partner.companyId });

export async function partnerPlanCreated(services: Services, partner: PartnerCaller, input: PlanInput) {
  const caller = partnerActingCaller(partner);
  const now = services.now();
  const after = runner();
  const result = await services.db.transaction(async (tx) => {
    const step = { tx, input, caller, now, services: { ...services, caller, token: null, client: '', setSessionCookie: () => {}, deviceCookie: null, setDeviceCookie: () => {} }, afterCommit: after.afterCommit };
    const values = { ...(await refillPlanCreation.values(step)), created_by: null, created_by_partner_id: partner.partnerId };
    const [row] = await tx.insert(refillPlans).values({ ...values, created_at: now, updated_at: now }).returning();
    const extra = (await refillPlanCreation.after?.({ ...step, row: row!, moveStock: () => { throw new Error('a new plan moves no stock'); } })) ?? {};
    await audit(tx, actor(partner), { action: 'create.refill_plan', entity: 'refill_plan', entity_id: row!.id, after: { ...auditFields(row!), ...extra, by_refill_partner: partner.name } });
    return { row: row!, notification: await notice(tx, 'REFILL_PLAN_CREATED_BY_REFILL_PARTNER', row!, partner) };
  });
  after.committed();
  return result;
}

/** Deletes a plan the partner created, while its lifecycle allows (Created); a plan of someone else's is refused. */
export async function partnerPlanDeleted(services: Services, partner: PartnerCaller, id: number) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refillPlans).where(and(eq(refillPlans.id, id), eq(refillPlans.company_id, partner.companyId))).for('update');
    if (!row || (row.refill_partner_id !== partner.partnerId && row.created_by_partner_id !== partner.partnerId)) throw notFound('Refill plan');
    if (row.created_by_partner_id !== partner.partnerId) throw new ApiError(403, `Refill plan ${row.plan_id} was not created by you; only its creator may delete it.`);
    refillPlanRecord.assertCan(row, 'refillPlan.delete');
    await tx.delete(refillPlans).where(eq(refillPlans.id, row.id));
    await audit(tx, actor(partner), { action: 'delete.refill_plan', entity: 'refill_plan', entity_id: row.id, before: auditFields(row), after: { by_refill_partner: partner.name } });
    return notice(tx, 'REFILL_PLAN_DELETED_BY_REFILL_PARTNER', row, partner);
  });
}
