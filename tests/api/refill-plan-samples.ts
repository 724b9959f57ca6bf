/**
 * Tenancy samples for the refill plan actions (tests/api/tenancy-samples.ts): records of the
 * North Star franchise, found as its admin; the demo seed (server/seed/demo-refill-plans.ts)
 * makes a Created, an In Transit and an Executed plan with a pending return order there.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(F, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${F} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** The franchise's first seeded plan with lines in this status (the older seeded plans have none). */
async function planIn(api: Caller, status: number, withReturnOrder = false) {
  const rows = (await answer(api, 'list.refills', { status: [status], limit: 200, sortBy: 'created_at', sortDir: 'DESC' })).data as any[];
  for (const row of rows) {
    const plan = (await answer(api, 'get.refill_plan', { id: row.id })).data;
    if (plan.lines.length && (!withReturnOrder || plan.return_order?.status === 1)) return plan;
  }
  throw new Error(`sample: the franchise has no seeded refill plan in status ${status}; the demo seed needs one`);
}

const versioned = (status: number) => async (api: Caller) => { const p = await planIn(api, status); return { id: p.id, version: p.version }; };
const pendingReturn = async (api: Caller) => (await planIn(api, 3, true)).return_order;

async function newPlanFields(api: Caller) {
  const plan = await planIn(api, 1);
  const draft = (await answer(api, 'get.refill_plan_draft', { vending_machine_id: plan.VendingMachine.id })).data;
  const slot = draft.slots.find((s: any) => s.product && !s.expired && s.quantity < s.capacity);
  return { vending_machine_id: draft.VendingMachine.id, lines: [{ coil: slot.coil, product_id: slot.product.id, quantity_to_add: 1 }] };
}

export const REFILL_PLAN_SAMPLES: Record<string, Sample> = {
  'get.refill_plan': { owner: 'franchise', kind: 'read', request: async (api) => ({ id: (await planIn(api, 1)).id }) },
  'get.refill_plan_draft': { owner: 'franchise', kind: 'read', request: async (api) => ({ vending_machine_id: (await planIn(api, 1)).VendingMachine.id }) },
  'get.refill_return_order': { owner: 'franchise', kind: 'read', request: async (api) => ({ id: (await pendingReturn(api)).id }) },
  'create.refill_plan': { owner: 'franchise', kind: 'create', request: newPlanFields },
  'update.refill_plan': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const p = await planIn(api, 1); return { id: p.id, version: p.version, lines: p.lines.map((l: any) => ({ coil: l.coil, product_id: l.product.id, quantity_to_add: l.quantity_to_add, expired: l.expired })) }; },
  },
  'mark_in_transit.refill_plan': { owner: 'franchise', kind: 'change', request: versioned(1) },
  'assign_partner.refill_plan': { owner: 'franchise', kind: 'change', request: async (api) => ({ ...(await versioned(1)(api)), refill_partner_id: null }) },
  'execute.refill_plan': { owner: 'franchise', kind: 'change', request: versioned(2) },
  'return_to_created.refill_plan': { owner: 'franchise', kind: 'change', request: versioned(2) },
  'delete.refill_plan': { owner: 'franchise', kind: 'change', request: versioned(1) },
  'dispatch.refill_return_order': { owner: 'franchise', kind: 'change', request: async (api) => ({ id: (await pendingReturn(api)).id, version: 0 }) },
  'receive.refill_return_order': { owner: 'franchise', kind: 'change', request: async (api) => ({ id: (await pendingReturn(api)).id, version: 0 }) },
};
