/**
 * One machine's steps that the fleet list runs in bulk (contract/actions/machine-steps.ts): a
 * planogram on the multi-machine change's own per-machine path, and a refill partner link on the
 * link table the partner's link screen writes.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/machine-steps.ts';
import { PLANOGRAM_CHANGE_MESSAGES } from '../../contract/actions/planogram-change.ts';
import { LINK_MESSAGES } from '../../contract/links.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { refillPartnerMachineLinks as links, refillPartners, vendingMachines as vm } from '../db/schema/index.ts';
import { ApiError, conflict, invalidField, notFound, staleVersion } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { machineRecord } from '../records/vending-machine.ts';
import { changeOne, planogramOf } from './planogram-change.ts';

const M = contract.MACHINE_STEP_MESSAGES;

/** The machine a step names, in reach and not deleted (404 first, before anything about the rest is told). */
async function machineOf(db: Db | Tx, caller: Caller, id: number) {
  const [machine] = await db.select({ id: vm.id, name: vm.name }).from(vm).where(and(eq(vm.id, id), machineRecord.scope(caller)));
  if (!machine) throw notFound(machineRecord.noun);
  return machine;
}

/** The machine and the partner (of the caller's company) a link step names; the machine locked, at the version given if one is. */
async function endsOf(tx: Tx, caller: Caller, input: { id: number; refill_partner_id: number; version?: number }) {
  const [machine] = await tx.select({ id: vm.id, name: vm.name, version: vm.version }).from(vm)
    .where(and(eq(vm.id, input.id), machineRecord.scope(caller))).for('update');
  if (!machine) throw notFound(machineRecord.noun);
  if (input.version !== undefined && machine.version !== input.version) throw staleVersion(machine.name);
  const [partner] = await tx.select({ id: refillPartners.id, name: refillPartners.name }).from(refillPartners)
    .where(and(eq(refillPartners.id, input.refill_partner_id), eq(refillPartners.company_id, caller.company_id)));
  if (!partner) throw invalidField('refill_partner_id', M.unknownPartner);
  return { machine, partner };
}

const linkStep = (spec: typeof contract.linkMachineRefillPartner | typeof contract.unlinkMachineRefillPartner, linked: boolean) =>
  handle(spec, async (input, ctx) => {
    const caller = callerOf(ctx);
    const version = await ctx.db.transaction(async (tx) => {
      const { machine, partner } = await endsOf(tx, caller, input);
      const pair = and(eq(links.refill_partner_id, partner.id), eq(links.vending_machine_id, machine.id));
      const [existing] = await tx.select({ is_default: links.is_default }).from(links).where(pair).for('update');
      if (linked && existing) throw conflict(M.alreadyLinked(partner.name, machine.name));
      if (!linked && !existing) throw conflict(M.notLinked(partner.name, machine.name));
      if (!linked && existing?.is_default) throw conflict(LINK_MESSAGES.defaultRow);
      if (linked) await tx.insert(links).values({ company_id: caller.company_id, refill_partner_id: partner.id, vending_machine_id: machine.id });
      else await tx.delete(links).where(pair);
      // The machine's partners changed: its version moves on, so an undo of this step finds out about any change after it.
      await tx.update(vm).set({ version: machine.version + 1 }).where(eq(vm.id, machine.id));
      await audit(tx, caller, { action: spec.name, entity: 'vending_machine', entity_id: machine.id, after: { refill_partner_id: partner.id, linked, version: machine.version + 1 } });
      return machine.version + 1;
    });
    return { data: { id: input.id, refill_partner_id: input.refill_partner_id, linked, version } };
  });

export const machineStepHandlers = [
  handle(contract.changeMachinePlanogram, async (input, ctx) => {
    const caller = callerOf(ctx);
    await machineOf(ctx.db, caller, input.id);
    const planogram = await planogramOf(ctx.db, caller, input.planogram_template_id);
    if (!planogram) throw invalidField('planogram_template_id', PLANOGRAM_CHANGE_MESSAGES.unknownPlanogram);
    const result = await changeOne(ctx, caller, planogram, input.id, contract.changeMachinePlanogram.name);
    if (result.reason === PLANOGRAM_CHANGE_MESSAGES.machineNotFound) throw notFound(machineRecord.noun);
    if (result.outcome === 'refused') throw new ApiError(409, result.reason ?? PLANOGRAM_CHANGE_MESSAGES.noneChanged);
    return { data: { id: input.id, planogram_template: { id: planogram.id, name: planogram.name }, kept: result.kept, returned: result.returned } };
  }),
  linkStep(contract.linkMachineRefillPartner, true),
  linkStep(contract.unlinkMachineRefillPartner, false),
];
