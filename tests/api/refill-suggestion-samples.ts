/**
 * Tenancy samples for suggest.refill_plan and get.refill_pick_list (tests/api/tenancy-samples.ts):
 * the North Star franchise's seeded Created plan, its machine, and its partner's day.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(F, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${F} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** The franchise's first seeded Created plan with a partner and a schedule. */
async function createdPlan(api: Caller) {
  const rows = (await answer(api, 'list.refills', { status: [1], limit: 200, sortBy: 'created_at', sortDir: 'DESC' })).data as any[];
  for (const row of rows) {
    const plan = (await answer(api, 'get.refill_plan', { id: row.id })).data;
    if (plan.lines.length && plan.RefillPartner && plan.scheduled_at) return plan;
  }
  throw new Error('sample: the franchise has no seeded Created refill plan with a partner and a day; the demo seed needs one');
}

export const REFILL_SUGGESTION_SAMPLES: Record<string, Sample> = {
  'suggest.refill_plan': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ vending_machine_ids: [(await createdPlan(api)).VendingMachine.id] }),
  },
  'get.refill_pick_list': {
    owner: 'franchise', kind: 'read',
    request: async (api) => { const p = await createdPlan(api); return { refill_partner_id: p.RefillPartner.id, date: p.scheduled_at.slice(0, 10) }; },
    shows: async (body, api) => { const p = await createdPlan(api); return (body.data.plans as any[]).some((x) => x.id === p.id); },
  },
};
