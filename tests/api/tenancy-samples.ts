/**
 * For every action of the catalogue, a request naming a record of the demo company (or of
 * its North Star franchise), found through the API as its owner — or the reason the action
 * names no tenant's record. tests/api/tenancy-matrix.test.ts sends each to outsiders; an
 * action with neither entry fails it, so a new action is born with a tenancy test.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them (CHECK_RESPONSES) */
import { randomBytes } from 'node:crypto';
import { CATALOGUE_LISTS } from '../../contract/actions/catalogue-lists.ts';
import { RESTORES } from '../../contract/actions/restores.ts';
import { STORE_SAMPLES } from './tenancy-samples-stores.ts';
import { BOARD_SETTINGS_NO_TENANT_RECORD, BOARD_SETTINGS_SAMPLES } from './board-settings-samples.ts';
import { TEMPLATE_SAMPLES } from './template-samples.ts';
import { REFILL_PLAN_SAMPLES } from './refill-plan-samples.ts';
import { BULK_SAMPLES } from './bulk-samples.ts';
import { MACHINE_STEP_SAMPLES } from './machine-step-samples.ts';
import { BULK_REFILL_SAMPLES } from './bulk-refill-samples.ts';
import { REFILL_SUGGESTION_SAMPLES } from './refill-suggestion-samples.ts';
import { DEX_STOCK_SAMPLES } from './dex-stock-samples.ts';
import { WAREHOUSE_ORDER_VIEW_SAMPLES } from './warehouse-order-views-samples.ts';
import { PARTNER_NO_TENANT_RECORD, PARTNER_SAMPLES } from './partners-samples.ts';
import { STORE_MANAGER_SAMPLES } from './store-managers-samples.ts';
import { SHIPPING_SAMPLES } from './shipping-samples.ts';
import { KIT_TRANSFER_SAMPLES } from './kit-transfer-samples.ts';
import { LINK_SAMPLES } from './link-samples.ts';
import { TRANSACTION_SAMPLES } from './transactions-samples.ts';
import { ADVERTISEMENT_SAMPLES } from './advertisement-samples.ts';
import { OFFER_SAMPLES } from './offer-samples.ts';
import { NEGATIVE_ITEM_NO_TENANT_RECORD, NEGATIVE_ITEM_SAMPLES } from './negative-items-samples.ts';
import { SALE_SAMPLES } from './sales-samples.ts';
import { ANALYTICS_NO_TENANT_RECORD, ANALYTICS_SAMPLES } from './analytics-samples.ts';
import { FEEDBACK_SAMPLES } from './feedback-samples.ts';
import { REPORT_REQUEST_NO_TENANT_RECORD } from './report-requests-samples.ts';
import { DEX_NO_TENANT_RECORD, DEX_SAMPLES } from './dex-samples.ts';

import { DEX_RECONCILE_SAMPLES } from './dex-reconcile-samples.ts';
import { RECORD_SEARCH_SAMPLES } from './record-search-samples.ts';

