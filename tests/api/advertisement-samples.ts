/**
 * Tenancy samples for the advertisement actions (tests/api/tenancy-samples.ts): the demo
 * company's ads (server/seed/demo-advertisements.ts), found as its admin. A new ad names the
 * company's machines and a video its admin uploaded.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';
/** The first bytes of a WebM (the EBML header) and a little body. */
export const TINY_WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81, 1]);

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${ADMIN} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** The company's newest active ad, as its admin reads it. */
async function activeAd(api: Caller) {
  const row = (await answer(api, 'list.advertisements', { limit: 1, status: [1] })).data[0];
  if (!row) throw new Error('sample: no active advertisement; the demo seed needs one');
  return (await answer(api, 'get.advertisement', { id: row.id })).data;
}

const fieldsOf = (ad: any) => ({ id: ad.id, version: ad.version, name: ad.name, screen_type: ad.screen_type, vending_machine_ids: ad.machines.map((m: any) => m.id) });

export const ADVERTISEMENT_SAMPLES: Record<string, Sample> = {
  'list.advertisements': {
    owner: 'company',
    kind: 'read',
    request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = (await activeAd(api)).id; return (body.data as any[]).some((row) => row.id === probe); },
  },
  'get.advertisement': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await activeAd(api)).id }) },
  'create.advertisement': {
    owner: 'company',
    kind: 'create',
    request: async (api) => ({
      name: 'Tenancy ad', screen_type: 'Idle',
      vending_machine_ids: (await activeAd(api)).machines.map((m: any) => m.id),
      video_key: await api.upload(ADMIN, 'advertisement', 'video/webm', TINY_WEBM),
    }),
  },
  'update.advertisement': { owner: 'company', kind: 'change', request: async (api) => ({ ...fieldsOf(await activeAd(api)), name: 'Taken' }) },
  'delete.advertisement': { owner: 'company', kind: 'change', request: async (api) => { const ad = await activeAd(api); return { id: ad.id, version: ad.version }; } },
  'change_status.advertisement': {
    owner: 'company', kind: 'change', request: async (api) => { const ad = await activeAd(api); return { id: ad.id, version: ad.version, status_action: 'PAUSE' }; },
  },
};
