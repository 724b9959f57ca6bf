/**
 * Every route of the route table as a path a browser can open: routes with a parameter get a
 * real record of the demo seed, found through the list action of its kind as the signed-in user
 * (so a franchise- or store-scoped role opens one of its own records). A route with a parameter
 * missing from RECORD_SOURCES fails the suites that use this, so a new screen is born covered.
 */
import type { APIRequestContext } from '@playwright/test';
import { listDiscounts } from '../../contract/actions/offers.ts';
import type { ActionSpec } from '../../contract/action.ts';
import { listInventory } from '../../contract/actions/inventory.ts';
import { listCashInHandOrders } from '../../contract/actions/cash-collections.ts';
import { listBoardSettingsTemplates } from '../../contract/actions/board-settings-templates.ts';
import { listProductBrands, listProductCategories, listProductPackagings, listProductUnits } from '../../contract/actions/catalogue-lists.ts';
import { listOrders } from '../../contract/actions/orders.ts';
import { listProducts } from '../../contract/actions/products.ts';
import { listProductRequests } from '../../contract/actions/product-requests.ts';
import { listAdvertisements } from '../../contract/actions/advertisements.ts';
import { listPurchaseOrders } from '../../contract/actions/purchase-orders.ts';
import { listPurchaseReturns } from '../../contract/actions/purchase-returns.ts';
import { listRoles } from '../../contract/actions/roles.ts';
import { listStores } from '../../contract/actions/stores.ts';
import { listSupplierReturns } from '../../contract/actions/supplier-returns.ts';
import { listTallyInventories } from '../../contract/actions/tally-inventories.ts';
import { listSuppliers } from '../../contract/actions/suppliers.ts';
import { listCoupons } from '../../contract/actions/coupons.ts';
import { listRetailers } from '../../contract/actions/retailers.ts';
import { listZones } from '../../contract/actions/zones.ts';
import { listUsers } from '../../contract/actions/users.ts';
import { listStoreManagers } from '../../contract/actions/store-managers.ts';
import { listActiveVendingMachines, listDeletedVendingMachines } from '../../contract/actions/vending-machines.ts';
import { listWarehouseOrders } from '../../contract/actions/warehouse-orders.ts';
import { listDeliveryPartners } from '../../contract/actions/delivery-partners.ts';
import { listDeliveryPersons } from '../../contract/actions/delivery-persons.ts';
import { listShippings } from '../../contract/actions/shipping.ts';
import { listWarehouses } from '../../contract/actions/warehouses.ts';
import { listFranchises } from '../../contract/actions/franchises.ts';
import { listPlanogramTemplates } from '../../contract/actions/planogram-templates.ts';
import { listVmTemplates } from '../../contract/actions/vm-templates.ts';
import { listBulkRefills } from '../../contract/actions/bulk-refills.ts';
import { listRefillPartnerDirectory } from '../../contract/actions/refill-partners.ts';
import { listRefillPartners } from '../../contract/actions/refills.ts';
import { listNegativeItems } from '../../contract/actions/negative-items.ts';
import { listPlatforms } from '../../contract/actions/platforms.ts';
import { listCustomerFeedback } from '../../contract/actions/customer-feedback.ts';
import { listConsumerRequests } from '../../contract/actions/consumer-requests.ts';
import { listDexAudits } from '../../contract/actions/dex-audits.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';
import type { RouteDef } from '../../src/platform/routes/types.ts';

/** Where a route's `:param` comes from: the first row of a list, or a fixed value (a reset link's token). */
type ListAction = Pick<ActionSpec, 'area' | 'name'>;
/**
 * `pick` reads the id from the answer when its rows are not the records (e.g. the stores list.inventory names),
 * or, for a route with two parameters, each by name (e.g. a store's franchise and the store).
 */
