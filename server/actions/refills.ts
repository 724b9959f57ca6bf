/** /api/refill-management: the refill plan list and the refill partners its filter offers. */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/refills.ts';
import type { RefillKind } from '../../contract/statuses.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import { refillPartners, refillPlans, stores, vendingMachines, warehouses } from '../db/schema/index.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross, sortOrder } from '../http/list.ts';

/** Plans a caller may see: their company's; for franchise users, only for the franchise's machines. */
function planScope(caller: Pick<Caller, 'company_id' | 'franchise_id'>): SQL {
  const company = eq(refillPlans.company_id, caller.company_id);
  if (caller.franchise_id === null) return company;
  return and(company, eq(vendingMachines.franchise_id, caller.franchise_id))!;
}

const SORT_COLUMNS = {
  created_at: refillPlans.created_at,
  updated_at: refillPlans.updated_at,
  plan_id: refillPlans.plan_id,
  status: refillPlans.status,
  kind: refillPlans.kind,
  scheduled_at: refillPlans.scheduled_at,
};

const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

export const refillHandlers = [
  handle(contract.listRefills, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      planScope(caller),
      input.vending_machine_id ? eq(refillPlans.vending_machine_id, input.vending_machine_id) : undefined,
      input.status?.length ? inArray(refillPlans.status, input.status) : undefined,
      input.kind?.length ? inArray(refillPlans.kind, input.kind) : undefined,
      input.refill_partner_id?.length ? inArray(refillPlans.refill_partner_id, input.refill_partner_id) : undefined,
      input.warehouse_id?.length ? inArray(refillPlans.warehouse_id, input.warehouse_id) : undefined,
      input.from ? gte(refillPlans.created_at, new Date(input.from)) : undefined,
      input.to ? lte(refillPlans.created_at, new Date(input.to)) : undefined,
      searchAcross(input.search, [refillPlans.plan_id, vendingMachines.name, vendingMachines.code, sql`coalesce(${refillPartners.name}, '')`]),
    );
    const page = await listPage(
      input,
      (range) =>
        ctx.db
          .select({
            plan: refillPlans,
            machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
            partner: { id: refillPartners.id, name: refillPartners.name },
            warehouse: { id: warehouses.id, name: warehouses.name },
            store: { id: stores.id, name: stores.name },
          })
          .from(refillPlans)
          .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
          .leftJoin(refillPartners, eq(refillPartners.id, refillPlans.refill_partner_id))
          .leftJoin(warehouses, eq(warehouses.id, refillPlans.warehouse_id))
          .leftJoin(stores, eq(stores.id, refillPlans.store_id))
          .where(where)
          .orderBy(...sortOrder(SORT_COLUMNS, range, refillPlans.id))
          .limit(range.limit)
          .offset(range.offset),
      () =>
        countOf(
          ctx.db
            .select({ n: countAll })
            .from(refillPlans)
            .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
            .leftJoin(refillPartners, eq(refillPartners.id, refillPlans.refill_partner_id))
            .where(where),
        ),
    );
    return {
      total: page.total,
      data: page.data.map(({ plan, machine, partner, warehouse, store }) => ({
        id: plan.id,
        plan_id: plan.plan_id,
        kind: plan.kind as RefillKind,
        status: plan.status,
        VendingMachine: machine,
        RefillPartner: ref(partner),
        warehouse: ref(warehouse),
        store: ref(store),
        total_quantity: plan.total_quantity,
        scheduled_at: iso(plan.scheduled_at),
        executed_at: iso(plan.executed_at),
        created_at: iso(plan.created_at)!,
        updated_at: iso(plan.updated_at)!,
      })),
    };
  }),

  handle(contract.listRefillPartners, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(eq(refillPartners.company_id, caller.company_id), searchAcross(input.search, [refillPartners.name, refillPartners.mobile_number]));
    const columns = { name: refillPartners.name, created_at: refillPartners.created_at };
    const page = await listPage(
      input,
      (range) =>
        ctx.db.select().from(refillPartners).where(where).orderBy(...sortOrder(columns, range, refillPartners.id)).limit(range.limit).offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(refillPartners).where(where)),
    );
    return {
      total: page.total,
      data: page.data.map((p) => ({ id: p.id, name: p.name, mobile_number: p.mobile_number, status: p.status })),
    };
  }),
];
