/**
 * Tenancy samples of the VM and planogram templates (tests/api/tenancy-samples.ts spreads
 * them): the demo company's templates, found through the API as the company admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { randomBytes } from 'node:crypto';
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';
const unique = () => randomBytes(4).toString('hex');

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function firstId(api: Caller, list: string): Promise<number> {
  const row = (await answer(api, list, { limit: 1 })).data[0];
  if (!row) throw new Error(`sample: ${list} lists nothing; the demo seed needs a template`);
  return row.id;
}
const vmTemplate = async (api: Caller) => (await answer(api, 'get.vm_template', { id: await firstId(api, 'list.vm_templates') })).data;
const planogram = async (api: Caller) => (await answer(api, 'get.planogram_template', { id: await firstId(api, 'list.planogram_templates') })).data;

const vmFields = (t: any) => ({
  name: t.name, rows: t.rows, columns: t.columns, label_type: t.label_type, containers: t.containers,
  screen_inactivity_timeout: t.screen_inactivity_timeout, cart_reset_timeout: t.cart_reset_timeout, payment_timeout: t.payment_timeout,
  post_dispense_timeout: t.post_dispense_timeout, unlock_time: t.unlock_time, dispense_later_timeout: t.dispense_later_timeout,
  dispense_cancellation_timeout: t.dispense_cancellation_timeout, entity_type: t.entity_type, entity_id: t.entity_id,
});
const planogramFields = (p: any) => ({
  name: p.name, vm_template_id: p.vm_template_id,
  slots: p.slots.map((s: any) => ({ row: s.row, column: s.column, product_id: s.product_id, item_layout_max: s.item_layout_max, par_level: s.par_level })),
});
const listShows = (list: string) => async (body: any, api: Caller) => {
  const id = await firstId(api, list);
  return (body.data as any[]).some((row) => row.id === id);
};

export const TEMPLATE_SAMPLES: Record<string, Sample> = {
  'list.vm_templates': { owner: 'company', kind: 'read', request: async () => ({ limit: 2000 }), shows: listShows('list.vm_templates') },
  'get.vm_template': { owner: 'company', kind: 'read', request: async (api) => ({ id: await firstId(api, 'list.vm_templates') }) },
  'get.vm_template_options': {
    owner: 'company', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const mine = (await answer(api, 'get.vm_template_options')).data;
      return body.data.company === mine.company || (body.data.zones as any[]).some((z) => z.id === mine.zones[0]?.id);
    },
  },
  'create.vm_template': {
    owner: 'company', kind: 'create',
    // Names the demo company's zone: another company's caller is refused it.
    request: async (api) => {
      const zone = (await answer(api, 'get.vm_template_options')).data.zones[0];
      return { ...vmFields(await vmTemplate(api)), name: `Tenancy ${unique()}`, entity_type: 'ZONE', entity_id: zone.id };
    },
  },
  'update.vm_template': { owner: 'company', kind: 'change', request: async (api) => { const t = await vmTemplate(api); return { id: t.id, version: t.version, ...vmFields(t), name: 'Taken' }; } },
  'delete.vm_template': { owner: 'company', kind: 'change', request: async (api) => { const t = await vmTemplate(api); return { id: t.id, version: t.version }; } },
  'list.planogram_templates': { owner: 'company', kind: 'read', request: async () => ({ limit: 2000 }), shows: listShows('list.planogram_templates') },
  'get.planogram_template': { owner: 'company', kind: 'read', request: async (api) => ({ id: await firstId(api, 'list.planogram_templates') }) },
  'get.planogram_template_options': {
    owner: 'company', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const mine = (await answer(api, 'get.planogram_template_options')).data;
      return (body.data.vm_templates as any[]).some((t) => t.id === mine.vm_templates[0]?.id) || (body.data.products as any[]).some((p) => p.id === mine.products[0]?.id);
    },
  },
  'create.planogram_template': {
    owner: 'company', kind: 'create',
    // Names the demo company's VM template and products.
    request: async (api) => ({ ...planogramFields(await planogram(api)), name: `Tenancy ${unique()}` }),
  },
  'update.planogram_template': { owner: 'company', kind: 'change', request: async (api) => { const p = await planogram(api); return { id: p.id, version: p.version, ...planogramFields(p), name: 'Taken' }; } },
  'delete.planogram_template': { owner: 'company', kind: 'change', request: async (api) => { const p = await planogram(api); return { id: p.id, version: p.version }; } },
};
