/**
 * search.records in the tenancy matrix: the franchise admin finds a North Star transfer by its
 * number; an outsider of every dimension searching the same number gets an answer without it.
 */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function franchiseTransfer(api: Caller): Promise<{ id: number; order_id: string }> {
  const r = await api.call(F, 'list.warehouse_orders', { kind: ['material_transfer'], limit: 1 });
  const row = r.body?.data?.[0];
  if (r.status !== 200 || !row) throw new Error(`sample: list.warehouse_orders as ${F} answered ${r.status} without a transfer`);
  return row;
}

export const RECORD_SEARCH_SAMPLES: Record<string, Sample> = {
  'search.records': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ query: (await franchiseTransfer(api)).order_id }),
    shows: async (body, api) => {
      const probe = await franchiseTransfer(api);
      return (body.groups as { hits: { id: number; path: string }[] }[]).some((g) => g.hits.some((h) => h.path === `/material-transfer-overview/${probe.id}`));
    },
  },
};
