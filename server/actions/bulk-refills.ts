/**
 * /api/refill-management: bulk refills on the record pipeline (server/kit). A bulk refill's
 * machines each get an ordinary refill plan made by the refill plan's own creation
 * (refillPlanCreation) in the bulk refill's transaction; executing the bulk refill runs
 * execute.refill_plan for each plan, one transaction per machine, and then records the result
 * per machine and the bulk refill's status in one more.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/bulk-refills.ts';
import { REFILL_PARTNER_MESSAGES, REFILL_PARTNER_STATUS } from '../../contract/actions/refill-partners.ts';
import { executeRefillPlan } from '../../contract/actions/refill-plans.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { bulkExecuteEvent, bulkRefillLifecycle } from '../../machines/records/bulkRefill.ts';
import { refillPlanLifecycle } from '../../machines/records/refillPlan.ts';
import { callerOf, handle, type ActionContext, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  bulkRefillMachines, bulkRefills, planogramTemplateSlots, planogramTemplates, refillPartners, refillPlans, vendingMachines, vmTemplates,
} from '../db/schema/index.ts';
import { ApiError, conflict, invalid, invalidField, notFound, staleVersion } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { audit, auditFields } from '../kit/audit.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation, defineTransition, type StepContext } from '../kit/mutation.ts';
import { bulkRefillRecord, bulkRefillScope } from '../records/bulk-refill.ts';
import { machineSlots } from '../records/refill-plan.ts';
import { machineScope } from '../records/vending-machine.ts';
import { planProblem, reachableMachine, refillPlanCreation, refillPlanHandlers } from './refill-plans.ts';

type BulkInput = (typeof contract.createBulkRefill)['request']['TYPE'];

/** The template, of the caller's company, or 400; and 400 with the spec's text when its planogram holds no products. */
async function usableTemplate(db: Db | Tx, caller: Caller, templateId: number, missing = () => invalidField('vm_template_id', 'VM template not found.')) {
  const [template] = await db.select({ id: vmTemplates.id, name: vmTemplates.name }).from(vmTemplates)
    .where(and(eq(vmTemplates.id, templateId), eq(vmTemplates.company_id, caller.company_id)));
  if (!template) throw missing();
  return template;
}

async function templateHasProducts(db: Db | Tx, templateId: number) {
  const [row] = await db.select({ n: count() }).from(planogramTemplateSlots)
    .innerJoin(planogramTemplates, eq(planogramTemplates.id, planogramTemplateSlots.planogram_template_id))
    .where(eq(planogramTemplates.vm_template_id, templateId));
  return Number(row?.n ?? 0) > 0;
}

const emptyTemplate = () => invalid([{ path: 'vm_template_id', message: contract.BULK_REFILL_MESSAGES.emptyTemplate }], contract.BULK_REFILL_MESSAGES.emptyTemplate);

/** Each machine once, reachable, of the template. */
async function checkedMachines(tx: Tx, caller: Caller, templateId: number, machines: BulkInput['machines']) {
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  for (const [i, m] of machines.entries()) {
    const path = `machines.${i}.vending_machine_id`;
    if (seen.has(m.vending_machine_id)) problems.push({ path, message: contract.BULK_REFILL_MESSAGES.machineTwice });
    seen.add(m.vending_machine_id);
    const machine = await reachableMachine(tx, caller, m.vending_machine_id).catch(() => null);
    if (!machine) problems.push({ path, message: 'Vending machine not found.' });
    else if (machine.vm_template_id !== templateId) problems.push({ path, message: contract.BULK_REFILL_MESSAGES.wrongTemplate });
  }
  if (problems.length) throw invalid(problems);
}

/** Each slot of the machine holding a product, filled to capacity. */
async function fullLines(db: Db | Tx, machineId: number) {
  return (await machineSlots(db, machineId))
    .filter(({ slot }) => slot.product_id !== null && slot.item_layout_max > slot.quantity)
    .map(({ slot }) => ({ coil: slot.coil, product_id: slot.product_id!, quantity_to_add: slot.item_layout_max - slot.quantity, expired: false }));
}

