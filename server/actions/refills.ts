/** /api/refill-management: the refill plan list and the refill partners its filter offers. */
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/refills.ts';
import type { RefillKind } from '../../contract/statuses.ts';
import { refillPartners, refillPlans, stores, vendingMachines, warehouses } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { tenancy } from '../kit/scope.ts';
import { partnersOfMachine } from '../records/links.ts';
import { refillPlanScope } from '../records/refill-plan.ts';

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
  defineList(contract.listRefills, {
    scope: refillPlanScope,
    query: (db, where) => db
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
      .where(where),
    count: (db, where) => db
      .select({ n: countAll })
      .from(refillPlans)
      .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
      .leftJoin(refillPartners, eq(refillPartners.id, refillPlans.refill_partner_id))
      .where(where),
    filters: {
      vending_machine_id: (id) => eq(refillPlans.vending_machine_id, id),
      status: (statuses) => inArray(refillPlans.status, statuses),
      kind: (kinds) => inArray(refillPlans.kind, kinds),
      refill_partner_id: (ids) => inArray(refillPlans.refill_partner_id, ids),
      warehouse_id: (ids) => inArray(refillPlans.warehouse_id, ids),
      from: (from) => gte(refillPlans.created_at, new Date(from)),
      to: (to) => lte(refillPlans.created_at, new Date(to)),
      scheduled_from: (from) => gte(refillPlans.scheduled_at, new Date(from)),
      scheduled_to: (to) => lte(refillPlans.scheduled_at, new Date(to)),
      city: (cities) => inArray(vendingMachines.city, cities),
    },
    search: [refillPlans.plan_id, vendingMachines.name, vendingMachines.code, sql`coalesce(${refillPartners.name}, '')`],
    sort: SORT_COLUMNS,
    tiebreak: refillPlans.id,
    rows: (page) => page.map(({ plan, machine, partner, warehouse, store }) => ({
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
  }),

  defineList(contract.listRefillPartners, {
    scope: tenancy({ company: refillPartners.company_id }),
    query: (db, where) => db.select().from(refillPartners).where(where),
    count: (db, where) => db.select({ n: countAll }).from(refillPartners).where(where),
    search: [refillPartners.name, refillPartners.mobile_number],
    filters: { vending_machine_id: (machineId) => partnersOfMachine(machineId) },
    sort: { name: refillPartners.name, created_at: refillPartners.created_at },
    tiebreak: refillPartners.id,
    rows: (page) => page.map((p) => ({ id: p.id, name: p.name, mobile_number: p.mobile_number, status: p.status })),
  }),
];
