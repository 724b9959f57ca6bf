/**
 * The refill app's API (docs/partner-app.md): JSON under /partner/v1, a bearer token from the
 * partner's PIN, and only the partner's own reach — its linked machines and warehouses. Plans
 * are created by the console's own creation (server/actions/refill-plans.ts), so the rules are
 * one; what differs is who is recorded (the partner, not a user) and the notice the desk gets.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { integer, object, size, string } from 'superstruct';
import * as contract from '../../contract/actions/refill-plans.ts';
import { refillStatus } from '../../contract/statuses.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { Services } from '../context.ts';
import { refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPlans, vendingMachines } from '../db/schema/index.ts';
import { ApiError, invalidField } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { answerRoute, bearerToken, readBody } from '../http/router.ts';
import { parseRequest } from '../http/validate.ts';
import { publishNotification } from '../live/notify.ts';
import { partnerPlanCreated, partnerPlanDeleted } from './plans.ts';
import { resolvePartner, signInPartner, type PartnerCaller } from './token.ts';

const SignIn = object({ partner_id: integer(), pin: size(string(), 1, 64) });

export const PARTNER_SCOPE_MESSAGES = {
  machine: 'This vending machine is not linked to you.',
  warehouse: 'This warehouse is not linked to you.',
  noWarehouse: 'Choose the warehouse to load from (one linked to you).',
} as const;

async function linked(services: Services, partner: PartnerCaller, machineId: number, warehouseId: number) {
  const [machine] = await services.db.select({ id: refillPartnerMachineLinks.id }).from(refillPartnerMachineLinks)
    .where(and(eq(refillPartnerMachineLinks.refill_partner_id, partner.partnerId), eq(refillPartnerMachineLinks.vending_machine_id, machineId)));
  if (!machine) throw new ApiError(403, PARTNER_SCOPE_MESSAGES.machine);
  const W = refillPartnerWarehouseLinks;
  const [warehouse] = await services.db.select({ id: W.id }).from(W).where(and(eq(W.refill_partner_id, partner.partnerId), eq(W.warehouse_id, warehouseId), eq(W.view, true)));
  if (!warehouse) throw new ApiError(403, PARTNER_SCOPE_MESSAGES.warehouse);
}

async function listPlans(services: Services, partner: PartnerCaller) {
  const rows = await services.db
    .select({ plan: refillPlans, machine: { id: vendingMachines.id, name: vendingMachines.name } })
    .from(refillPlans)
    .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
    .where(and(eq(refillPlans.company_id, partner.companyId),
      or(eq(refillPlans.refill_partner_id, partner.partnerId), eq(refillPlans.created_by_partner_id, partner.partnerId))))
    .orderBy(desc(refillPlans.id))
    .limit(200);
  return rows.map(({ plan, machine }) => ({
    id: plan.id, plan_id: plan.plan_id, status: refillStatus(plan.status).name, VendingMachine: machine, warehouse_id: plan.warehouse_id,
    total_quantity: plan.total_quantity, created_by_you: plan.created_by_partner_id === partner.partnerId, created_at: iso(plan.created_at),
  }));
}

const answer = (c: Context, run: () => Promise<unknown>, status: 200 | 201 = 200) => answerRoute(c, 'partner app request failed:', run, status);

const planId = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(400, 'id: Expected a refill plan id.');
  return id;
};

export function partnerRoutes(services: Services) {
  const app = new Hono();
  const partnerOf = (c: Context) => resolvePartner(services, bearerToken(c));

  app.post('/v1/sign-in', (c) => answer(c, async () => {
    const input = parseRequest(await readBody(c), SignIn);
    const client = clientAddress(c.env, c.req.header('x-forwarded-for'), services.config.trustProxy);
    return { data: await signInPartner(services, input.partner_id, input.pin, client) };
  }));

  app.get('/v1/refill-plans', (c) => answer(c, async () => ({ data: await listPlans(services, await partnerOf(c)) })));

  app.post('/v1/refill-plans', (c) => answer(c, async () => {
    const partner = await partnerOf(c);
    // A partner loads from a warehouse linked to it, never a store or the machine's default source.
    const { action: _ignored, remarks: _remarks, refill_partner_id: _partner, store_id: _store, ...fields } = await readBody(c);
    const input = parseRequest({ ...fields, refill_partner_id: partner.partnerId }, contract.createRefillPlan.request);
    if (!input.warehouse_id) throw invalidField('warehouse_id', PARTNER_SCOPE_MESSAGES.noWarehouse);
    await linked(services, partner, input.vending_machine_id, input.warehouse_id);
    const { row, notification } = await partnerPlanCreated(services, partner, input);
    publishNotification(services, notification);
    return { data: { id: row.id, plan_id: row.plan_id, status: refillStatus(row.status).name, total_quantity: row.total_quantity } };
  }, 201));

  app.delete('/v1/refill-plans/:id', (c) => answer(c, async () => {
    const partner = await partnerOf(c);
    const notification = await partnerPlanDeleted(services, partner, planId(c));
    publishNotification(services, notification);
    return { data: null };
  }));

  app.all('*', (c) => c.json({ message: 'Unknown refill app request.', code: 'NOT_FOUND' }, 404));
  return app;
}
