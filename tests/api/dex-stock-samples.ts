/**
 * Tenancy samples for get.dex_stock_check and adjust.dex_stock (tests/api/tenancy-samples.ts):
 * a North Star machine the demo seed reads by handheld, and its latest audit.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function franchiseAudit(api: Caller) {
  const r = await api.call(F, 'list.dex_audits', { limit: 1, status: 'matched' });
  const row = r.body?.data?.[0] as any;
  if (r.status !== 200 || !row) throw new Error('sample: the franchise has no seeded DEX audit; server/seed/demo-dex-audits.ts reads one of its machines');
  return row as { id: number; vending_machine_id: number };
}

export const DEX_STOCK_SAMPLES: Record<string, Sample> = {
  'get.dex_stock_check': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ vending_machine_id: (await franchiseAudit(api)).vending_machine_id }),
    // The record is the machine's audit with levels (the demo gives one of North Star's machines one).
    shows: (body) => body.data.audit !== null,
  },
  'adjust.dex_stock': {
    owner: 'franchise', kind: 'change',
    request: async (api) => {
      const audit = await franchiseAudit(api);
      return { vending_machine_id: audit.vending_machine_id, audit_id: audit.id, lines: [{ coil: '11', difference: 0, reason: 'miscount' }] };
    },
  },
};
