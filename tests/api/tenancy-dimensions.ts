/**
 * The scope dimensions, read from the records' `tenancy({...})` declarations (server/kit/scope.ts
 * keeps every rule in DECLARED_TENANCIES). A kind of record that hangs off a place — a machine, a
 * warehouse, a store, a franchise or a retailer (a foreign key to it, or the place columns its rule
 * narrows by) — is narrowed the way that place is: a machine's by franchise and retailer, a
 * warehouse's by franchise and the manager's warehouse links, a store's by franchise and store.
 * A rule that lacks one of its places' dimensions fails tests/api/tenancy-matrix.test.ts unless
 * GAPS gives the reason. The matrix's principals (tests/api/tenancy-fixtures.ts) are one per
 * dimension, and the same GAPS say which of them may reach a record of another place.
 */
import { getTableName, type AnyColumn } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { DECLARED_TENANCIES, type Tenancy } from '../../server/kit/scope.ts';

export type Dimension = 'franchise' | 'retailer' | 'store' | 'warehouse';

/** How each place narrows what hangs off it. */
export const PLACE_DIMENSIONS: Record<string, readonly Dimension[]> = {
  vending_machines: ['franchise', 'retailer'],
  warehouses: ['franchise', 'warehouse'],
  stores: ['franchise', 'store'],
  franchises: ['franchise'],
  retailers: ['retailer'],
};

/**
 * `table.dimension`: why a rule over that table may lack a dimension its places have. Every
 * entry is a decision (docs/decisions.md), not a hole left open.
 */
export const GAPS: Record<string, string> = {
  'users.store': 'a store manager holds no user permission by default, and a user is the franchise\'s staff, not one store\'s',
  'vending_machines.store': "a store manager views the franchise's machines (the machines a store serves are the franchise's fleet)",
  'vending_machines.warehouse': "machines are the company's (franchise's) fleet; a warehouse manager's links narrow the stock moved through a warehouse, not which machines exist",
  'warehouses.franchise': 'the vehicle scope of refill partners (server/records/refill-partner.ts): vehicles are the company\'s, franchise staff reach them through their partners',
  'warehouses.warehouse': "the link screens' own reach (server/actions/links.ts): linking is managed by company and franchise admins, not by the warehouse managers it grants",
  'refill_plans.store': "store staff hold no refill permission; a store-served machine's plans are its franchise's (retailer and franchise narrow them)",
  'vm_events.franchise': 'list.vm_events first finds the machine within the caller\'s reach (findMachine: franchise and retailer), then reads its events',
  'vm_events.retailer': 'list.vm_events first finds the machine within the caller\'s reach (findMachine: franchise and retailer), then reads its events',
  'product_feedback.franchise': "a product's feedback is the company's catalogue's; the machine is optional and only says where it was given",
  'vm_feedback.franchise': 'list.vm_feedback first finds the machine within the caller\'s reach, then reads its feedback (server/actions/vm-feedback.ts)',
  'vm_feedback.retailer': 'list.vm_feedback first finds the machine within the caller\'s reach, then reads its feedback (server/actions/vm-feedback.ts)',
};

/** `table.dimension` a rule narrows in its `also` (which the kit cannot read): only a rule with an `also` is excused. */
export const BY_ALSO: Record<string, string> = {
  'users.retailer': "userScope's `also` narrows a retailer's staff to their retailer's users (server/records/user.ts)",
  'retailers.retailer': "retailerScope's `also` (retailerReach) narrows a retailer's staff to their own retailer",
  'stores.store': "storeScope's `also` narrows a store's staff to their own store (server/records/store.ts)",
};

export interface DeclaredRule {
  /** The table's name, or `(union)` for a rule over a subquery. */
  table: string;
  /** The rule as written, for finding it: its table and the columns it narrows by. */
  label: string;
  declared: Set<Dimension>;
  expected: Set<Dimension>;
  also: boolean;
}

const tableOf = (column: AnyColumn): PgTable | undefined => {
  const table = (column as { table?: PgTable }).table;
  return table && getTableName(table) ? table : undefined;
};
const names = (columns: AnyColumn[] | undefined) => (columns ?? []).map((c) => (c as { name?: string }).name ?? '?').join('+');

