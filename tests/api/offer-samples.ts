/**
 * Tenancy samples for the discount actions (tests/api/tenancy-samples.ts): each names a demo
 * offer of the company (its first listed, or its Expired one), its sub-offer, or its machines
 * and products, so an outsider's read or change is refused.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them (CHECK_RESPONSES) */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${ADMIN} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function offerIn(api: Caller, status: number) {
  const row = (await answer(api, 'list.discounts', { limit: 1, status: [status], sortBy: 'created_at', sortDir: 'ASC' })).data[0];
  if (!row) throw new Error(`sample: the demo has no discount in status ${status}`);
  return (await answer(api, 'get.discount', { id: row.id })).data;
}
/** The owner's offer as the form would send it back. */
const formOf = (d: any) => ({
  name: d.name, description: d.description, offer_type: d.offer_type, scope: d.scope, zone_id: d.zone?.id ?? null, retailer_id: d.retailer?.id ?? null,
  vending_machine_ids: d.machines.map((m: any) => m.id), channels: d.channels, repeat_option: d.repeat_option, weekdays: d.weekdays,
  time_window: d.time_window, start_time: d.start_time, end_time: d.end_time, offer_source: d.offer_source, start_at: d.start_at, end_at: d.end_at,
  sub_offers: d.sub_offers.map((s: any) => ({
    label: s.label, is_active: s.is_active, offer_price: s.offer_price, image: s.image,
    products: s.lines.map((l: any) => ({ product_id: l.product_id, is_primary: l.is_primary, offer_value: l.offer_value, max_buy_qty: l.max_buy_qty, buy_qty: l.buy_qty, free_qty: l.free_qty, total_stock: l.total_stock })),
  })),
});

export const OFFER_SAMPLES: Record<string, Sample> = {
  'list.discounts': {
    owner: 'company', kind: 'read', request: async () => ({ limit: 2000 }),
    shows: async (body, api) => {
      const probe = (await offerIn(api, 1)).id;
      return (body.data as any[]).some((row) => row.id === probe);
    },
  },
  'get.discount': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await offerIn(api, 1)).id }) },
  'get.discount_options': {
    owner: 'company', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const probe = (await offerIn(api, 1)).machines[0].id;
      return (body.data.machines as any[]).some((m) => m.id === probe);
    },
  },
  'create.discount': { owner: 'company', kind: 'create', request: async (api) => ({ ...formOf(await offerIn(api, 1)), name: 'Tenancy probe offer' }) },
  'clone.discount': {
    owner: 'company', kind: 'create',
    request: async (api) => { const d = await offerIn(api, 1); return { source_id: d.id, ...formOf(d), name: `${d.name} (copy)` }; },
  },
  'update.discount': { owner: 'company', kind: 'change', request: async (api) => { const d = await offerIn(api, 2); return { id: d.id, version: d.version, ...formOf(d) }; } },
  'restart.discount': {
    owner: 'company', kind: 'change',
    request: async (api) => { const d = await offerIn(api, 4); return { id: d.id, version: d.version, start_at: new Date().toISOString(), end_at: new Date(Date.now() + 7 * 86_400_000).toISOString() }; },
  },
  'change_status.discount': { owner: 'company', kind: 'change', request: async (api) => { const d = await offerIn(api, 2); return { id: d.id, version: d.version, status_action: 'RESUME' }; } },
  'get.sub_offer': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await offerIn(api, 1)).sub_offers[0].id }) },
  'list.discount_history': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await offerIn(api, 1)).id }) },
  'list.sub_offer_history': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await offerIn(api, 1)).sub_offers[0].id }) },
};
