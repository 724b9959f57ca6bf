/**
 * Tenancy samples for shipping (issue 41): delivery partners and persons, shipping orders and
 * their steps, and the store order proposal, each naming a record of the demo company found as
 * its admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function first(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const row = (await answer(api, action, { limit: 1, ...fields })).data[0];
  if (!row) throw new Error(`sample: ${action} ${JSON.stringify(fields)} lists nothing; the demo seed needs such a record`);
  return row;
}
const partner = async (api: Caller) => (await answer(api, 'get.delivery_partner', { id: (await first(api, 'list.delivery_partners', { active: true })).id })).data;
const person = async (api: Caller) => (await answer(api, 'get.delivery_person', { id: (await first(api, 'list.delivery_persons', { active: true })).id })).data;
const shippingIn = async (api: Caller, status: string) => (await answer(api, 'get.shipping', { id: (await first(api, 'list.shippings', { status: [status] })).id })).data;
const listed = (action: string, fields: Record<string, unknown> = {}): Sample => ({
  owner: 'company',
  kind: 'read',
  request: async () => ({ limit: 2000, ...fields }),
  shows: async (body, api) => {
    const probe = (await first(api, action, fields)).id;
    return (body.data as any[]).some((row) => row.id === probe);
  },
});
const partnerFields = (p: any) => ({ name: p.name, contact_person_name: p.contact_person_name, mobile_number: p.mobile_number, email_id: p.email_id, active: p.active });
const personFields = (p: any) => ({ name: p.name, mobile_number: p.mobile_number, delivery_partner_id: p.delivery_partner_id, active: p.active });

export const SHIPPING_SAMPLES: Record<string, Sample> = {
  'list.delivery_partners': listed('list.delivery_partners'),
  'get.delivery_partner': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await partner(api)).id }) },
  'update.delivery_partner': { owner: 'company', kind: 'change', request: async (api) => { const p = await partner(api); return { id: p.id, version: p.version, ...partnerFields(p) }; } },
  'delete.delivery_partner': { owner: 'company', kind: 'change', request: async (api) => { const p = await partner(api); return { id: p.id, version: p.version }; } },
  'list.delivery_persons': listed('list.delivery_persons'),
  'get.delivery_person': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await person(api)).id }) },
  'create.delivery_person': { owner: 'company', kind: 'create', request: async (api) => ({ ...personFields(await person(api)), name: 'Tenancy person' }) },
  'update.delivery_person': { owner: 'company', kind: 'change', request: async (api) => { const p = await person(api); return { id: p.id, version: p.version, ...personFields(p) }; } },
  'delete.delivery_person': { owner: 'company', kind: 'change', request: async (api) => { const p = await person(api); return { id: p.id, version: p.version }; } },
  'list.shippings': listed('list.shippings'),
  'get.shipping': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await first(api, 'list.shippings')).id }) },
  'create.shipping': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const o = await shippingIn(api, 'ORDER_CREATED');
      const line = o.lines.find((l: any) => l.source_stock > 0) ?? o.lines[0];
      return { sources: [o.source.id], destination_types: ['store'], destinations: [o.destination.id], order_type: 'shipping_order', lines: [{ product_id: line.product_id, quantity: 1 }] };
    },
  },
  'step.shipping': { owner: 'company', kind: 'change', request: async (api) => { const o = await shippingIn(api, 'ORDER_CREATED'); return { id: o.id, version: o.version, step: 'cancel' }; } },
  'receive.shipping': {
    owner: 'company', kind: 'change',
    request: async (api) => {
      const o = await shippingIn(api, 'DELIVERED_DP');
      return { id: o.id, version: o.version, lines: o.lines.map((l: any) => ({ product_id: l.product_id, received: l.quantity })) };
    },
  },
  'propose.store_order': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ store_id: (await first(api, 'list.shippings')).destination.id }),
    shows: () => true,
  },
};
