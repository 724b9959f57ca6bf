/**
 * Tenancy samples for the bulk refill actions (tests/api/tenancy-samples.ts): the company's
 * bulk refills, found as its admin; the demo seed (server/seed/demo-bulk-refills.ts) makes one
 * in every state. Franchise staff and other companies must not reach them.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const A = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(A, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${A} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

async function bulkIn(api: Caller, status: number) {
  const [row] = (await answer(api, 'list.bulk_refills', { status: [status], limit: 1 })).data as any[];
  if (!row) throw new Error(`sample: the company has no seeded bulk refill in status ${status}; the demo seed needs one`);
  return (await answer(api, 'get.bulk_refill', { id: row.id })).data;
}

const versioned = (status: number) => async (api: Caller) => { const b = await bulkIn(api, status); return { id: b.id, version: b.version }; };

/** The fields of a Created bulk refill as it is: its machines and their lines. */
async function fieldsOf(api: Caller) {
  const b = await bulkIn(api, 1);
  return {
    name: `${b.name} again`, vm_template_id: b.template.id,
    machines: b.machines.map((m: any) => ({
      vending_machine_id: m.vending_machine_id,
      lines: m.plan.lines.map((l: any) => ({ coil: l.coil, product_id: l.product.id, quantity_to_add: l.quantity_to_add })),
    })),
  };
}

export const BULK_REFILL_SAMPLES: Record<string, Sample> = {
  'list.bulk_refills': {
    owner: 'company', kind: 'read', request: async () => ({ limit: 200 }),
    shows: async (body, api) => { const probe = await bulkIn(api, 1); return (body.data as any[]).some((r) => r.id === probe.id); },
  },
  'get.bulk_refill': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await bulkIn(api, 1)).id }) },
  'get.bulk_refill_draft': {
    owner: 'company', kind: 'read', request: async (api) => ({ vm_template_id: (await bulkIn(api, 1)).template.id }),
    shows: async (body, api) => { const probe = await bulkIn(api, 1); return (body.data?.machines ?? []).some((m: any) => m.id === probe.machines[0].vending_machine_id); },
  },
  'create.bulk_refill': { owner: 'company', kind: 'create', request: fieldsOf },
  'update.bulk_refill': {
    owner: 'company', kind: 'change',
    request: async (api) => { const b = await bulkIn(api, 1); return { id: b.id, version: b.version, ...(await fieldsOf(api)) }; },
  },
  'mark_in_transit.bulk_refill': { owner: 'company', kind: 'change', request: versioned(1) },
  'execute.bulk_refill': { owner: 'company', kind: 'change', request: versioned(2) },
  'delete.bulk_refill': { owner: 'company', kind: 'change', request: versioned(1) },
};
