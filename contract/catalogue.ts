/**
 * The whole action catalogue. Each module under actions/ exports its ActionSpecs;
 * add a module here and the router, the docs and the generated tests pick it up.
 */
import type { ActionSpec } from './action.ts';
import * as session from './actions/session.ts';
import * as uploads from './actions/uploads.ts';
import * as users from './actions/users.ts';
import * as roles from './actions/roles.ts';
import * as vendingMachines from './actions/vending-machines.ts';
import * as orders from './actions/orders.ts';
import * as products from './actions/products.ts';
import * as warehouses from './actions/warehouses.ts';
import * as warehouseOrders from './actions/warehouse-orders.ts';
import * as materialTransfers from './actions/material-transfers.ts';
import * as cashCollections from './actions/cash-collections.ts';
import * as refills from './actions/refills.ts';
import * as notifications from './actions/notifications.ts';
import * as machineIndex from './actions/machine-index.ts';
import * as vmStatus from './actions/vm-status.ts';
import * as issueReporter from './actions/issue-reporter.ts';
import * as actionHistory from './actions/action-history.ts';
import * as suppliers from './actions/suppliers.ts';
import * as places from './actions/places.ts';
import * as purchaseOrders from './actions/purchase-orders.ts';
import * as purchaseReturns from './actions/purchase-returns.ts';
import * as supplierReturns from './actions/supplier-returns.ts';
import * as tallyInventories from './actions/tally-inventories.ts';
import * as purchaseSuggestions from './actions/purchase-suggestions.ts';
import * as catalogueLists from './actions/catalogue-lists.ts';
import * as productRequests from './actions/product-requests.ts';
import * as productFeedback from './actions/product-feedback.ts';
import * as inventory from './actions/inventory.ts';
import * as franchises from './actions/franchises.ts';
import * as retailers from './actions/retailers.ts';
import * as stores from './actions/stores.ts';
import * as boardSettingsTemplates from './actions/board-settings-templates.ts';
import * as hardwareBoards from './actions/hardware-boards.ts';
import * as deviceKeys from './actions/device-keys.ts';
import * as zones from './actions/zones.ts';
import * as vmTemplates from './actions/vm-templates.ts';
import * as planogramTemplates from './actions/planogram-templates.ts';
import * as vmFeedback from './actions/vm-feedback.ts';
import * as machineCoils from './actions/machine-coils.ts';
import * as planogramChange from './actions/planogram-change.ts';
import * as machineEvents from './actions/machine-events.ts';
import * as machineConfig from './actions/machine-config.ts';
import * as machineReport from './actions/machine-report.ts';
import * as refillPlans from './actions/refill-plans.ts';
import * as bulkRefills from './actions/bulk-refills.ts';
import * as bulk from './actions/bulk.ts';
import * as refillSuggestions from './actions/refill-suggestions.ts';
import * as requestOrders from './actions/request-orders.ts';
import * as binOrders from './actions/bin-orders.ts';
import * as saleOrders from './actions/sale-orders.ts';
import * as storeReturns from './actions/store-returns.ts';
import * as deliveryPartners from './actions/delivery-partners.ts';
import * as deliveryPersons from './actions/delivery-persons.ts';
import * as shipping from './actions/shipping.ts';
import * as refillPartners from './actions/refill-partners.ts';
import * as storeManagers from './actions/store-managers.ts';
import * as kitTransfers from './actions/kit-transfers.ts';
import * as links from './actions/links.ts';
import * as refunds from './actions/refunds.ts';
import * as payments from './actions/payments.ts';
import * as directSales from './actions/direct-sales.ts';
import * as advertisements from './actions/advertisements.ts';
import * as offers from './actions/offers.ts';
import * as negativeItems from './actions/negative-items.ts';
import * as platforms from './actions/platforms.ts';
import * as coupons from './actions/coupons.ts';
import * as campaigns from './actions/campaigns.ts';
import * as sales from './actions/sales.ts';
import * as analytics from './actions/analytics.ts';
import * as customerFeedback from './actions/customer-feedback.ts';
import * as consumerRequests from './actions/consumer-requests.ts';
import * as reportRequests from './actions/report-requests.ts';
import * as dexAudits from './actions/dex-audits.ts';
import * as dexIntegrationKeys from './actions/dex-integration-keys.ts';

import * as dexStock from './actions/dex-stock.ts';

import * as dexReconcile from './actions/dex-reconcile.ts';
import * as undo from './actions/undo.ts';
import * as restores from './actions/restores.ts';
import * as refillPlanPartner from './actions/refill-plan-partner.ts';
import * as refillPlanUndo from './actions/refill-plan-undo.ts';

import * as recordSearch from './actions/record-search.ts';
import * as machineSteps from './actions/machine-steps.ts';
import * as userStatus from './actions/user-status.ts';
// new-domain: import

const modules: Record<string, unknown>[] = [
  session, uploads, users, roles, vendingMachines, orders, products, warehouses, warehouseOrders, materialTransfers, cashCollections,
  refills, notifications, machineIndex, vmStatus, issueReporter, actionHistory,
  suppliers,
  places,
  purchaseOrders,
  purchaseReturns,
  supplierReturns,
  tallyInventories,
  purchaseSuggestions,
  catalogueLists,
  productRequests,
  productFeedback,
  vmFeedback,
  inventory,
  franchises,
  retailers,
  stores,
  boardSettingsTemplates,
  hardwareBoards,
  deviceKeys,
  zones,
  vmTemplates,
  planogramTemplates,
  machineCoils,
  planogramChange,
  machineEvents,
  machineConfig,
  machineReport,
  refillPlans,
  bulkRefills,
  bulk,
  refillSuggestions,
  requestOrders, binOrders, saleOrders, storeReturns,
  deliveryPartners,
  deliveryPersons,
  shipping,
  refillPartners,
  storeManagers,
  kitTransfers,
  links, links.LINK_CATALOGUE,
  refunds,
  payments,
  directSales,
  advertisements,
  offers,
  negativeItems,
  platforms,
  coupons,
  campaigns,
  sales,
  analytics,
  customerFeedback,
  consumerRequests,
  reportRequests,
  dexAudits,
  dexIntegrationKeys,
  recordSearch,
  machineSteps, userStatus,

  dexStock,

  dexReconcile,
  undo,
  restores,
  refillPlanPartner,
  refillPlanUndo,
  // new-domain: module
];

function isActionSpec(value: unknown): value is ActionSpec {
  return typeof value === 'object' && value !== null && 'area' in value && 'name' in value && 'request' in value;
}

/** Sorted by area and name, so every reader (router, docs, tests) sees one order. */
export const CATALOGUE: readonly ActionSpec[] = modules
  .flatMap((m) => Object.values(m).filter(isActionSpec))
  .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));

const byKey = new Map<string, ActionSpec>();
for (const spec of CATALOGUE) {
  const key = `${spec.area} ${spec.name}`;
  if (byKey.has(key)) throw new Error(`action ${key} is defined twice`);
  byKey.set(key, spec);
}

export function findAction(area: string, name: string): ActionSpec | undefined {
  return byKey.get(`${area} ${name}`);
}