function describe(rule: Tenancy, table: string): string {
  const parts = [
    rule.franchise?.column && `franchise.column`,
    rule.franchise?.machines?.length && `franchise.machines ${names(rule.franchise.machines)}`,
    rule.franchise?.warehouses?.length && `franchise.warehouses ${names(rule.franchise.warehouses)}`,
    rule.franchise?.stores?.length && `franchise.stores ${names(rule.franchise.stores)}`,
    rule.retailer && `retailer`,
    rule.warehouses?.length && `warehouses ${names(rule.warehouses)}`,
    rule.also && 'also',
  ].filter(Boolean);
  return `tenancy({ company: ${table}.company_id${parts.length ? `, ${parts.join(', ')}` : ''} })`;
}

/** Every declared rule with the dimensions it narrows by and those its places have. */
export function declaredRules(): DeclaredRule[] {
  return DECLARED_TENANCIES.map((rule) => {
    const table = tableOf(rule.company);
    const name = table ? getTableName(table) : '(union)';
    const declared = new Set<Dimension>();
    if (rule.franchise) declared.add('franchise');
    if (rule.retailer) declared.add('retailer');
    if (rule.franchise?.stores?.length) declared.add('store');
    if ((rule.warehouses ?? rule.franchise?.warehouses)?.length) declared.add('warehouse');

    const places = new Set<string>();
    for (const fk of table ? getTableConfig(table).foreignKeys : []) places.add(getTableName(fk.reference().foreignTable));
    if (rule.franchise?.machines?.length || rule.retailer?.machines?.length) places.add('vending_machines');
    if (rule.franchise?.warehouses?.length) places.add('warehouses');
    if (rule.franchise?.stores?.length) places.add('stores');
    places.delete(name);
    const expected = new Set<Dimension>([...places].flatMap((p) => PLACE_DIMENSIONS[p] ?? []));
    // A place's own rule is narrowed the way its place is (a warehouse by the manager's links).
    for (const d of PLACE_DIMENSIONS[name] ?? []) expected.add(d);
    return { table: name, label: describe(rule, name), declared, expected, also: !!rule.also };
  });
}

const excused = (r: DeclaredRule, d: Dimension) => !!GAPS[`${r.table}.${d}`] || (r.also && !!BY_ALSO[`${r.table}.${d}`]);

/** The dimensions a rule lacks that its places have and no gap explains. */
export function unexplainedGaps(): string[] {
  return declaredRules().flatMap((r) => [...r.expected].filter((d) => !r.declared.has(d) && !excused(r, d)).map((d) => `${r.label} lacks ${d}`));
}

/** Gaps that excuse no rule: a gap closed in the code leaves the lists too. */
export function staleGaps(): string[] {
  const lacking = new Set(declaredRules().flatMap((r) => [...r.expected].filter((d) => !r.declared.has(d)).map((d) => `${r.table}.${d}`)));
  return [...Object.keys(GAPS), ...Object.keys(BY_ALSO)].filter((key) => !lacking.has(key));
}

const CATALOGUE_READS = [
  'get.product', 'list.products', 'get.product_filter_options', 'list.purchase_order_products',
  ...['product_brand', 'product_category', 'product_packaging', 'product_unit'].map((k) => `get.${k}`),
  'list.product_brands', 'list.product_categories', 'list.product_packagings', 'list.product_units',
  'list.product_feedback', 'get.product_feedback_summary',
];
const PARTNER_READS = ['list.refill_partners', 'get.refill_partner', 'get.refill_partner_app', 'list.refill_partner_directory', 'list.partner_vehicles_links', 'list.partner_warehouses_links', 'list.warehouse_refill_partners_links'];
const WAREHOUSE_READS = [
  'get.warehouse', 'list.warehouses', 'list.warehouse_stock', 'list.warehouse_inventory', 'list.inventory', 'list.store_inventory',
  'get.tally_inventory', 'list.tally_inventories', 'list.tally_products', 'list.warehouse_orders',
];
const MACHINE_READS = [
  'get.vending_machine', 'list.active_vending_machines', 'list.deleted_vending_machines', 'get.vending_machine_filter_options',
  'list.vending_machine_index', 'get.vending_machine_stock', 'get.vm_feedback_summary', 'list.vm_feedback',
  'list.orders', 'get.order', 'list.customer_feedback', 'get.customer_feedback', 'get.customer_feedback_options', 'get.customer_feedback_summary',
  'list.consumer_product_requests', 'get.consumer_product_request', 'add_request.consumer_product_request',
  'list.dex_audits', 'get.dex_audit',

  'get.dex_stock_check',
];
const PRODUCT_REQUESTS = [
  'get.product_request_options', 'list.product_requests', 'get.product_request', 'create.product_request', 'update.product_request',
  'decline.product_request', 'mark_added.product_request', 'reopen.product_request', 'review.product_request',
];
const because = (why: string, actions: readonly string[]) => Object.fromEntries(actions.map((a) => [a, why]));

