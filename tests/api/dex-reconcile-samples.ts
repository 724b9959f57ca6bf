/**
 * Tenancy samples for what a DEX audit feeds (tests/api/dex-reconcile.test.ts): the audits are
 * written for a North Star machine (the same text again is a duplicate, so each caller's request
 * finds them), and the lists must not show them to outsiders.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { writeDex } from '../../server/dex/write.ts';
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';
const F = 'franchise@demo.local';
const SERIAL = 'TENANCY-DEX-1';

async function ok(api: Caller, who: string, action: string, fields: Record<string, unknown>) {
  const r = await api.call(who, action, fields);
  if (r.status >= 300 || !r.body.data) throw new Error(`sample: ${action} as ${who} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body.data;
}

/** Two audits of North Star's first machine, the later one pricing a coil of it far off its MRP; answers the later's id. */
async function franchiseAudits(api: Caller): Promise<number> {
  const [machine] = await ok(api, F, 'list.active_vending_machines', { limit: 1 });
  const stock = await ok(api, F, 'get.vending_machine_stock', { id: machine.id });
  const coil = (stock.slots as any[]).find((s) => s.product)?.coil;
  if (!coil) throw new Error("sample: North Star's first machine has no coil with a product");
  const write = (day: number, vends: number) => writeDex({
    serial: SERIAL, readAt: new Date(Date.UTC(2027, 5, day, 9)), selections: [{ selection: coil, price: 99_999, vends, value: vends * 99_999 }],
  });
  await ok(api, ADMIN, 'import.dex_audit', { file_name: 'a.dex', content: write(1, 3), vending_machine_id: machine.id });
  const [later] = (await ok(api, ADMIN, 'import.dex_audit', { file_name: 'b.dex', content: write(2, 5), vending_machine_id: machine.id })).audits;
  return later.id;
}

const auditList: Sample = {
  owner: 'franchise', kind: 'read',
  request: async (api) => { await franchiseAudits(api); return { limit: 2000 }; },
  shows: async (body, api) => { const id = await franchiseAudits(api); return (body.data as any[]).some((r) => r.id === id); },
};

async function firstLine(api: Caller) {
  const [line] = await ok(api, F, 'list.cash_accountability', { limit: 1 });
  if (!line) throw new Error('sample: list.cash_accountability lists nothing for the franchise admin; the demo seed needs a collection');
  return line;
}

export const DEX_RECONCILE_SAMPLES: Record<string, Sample> = {
  'list.cash_accountability': {
    owner: 'franchise', kind: 'read',
    request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const line = await firstLine(api); return (body.data as any[]).some((r) => r.id === line.id); },
  },
  'list.cash_accountability_summary': {
    owner: 'franchise', kind: 'read',
    request: async () => ({ limit: 2000, period: 'month' }),
    // A partner collects for several franchises: the owner's row is its partner, period and sums.
    shows: async (body, api) => {
      const [own] = await ok(api, F, 'list.cash_accountability_summary', { limit: 1, period: 'month' });
      return (body.data as any[]).some((r) => r.period === own.period && r.RefillPartner.id === own.RefillPartner.id && r.lines === own.lines && r.picked_up === own.picked_up);
    },
  },
  'list.dex_sales_check': auditList,
  'list.dex_price_exceptions': auditList,
};
