/**
 * The bulk refill as a record of the pipeline (server/kit): scope (below), how it is read (each machine's plan read as the refill plan
 * record reads it), and its lifecycle (machines/records/bulkRefill.ts).
 */
import { asc, and, eq, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { bulkStatusName, type BulkRefill } from '../../contract/actions/bulk-refills.ts';
import { bulkRefillLifecycle } from '../../machines/records/bulkRefill.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { bulkRefillMachines, bulkRefills, refillPartners, refillPlans, vendingMachines, vmTemplates } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { managerWarehouses, tenancy, type ScopeCaller } from '../kit/scope.ts';
import { refillPlanRecord } from './refill-plan.ts';

const BM = bulkRefillMachines;
/**
 * A warehouse manager reaches a bulk refill whose machines' plans all come from warehouses linked
 * to them (the plans' own rule, refillPlanScope); reaching it reaches every plan.
 */
function managerReach(caller: ScopeCaller): SQL | undefined {
  if (caller.role_code !== 'ROLE_WAREHOUSE_MANAGER') return undefined;
  const linked = managerWarehouses(caller.id ?? 0, caller.warehouse_grant ?? 'view');
  const plansOf = (where: SQL) => sql`(select ${BM.bulk_refill_id} from ${BM} join ${refillPlans} on ${refillPlans.id} = ${BM.refill_plan_id} where ${where})`;
  return sql`${bulkRefills.id} in ${plansOf(sql`${refillPlans.warehouse_id} in ${linked}`)}
    and ${bulkRefills.id} not in ${plansOf(sql`${refillPlans.warehouse_id} is null or ${refillPlans.warehouse_id} not in ${linked}`)}`;
}

/** The company's; franchise staff their franchise's; a retailer's staff those of its machines only (every machine). */
export const bulkRefillScope = tenancy({
  company: bulkRefills.company_id,
  franchise: { column: bulkRefills.franchise_id },
  retailer: { lines: { id: bulkRefills.id, parent: BM.bulk_refill_id, machine: BM.vending_machine_id } },
  also: managerReach,
});

async function readBulkRefill(db: Db, caller: Caller, id: number): Promise<Infer<typeof BulkRefill>> {
  const [head] = await db
    .select({ bulk: bulkRefills, template: { id: vmTemplates.id, name: vmTemplates.name }, partner: { id: refillPartners.id, name: refillPartners.name } })
    .from(bulkRefills)
    .innerJoin(vmTemplates, eq(vmTemplates.id, bulkRefills.vm_template_id))
    .leftJoin(refillPartners, eq(refillPartners.id, bulkRefills.refill_partner_id))
    .where(and(eq(bulkRefills.id, id), bulkRefillScope(caller)));
  if (!head) throw notFound('Bulk refill');
  const members = await db
    .select({ member: bulkRefillMachines, machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code } })
    .from(bulkRefillMachines)
    .innerJoin(vendingMachines, eq(vendingMachines.id, bulkRefillMachines.vending_machine_id))
    .where(eq(bulkRefillMachines.bulk_refill_id, id))
    .orderBy(asc(bulkRefillMachines.id));
  const plans: Infer<typeof BulkRefill>['machines'][number]['plan'][] = [];
  for (const { member } of members) plans.push(await refillPlanRecord.read(db, caller, member.refill_plan_id));
  const { bulk } = head;
  return {
    id: bulk.id,
    bulk_refill_id: bulk.bulk_refill_id,
    name: bulk.name,
    template: head.template,
    status: bulk.status,
    RefillPartner: head.partner?.id ? { id: head.partner.id, name: head.partner.name ?? '' } : null,
    scheduled_at: iso(bulk.scheduled_at),
    executed_at: iso(bulk.executed_at),
    created_at: iso(bulk.created_at)!,
    updated_at: iso(bulk.updated_at)!,
    version: bulk.version,
    machines: members.map(({ member, machine }, i) => ({
      vending_machine_id: member.vending_machine_id,
      VendingMachine: machine,
      plan: plans[i]!,
      result: (member.result as 'executed' | 'refused' | null) ?? null,
      reason: member.reason,
    })),
  };
}

export const bulkRefillRecord = defineRecord({
  entity: 'bulk_refill',
  table: bulkRefills,
  noun: 'Bulk refill',
  title: (bulk) => `Bulk refill ${bulk.bulk_refill_id}`,
  scope: bulkRefillScope,
  read: readBulkRefill,
  lifecycle: { machine: bulkRefillLifecycle, column: 'status', statusName: (status) => bulkStatusName(Number(status)) },
});