/**
 * Actions whose record a dimension's principal reaches though it stands outside the record's
 * place, and why: the dimension does not narrow that kind of record (docs/decisions.md, "The
 * tenancy matrix from the scope dimensions"). Everything else is narrowed: an outsider's 2xx fails the matrix.
 */
export const NOT_NARROWED: Record<Exclude<Dimension, 'franchise'>, Record<string, string>> = {
  retailer: {
    ...because("the product catalogue and its feedback are the company's, for every machine", CATALOGUE_READS),
    ...because("templates are the company's to share", ['get.planogram_template', 'list.planogram_templates']),
    ...because("refill partners, their vehicles and warehouses are the company's; a retailer's operator hands plans to them", PARTNER_READS),
    ...because("warehouses, their stock and their orders are the company's: a retailer runs machines, not warehouses (the operator role views warehouses and stock)", [
      ...WAREHOUSE_READS, 'list.supplier_returns', 'get.supplier_return', 'get.request_order', 'get.bin_order', 'get.store_return', 'get.material_transfer', 'create.package_transfer',
    ]),
    ...because("coupons are the company's, valid at every machine (campaign.list shows them beside the retailer's own discounts)", ['list.coupons', 'get.coupon', 'update.coupon', 'campaign.list']),
    ...because("the company's roles, which a retailer admin assigns to the users it adds", ['list.role_names', 'list.assignable_roles']),
    ...because("the user form's choices; placing a retailer's user in a franchise or store is refused (400)", ['list.user_scopes']),
  },
  store: {
    ...because("the product catalogue and its feedback are the company's, for every machine", CATALOGUE_READS),
    ...because("a store manager views the franchise's machines (GAPS vending_machines.store), and so what was sold and asked at them", MACHINE_READS),
    ...because("the form offers the franchise's machines, which a store manager views, and only the manager's own store", ['get.product_request_options']),
    ...because("a store manager views the franchise's machines, and so what their DEX audits say of sales and prices", ['list.dex_sales_check', 'list.dex_price_exceptions']),
    ...because("a store's staff see their franchise's warehouses and their stock, which supply the store", WAREHOUSE_READS),
    ...because("the franchise's shared notifications reach all its desk staff", ['list.notifications']),
  },
  warehouse: {
    ...because("the product catalogue and its feedback are the company's, for every machine", CATALOGUE_READS),
    ...because("suppliers, delivery partners and persons, and refill partners are the company's, not a warehouse's", [
      'list.suppliers', 'get.supplier', 'list.delivery_partners', 'get.delivery_partner', 'list.delivery_persons', 'get.delivery_person', ...PARTNER_READS,
    ]),
    ...because("machines are the company's fleet (GAPS vending_machines.warehouse), and so what was sold and asked at them", [...MACHINE_READS, 'list.partner_machines_links', 'get.refund', 'list.order_refunds']),
    ...because("sales are the machines' (machines are not narrowed by warehouse links)", ['get.dashboard', 'get.sales_analytics', 'download.sales_analytics']),
    ...because('a product request is asked for a machine or a store, never a warehouse', PRODUCT_REQUESTS),
    ...because("stores are the franchise's (company's), not a warehouse's; the store's inventory counts only store stock", [
      'list.stores', 'get.store', 'get.store_return_options', 'list.store_inventory', 'propose.store_order', 'list.inventory',
    ]),
    ...because("the company's shared notifications reach all its desk staff", ['list.notifications']),
  },
};
