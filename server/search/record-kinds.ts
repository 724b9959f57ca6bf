/**
 * How the palette's record search finds each kind of contract/record-kinds.ts: its table, the
 * list permission and scope it keeps (the same as the kind's list screen), what it is matched
 * on, the number or name it shows, its status and the path of its view. One row per kind.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RecordKind } from '../../contract/record-kinds.ts';
import type { Permission } from '../../contract/permissions.ts';
import { listAdvertisements, adStatusName } from '../../contract/actions/advertisements.ts';
import { listBulkRefills, bulkRefillStatus } from '../../contract/actions/bulk-refills.ts';
import { listCashInHandOrders } from '../../contract/actions/cash-collections.ts';
import { listCoupons, couponStatusName } from '../../contract/actions/coupons.ts';
import { listDeliveryPartners } from '../../contract/actions/delivery-partners.ts';
import { listDeliveryPersons } from '../../contract/actions/delivery-persons.ts';
import { listDexAudits } from '../../contract/actions/dex-audits.ts';
import { listFranchises } from '../../contract/actions/franchises.ts';
import { listDiscounts } from '../../contract/actions/offers.ts';
import { listPlanogramTemplates } from '../../contract/actions/planogram-templates.ts';
import { listProducts, productStatus } from '../../contract/actions/products.ts';
import { listPurchaseOrders } from '../../contract/actions/purchase-orders.ts';
import { listPurchaseReturns } from '../../contract/actions/purchase-returns.ts';
import { listRefillPartnerDirectory, refillPartnerStatus } from '../../contract/actions/refill-partners.ts';
import { listRefills } from '../../contract/actions/refills.ts';
import { listRetailers } from '../../contract/actions/retailers.ts';
import { listShippings } from '../../contract/actions/shipping.ts';
import { listStores } from '../../contract/actions/stores.ts';
import { listSupplierReturns } from '../../contract/actions/supplier-returns.ts';
import { listSuppliers } from '../../contract/actions/suppliers.ts';
import { listTallyInventories } from '../../contract/actions/tally-inventories.ts';
import { listVmTemplates } from '../../contract/actions/vm-templates.ts';
import { listWarehouseOrders, type OrderKind } from '../../contract/actions/warehouse-orders.ts';
import { listWarehouses } from '../../contract/actions/warehouses.ts';
import { listZones } from '../../contract/actions/zones.ts';
import {
  OFFER_STATUSES, cashCollectionState, orderStatus, purchaseOrderStatus, purchaseReturnStatus, refillStatus, shippingStatus, tallyStatus,
} from '../../contract/statuses.ts';
import {
  advertisements, bulkRefills, cashCollections, coupons, deliveryPartners, deliveryPersons, dexAudits, franchises, offers, planogramTemplates,
  products, purchaseOrders, purchaseReturns, refillPartners, refillPlans, retailers, stores, suppliers, tallyInventories, vmTemplates,
  warehouseOrders, warehouses, zones,
} from '../db/schema/index.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { allOf } from '../http/list.ts';
import { productScope } from '../actions/products.ts';
import { shippingScope } from '../actions/shipping.ts';
import { cashScope } from '../records/cash-collection.ts';
import { advertisementScope } from '../records/advertisement.ts';
import { bulkRefillScope } from '../records/bulk-refill.ts';
import { couponScope } from '../records/coupon.ts';
import { deliveryPartnerScope } from '../records/delivery-partner.ts';
import { deliveryPersonScope } from '../records/delivery-person.ts';
import { dexAuditScope } from '../records/dex-audit.ts';
import { franchiseScope } from '../records/franchise.ts';
import { offerScope } from '../records/offer.ts';
import { planogramTemplateScope } from '../records/planogram-template.ts';
import { purchaseOrderScope } from '../records/purchase-order.ts';
import { purchaseReturnScope } from '../records/purchase-return.ts';
import { refillPartnerScope } from '../records/refill-partner.ts';
import { refillPlanScope } from '../records/refill-plan.ts';
import { retailerScope } from '../records/retailer.ts';
import { storeScope } from '../records/store.ts';
import { supplierReturnScope } from '../records/supplier-return.ts';
import { supplierScope } from '../records/supplier.ts';
import { tallyScope } from '../records/tally.ts';
import { vmTemplateScope } from '../records/vm-template.ts';
import { isKind, warehouseOrderScope } from '../records/warehouse-order.ts';
import { warehouseScope } from '../records/warehouse.ts';
import { zoneScope } from '../records/zone.ts';

/** A status as the search reads it: its column's value as text (a boolean as 'true' or 'false'). */
type Status = string;

