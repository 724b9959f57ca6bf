/**
 * Tenancy samples for negative items and external sales (issue 42): each names a record of the
 * demo company found as its admin (the only demo role with PERM_CUSTOMER_PLATFORM). Their link
 * screens' samples come from link-samples.ts.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function first(api: Caller, list: string, get: string) {
  const r = await api.call(ADMIN, list, { limit: 1 });
  if (r.status !== 200 || !r.body.data[0]) throw new Error(`sample: ${list} as ${ADMIN} answered ${r.status}`);
  return (await api.call(ADMIN, get, { id: r.body.data[0].id })).body.data as any;
}
const item = (api: Caller) => first(api, 'list.negative_items', 'get.negative_item');
const platform = (api: Caller) => first(api, 'list.platforms', 'get.platform');
const read = (list: string, get: string): Sample => ({ owner: 'company', kind: 'read', request: async (api) => ({ id: (await first(api, list, get)).id }) });
const shows = (list: string) => ({
  owner: 'company' as const, kind: 'read' as const, request: async () => ({ limit: 100 }),
  shows: async (body: any, api: Caller) => {
    const mine = (await api.call(ADMIN, list, { limit: 1 })).body.data[0];
    return (body.data as any[]).some((row) => row.id === mine.id);
  },
});

export const NEGATIVE_ITEM_SAMPLES: Record<string, Sample> = {
  'list.negative_items': shows('list.negative_items'),
  'get.negative_item': read('list.negative_items', 'get.negative_item'),
  'update.negative_item': {
    owner: 'company', kind: 'change',
    request: async (api) => { const i = await item(api); return { id: i.id, version: i.version, name: 'Taken', source: i.source, start_date: i.start_date, end_date: i.end_date, status: i.status }; },
  },
  'delete.negative_item': { owner: 'company', kind: 'change', request: async (api) => { const i = await item(api); return { id: i.id, version: i.version }; } },
  'list.platforms': shows('list.platforms'),
  'get.platform': read('list.platforms', 'get.platform'),
  'update.platform': {
    owner: 'company', kind: 'change',
    request: async (api) => { const p = await platform(api); return { id: p.id, version: p.version, name: 'Taken', source_type: p.source_type }; },
  },
  'delete.platform': { owner: 'company', kind: 'change', request: async (api) => { const p = await platform(api); return { id: p.id, version: p.version }; } },
  'list.third_party_sales': shows('list.third_party_sales'),
};

export const NEGATIVE_ITEM_NO_TENANT_RECORD: Record<string, string> = {
  'create.negative_item': "adds a negative item to the caller's own company and names no other record (its links are set by the link actions)",
  'create.platform': "adds a sale platform to the caller's own company and names no other record",
};
