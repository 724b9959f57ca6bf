/**
 * Tenancy samples for the transactions actions (issue 42; tests/api/tenancy-samples.ts): each names
 * a record of the demo company — an order with a successful refund, that refund, the gateway's
 * payments — so an outsider's read or change is refused.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${ADMIN} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/** The newest order with a successful refund, and its refunds. */
async function refundedOrder(api: Caller) {
  const order = (await answer(api, 'list.orders', { refund_status: [1], limit: 1 })).data[0];
  if (!order) throw new Error('sample: no refunded order; the demo seed needs one');
  const refunds = (await answer(api, 'list.order_refunds', { order_id: order.id })).data.refunds as any[];
  return { order, refund: refunds[0] };
}

const listed = (action: string, key: string): Sample => ({
  owner: 'company',
  kind: 'read',
  request: async () => ({ limit: 2000 }),
  shows: async (body, api) => {
    const probe = (await answer(api, action, { limit: 1 })).data[0][key];
    return (body.data as any[]).some((row) => row[key] === probe);
  },
});

export const TRANSACTION_SAMPLES: Record<string, Sample> = {
  'list.order_refunds': { owner: 'company', kind: 'read', request: async (api) => ({ order_id: (await refundedOrder(api)).order.id }) },
  'get.refund': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await refundedOrder(api)).refund.id }) },
  'initiate.refund': {
    owner: 'company', kind: 'change',
    request: async (api) => {
      const { order, refund } = await refundedOrder(api);
      return { order_id: order.id, order_line_id: refund.order_line_id, amount: 1 };
    },
  },
  'check.refund': { owner: 'company', kind: 'change', request: async (api) => { const { refund } = await refundedOrder(api); return { id: refund.id, version: refund.version }; } },
  'fail.refund': {
    owner: 'company', kind: 'change',
    request: async (api) => { const { refund } = await refundedOrder(api); return { id: refund.id, version: refund.version, reason: 'Tenancy' }; },
  },
  'list.payments': listed('list.payments', 'gateway_txn_id'),
  'list.orders_without_payment': listed('list.orders_without_payment', 'order_id'),
  // A store's sale into the demo company's open cash collection: outsiders cannot reach the collection.
  'create.direct_sale': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const collection = (await answer(api, 'list.cash_in_hand_orders', { state: ['SUBMITTED'], limit: 1 })).data[0];
      const store = (await answer(api, 'list.stores', { limit: 1 })).data[0];
      const product = (await answer(api, 'list.products', { limit: 1 })).data[0];
      return { cash_collection_id: collection.id, source: 'store', store_id: store.id, lines: [{ product_id: product.id, quantity: 1 }] };
    },
  },
};