export type Who = string;
export interface Caller {
  call(who: Who, action: string, fields?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** Uploads bytes as `who` through create.upload_url and the pre-signed PUT; answers the object key. */
  upload(who: Who, purpose: string, contentType: string, bytes: Uint8Array): Promise<string>;
}

export interface Sample {
  /** Whose record: the franchise admin's (North Star) or the company admin's. */
  owner: 'franchise' | 'company';
  /**
   * read: the owner gets 200 and `shows` the record; an outsider gets 403/404, or 200 without it.
   * change: not sent by the owner (it would change the record); an outsider gets 403 or 404.
   * create: refers to the owner's records; the owner's call succeeds, an outsider's is refused (400/403/404).
   * changeMine: acts on the caller's own rows naming the owner's; `unchanged` must hold after an outsider's call.
   */
  kind: 'read' | 'change' | 'create' | 'changeMine';
  /** The request's fields; called once per caller (creates need fresh names). */
  request: (api: Caller) => Promise<Record<string, unknown>>;
  /** Whether a 200 answer shows the owner's record (reads; a get's 200 always does). */
  shows?: (body: any, api: Caller, action: string) => Promise<boolean> | boolean;
  unchanged?: (api: Caller) => Promise<boolean>;
}

const unique = () => randomBytes(4).toString('hex');
const F = 'franchise@demo.local';
const ADMIN = 'admin@demo.local';

async function answer(api: Caller, who: Who, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(who, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} as ${who} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function first(api: Caller, who: Who, action: string, fields: Record<string, unknown> = {}) {
  const body = await answer(api, who, action, { limit: 1, ...fields });
  const row = body.data[0];
  if (!row) throw new Error(`sample: ${action} ${JSON.stringify(fields)} lists nothing for ${who}; the demo seed needs such a record`);
  return row;
}
const idOf = (who: Who, action: string, fields: Record<string, unknown> = {}) => async (api: Caller) => (await first(api, who, action, fields)).id as number;

/** A get of the record the list shows its owner first. */
function getOf(owner: Sample['owner'], list: string, listFields: Record<string, unknown> = {}): Sample {
  const who = owner === 'franchise' ? F : ADMIN;
  return { owner, kind: 'read', request: async (api) => ({ id: await idOf(who, list, listFields)(api) }) };
}

/** A list whose owner sees the record it shows them first; outsiders must not see it. */
function listOf(owner: Sample['owner'], fields: Record<string, unknown> = {}, rowId: (row: any) => number = (row) => row.id): Sample {
  const who = owner === 'franchise' ? F : ADMIN;
  return {
    owner,
    kind: 'read',
    request: async () => ({ limit: 2000, ...fields }),
    shows: async (body, api, action) => {
      const probe = rowId(await first(api, who, action, fields));
      return (body.data as any[]).some((row) => rowId(row) === probe);
    },
  };
}

async function versioned(api: Caller, who: Who, action: string, id: number) {
  return (await answer(api, who, action, { id })).data;
}

const userFields = (u: any) => ({
  first_name: u.first_name, last_name: u.last_name, email: u.email, mobile_number: u.mobile_number,
  role_id: u.Role.id, franchise_id: u.Franchise?.id ?? null, store_id: u.Store?.id ?? null,
});
/** A product's fields naming the demo company's first category, brand, unit and packaging. */
async function productFields(api: Caller) {
  const o = (await answer(api, ADMIN, 'get.product_filter_options')).data;
  return {
    name: 'Tenancy product', category_id: o.categories[0].id, brand_id: o.brands[0].id, unit_id: o.units[0].id, packaging_id: o.packagings[0].id,
    mrp: 10, hsn: '2202', gst: 12, cess: 0, net_weight: '1 pcs', status: 1, description: '',
  };
}
const supplierDetails = (s: any) => ({
  company_name: s.company_name, contact_person_name: s.contact_person_name, mobile_number: s.mobile_number, country: s.country,
  state: s.state, city: s.city, billing_address: s.billing_address, shipping_address: s.shipping_address, bank_name: s.bank_name,
  ifsc_code: s.ifsc_code, account_number: s.account_number,
  product_terms: s.product_terms.map((t: any) => ({ product_id: t.product_id, selling_price: t.selling_price, min_quantity: t.min_quantity, price_per_quantity: t.price_per_quantity })),
});

const locationPartner = async (api: Caller) => {
  const roles = (await answer(api, ADMIN, 'list.role_names')).data as any[];
  const role = roles.find((r) => r.role_code === 'ROLE_FRANCHISE_LOCATION_PARTNER');
  return versioned(api, F, 'get.user', (await first(api, F, 'list.users', { role_ids: [role.id] })).id);
};
const firstCoupon = async (api: Caller) => versioned(api, ADMIN, 'get.coupon', (await first(api, ADMIN, 'list.coupons')).id);
const couponFields = (c: any) => ({
  code: c.code, coupon_type: c.coupon_type, min_cart_value: c.min_cart_value, flat_off: c.flat_off, percentage_off: c.percentage_off, max_off: c.max_off,
  max_redemption: c.max_redemption, min_discount_price: c.min_discount_price, status: c.status, start_at: c.start_at, end_at: c.end_at,
});
const firstSupplier = async (api: Caller) => versioned(api, ADMIN, 'get.supplier', (await first(api, ADMIN, 'list.suppliers')).id);
const customRole = async (api: Caller) => versioned(api, ADMIN, 'get.role', (await first(api, ADMIN, 'list.roles', { is_default: false })).id);
const franchiseMachine = async (api: Caller) => versioned(api, F, 'get.vending_machine', (await first(api, F, 'list.active_vending_machines')).id);
const openTransfer = async (api: Caller) =>
  versioned(api, F, 'get.material_transfer', (await first(api, F, 'list.warehouse_orders', { kind: ['material_transfer'], status: [1] })).id);
const submittedCash = async (api: Caller) =>
  versioned(api, F, 'get.cash_in_hand_order', (await first(api, F, 'list.cash_in_hand_orders', { state: ['SUBMITTED'] })).id);
let unreadNotification: number | undefined;
const franchiseUnread = async (api: Caller) => (unreadNotification ??= (await first(api, F, 'list.notifications', { unread_only: true })).id as number);

const orderIn = async (api: Caller, status: string) => versioned(api, ADMIN, 'get.purchase_order', (await first(api, ADMIN, 'list.purchase_orders', { status: [status] })).id);
const createdReturn = async (api: Caller) => versioned(api, ADMIN, 'get.purchase_return', (await first(api, ADMIN, 'list.purchase_returns', { status: ['CREATED'] })).id);
const createdSupplierReturn = async (api: Caller) => versioned(api, ADMIN, 'get.supplier_return', (await first(api, ADMIN, 'list.supplier_returns', { status: [1] })).id);
const draftTally = async (api: Caller) => versioned(api, ADMIN, 'get.tally_inventory', (await first(api, ADMIN, 'list.tally_inventories', { status: ['DRAFT'] })).id);
let invoicedOrder: number | undefined;
/** An order with an invoice: the demo has none stored (its seed keeps no files), so the owner makes one once. */
async function withInvoice(api: Caller) {
  if (invoicedOrder === undefined) {
    const o = await orderIn(api, 'RECEIVED');
    await answer(api, ADMIN, 'manage.purchase_order', { id: o.id, version: o.version, new_status: 'EXECUTED', invoice_number: `INV-T-${o.id}`, invoice_date: '2026-11-25', generate_invoice: true });
    invoicedOrder = o.id as number;
  }
  return invoicedOrder;
}

const PROCUREMENT_SAMPLES: Record<string, Sample> = {
  'list.purchase_orders': listOf('company'),
  'get.purchase_order': getOf('company', 'list.purchase_orders'),
  'list.purchase_returns': listOf('company'),
  'get.purchase_return': getOf('company', 'list.purchase_returns'),
  'list.purchase_order_products': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ supplier_id: (await first(api, ADMIN, 'list.purchase_orders')).supplier.id }),
    shows: (body) => body.data.length > 0,
  },
  'list.purchase_order_returnables': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ purchase_order_id: (await first(api, ADMIN, 'list.purchase_orders', { status: ['RECEIVED'] })).id }),
  },
  'download.purchase_order_invoice': { owner: 'company', kind: 'read', request: async (api) => ({ id: await withInvoice(api) }) },
  'create.purchase_order': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const o = await orderIn(api, 'CREATED');
      return { supplier_id: o.supplier.id, warehouse_id: o.warehouse.id, tax_type: o.tax_type, lines: o.lines.map((l: any) => ({ product_id: l.product_id, quantity: l.purchased_quantity, price: l.purchased_price })) };
    },
  },
  'update.purchase_order': {
    owner: 'company', kind: 'change',
    request: async (api) => {
      const o = await orderIn(api, 'CREATED');
      return { id: o.id, version: o.version, supplier_id: o.supplier.id, warehouse_id: o.warehouse.id, tax_type: o.tax_type, lines: o.lines.map((l: any) => ({ product_id: l.product_id, quantity: l.purchased_quantity, price: l.purchased_price })) };
    },
  },
  'manage.purchase_order': { owner: 'company', kind: 'change', request: async (api) => { const o = await orderIn(api, 'CREATED'); return { id: o.id, version: o.version, new_status: 'CANCELLED' }; } },
  'approve.purchase_order': { owner: 'company', kind: 'change', request: async (api) => { const o = await orderIn(api, 'CREATED'); return { id: o.id, version: o.version }; } },
  'delete.purchase_order': { owner: 'company', kind: 'change', request: async (api) => { const o = await orderIn(api, 'CREATED'); return { id: o.id, version: o.version }; } },
  'create.purchase_return': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const o = await orderIn(api, 'RECEIVED');
      return { purchase_order_id: o.id, lines: [{ product_id: o.lines[0].product_id, quantity: 1, reason: 'Tenancy check' }] };
    },
  },
  'update.purchase_return': {
    owner: 'company', kind: 'change',
    request: async (api) => { const r = await createdReturn(api); return { id: r.id, version: r.version, lines: r.lines.map((l: any) => ({ product_id: l.product_id, quantity: l.return_quantity, reason: 'Taken' })) }; },
  },
  'manage.purchase_return': { owner: 'company', kind: 'change', request: async (api) => { const r = await createdReturn(api); return { id: r.id, version: r.version, new_status: 'CANCELLED' }; } },
  'list.supplier_returns': listOf('company'),
  'get.supplier_return': getOf('company', 'list.supplier_returns'),
  'list.supplier_returnables': {
    owner: 'company', kind: 'read',
    request: async (api) => { const r = await createdSupplierReturn(api); return { warehouse_id: r.warehouse.id, supplier_id: r.supplier.id }; },
    shows: (body) => body.data.length > 0,
  },
  'create.supplier_return': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const r = await createdSupplierReturn(api);
      return { warehouse_id: r.warehouse.id, supplier_id: r.supplier.id, lines: [{ product_id: r.lines[0].product_id, quantity: 1 }] };
    },
  },
  'update.supplier_return': {
    owner: 'company', kind: 'change',
    request: async (api) => { const r = await createdSupplierReturn(api); return { id: r.id, version: r.version, lines: r.lines.map((l: any) => ({ product_id: l.product_id, quantity: l.quantity })) }; },
  },
  'manage.supplier_return': { owner: 'company', kind: 'change', request: async (api) => { const r = await createdSupplierReturn(api); return { id: r.id, version: r.version, new_status: 2 }; } },
  'list.tally_inventories': listOf('company'),
  'get.tally_inventory': getOf('company', 'list.tally_inventories'),
  'list.tally_products': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ warehouse_id: (await draftTally(api)).warehouse.id }),
    shows: (body) => body.data.length > 0,
  },
  'create.tally_inventory': {
    owner: 'company', kind: 'create',
    request: async (api) => { const t = await draftTally(api); return { warehouse_id: t.warehouse.id, lines: [{ product_id: t.lines_detail[0].product_id, counted: 1 }] }; },
  },
  'update.tally_inventory': {
    owner: 'company', kind: 'change',
    request: async (api) => { const t = await draftTally(api); return { id: t.id, version: t.version, lines: t.lines_detail.map((l: any) => ({ product_id: l.product_id, counted: l.new_stock })) }; },
  },
  'submit.tally_inventory': { owner: 'company', kind: 'change', request: async (api) => { const t = await draftTally(api); return { id: t.id, version: t.version }; } },
  'cancel.tally_inventory': { owner: 'company', kind: 'change', request: async (api) => { const t = await draftTally(api); return { id: t.id, version: t.version }; } },
  // The demo's reorder levels leave products due in every warehouse (server/seed/demo-reorder-levels.ts).
  'suggest.purchase_order': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ warehouse_id: await idOf(ADMIN, 'list.warehouses')(api) }),
    shows: (body) => body.data.suppliers.length > 0,
  },
  'update.warehouse_reorder_level': {
    owner: 'franchise', kind: 'change',
    request: async (api) => {
      const warehouse_id = await idOf(F, 'list.warehouses')(api);
      const stocked = await first(api, F, 'list.warehouse_stock', { warehouse_id, in_stock_only: true });
      return { warehouse_id, product_id: stocked.product_id, reorder_level: 5 };
    },
  },
  // Inventory: the franchise's warehouse (Delhi Okhla) and stores (all four demo stores are North Star's).
  'list.inventory': {
    owner: 'franchise', kind: 'read', request: async () => ({ in_stock_only: true }),
    shows: async (body, api) => {
      const mine = await answer(api, F, 'list.inventory', { limit: 1 });
      return shownIn(body.places.warehouses, mine.places.warehouses.map((w: any) => w.id)) || shownIn(body.places.stores, mine.places.stores.map((w: any) => w.id));
    },
  },
  'list.warehouse_inventory': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ warehouse_id: await idOf(F, 'list.warehouses')(api), in_stock_only: true }),
    shows: (body) => body.data.length > 0,
  },
  'list.store_inventory': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ store_id: (await answer(api, F, 'list.inventory', { limit: 1 })).places.stores[0].id }),
    shows: (body) => body.data.length > 0,
  },
  'update.store_stock_limits': {
    owner: 'franchise', kind: 'change',
    request: async (api) => {
      const store_id = (await answer(api, F, 'list.inventory', { limit: 1 })).places.stores[0].id;
      return { store_id, product_id: (await first(api, F, 'list.store_inventory', { store_id })).product_id, runout_quantity: 1, max_quantity: 2 };
    },
  },
  'upload.warehouse_stock': {
    owner: 'franchise', kind: 'change',
    request: async (api) => {
      const warehouse_id = await idOf(F, 'list.warehouses')(api);
      const stocked = await first(api, F, 'list.warehouse_inventory', { warehouse_id, in_stock_only: true });
      return { warehouse_id, csv: `sku,quantity\n${stocked.sku},1\n` };
    },
  },
};

