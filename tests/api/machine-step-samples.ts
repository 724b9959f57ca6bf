/**
 * Tenancy samples for the fleet list's and /users' bulk steps (issue 56): each names a machine or
 * a user of the North Star franchise, so an outsider's change of it is refused; the bulk runs
 * are the same records sent as one-record runs (bulk-samples.ts `bulkOf`).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { bulkOf } from './bulk-samples.ts';
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';
const ADMIN = 'admin@demo.local';

async function data(api: Caller, who: string, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(who, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${who} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body.data;
}
const firstOf = async (api: Caller, who: string, action: string, fields: Record<string, unknown> = {}) => {
  const [row] = await data(api, who, action, { limit: 1, ...fields });
  if (!row) throw new Error(`sample: ${action} lists nothing for ${who}`);
  return row;
};
const franchiseMachine = async (api: Caller) => data(api, F, 'get.vending_machine', { id: (await firstOf(api, F, 'list.active_vending_machines')).id });
const partnerId = async (api: Caller) => (await firstOf(api, ADMIN, 'list.refill_partners')).id as number;
/** A franchise user the franchise admin may change (not the admin itself). */
async function franchiseUser(api: Caller) {
  const me = await data(api, F, 'me');
  const rows = await data(api, F, 'list.users', { limit: 20 }) as any[];
  const user = rows.find((u) => u.id !== me.id && u.email !== F);
  if (!user) throw new Error('sample: the franchise lists no other user');
  return user;
}

const linkSample: Sample = {
  owner: 'franchise', kind: 'change',
  request: async (api) => ({ id: (await franchiseMachine(api)).id, refill_partner_id: await partnerId(api) }),
};

const SINGLE: Record<string, Sample> = {
  'change.vm_planogram': {
    owner: 'franchise', kind: 'change',
    request: async (api) => ({ id: (await franchiseMachine(api)).id, planogram_template_id: (await data(api, ADMIN, 'get.planogram_change_options')).planograms[0].id }),
  },
  'link.vm_refill_partner': linkSample,
  'unlink.vm_refill_partner': linkSample,
  'change.user_status': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const u = await franchiseUser(api); return { id: u.id, is_active: !u.is_active, version: u.version }; },
  },
};
const statusSample: Sample = {
  owner: 'franchise', kind: 'change',
  request: async (api) => { const m = await franchiseMachine(api); return { id: m.id, status: m.status === 1 ? 2 : 1, version: m.version }; },
};

export const MACHINE_STEP_SAMPLES: Record<string, Sample> = {
  ...SINGLE,
  'bulk.vending_machine': bulkOf(statusSample, 'update.vending_machine_status', 'get.vending_machine'),
  'bulk.user': bulkOf(SINGLE['change.user_status']!, 'change.user_status', 'get.user'),
};
