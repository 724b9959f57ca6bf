/**
 * Tenancy samples for issue 41's store managers and store returns written from a store, each
 * naming a record of the demo company found as its admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** A store of the demo company holding stock, with a warehouse that may receive its returns. */
async function stockedStore(api: Caller) {
  for (const s of (await answer(api, 'list.stores', { limit: 50 })).data) {
    const o = (await answer(api, 'get.store_return_options', { store_id: s.id })).data;
    if (o.products.length && o.warehouses.length) return o;
  }
  throw new Error('sample: the demo needs a store holding stock');
}

const storeManager = async (api: Caller) => (await answer(api, 'list.store_managers', { search: 'Arjun', limit: 1 })).data[0];

export const STORE_MANAGER_SAMPLES: Record<string, Sample> = {
  'list.store_managers': { owner: 'company', kind: 'read', request: async () => ({ search: 'Arjun', limit: 10 }), shows: (body: any) => body.data.some((s: any) => s.name === 'Arjun Nair') },
  'get.store_manager': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await storeManager(api)).id }) },
  'get.store_manager_image': { owner: 'company', kind: 'change', request: async (api) => ({ id: (await storeManager(api)).id, image: 'photo' }) },
  'create.store_manager': {
    owner: 'company', kind: 'create',
    request: async (api) => ({ first_name: 'Tenancy', mobile_number: '9000000001', store_id: (await storeManager(api)).store.id, is_active: true }),
  },
  'update.store_manager': {
    owner: 'company', kind: 'change',
    request: async (api) => { const s = await storeManager(api); return { id: s.id, version: s.version, first_name: s.first_name, mobile_number: '9000000002', store_id: s.store.id, is_active: true }; },
  },
  'regenerate.store_manager_code': { owner: 'company', kind: 'change', request: async (api) => { const s = await storeManager(api); return { id: s.id, version: s.version }; } },
  'get.store_return_options': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ store_id: (await answer(api, 'list.stores', { limit: 1 })).data[0].id }),
  },
  'create.store_return': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const o = await stockedStore(api);
      return { store_id: o.store.id, warehouse_id: o.warehouses[0].id, lines: [{ product_id: o.products[0].product_id, quantity: 1 }] };
    },
  },
};