/** A machine's refill plan made by the refill plan's own creation, linked to the bulk refill; its errors' paths under machines.{i}. */
async function addMachinePlans(step: StepContext<typeof contract.createBulkRefill>, bulkId: number, input: BulkInput) {
  const { tx, caller, now } = step;
  const made: { vending_machine_id: number; plan_id: string }[] = [];
  for (const [i, m] of input.machines.entries()) {
    const planInput = {
      vending_machine_id: m.vending_machine_id,
      refill_partner_id: m.refill_partner_id ?? input.refill_partner_id ?? null,
      scheduled_at: input.scheduled_at ?? null,
      // A bulk refill asks no runout quantity or expiry per slot, so it leaves expired units in
      // place unless a line says otherwise; the machine's own refill plan removes them by default.
      lines: m.lines?.map((l) => ({ ...l, expired: l.expired ?? false })) ?? await fullLines(tx, m.vending_machine_id),
      remarks: [],
    };
    try {
      const planStep = { ...step, input: planInput } as unknown as Parameters<typeof refillPlanCreation.values>[0];
      const values = await refillPlanCreation.values(planStep);
      const [plan] = await tx.insert(refillPlans).values({ ...values, created_at: now, updated_at: now }).returning();
      const extra = await refillPlanCreation.after?.({ ...planStep, row: plan!, moveStock: () => { throw new Error('a plan moves no stock when made'); } });
      await audit(tx, caller, { action: 'create.refill_plan', entity: 'refill_plan', entity_id: plan!.id, after: { ...auditFields(plan!), ...(extra ?? {}), bulk_refill_id: bulkId } });
      await tx.insert(bulkRefillMachines).values({ bulk_refill_id: bulkId, vending_machine_id: m.vending_machine_id, refill_plan_id: plan!.id });
      made.push({ vending_machine_id: m.vending_machine_id, plan_id: plan!.plan_id });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const errors = (error.body.errors ?? [{ path: '', message: error.message }]).map((e) => ({
        path: `machines.${i}${e.path && e.path !== 'vending_machine_id' ? `.${e.path}` : '.vending_machine_id'}`, message: e.message,
      }));
      throw invalid(errors);
    }
  }
  return made;
}

