/**
 * The stores' tenancy samples (tests/api/tenancy-samples.ts spreads them): North Star's stores,
 * owned by its franchise admin; the other franchise's admin and another company's admin must
 * neither see nor change them, nor add a store under North Star.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { randomBytes } from 'node:crypto';
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function firstStore(api: Caller) {
  const r = await api.call(F, 'list.stores', { limit: 1, sortBy: 'name', sortDir: 'ASC' });
  const row = r.body?.data?.[0];
  if (r.status !== 200 || !row) throw new Error(`sample: list.stores as ${F} answered ${r.status} without a store`);
  return row;
}
const fieldsOf = (s: any) => ({
  name: s.name, address_line_1: s.address_line_1, address_line_2: s.address_line_2, country: s.country, state: s.state,
  city: s.city, pincode: s.pincode, latitude: s.latitude, longitude: s.longitude, is_active: s.is_active,
});

export const STORE_SAMPLES: Record<string, Sample> = {
  'list.stores': {
    owner: 'franchise', kind: 'read', request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = (await firstStore(api)).id; return (body.data as any[]).some((s) => s.id === probe); },
  },
  'get.store': { owner: 'franchise', kind: 'read', request: async (api) => ({ id: (await firstStore(api)).id }) },
  'create.store': {
    owner: 'franchise', kind: 'create',
    request: async (api) => { const s = await firstStore(api); return { franchise_id: s.franchise.id, ...fieldsOf(s), name: `Store ${randomBytes(4).toString('hex')}` }; },
  },
  'update.store': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const s = await firstStore(api); return { id: s.id, version: s.version, ...fieldsOf(s), name: 'Taken' }; },
  },
  'delete.store': { owner: 'franchise', kind: 'change', request: async (api) => { const s = await firstStore(api); return { id: s.id, version: s.version }; } },
};