/** The catalogue's reference lists (categories, brands, units, packagings): the company's, rows added by it and unused. */
const CATALOGUE_LIST_SAMPLES: Record<string, Sample> = Object.fromEntries(Object.values(CATALOGUE_LISTS).flatMap(({ actions }) => {
  const own = { origin: ['custom'], usage: ['unused'] };
  const row = async (api: Caller) => versioned(api, ADMIN, actions.get.name, await idOf(ADMIN, actions.list.name, own)(api));
  return [
    [actions.list.name, listOf('company', own)],
    [actions.get.name, getOf('company', actions.list.name, own)],
    [actions.update.name, { owner: 'company', kind: 'change', request: async (api) => { const r = await row(api); return { id: r.id, version: r.version, name: `Taken ${unique()}` }; } }],
    [actions.remove.name, { owner: 'company', kind: 'change', request: async (api) => { const r = await row(api); return { id: r.id, version: r.version }; } }],
  ] satisfies [string, Sample][];
}));
const requestIn = async (api: Caller, status: string) =>
  versioned(api, ADMIN, 'get.product_request', (await first(api, ADMIN, 'list.product_requests', { status: [status] })).id);
const requestDetails = (r: any) => ({
  product_name: r.product_name, brand_name: r.brand_name, description: r.description, requester_type: r.requester_type,
  requester_name: r.requester_name, requester_mobile: r.requester_mobile, urgency: r.urgency, preferable_time: r.preferable_time,
  vending_machine_id: r.machine?.id ?? null, store_id: r.store?.id ?? null,
});
/** A product of the company with feedback (the seed gives two products in three some). */
async function productWithFeedback(api: Caller): Promise<number> {
  for (const p of (await answer(api, ADMIN, 'list.products', { limit: 6 })).data as any[]) {
    if ((await answer(api, ADMIN, 'get.product_feedback_summary', { product_id: p.id })).data.count > 0) return p.id;
  }
  throw new Error('sample: none of the first products has feedback; the demo seed needs some');
}