async function nextBulkId(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('bulk_refills', 'id'))::int as id`);
  const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  return Number(rows[0]!.id);
}

async function checkPartner(tx: Tx, caller: Caller, partnerId: number | null | undefined) {
  if (!partnerId) return null;
  const [partner] = await tx.select().from(refillPartners).where(and(eq(refillPartners.id, partnerId), eq(refillPartners.company_id, caller.company_id)));
  if (!partner) throw invalidField('refill_partner_id', REFILL_PARTNER_MESSAGES.unknownPartner);
  if (partner.status !== REFILL_PARTNER_STATUS.active) throw invalidField('refill_partner_id', REFILL_PARTNER_MESSAGES.inactivePartner);
  return partner.id;
}

const memberPlans = (tx: Tx | Db, bulkId: number) => tx
  .select({ member: bulkRefillMachines, plan: refillPlans })
  .from(bulkRefillMachines)
  .innerJoin(refillPlans, eq(refillPlans.id, bulkRefillMachines.refill_plan_id))
  .where(eq(bulkRefillMachines.bulk_refill_id, bulkId))
  .orderBy(asc(bulkRefillMachines.id));

const executePlanHandler = refillPlanHandlers.find((h) => h.spec === executeRefillPlan)!;

/** Runs execute.refill_plan for each plan not yet executed (its own transaction each); the result per machine. */
async function executeMembers(ctx: ActionContext, bulkId: number) {
  const results: { id: number; result: 'executed' | 'refused'; reason: string | null }[] = [];
  for (const { member, plan } of await memberPlans(ctx.db, bulkId)) {
    if (plan.status === REFILL_PLAN_STATUS.executed) {
      results.push({ id: member.id, result: 'executed', reason: member.result === 'executed' ? member.reason : null });
      continue;
    }
    try {
      await executePlanHandler.run({ id: plan.id, version: plan.version }, ctx);
      results.push({ id: member.id, result: 'executed', reason: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ id: member.id, result: 'refused', reason: error.message });
    }
  }
  return results;
}

export const bulkRefillHandlers = [
  defineList(contract.listBulkRefills, {
    scope: bulkRefillScope,
    query: (db, where) => db
      .select({
        bulk: bulkRefills,
        template: { id: vmTemplates.id, name: vmTemplates.name },
        partner: { id: refillPartners.id, name: refillPartners.name },
        machine_count: sql<number>`(select count(*)::int from ${bulkRefillMachines} m where m.bulk_refill_id = ${bulkRefills.id})`,
        total_quantity: sql<number>`(select coalesce(sum(p.total_quantity), 0)::int from ${bulkRefillMachines} m join ${refillPlans} p on p.id = m.refill_plan_id where m.bulk_refill_id = ${bulkRefills.id})`,
      })
      .from(bulkRefills)
      .innerJoin(vmTemplates, eq(vmTemplates.id, bulkRefills.vm_template_id))
      .leftJoin(refillPartners, eq(refillPartners.id, bulkRefills.refill_partner_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(bulkRefills).innerJoin(vmTemplates, eq(vmTemplates.id, bulkRefills.vm_template_id)).where(where),
    filters: {
      status: (codes) => inArray(bulkRefills.status, [...codes]),
      template_ids: (ids) => inArray(bulkRefills.vm_template_id, ids),
    },
    search: [bulkRefills.bulk_refill_id, bulkRefills.name, vmTemplates.name],
    sort: { updated_at: bulkRefills.updated_at, created_at: bulkRefills.created_at, name: bulkRefills.name, status: bulkRefills.status },
    tiebreak: bulkRefills.id,
    rows: (selected) => selected.map(({ bulk, template, partner, machine_count, total_quantity }) => ({
      id: bulk.id, bulk_refill_id: bulk.bulk_refill_id, name: bulk.name, template, status: bulk.status,
      machine_count: Number(machine_count), total_quantity: Number(total_quantity),
      RefillPartner: partner?.id ? { id: partner.id, name: partner.name ?? '' } : null,
      updated_at: bulk.updated_at.toISOString(),
    })),
  }),

  defineGet(contract.getBulkRefill, bulkRefillRecord),

  handle(contract.getBulkRefillDraft, async (input, ctx) => {
    const caller = callerOf(ctx);
    const template = await usableTemplate(ctx.db, caller, input.vm_template_id, () => notFound('VM template'));
    const hasProducts = await templateHasProducts(ctx.db, template.id);
    const machines = await ctx.db.select().from(vendingMachines)
      .where(and(eq(vendingMachines.vm_template_id, template.id), machineScope(caller), sql`${vendingMachines.deleted_at} is null`))
      .orderBy(asc(vendingMachines.name)).limit(500);
    const out = [];
    for (const machine of machines) {
      const slots = await machineSlots(ctx.db, machine.id);
      out.push({
        id: machine.id, name: machine.name, code: machine.code, problem: planProblem(machine),
        slots: slots.map(({ slot, product }) => ({
          coil: slot.coil, product: product?.id ? product : null, quantity: slot.quantity, capacity: slot.item_layout_max,
          suggested: slot.product_id === null ? 0 : Math.max(0, slot.item_layout_max - slot.quantity),
        })),
      });
    }
    return { data: { template, problem: hasProducts ? null : contract.BULK_REFILL_MESSAGES.emptyTemplate, machines: out } };
  }),

  defineCreate(contract.createBulkRefill, bulkRefillRecord, {
    values: async ({ tx, input, caller }) => {
      const template = await usableTemplate(tx, caller, input.vm_template_id);
      if (!(await templateHasProducts(tx, template.id))) throw emptyTemplate();
      await checkedMachines(tx, caller, template.id, input.machines);
      const id = await nextBulkId(tx);
      return {
        id,
        company_id: caller.company_id,
        franchise_id: caller.franchise_id,
        bulk_refill_id: `BR-${1000 + id}`,
        name: input.name.trim(),
        vm_template_id: template.id,
        refill_partner_id: await checkPartner(tx, caller, input.refill_partner_id),
        status: contract.BULK_REFILL_STATUS.created,
        scheduled_at: input.scheduled_at ? new Date(input.scheduled_at) : null,
        created_by: caller.id,
      };
    },
    after: async (step) => ({ machines: await addMachinePlans(step, step.row.id, step.input) }),
  }),

  defineMutation(contract.updateBulkRefill, bulkRefillRecord, {
    apply: async (step) => {
      const { tx, row, input, caller } = step;
      if (input.vm_template_id !== row.vm_template_id) {
        throw invalid([{ path: 'vm_template_id', message: contract.BULK_REFILL_MESSAGES.templateLocked }], contract.BULK_REFILL_MESSAGES.templateLocked);
      }
      bulkRefillRecord.assertCan(row, 'bulkRefill.delete');
      await checkedMachines(tx, caller, row.vm_template_id, input.machines);
      const partner = await checkPartner(tx, caller, input.refill_partner_id);
      const old = await memberPlans(tx, row.id);
      if (old.some(({ plan }) => plan.status !== REFILL_PLAN_STATUS.created)) throw conflict(`${bulkRefillRecord.title(row)} has a machine's plan that is no longer Created; it cannot be updated now.`);
      if (old.length) await tx.delete(refillPlans).where(inArray(refillPlans.id, old.map(({ plan }) => plan.id)));
      const machines = await addMachinePlans(step as never, row.id, input);
      return {
        set: { name: input.name.trim(), refill_partner_id: partner, scheduled_at: input.scheduled_at ? new Date(input.scheduled_at) : null },
        audit: { machines, replaced_plans: old.map(({ plan }) => plan.plan_id) },
      };
    },
  }),

  defineTransition(contract.markBulkRefillInTransit, bulkRefillRecord, {
    event: () => 'bulkRefill.markInTransit',
    apply: async ({ tx, row, caller, now }) => {
      const moved: string[] = [];
      for (const { plan } of await memberPlans(tx, row.id)) {
        if (!refillPlanLifecycle.can(plan.status, 'refillPlan.markInTransit')) continue;
        const [after] = await tx.update(refillPlans)
          .set({ status: REFILL_PLAN_STATUS.inTransit, version: plan.version + 1, updated_at: now })
          .where(eq(refillPlans.id, plan.id)).returning();
        await audit(tx, caller, { action: 'mark_in_transit.refill_plan', entity: 'refill_plan', entity_id: plan.id, before: auditFields(plan), after: { ...auditFields(after!), bulk_refill_id: row.id } });
        moved.push(plan.plan_id);
      }
      return { audit: { plans: moved } };
    },
  }),

  handle(contract.executeBulkRefill, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await ctx.db.select().from(bulkRefills).where(and(eq(bulkRefills.id, input.id), bulkRefillScope(caller)));
    if (!row) throw notFound('Bulk refill');
    bulkRefillRecord.assertCan(row, 'bulkRefill.execute');
    if (row.version !== input.version) throw staleVersion(bulkRefillRecord.title(row));
    const results = await executeMembers(ctx, row.id);
    const done = results.filter((r) => r.result === 'executed').length;
    const event = bulkExecuteEvent(done, results.length);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bulkRefills).where(eq(bulkRefills.id, row.id)).for('update');
      if (!locked || locked.version !== input.version) throw staleVersion(bulkRefillRecord.title(row));
      for (const r of results) await tx.update(bulkRefillMachines).set({ result: r.result, reason: r.reason }).where(eq(bulkRefillMachines.id, r.id));
      if (!event) return;
      const [updated] = await tx.update(bulkRefills)
        .set({ status: bulkRefillLifecycle.next(locked.status, event) as number, executed_at: now, version: locked.version + 1, updated_at: now })
        .where(eq(bulkRefills.id, row.id)).returning();
      await audit(tx, caller, {
        action: contract.executeBulkRefill.name, entity: 'bulk_refill', entity_id: row.id, before: auditFields(locked),
        after: { ...auditFields(updated!), event, results },
      });
    });
    if (!event) throw new ApiError(409, contract.BULK_REFILL_MESSAGES.nothingExecuted, { errors: results.map((r, i) => ({ path: `machines.${i}`, message: r.reason ?? '' })) });
    return { data: await bulkRefillRecord.read(ctx.db, caller, row.id) };
  }),

  defineMutation(contract.deleteBulkRefill, bulkRefillRecord, {
    event: () => 'bulkRefill.delete',
    removes: true,
    erases: true,
    apply: async ({ tx, row, caller }) => {
      const old = await memberPlans(tx, row.id);
      for (const { plan } of old) {
        if (!refillPlanLifecycle.can(plan.status, 'refillPlan.delete')) throw conflict(`Refill plan ${plan.plan_id} of ${bulkRefillRecord.title(row)} is no longer Created; the bulk refill cannot be deleted now.`);
        await audit(tx, caller, { action: 'delete.refill_plan', entity: 'refill_plan', entity_id: plan.id, before: { ...auditFields(plan), bulk_refill_id: row.id } });
      }
      if (old.length) await tx.delete(refillPlans).where(inArray(refillPlans.id, old.map(({ plan }) => plan.id)));
    },
    respond: () => null,
  }),
];
