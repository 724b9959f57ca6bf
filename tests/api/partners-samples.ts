/**
 * Tenancy samples for the refill partner actions (tests/api/tenancy-samples.ts): the demo
 * company's partners and vehicles (server/seed/demo-partners.ts), found as its admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { randomBytes } from 'node:crypto';
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${ADMIN} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** The company's first partner with vehicles (the seed gives the first active partner two). */
async function partner(api: Caller) {
  const rows = (await answer(api, 'list.refill_partner_directory', { limit: 50, sortBy: 'name', sortDir: 'ASC' })).data as any[];
  const withVehicles = rows.find((r) => r.vehicle_count > 0);
  if (!withVehicles) throw new Error('sample: no refill partner with a vehicle; the demo seed needs one');
  return (await answer(api, 'get.refill_partner', { id: withVehicles.id })).data;
}

const details = (p: any) => ({ id: p.id, version: p.version, name: p.name, mobile_number: p.mobile_number, email: p.email });

/** Actions of this part that name no tenant's record. */
export const PARTNER_NO_TENANT_RECORD: Record<string, string> = {
  'create.refill_partner': "adds a refill partner to the caller's own company and names no other record",
};

export const PARTNER_SAMPLES: Record<string, Sample> = {
  'list.refill_partner_directory': {
    owner: 'company',
    kind: 'read',
    request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = (await partner(api)).id; return (body.data as any[]).some((row) => row.id === probe); },
  },
  'get.refill_partner': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await partner(api)).id }) },
  'update.refill_partner': { owner: 'company', kind: 'change', request: async (api) => ({ ...details(await partner(api)), name: 'Taken' }) },
  'change_status.refill_partner': { owner: 'company', kind: 'change', request: async (api) => { const p = await partner(api); return { id: p.id, version: p.version, status: 2 }; } },
  'change_pin.refill_partner': { owner: 'company', kind: 'change', request: async (api) => { const p = await partner(api); return { id: p.id, version: p.version, pin: '1234' }; } },
  'create.vehicle': {
    owner: 'company',
    kind: 'create',
    request: async (api) => ({ refill_partner_id: (await partner(api)).id, name: 'Tenancy van', registration_number: `TN ${randomBytes(3).toString('hex')}` }),
  },
  'update.vehicle': {
    owner: 'company',
    kind: 'change',
    request: async (api) => { const v = (await partner(api)).vehicles[0]; return { id: v.id, version: v.version, name: 'Taken', registration_number: v.registration_number }; },
  },
};