const PRODUCT_REQUEST_SAMPLES: Record<string, Sample> = {
  'list.product_requests': listOf('franchise'),
  'get.product_request': getOf('franchise', 'list.product_requests'),
  'get.product_request_options': {
    owner: 'franchise', kind: 'read', request: async () => ({}),
    shows: async (body, api) => shownIn(body.data.machines, [(await answer(api, F, 'get.product_request_options')).data.machines[0]?.id]),
  },
  'create.product_request': {
    owner: 'franchise', kind: 'create',
    request: async (api) => {
      const machine = (await answer(api, F, 'get.product_request_options')).data.machines[0];
      return {
        product_name: `Tenancy ${unique()}`, brand_name: '', description: '', requester_type: 'Other', requester_name: '', requester_mobile: '',
        urgency: 'Take time', preferable_time: 'Always', vending_machine_id: machine.id, store_id: null,
      };
    },
  },
  'update.product_request': {
    owner: 'company', kind: 'change',
    request: async (api) => { const r = await requestIn(api, 'REQUESTED'); return { id: r.id, version: r.version, ...requestDetails(r), product_name: 'Taken' }; },
  },
  'delete.product_request': { owner: 'company', kind: 'change', request: async (api) => { const r = await requestIn(api, 'REQUESTED'); return { id: r.id, version: r.version }; } },
  'review.product_request': { owner: 'company', kind: 'change', request: async (api) => { const r = await requestIn(api, 'REQUESTED'); return { id: r.id, version: r.version }; } },
  'mark_added.product_request': { owner: 'company', kind: 'change', request: async (api) => { const r = await requestIn(api, 'IN_REVIEW'); return { id: r.id, version: r.version }; } },
  'decline.product_request': {
    owner: 'company', kind: 'change', request: async (api) => { const r = await requestIn(api, 'IN_REVIEW'); return { id: r.id, version: r.version, remark: 'Taken' }; },
  },
  'reopen.product_request': { owner: 'company', kind: 'change', request: async (api) => { const r = await requestIn(api, 'DECLINED'); return { id: r.id, version: r.version }; } },
  'list.product_feedback': {
    owner: 'company', kind: 'read', request: async (api) => ({ product_id: await productWithFeedback(api), limit: 100 }), shows: (body) => body.data.length > 0,
  },
  'get.product_feedback_summary': { owner: 'company', kind: 'read', request: async (api) => ({ product_id: await productWithFeedback(api) }) },
  'list.vm_feedback': {
    owner: 'franchise', kind: 'read', request: async (api) => ({ vending_machine_id: await franchiseMachineWithFeedback(api), limit: 100 }), shows: (body) => body.data.length > 0,
  },
  'get.vm_feedback_summary': { owner: 'franchise', kind: 'read', request: async (api) => ({ vending_machine_id: await franchiseMachineWithFeedback(api) }) },
};

