/**
 * Tenancy samples for the warehouse order overviews (issue 39): request orders, discarded-bin
 * orders and sale orders, each naming a record of the demo company found as its admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function firstOrder(api: Caller, kind: string, status: number) {
  const row = (await answer(api, 'list.warehouse_orders', { kind: [kind], status: [status], limit: 1 })).data[0];
  if (!row) throw new Error(`sample: the demo needs a ${kind} in status ${status}`);
  return row;
}
const createdRequest = async (api: Caller) => (await answer(api, 'get.request_order', { id: (await firstOrder(api, 'request_order', 1)).id })).data;
const createdBin = async (api: Caller) => (await answer(api, 'get.bin_order', { id: (await firstOrder(api, 'bin_discarded', 1)).id })).data;
const step = (make: (o: any) => Record<string, unknown>): Sample => ({
  owner: 'company', kind: 'change', request: async (api) => make(await createdRequest(api)),
});

export const WAREHOUSE_ORDER_VIEW_SAMPLES: Record<string, Sample> = {
  // Any kind's details (domain.md §3 "Orders"): a request order of the demo company.
  'get.warehouse_order': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstOrder(api, 'request_order', 1)).id }) },
  'update.warehouse_order': step((o) => ({ id: o.id, version: o.version, payment_mode: 'CASH', invoice_no: 'INV-OUTSIDER' })),
  'get.request_order': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstOrder(api, 'request_order', 1)).id }) },
  'create.request_order': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const o = await createdRequest(api);
      return { requester_warehouse_id: o.requester_warehouse.id, source_warehouse_id: o.source_warehouse.id, lines: [{ product_id: o.lines[0].product_id, quantity: 1 }] };
    },
  },
  'execute.request_order': step((o) => ({ id: o.id, version: o.version })),
  'dispatch.request_order': step((o) => ({ id: o.id, version: o.version })),
  'reject.request_order': step((o) => ({ id: o.id, version: o.version })),
  'get.bin_order': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstOrder(api, 'bin_discarded', 6)).id }) },
  'manage.bin_order': { owner: 'company', kind: 'change', request: async (api) => { const b = await createdBin(api); return { id: b.id, version: b.version, new_status: 2 }; } },
  'discard.warehouse_stock': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const b = (await answer(api, 'get.bin_order', { id: (await firstOrder(api, 'bin_discarded', 6)).id })).data;
      const stocked = (await answer(api, 'list.warehouse_inventory', { warehouse_id: b.warehouse.id, in_stock_only: true, limit: 1 })).data[0];
      return { warehouse_id: b.warehouse.id, lines: [{ product_id: stocked.product_id, quantity: 1, reason: 'Tenancy check' }] };
    },
  },
  'get.store_return': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstOrder(api, 'store_return', 1)).id }) },
  'manage.store_return': {
    owner: 'company', kind: 'change',
    request: async (api) => { const r = (await answer(api, 'get.store_return', { id: (await firstOrder(api, 'store_return', 1)).id })).data; return { id: r.id, version: r.version, new_status: 2 }; },
  },
  'get.sale_order': {
    owner: 'company', kind: 'read',
    request: async (api) => {
      for (const c of (await answer(api, 'list.cash_in_hand_orders', { limit: 30 })).data) {
        const full = (await answer(api, 'get.cash_in_hand_order', { id: c.id })).data;
        if (full.SaleOrders.length) return { id: full.SaleOrders[0].id };
      }
      throw new Error('sample: the demo needs a direct sale');
    },
  },
};
