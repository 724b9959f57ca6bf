/**
 * Tenancy samples for customer feedback and consumers' requested products (issue 42;
 * tests/api/tenancy-samples.ts). Both are the North Star franchise's: feedback given at its
 * machines, requests asked at its machines. The summary and the filter choices name the
 * franchise's machine, so an outsider's answer must not count or offer it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function firstOf(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(F, action, { limit: 1, ...fields });
  const row = r.body?.data?.[0];
  if (r.status !== 200 || !row) throw new Error(`sample: ${action} as ${F} answered ${r.status} with no row; the demo seed needs one`);
  return row;
}
/** The franchise's newest feedback given at a machine. */
const franchiseFeedback = (api: Caller) => firstOf(api, 'list.customer_feedback');
const openRequest = async (api: Caller) => {
  const row = await firstOf(api, 'list.consumer_product_requests', { status: ['OPEN'] });
  return { id: row.id as number, version: row.version as number };
};

export const FEEDBACK_SAMPLES: Record<string, Sample> = {
  'list.customer_feedback': {
    owner: 'franchise', kind: 'read',
    request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = await franchiseFeedback(api); return (body.data as any[]).some((f) => f.key === probe.key); },
  },
  'get.customer_feedback': { owner: 'franchise', kind: 'read', request: async (api) => ({ key: (await franchiseFeedback(api)).key }) },
  'get.customer_feedback_summary': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ vending_machine_id: [(await franchiseFeedback(api)).machine.id] }),
    shows: (body) => body.data.count > 0,
  },
  'get.customer_feedback_options': {
    owner: 'franchise', kind: 'read',
    request: async () => ({}),
    shows: async (body, api) => { const probe = await franchiseFeedback(api); return (body.data.machines as any[]).some((m) => m.id === probe.machine.id); },
  },
  'list.consumer_product_requests': {
    owner: 'franchise', kind: 'read',
    request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = await firstOf(api, 'list.consumer_product_requests'); return (body.data as any[]).some((r) => r.id === probe.id); },
  },
  'get.consumer_product_request': { owner: 'franchise', kind: 'read', request: async (api) => ({ id: (await firstOf(api, 'list.consumer_product_requests')).id }) },
  'add_request.consumer_product_request': {
    owner: 'franchise', kind: 'change',
    request: async (api) => ({ ...(await openRequest(api)), urgency: 'Urgent', preferable_time: 'Always' }),
  },
};