/** A franchise machine with feedback (the seed gives every other machine some). */
async function franchiseMachineWithFeedback(api: Caller): Promise<number> {
  for (const m of (await answer(api, F, 'list.active_vending_machines', { limit: 20 })).data) {
    if ((await answer(api, F, 'get.vm_feedback_summary', { vending_machine_id: m.id })).data.count > 0) return m.id;
  }
  throw new Error('sample: none of the first franchise machines has feedback; the demo seed needs some');
}

const SAMPLES: Record<string, Sample> = {
  'get.vending_machine': getOf('franchise', 'list.active_vending_machines'),
  'get.vending_machine_stock': getOf('franchise', 'list.active_vending_machines'),
  'get.order': getOf('franchise', 'list.orders'),
  'get.cash_in_hand_order': getOf('franchise', 'list.cash_in_hand_orders'),
  'get.material_transfer': getOf('franchise', 'list.warehouse_orders', { kind: ['material_transfer'] }),
  'get.warehouse': getOf('franchise', 'list.warehouses'),
  'get.user': getOf('franchise', 'list.users'),
  'get.product': getOf('company', 'list.products'),
  'get.supplier': getOf('company', 'list.suppliers'),
  'get.coupon': getOf('company', 'list.coupons'),
  // The default roles are shared by every company (spec ids, docs/decisions.md): a company's own roles are the custom ones.
  'get.role': getOf('company', 'list.roles', { is_default: false }),
  'get.zone': getOf('company', 'list.zones'),
  'create.warehouse': { owner: 'company', kind: 'create', request: async (api) => ({ name: `Tenancy ${unique()}`, address_line_1: 'Plot 1', address_line_2: '', country: 'India', state: 'Delhi', city: 'Delhi', pincode: '110020', latitude: null, longitude: null, location_tracking: false, is_visible: true, po_approval_required: false, zone_id: await idOf(ADMIN, 'list.zones')(api) }) },
  'update.warehouse': { owner: 'franchise', kind: 'change', request: async (api) => { const w = await versioned(api, F, 'get.warehouse', await idOf(F, 'list.warehouses')(api)); return { id: w.id, version: w.version, name: 'Taken', address_line_1: w.address_line_1, address_line_2: w.address_line_2, country: w.country, state: w.state, city: w.city || 'Delhi', pincode: w.pincode, latitude: w.latitude, longitude: w.longitude, location_tracking: w.location_tracking, is_visible: w.is_visible, po_approval_required: w.po_approval_required, zone_id: null }; } },
  'list.zones': listOf('company'),
  'update.zone': { owner: 'company', kind: 'change', request: async (api) => { const z = await versioned(api, ADMIN, 'get.zone', await idOf(ADMIN, 'list.zones')(api)); return { id: z.id, version: z.version, name: 'Taken', boundary: z.boundary }; } },
  'delete.zone': { owner: 'company', kind: 'change', request: async (api) => { const z = await versioned(api, ADMIN, 'get.zone', await idOf(ADMIN, 'list.zones')(api)); return { id: z.id, version: z.version }; } },
  'restore.zone': { owner: 'company', kind: 'change', request: async (api) => (SAMPLES['delete.zone']!.request(api)) },
  'delete.warehouse': { owner: 'franchise', kind: 'change', request: async (api) => { const w = await versioned(api, F, 'get.warehouse', await idOf(F, 'list.warehouses')(api)); return { id: w.id, version: w.version }; } },

  'list.active_vending_machines': listOf('franchise'),
  'list.deleted_vending_machines': listOf('company'),
  'get.vending_machine_config': getOf('franchise', 'list.active_vending_machines'),
  'get.vending_machine_form_options': {
    owner: 'franchise', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const mine = (await answer(api, F, 'get.vending_machine_form_options')).data;
      // Templates are the company's, shared by its franchises; the warehouses are the franchise's own.
      return (body.data.warehouses as any[]).some((w) => w.id === mine.warehouses[0]?.id);
    },
  },
  'create.vending_machine': {
    owner: 'company', kind: 'create',
    // Names the demo company's warehouse and templates: another company's caller is refused them.
    request: async (api) => {
      const plan = await first(api, ADMIN, 'list.planogram_templates');
      return {
        name: `Tenancy ${unique()}`, code: `T-${unique()}`, location: 'Lobby', city: 'Bengaluru', latitude: null, longitude: null,
        warehouse_id: await idOf(ADMIN, 'list.warehouses', { search: 'Bengaluru Central' })(api), store_id: null,
        vm_template_id: plan.vm_template_id, planogram_template_id: plan.id, board_settings_template_id: null, status: 1,
      };
    },
  },
  'update.vending_machine': {
    owner: 'franchise', kind: 'change',
    request: async (api) => {
      const m = await versioned(api, F, 'get.vending_machine_config', await idOf(F, 'list.active_vending_machines')(api));
      return {
        id: m.id, version: m.version, name: 'Taken', code: m.code, location: m.location || 'Lobby', city: m.city, latitude: m.latitude, longitude: m.longitude,
        warehouse_id: m.warehouse?.id ?? null, store_id: m.store?.id ?? null, vm_template_id: m.vm_template?.id ?? 1,
        planogram_template_id: m.planogram_template?.id ?? 1, board_settings_template_id: null, status: m.status,
      };
    },
  },
  'list.vending_machine_index': {
    owner: 'franchise', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const probe = (await answer(api, F, 'list.vending_machine_index')).data[0][0] as number;
      return (body.data as number[][]).some((row) => row[0] === probe);
    },
  },
  'list.orders': listOf('franchise'),
  'list.cash_in_hand_orders': listOf('franchise'),
  'list.warehouse_orders': listOf('franchise'),
  'list.warehouses': listOf('franchise'),
  'list.refills': listOf('franchise'),
  'list.users': listOf('franchise'),
  'list.notifications': listOf('franchise'),
  'list.refill_partners': listOf('company'),
  'list.products': listOf('company'),
  'list.suppliers': listOf('company'),
  'list.coupons': listOf('company'),
  'campaign.list': listOf('company'),
  'list.roles': listOf('company', { is_default: false }),
  'list.action_history': listOf('company'),
  'list.role_names': { owner: 'company', kind: 'read', request: async () => ({}), shows: async (body, api) => shownIn(body.data, await roleIds(api)) },
  'list.assignable_roles': { owner: 'company', kind: 'read', request: async () => ({}), shows: async (body, api) => shownIn(body.data, await roleIds(api)) },
  'list.user_scopes': {
    owner: 'franchise', kind: 'read', request: async () => ({}),
    shows: async (body, api) => shownIn(body.data.franchises, [(await answer(api, F, 'list.user_scopes')).data.franchises[0]?.id]),
  },
  'list.warehouse_stock': {
    owner: 'franchise', kind: 'read',
    request: async (api) => ({ warehouse_id: (await first(api, F, 'list.warehouses')).id, in_stock_only: true }),
    shows: (body) => body.data.length > 0,
  },
  'get.vending_machine_filter_options': {
    owner: 'franchise', kind: 'read', request: async () => ({}),
    shows: async (body, api) => {
      const mine = (await answer(api, F, 'get.vending_machine_filter_options')).data;
      return shownIn([...body.data.warehouses, ...body.data.stores], [...mine.warehouses, ...mine.stores].map((r: any) => r.id));
    },
  },
  'get.product_filter_options': {
    owner: 'company', kind: 'read', request: async () => ({}),
    shows: async (body, api) => shownIn(body.data.categories, (await answer(api, ADMIN, 'get.product_filter_options')).data.categories.map((r: any) => r.id)),
  },

  'update.vm_block_coils': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const m = await franchiseMachine(api); return { vending_machine_id: m.id, coils: [m.slots[0].coil], blocked: true, version: m.version }; },
  },
  // Issue 56: an outsider's undo runs the inverse in their own scope, which does not reach the machine.
  'undo.action': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const m = await franchiseMachine(api); return { of: 'update.vm_block_coils', input: { vending_machine_id: m.id, coils: [m.slots[0].coil], blocked: true }, version: m.version }; },
  },
  'list.planogram_change_machines': listOf('franchise'),
  'get.planogram_change_options': {
    owner: 'company', kind: 'read',
    request: async () => ({}),
    shows: async (body, api) => {
      const mine = (await answer(api, ADMIN, 'get.planogram_change_options')).data.planograms[0].id;
      return (body.data.planograms as any[]).some((p) => p.id === mine);
    },
  },
  // An outsider's change answers 200 with the machine refused ("not one you can change"): the machine must stay as it was.
  'change.planogram_multiple_vms': (() => {
    let version: number | undefined;
    const machine = async (api: Caller) => (await first(api, F, 'list.planogram_change_machines')).id as number;
    return {
      owner: 'franchise', kind: 'changeMine',
      request: async (api: Caller) => ({
        vending_machine_ids: [await machine(api)],
        planogram_template_id: (await answer(api, ADMIN, 'get.planogram_change_options')).data.planograms[0].id,
      }),
      unchanged: async (api: Caller) => {
        const now = (await versioned(api, F, 'get.vending_machine', await machine(api))).version as number;
        version ??= now;
        return now === version;
      },
    } satisfies Sample;
  })(),
  'list.vm_events': {
    owner: 'company', kind: 'read',
    request: async (api) => ({ vending_machine_id: await idOf(ADMIN, 'list.active_vending_machines', { sortBy: 'created_at' })(api), limit: 2000 }),
    shows: (body) => body.data.length > 0,
  },
  'get.vm_report': {
    owner: 'franchise', kind: 'read',
    request: async (api) => {
      const today = new Date().toISOString().slice(0, 10);
      return { vending_machine_id: await idOf(F, 'list.active_vending_machines')(api), from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), to: today };
    },
    shows: (body) => !!body.data?.vending_machine,
  },
  'update.vending_machine_status': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const m = await franchiseMachine(api); return { id: m.id, status: m.status === 1 ? 2 : 1, version: m.version }; },
  },
  'manage.material_transfer': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const t = await openTransfer(api); return { id: t.id, new_status: 2, version: t.version }; },
  },
  'receive.cash_in_hand_order': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const c = await submittedCash(api); return { id: c.id, receive_amt: c.submitted_amount, version: c.version }; },
  },
  'update.user': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const u = await locationPartner(api); return { id: u.id, version: u.version, ...userFields(u), first_name: 'Taken', is_active: false }; },
  },
  'delete.user': { owner: 'franchise', kind: 'change', request: async (api) => { const u = await locationPartner(api); return { id: u.id, version: u.version }; } },
  'update.coupon': {
    owner: 'company', kind: 'change',
    request: async (api) => { const c = await firstCoupon(api); return { id: c.id, version: c.version, ...couponFields(c), code: 'TAKEN1' }; },
  },
  'delete.coupon': { owner: 'company', kind: 'change', request: async (api) => { const c = await firstCoupon(api); return { id: c.id, version: c.version }; } },
  'update.supplier': {
    owner: 'company', kind: 'change',
    request: async (api) => { const s = await firstSupplier(api); return { id: s.id, version: s.version, ...supplierDetails(s), company_name: 'Taken' }; },
  },
  'change_email.supplier': {
    owner: 'company', kind: 'change',
    request: async (api) => { const s = await firstSupplier(api); return { id: s.id, version: s.version, email_id: 'taken@example.com' }; },
  },
  'delete.supplier': { owner: 'company', kind: 'change', request: async (api) => { const s = await firstSupplier(api); return { id: s.id, version: s.version }; } },
  'update.role': {
    owner: 'company', kind: 'change',
    request: async (api) => { const r = await customRole(api); return { id: r.id, version: r.version, name: 'Taken', role_code: r.role_code, permissions: ['PERM_VIEW_PASSWORD'] }; },
  },
  'delete.role': { owner: 'company', kind: 'change', request: async (api) => { const r = await customRole(api); return { id: r.id, version: r.version }; } },

  'create.user': {
    owner: 'franchise', kind: 'create',
    request: async (api) => {
      const u = await locationPartner(api);
      return { ...userFields(u), email: `new-${unique()}@demo.local`, mobile_number: null, password: 'Demo@1234' };
    },
  },
  'create.supplier': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const s = await firstSupplier(api);
      const product = await first(api, ADMIN, 'list.products');
      return {
        ...supplierDetails(s), company_name: `Supplier ${unique()}`, email_id: `s-${unique()}@example.com`,
        product_terms: [{ product_id: product.id, selling_price: 10, min_quantity: 1, price_per_quantity: 10 }],
      };
    },
  },
  'create.product': {
    owner: 'company', kind: 'create',
    request: async (api) => ({ ...(await productFields(api)), sku: `T-${unique()}` }),
  },
  'update.product': {
    owner: 'company', kind: 'change',
    request: async (api) => {
      const p = (await answer(api, ADMIN, 'get.product', { id: await idOf(ADMIN, 'list.products')(api) })).data;
      return { id: p.id, version: p.version, ...(await productFields(api)), sku: p.sku };
    },
  },
  'read.notifications': {
    owner: 'franchise', kind: 'changeMine',
    request: async (api) => ({ ids: [await franchiseUnread(api)] }),
    unchanged: async (api) => {
      const id = await franchiseUnread(api);
      const body = await answer(api, F, 'list.notifications', { unread_only: true, limit: 2000 });
      return (body.data as any[]).some((n) => n.id === id);
    },
  },
  'list.retailers': listOf('company'),
  'get.retailer': getOf('company', 'list.retailers'),
  'update.retailer': { owner: 'company', kind: 'change', request: async (api) => { const r = (await answer(api, ADMIN, 'get.retailer', { id: await idOf(ADMIN, 'list.retailers')(api) })).data; return { id: r.id, version: r.version, name: 'Taken', contact_person_name: r.contact_person_name, email: r.email, mobile_number: r.mobile_number, address_line_1: r.address_line_1, address_line_2: r.address_line_2, country: r.country, state: r.state, city: r.city, pincode: r.pincode, is_active: r.is_active }; } },
  'delete.retailer': { owner: 'company', kind: 'change', request: async (api) => { const r = (await answer(api, ADMIN, 'get.retailer', { id: await idOf(ADMIN, 'list.retailers')(api) })).data; return { id: r.id, version: r.version }; } },
  ...PROCUREMENT_SAMPLES,
  ...CATALOGUE_LIST_SAMPLES,
  ...PRODUCT_REQUEST_SAMPLES,
  'list.franchises': listOf('franchise'),
  'get.franchise': getOf('franchise', 'list.franchises'),
  'update.franchise': { owner: 'franchise', kind: 'change', request: async (api) => { const f = await versioned(api, F, 'get.franchise', await idOf(F, 'list.franchises')(api)); return { id: f.id, version: f.version, name: f.name, type: f.type, is_active: f.is_active, locations: f.locations }; } },
  'delete.franchise': { owner: 'franchise', kind: 'change', request: async (api) => { const f = await versioned(api, F, 'get.franchise', await idOf(F, 'list.franchises')(api)); return { id: f.id, version: f.version }; } },
  ...STORE_SAMPLES,
  ...BOARD_SETTINGS_SAMPLES,
  ...TEMPLATE_SAMPLES,
  ...REFILL_PLAN_SAMPLES,
  ...BULK_SAMPLES,
  ...MACHINE_STEP_SAMPLES,
  ...BULK_REFILL_SAMPLES,
  ...REFILL_SUGGESTION_SAMPLES,
  ...DEX_STOCK_SAMPLES,
  ...LINK_SAMPLES,
  ...TRANSACTION_SAMPLES,
  ...ANALYTICS_SAMPLES,
  ...WAREHOUSE_ORDER_VIEW_SAMPLES,
  ...PARTNER_SAMPLES,
  ...STORE_MANAGER_SAMPLES,
  ...SHIPPING_SAMPLES,
  ...KIT_TRANSFER_SAMPLES,
  ...ADVERTISEMENT_SAMPLES,
  ...OFFER_SAMPLES,
  ...NEGATIVE_ITEM_SAMPLES,
  ...FEEDBACK_SAMPLES,
  ...SALE_SAMPLES,
  ...DEX_SAMPLES,

  ...DEX_RECONCILE_SAMPLES,
  ...RECORD_SEARCH_SAMPLES,
};

