/**
 * Tenancy samples for the analytics actions (tests/api/tenancy-samples.ts). The machine report
 * names the North Star franchise's machine, the finance report the company's first; the templates are the franchise
 * admin's own. The dashboard and sales analytics add up the caller's own roll-ups: their sample
 * is the whole company's figure (wholeCompany).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';

async function machineOf(api: Caller, who: string): Promise<number> {
  const r = await api.call(who, 'list.active_vending_machines', { limit: 1 });
  if (r.status !== 200 || !r.body.data[0]) throw new Error(`sample: list.active_vending_machines as ${who} answered ${r.status}`);
  return r.body.data[0].id as number;
}
const franchiseMachine = (api: Caller) => machineOf(api, F);
/** The finance report is the company's (franchise admins do not hold PERM_VIEW_FINANCE_REPORT). */
const companyMachine = (api: Caller) => machineOf(api, 'admin@demo.local');

async function franchiseTemplate(api: Caller) {
  const query = { period: 'all', report_dimension: 'city', item_dimension: 'category', ranking: 'top10', rank_by: 'net', measures: ['net'] };
  const r = await api.call(F, 'create.sales_analytics_template', { name: 'Tenancy template', query });
  if (r.status !== 200) throw new Error(`sample: create.sales_analytics_template as ${F} answered ${r.status}`);
  return r.body.data as { id: number; version: number };
}

const SALES = { period: 'all', report_dimension: 'city', item_dimension: null, ranking: 'top10', rank_by: 'net', measures: ['net', 'quantity'] };
/**
 * An aggregate names no record: its "record" is the whole company's figure, which only callers
 * reaching every machine may get. Another company's admin gets its own (none), and a retailer's
 * staff only their machines' — so an answer equal to the company admin's, and not empty, shows it.
 */
function wholeCompany(request: Record<string, unknown>, figure: (body: any) => unknown): Sample {
  let whole: string | undefined;
  return {
    owner: 'company', kind: 'read', request: async () => request,
    shows: async (body, api, action) => {
      if (whole === undefined) {
        const r = await api.call('admin@demo.local', action, request);
        if (r.status !== 200) throw new Error(`sample: ${action} as the company admin answered ${r.status}`);
        whole = JSON.stringify(figure(r.body));
      }
      return JSON.stringify(figure(body)) === whole && !!figure(body);
    },
  };
}

export const ANALYTICS_SAMPLES: Record<string, Sample> = {
  'get.dashboard': wholeCompany({ period: 'all' }, (b) => b.data.machines.total > 0 && [b.data.machines.total, b.data.period_figures]),
  'get.sales_analytics': wholeCompany(SALES, (b) => b.data.rows.length > 0 && b.data.totals),
  'download.sales_analytics': wholeCompany(SALES, (b) => b.data.rows.length > 0 && b.data.totals),
  'get.vm_analytics': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ period: 'all', vending_machine_id: [await franchiseMachine(api)] }),
    shows: (body) => body.data.rows.length > 0,
  },
  'get.finance_report': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ period: 'all', entity: 'vending_machine', vending_machine_id: [await companyMachine(api)] }),
    shows: (body) => body.data.rows.length > 0,
  },
  'download.finance_report': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ period: 'all', entity: 'vending_machine', vending_machine_id: [await companyMachine(api)] }),
    shows: (body) => body.data.rows.length > 0,
  },
  'get.sales_analytics_template': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ id: (await franchiseTemplate(api)).id }),
  },
  'delete.sales_analytics_template': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const t = await franchiseTemplate(api); return { id: t.id, version: t.version }; },
  },
};

export const ANALYTICS_NO_TENANT_RECORD: Record<string, string> = {
  'list.sales_analytics_templates': "lists the caller's own company's (franchise's) templates",
  'create.sales_analytics_template': "saves a template in the caller's own company and names no other record",
};
