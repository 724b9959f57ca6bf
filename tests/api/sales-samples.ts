/**
 * Tenancy samples for the sales the console starts (issue 42, tests/api/sales.test.ts): a test
 * vend names a franchise machine, a platform's sale the company's platform. Both are changes
 * (a sale is written), so only outsiders send them and must get 403 or 404.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';
const F = 'franchise@demo.local';

async function firstRow(api: Caller, who: string, list: string) {
  const r = await api.call(who, list, { limit: 1 });
  if (r.status !== 200 || !r.body.data[0]) throw new Error(`sample: ${list} as ${who} answered ${r.status}`);
  return r.body.data[0] as any;
}

export const SALE_SAMPLES: Record<string, Sample> = {
  'create.test_vend': {
    owner: 'franchise', kind: 'change',
    request: async (api) => ({ vending_machine_id: (await firstRow(api, F, 'list.active_vending_machines')).id, product_id: 1, quantity: 1, channel: 3 }),
  },
  'create.third_party_sale': {
    owner: 'company', kind: 'change',
    request: async (api) => ({
      platform_id: (await firstRow(api, ADMIN, 'list.platforms')).id,
      vending_machine_id: (await firstRow(api, ADMIN, 'list.active_vending_machines')).id,
      external_order_id: 'TENANCY-1', channel: 1, lines: [{ product_id: 1, quantity: 1 }],
    }),
  },
};