/** The demo company's own (custom) roles; the default ones are every company's. */
async function roleIds(api: Caller): Promise<number[]> {
  return ((await answer(api, ADMIN, 'list.roles', { limit: 2000, is_default: false })).data as any[]).map((r) => r.id);
}
function shownIn(rows: { id: number }[], ids: readonly (number | undefined)[]): boolean {
  return rows.some((row) => ids.includes(row.id));
}

/** Actions that name no record of a tenant, and why. */
export const NO_TENANT_RECORD: Record<string, string> = {
  login: 'signs in with an email and password; names no record',
  forgot_password: 'public; answers the same for every email',
  reset_password: "public; acts on the reset link's own user",
  me: "the caller's own account",
  logout: "the caller's own session",
  refresh_token: "the caller's own session",
  'list.countries': 'reference data, not a tenant\'s',
  'list.country_states': 'reference data, not a tenant\'s',
  'list.state_cities': 'reference data, not a tenant\'s',
  'create.role': "creates a role in the caller's own company and names no other record",
  'create.franchise': "adds a franchise to the caller's own company (franchise staff are refused) and names no other record",
  'create.zone': "creates a zone in the caller's own company and names no other record",
  'create.delivery_partner': "adds a delivery partner to the caller's own company and names no other record",
  'create.upload_url': "issues an upload key of the caller's own",
  'create.feedback': "names only the caller's own upload (checked against its uploader; tests/api/feedback.test.ts)",
  'import.products': "creates products in the caller's own company, naming its categories, brands, units and packagings by name among the caller's own",
  'create.visitor_feedback': 'public; a visitor\'s message mailed to the product team, naming no record',
  'create.retailer': "adds a retailer to the caller's own company and names no other record",
  'create.coupon': "adds a coupon to the caller's own company and names no other record",
  ...Object.fromEntries(Object.values(CATALOGUE_LISTS).map(({ actions, kind }) =>
    [actions.create.name, `adds a ${kind.noun.toLowerCase()} to the caller's own company and names no other record`])),
  ...BOARD_SETTINGS_NO_TENANT_RECORD,
  ...PARTNER_NO_TENANT_RECORD,
  ...NEGATIVE_ITEM_NO_TENANT_RECORD,
  ...ANALYTICS_NO_TENANT_RECORD,
  ...REPORT_REQUEST_NO_TENANT_RECORD,
  ...DEX_NO_TENANT_RECORD,
};

/** A restore is sent as its delete is: an outsider reaches neither the live record nor a deleted one (issue 56). */
const DELETE_OF_RESTORE = new Map(RESTORES.map(([remove, restore]) => [restore.name, remove.name]));

export function sampleFor(action: string): Sample | undefined {
  return SAMPLES[action] ?? SAMPLES[DELETE_OF_RESTORE.get(action) ?? ''];
}