type Params = number | string | Readonly<Record<string, number>>;
type RecordSource = { list: ListAction; input?: Record<string, unknown>; pick?: (body: any) => Params | undefined } | { fixed: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The first store and its franchise, for the routes that name both. */
const franchiseStore: RecordSource = { list: listStores, input: { limit: 1 }, pick: (body) => body.data[0] && { franchiseId: body.data[0].franchise.id, storeId: body.data[0].id } };
const storeFranchise: RecordSource = { list: listStores, input: { limit: 1 }, pick: (body) => body.data[0]?.franchise.id };

/** The link screens (issue 40): a warehouse's, the demo warehouse manager's, or the first refill partner's. */
function LINK_SOURCES(): Record<string, RecordSource> {
  const partner: RecordSource = { list: listRefillPartners, input: { sortBy: 'created_at', sortDir: 'ASC' } };
  const manager: RecordSource = { list: listUsers, input: { search: 'warehouse@demo.local' } };
  const warehouse: RecordSource = { list: listWarehouses };
  const owners: [string, RecordSource][] = [
    ['refill-partner', warehouse], ['warehouse-manager', warehouse], ['warehouse-wm', manager], ['vm', partner],
    ['warehouse', partner], ['vehicle', partner], ['refiller-permission', partner], ['refiller-notifications', partner],
  ];
  return Object.fromEntries(owners.flatMap(([route, source]) => [[`/link-${route}/:id`, source], [`/edit-link-${route}/:id`, source]]));
}

/** The discount screens (issue 42): the first listed discount (Active for edit, Expired for restart) or its first sub-offer. */
function DISCOUNT_SOURCES(): Record<string, RecordSource> {
  const offer: RecordSource = { list: listDiscounts };
  const subOffer: RecordSource = { list: listDiscounts, input: { status: [1] }, pick: (body) => body.data[0]?.lines[0]?.sub_offer_id };
  return {
    '/discount-view/:id': offer,
    '/edit-discount/:id': { list: listDiscounts, input: { status: [1] } },
    '/clone-discount/:id': offer,
    '/restart-discount/:id': { list: listDiscounts, input: { status: [4] } },
    '/offer-history-view/:id': offer,
    '/suboffer-view/:id': subOffer,
    '/sub-offer-history-view/:id': subOffer,
  };
}

const transfers: RecordSource = { list: listWarehouseOrders, input: { kind: ['material_transfer'] } };

export const RECORD_SOURCES: Readonly<Record<string, RecordSource>> = {
  // A made-up token: the screen then says the link is not valid, which is what a stranger sees.
  '/reset-password/:id': { fixed: 'not-a-real-link' },
  '/order/:id': { list: listOrders },
  '/vm/:id': { list: listActiveVendingMachines },
  '/edit-vm/:id': { list: listActiveVendingMachines },
  // The machine; without refillPlanId the screen says which plan is missing.
  '/view-topup/:id': { list: listActiveVendingMachines },
  '/deletedVm/:id': { list: listDeletedVendingMachines },
  '/vm-snapshot/:vmId': { list: listActiveVendingMachines },
  '/vm-feedback/:id': { list: listActiveVendingMachines },
  '/product/:id': { list: listProducts },
  // A row in use, so the overview shows its products.
  '/product-category/:id': { list: listProductCategories, input: { usage: ['used'] } },
  '/product-brand/:id': { list: listProductBrands, input: { usage: ['used'] } },
  '/product-unit/:id': { list: listProductUnits, input: { usage: ['used'] } },
  '/product-packaging/:id': { list: listProductPackagings, input: { usage: ['used'] } },
  '/edit-product/:id': { list: listProducts },
  '/warehouse/:id': { list: listWarehouses },
  '/edit-warehouse/:id': { list: listWarehouses },
  '/warehouse-stock/:id': { list: listWarehouses },
  '/warehouse-inventory/:warehouseId': { list: listWarehouses },
  '/store-inventory/:id': { list: listInventory, input: { limit: 1 }, pick: (body) => body.places?.stores?.[0]?.id },
  '/material-transfer-overview/:id': transfers,
  '/material-transfer/manage/:id': transfers,
  '/edit-material-transfer/:id': transfers,
  '/transfer-order/:id': transfers,
  '/request-order/:id': { list: listWarehouseOrders, input: { kind: ['request_order'], status: [1] } },
  '/kit-transfer/:id': { list: listWarehouseOrders, input: { kind: ['kit_transfer'] } },
  '/package-transfer/:id': { list: listWarehouseOrders, input: { kind: ['package_transfer'] } },
  '/store-return-order/:id': { list: listWarehouseOrders, input: { kind: ['store_return'] } },
  '/delivery-partner/:id': { list: listDeliveryPartners },
  '/edit-delivery-partner/:id': { list: listDeliveryPartners },
  '/delivery-person/:id': { list: listDeliveryPersons },
  '/edit-delivery-person/:id': { list: listDeliveryPersons },
  '/shipping/:id': { list: listShippings },
  '/manage-shipping/:id': { list: listShippings, input: { status: ['DELIVERED_DP'] } },
  // A store's order: the {id} is the store's.
  '/generate-store-order/:id': { list: listStores },
  '/discarded-bin-overview/:id': { list: listWarehouseOrders, input: { kind: ['bin_discarded'] } },
  // Direct sales are listed only inside their cash collection; the demo's first one (server/seed/demo-warehouse.ts seedCash).
  '/sale-order/:id': { fixed: '1' },
  '/view-cash-order/:id': { list: listCashInHandOrders },
  '/cash-collection/:id': { list: listCashInHandOrders },
  '/user/:id': { list: listUsers },
  '/edit-user/:id': { list: listUsers },
  // The demo warehouse manager (server/seed/demo-core.ts).
  '/wm/:id': { list: listUsers, input: { search: 'warehouse@demo.local' } },
  '/edit-wm/:id': { list: listUsers, input: { search: 'warehouse@demo.local' } },
  '/role/:id': { list: listRoles },
  '/edit-role/:id': { list: listRoles },
  '/advertisement/:id': { list: listAdvertisements },
  '/edit-advertisement/:id': { list: listAdvertisements, input: { status: [1] } },
  '/supplier/:id': { list: listSuppliers },
  '/coupon/:id': { list: listCoupons },
  '/edit-coupon/:id': { list: listCoupons },
  '/edit-supplier/:id': { list: listSuppliers },
  '/refill-partner/:id': { list: listRefillPartnerDirectory },
  '/edit-refill-partner/:id': { list: listRefillPartnerDirectory },
  '/franchise/:id': { list: listFranchises },
  '/edit-franchise/:id': { list: listFranchises },
  '/retailer/:id': { list: listRetailers },
  '/edit-retailer/:id': { list: listRetailers },
  '/zone/:id': { list: listZones },
  '/edit-zone/:id': { list: listZones },
  '/purchase-order/:id': { list: listPurchaseOrders },
  '/edit-purchase-order/:id': { list: listPurchaseOrders, input: { status: ['CREATED'] } },
  '/same-purchase-order/:id': { list: listPurchaseOrders },
  '/purchase-order/manage/:id': { list: listPurchaseOrders, input: { status: ['SHIPPED'] } },
  '/purchase-return/:id': { list: listPurchaseReturns },
  '/edit-purchase-return/:id': { list: listPurchaseReturns, input: { status: ['CREATED'] } },
  '/supplier-return-overview/:id': { list: listSupplierReturns },
  '/edit-supplier-return/:id': { list: listSupplierReturns, input: { status: [1] } },
  '/request-product/:id': { list: listProductRequests },
  '/edit-request-product/:id': { list: listProductRequests, input: { status: ['REQUESTED'] } },
  '/product-feedback/:id': { list: listProducts },
  // Customer feedback is named by its key (vm-{id} or product-{id}); consumers' requests by id (issue 42).
  '/customer-feedback/:id': { list: listCustomerFeedback, pick: (body) => body.data[0]?.key },
  '/requested-product/:id': { list: listConsumerRequests },
  // The tally screens: the overview and a new count take a warehouse; the others a tally.
  '/tally-inventory-overview/:id': { list: listWarehouses },
  '/add-tally-inventory/:id': { list: listWarehouses },
  '/edit-tally-inventory/:id': { list: listTallyInventories, input: { status: ['DRAFT'] } },
  '/tally-inventory/:id': { list: listTallyInventories },
  '/view-tally-order/:id': { list: listTallyInventories, input: { status: ['SUBMITTED'] } },
  '/franchise/:franchiseId/stores': storeFranchise,
  '/franchise/:franchiseId/add-store': storeFranchise,
  '/franchise/:franchiseId/store/:storeId': franchiseStore,
  '/franchise/:franchiseId/edit-store/:storeId': franchiseStore,
  '/franchise/:franchiseId/store/:storeId/create-store-return': franchiseStore,
  '/store-manager/:id': { list: listStoreManagers },
  '/edit-store-manager/:id': { list: listStoreManagers },
  '/setting-vm/:id': { list: listBoardSettingsTemplates },
  '/edit-vm-setting/:id': { list: listBoardSettingsTemplates },
  '/clone-vm-setting/:id': { list: listBoardSettingsTemplates },
  '/templates-vm/:id': { list: listVmTemplates },
  '/bulk-refill/:id': { list: listBulkRefills },
  '/edit-bulk-refill/:id': { list: listBulkRefills, input: { status: [1] } },
  '/edit-vm-template/:id': { list: listVmTemplates },
  '/clone-vm-template/:id': { list: listVmTemplates },
  '/view-planogram-template/:id': { list: listPlanogramTemplates },
  '/edit-planogram-template/:id': { list: listPlanogramTemplates },
  '/planogram-template-clone/:id': { list: listPlanogramTemplates },
  ...LINK_SOURCES(),
  ...DISCOUNT_SOURCES(),
  '/negative-item/:id': { list: listNegativeItems },
  '/view-negative-item/:id': { list: listNegativeItems },
  '/edit-negative-item/:id': { list: listNegativeItems },
  '/link-item/:id': { list: listNegativeItems },
  '/edit-link-item/:id': { list: listNegativeItems },
  '/link-vm-negative-item/:id': { list: listNegativeItems },
  '/edit-vm-negative-item/:id': { list: listNegativeItems },
  '/platform/:id': { list: listPlatforms },
  '/edit-platform/:id': { list: listPlatforms },
  '/platform-linked-vms/:id': { list: listPlatforms },
  '/restricted-products/:id': { list: listPlatforms },
  // The demo's audits (server/seed/demo-dex-audits.ts): a franchise's own machines' audits, or the admin's.
  '/dex-audit/:id': { list: listDexAudits },
};

export const hasParameter = (route: Pick<RouteDef, 'path'>) => route.path.includes(':');

/** The routes with a parameter that RECORD_SOURCES does not say how to fill. */
export const routesWithoutSource = () => ROUTES.filter((r) => hasParameter(r) && !RECORD_SOURCES[r.path]).map((r) => r.path);

export interface SignedInUser {
  roleCode: string;
  permissions: string[];
}

/** Signs a request context in through the API (its own cookie jar, apart from any page's). */
export async function signInApi(api: APIRequestContext, email: string, password: string) {
  const answer = await api.post('/api/user-management', { data: { action: 'login', email, password } });
  if (!answer.ok()) throw new Error(`login of ${email} answered ${answer.status()}`);
}

/** The signed-in user's role and permissions, as the console itself reads them (`me`). */
export async function currentUser(api: APIRequestContext): Promise<SignedInUser> {
  const answer = await api.post('/api/user-management', { data: { action: 'me' } });
  if (!answer.ok()) throw new Error(`me answered ${answer.status()}`);
  const body = (await answer.json()) as { data: { Role: { role_code: string; permissions: string[] } } };
  return { roleCode: body.data.Role.role_code, permissions: body.data.Role.permissions };
}

/** The id of the first record the signed-in user's list gives, or null when it gives none (or refuses). */
async function firstId(api: APIRequestContext, source: RecordSource, cache: Map<ListAction, string | null>): Promise<string | null> {
  if ('fixed' in source) return source.fixed;
  if (!source.input && cache.has(source.list)) return cache.get(source.list)!;
  const answer = await api.post(`/api/${source.list.area}`, { data: { action: source.list.name, limit: 1, ...source.input } });
  const body = answer.ok() ? ((await answer.json()) as { data: { id: number }[] }) : { data: [] };
  const picked = source.pick ? source.pick(body) : body.data[0]?.id;
  const id = picked === undefined ? null : typeof picked === 'object' ? JSON.stringify(picked) : String(picked);
  if (!source.input) cache.set(source.list, id);
  return id;
}

export interface RouteVisit {
  route: RouteDef;
  /** The path to open, parameters filled. */
  path: string;
}

/**
 * The signed-in routes this user may open, each with a path to open. A route whose list gives
 * this user no record is opened with `fallbackIds` (e.g. the admin's), which shows the screen's
 * not-found state: that state has to be accessible too.
 */
export async function signedInVisits(api: APIRequestContext, user: SignedInUser, fallbackIds: ReadonlyMap<string, string> = new Map()): Promise<RouteVisit[]> {
  const cache = new Map<ListAction, string | null>();
  const visits: RouteVisit[] = [];
  for (const route of ROUTES) {
    if (route.public || !routeAllowed(route, user.permissions, user.roleCode)) continue;
    if (!hasParameter(route)) {
      visits.push({ route, path: route.path });
      continue;
    }
    const source = RECORD_SOURCES[route.path];
    if (!source) throw new Error(`${route.path} has a parameter: say in RECORD_SOURCES (tests/e2e/route-samples.ts) where a real one comes from`);
    const id = (await firstId(api, source, cache)) ?? fallbackIds.get(route.path) ?? null;
    if (id === null) throw new Error(`no record to open ${route.path} with`);
    visits.push({ route, path: fillParameters(route.path, id) });
  }
  return visits;
}

/** The public routes (sign-in screens), opened signed out. */
export function publicVisits(): RouteVisit[] {
  return ROUTES.filter((r) => r.public).map((route) => {
    const source = RECORD_SOURCES[route.path];
    const value = source && 'fixed' in source ? source.fixed : null;
    if (hasParameter(route) && value === null) throw new Error(`${route.path} is public: give it a fixed value in RECORD_SOURCES`);
    return { route, path: value === null ? route.path : fillParameters(route.path, value) };
  });
}

/** One id fills every parameter; a JSON object (from a two-parameter `pick`) fills each by name. */
const fillParameters = (pattern: string, id: string) => {
  const named = id.startsWith('{') ? (JSON.parse(id) as Record<string, number>) : null;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(named ? String(named[name]) : id));
};