export interface SearchKind {
  table: PgTable;
  id: AnyColumn;
  /** The list action whose permission (any of) the caller needs; none: every signed-in user. */
  permissions: readonly Permission[];
  scope: (caller: ScopeCaller) => SQL | undefined;
  /** What the query is looked for in (contains, any case); the first is the hit's title. */
  match: [AnyColumn | SQL, ...(AnyColumn | SQL)[]];
  /** A number shown but not stored (PO-000002 is order 2): the id it names, if the query is one. */
  idOf?: (query: string) => number | null;
  /** The title when it is not the first match column. */
  title?: SQL;
  subtitle?: AnyColumn | SQL;
  status?: AnyColumn | SQL;
  statusName?: (status: Status) => string | null;
  /** A second id the path needs (a store's franchise, a refill plan's machine). */
  parent?: AnyColumn;
  path: (id: number, parent: number | null) => string;
}

/** "PO-000002", "po 2", "PO2" → 2 for prefix PO; null for anything else. */
export const numbered = (prefix: string, offset = 0) => (query: string): number | null => {
  const match = new RegExp(`^${prefix}[-\\s]?0*(\\d{1,9})$`, 'i').exec(query.trim());
  const id = match ? Number(match[1]) - offset : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

const named = (entries: readonly { id: string | number; name: string }[]) => (status: string | number) =>
  entries.find((e) => e.id === status)?.name ?? null;
const activeName = (status: Status) => (status === 'true' ? 'Active' : 'Inactive');

/** The orders of one kind of warehouse_orders (they share the table and its number column). */
function warehouseOrderKind(kind: OrderKind, path: (id: number) => string, scope = warehouseOrderScope, permissions: readonly Permission[] = listWarehouseOrders.permissions): SearchKind {
  const W = warehouseOrders;
  return {
    table: W, id: W.id, permissions, path,
    scope: (caller) => allOf(scope(caller), isKind(kind)),
    // search_text (the number and a supplier's name, lower-cased) is what the orders' trigram index serves.
    match: [W.search_text], title: sql`${W.order_id}`,
    subtitle: sql`coalesce(${W.destination_name}, '')`,
    status: kind === 'shipping_order' ? sql`coalesce(${W.shipping_status}, ${W.status}::text)` : W.status,
    statusName: kind === 'shipping_order'
      ? (s) => (Number.isNaN(Number(s)) ? shippingStatus(s).name : orderStatus(Number(s)).name)
      : (s) => orderStatus(Number(s)).name,
  };
}

export const SEARCH_KINDS: Record<RecordKind, SearchKind> = {
  purchase_order: {
    table: purchaseOrders, id: purchaseOrders.id, permissions: listPurchaseOrders.permissions, scope: purchaseOrderScope,
    match: [sql`coalesce(${purchaseOrders.invoice_number}, 'PO-' || lpad(${purchaseOrders.id}::text, 6, '0'))`], idOf: numbered('PO'),
    status: purchaseOrders.status, statusName: (s) => purchaseOrderStatus(s).name, path: (id) => `/purchase-order/${id}`,
  },
  purchase_return: {
    table: purchaseReturns, id: purchaseReturns.id, permissions: listPurchaseReturns.permissions, scope: purchaseReturnScope,
    match: [sql`'Return ' || ${purchaseReturns.id}`], idOf: numbered('(?:PR|Return)'),
    status: purchaseReturns.status, statusName: (s) => purchaseReturnStatus(s).name, path: (id) => `/purchase-return/${id}`,
  },
  refill_plan: {
    table: refillPlans, id: refillPlans.id, permissions: listRefills.permissions, scope: refillPlanScope,
    match: [refillPlans.plan_id], idOf: numbered('RP', 5000), subtitle: refillPlans.kind, parent: refillPlans.vending_machine_id,
    status: refillPlans.status, statusName: (s) => refillStatus(Number(s)).name,
    path: (id, machine) => `/view-refill-plan?vmId=${machine}&refillPlanId=${id}`,
  },
  bulk_refill: {
    table: bulkRefills, id: bulkRefills.id, permissions: listBulkRefills.permissions, scope: bulkRefillScope,
    match: [bulkRefills.bulk_refill_id, bulkRefills.name], subtitle: bulkRefills.name,
    status: bulkRefills.status, statusName: (s) => bulkRefillStatus(Number(s)).name, path: (id) => `/bulk-refill/${id}`,
  },
  shipping_order: warehouseOrderKind('shipping_order', (id) => `/shipping/${id}`, shippingScope, listShippings.permissions),
  material_transfer: warehouseOrderKind('material_transfer', (id) => `/material-transfer-overview/${id}`),
  kit_transfer: warehouseOrderKind('kit_transfer', (id) => `/kit-transfer/${id}`),
  package_transfer: warehouseOrderKind('package_transfer', (id) => `/package-transfer/${id}`),
  request_order: warehouseOrderKind('request_order', (id) => `/request-order/${id}`),
  supplier_return: warehouseOrderKind('supplier_return', (id) => `/supplier-return-overview/${id}`, supplierReturnScope, listSupplierReturns.permissions),
  store_return: warehouseOrderKind('store_return', (id) => `/store-return-order/${id}`),
  bin_discarded: warehouseOrderKind('bin_discarded', (id) => `/discarded-bin-overview/${id}`),
  cash_collection: {
    table: cashCollections, id: cashCollections.id, permissions: listCashInHandOrders.permissions, scope: cashScope,
    match: [cashCollections.order_id], status: cashCollections.state, statusName: (s) => cashCollectionState(s).name,
    path: (id) => `/view-cash-order/${id}`,
  },
  tally_order: {
    table: tallyInventories, id: tallyInventories.id, permissions: listTallyInventories.permissions, scope: tallyScope,
    match: [sql`'TI-' || lpad(${tallyInventories.id}::text, 6, '0')`], idOf: numbered('TI'),
    status: tallyInventories.status, statusName: (s) => tallyStatus(s).name, path: (id) => `/tally-inventory/${id}`,
  },
  dex_audit: {
    table: dexAudits, id: dexAudits.id, permissions: listDexAudits.permissions, scope: dexAuditScope,
    match: [dexAudits.serial, dexAudits.file_name], subtitle: dexAudits.file_name,
    status: dexAudits.status, statusName: (s) => (s === 'matched' ? 'Matched' : 'Unmatched'), path: (id) => `/dex-audit/${id}`,
  },
  supplier: {
    table: suppliers, id: suppliers.id, permissions: listSuppliers.permissions, scope: supplierScope,
    match: [suppliers.company_name], subtitle: suppliers.contact_person_name, path: (id) => `/supplier/${id}`,
  },
  warehouse: { table: warehouses, id: warehouses.id, permissions: listWarehouses.permissions, scope: warehouseScope, match: [warehouses.name], path: (id) => `/warehouse/${id}` },
  store: {
    table: stores, id: stores.id, permissions: listStores.permissions, scope: storeScope, match: [stores.name],
    status: stores.is_active, statusName: activeName, parent: stores.franchise_id,
    path: (id, franchise) => `/franchise/${franchise}/store/${id}`,
  },
  franchise: {
    table: franchises, id: franchises.id, permissions: listFranchises.permissions, scope: franchiseScope, match: [franchises.name],
    status: franchises.is_active, statusName: activeName, path: (id) => `/franchise/${id}`,
  },
  retailer: {
    table: retailers, id: retailers.id, permissions: listRetailers.permissions, scope: retailerScope, match: [retailers.name],
    status: retailers.is_active, statusName: activeName, path: (id) => `/retailer/${id}`,
  },
  zone: { table: zones, id: zones.id, permissions: listZones.permissions, scope: zoneScope, match: [zones.name], path: (id) => `/zone/${id}` },
  refill_partner: {
    table: refillPartners, id: refillPartners.id, permissions: listRefillPartnerDirectory.permissions, scope: refillPartnerScope,
    match: [refillPartners.name], status: refillPartners.status, statusName: (s) => refillPartnerStatus(Number(s)).name,
    path: (id) => `/refill-partner/${id}`,
  },
  delivery_partner: {
    table: deliveryPartners, id: deliveryPartners.id, permissions: listDeliveryPartners.permissions, scope: deliveryPartnerScope,
    match: [deliveryPartners.name], status: deliveryPartners.active, statusName: activeName, path: (id) => `/delivery-partner/${id}`,
  },
  delivery_person: {
    table: deliveryPersons, id: deliveryPersons.id, permissions: listDeliveryPersons.permissions, scope: deliveryPersonScope,
    match: [deliveryPersons.name], status: deliveryPersons.active, statusName: activeName, path: (id) => `/delivery-person/${id}`,
  },
  vm_template: {
    table: vmTemplates, id: vmTemplates.id, permissions: listVmTemplates.permissions, scope: vmTemplateScope,
    match: [vmTemplates.name], path: (id) => `/templates-vm/${id}`,
  },
  planogram_template: {
    table: planogramTemplates, id: planogramTemplates.id, permissions: listPlanogramTemplates.permissions, scope: planogramTemplateScope,
    match: [planogramTemplates.name], path: (id) => `/view-planogram-template/${id}`,
  },
  coupon: {
    table: coupons, id: coupons.id, permissions: listCoupons.permissions, scope: couponScope, match: [coupons.code],
    status: coupons.status, statusName: (s) => couponStatusName(Number(s)), path: (id) => `/coupon/${id}`,
  },
  discount: {
    table: offers, id: offers.id, permissions: listDiscounts.permissions, scope: offerScope, match: [offers.name],
    status: offers.status, statusName: (s) => named(OFFER_STATUSES)(Number(s)), path: (id) => `/discount-view/${id}`,
  },
  advertisement: {
    table: advertisements, id: advertisements.id, permissions: listAdvertisements.permissions, scope: advertisementScope,
    match: [advertisements.name], status: advertisements.status, statusName: (s) => adStatusName(Number(s)), path: (id) => `/advertisement/${id}`,
  },
  product: {
    table: products, id: products.id, permissions: listProducts.permissions, scope: productScope,
    match: [products.sku, products.name], title: sql`${products.name}`, subtitle: products.sku,
    status: products.status, statusName: (s) => productStatus(Number(s)).name, path: (id) => `/product/${id}`,
  },
};

