/** Every action handler, keyed `${area} ${name}` like the catalogue. */
import type { RegisteredHandler } from '../context.ts';
import { undoHandler } from './undo.ts';
import { restoreHandlers } from './restores.ts';
import { sessionHandlers } from './session.ts';
import { recordSearchHandlers } from '../search/record-search.ts';
import { uploadHandlers } from './uploads.ts';
import { userHandlers } from './users.ts';
import { userStatusHandlers } from './user-status.ts';
import { machineStepHandlers } from './machine-steps.ts';
import { roleHandlers } from './roles.ts';
import { vendingMachineHandlers } from './vending-machines.ts';
import { orderHandlers } from './orders.ts';
import { productImportHandlers } from './product-import.ts';
import { productHandlers } from './products.ts';
import { warehouseHandlers } from './warehouses.ts';
import { warehouseOrderHandlers } from './warehouse-orders.ts';
import { materialTransferHandlers } from './material-transfers.ts';
import { cashCollectionHandlers } from './cash-collections.ts';
import { refillHandlers } from './refills.ts';
import { notificationHandlers } from './notifications.ts';
import { machineIndexHandlers } from './machine-index.ts';
import { vmStatusHandlers } from './vm-status.ts';
import { issueReporterHandlers } from './issue-reporter.ts';
import { actionHistoryHandlers } from './action-history.ts';
import { suppliersHandlers } from './suppliers.ts';
import { placeHandlers } from './places.ts';
import { purchaseOrdersHandlers } from './purchase-orders.ts';
import { purchaseReturnsHandlers } from './purchase-returns.ts';
import { supplierReturnsHandlers } from './supplier-returns.ts';
import { tallyInventoriesHandlers } from './tally-inventories.ts';
import { purchaseSuggestionHandlers } from './purchase-suggestions.ts';
import { catalogueListHandlers } from './catalogue-lists.ts';
import { productRequestsHandlers } from './product-requests.ts';
import { productFeedbackHandlers } from './product-feedback.ts';
import { vmFeedbackHandlers } from './vm-feedback.ts';
import { inventoryHandlers } from './inventory.ts';
import { franchisesHandlers } from './franchises.ts';
import { retailersHandlers } from './retailers.ts';
import { storesHandlers } from './stores.ts';
import { boardSettingsTemplatesHandlers } from './board-settings-templates.ts';
import { hardwareBoardsHandlers } from './hardware-boards.ts';
import { deviceKeyHandlers } from './device-keys.ts';
import { zonesHandlers } from './zones.ts';
import { vmTemplatesHandlers } from './vm-templates.ts';
import { planogramTemplatesHandlers } from './planogram-templates.ts';
import { machineCoilHandlers } from './machine-coils.ts';
import { planogramChangeHandlers } from './planogram-change.ts';
import { machineEventHandlers } from './machine-events.ts';
import { machineConfigHandlers } from './machine-config.ts';
import { machineReportHandlers } from './machine-report.ts';
import { refillPlanHandlers } from './refill-plans.ts';
import { bulkRefillHandlers } from './bulk-refills.ts';
import { bulkHandlers } from './bulk.ts';
import { refillSuggestionHandlers } from './refill-suggestions.ts';
import { requestOrderHandlers } from './request-orders.ts';
import { binOrderHandlers } from './bin-orders.ts';
import { saleOrderHandlers } from './sale-orders.ts';
import { storeReturnHandlers } from './store-returns.ts';
import { deliveryPartnersHandlers } from './delivery-partners.ts';
import { deliveryPersonsHandlers } from './delivery-persons.ts';
import { shippingHandlers } from './shipping.ts';
import { refillPartnersHandlers } from './refill-partners.ts';
import { storeManagerHandlers } from './store-managers.ts';
import { kitTransferHandlers } from './kit-transfers.ts';
import { linkHandlers } from './links.ts';
import { refundHandlers } from './refunds.ts';
import { paymentHandlers } from './payments.ts';
import { directSaleHandlers } from './direct-sales.ts';
import { advertisementsHandlers } from './advertisements.ts';
import { offerHandlers } from './offers.ts';
import { negativeItemsHandlers } from './negative-items.ts';
import { platformsHandlers } from './platforms.ts';
import { couponsHandlers } from './coupons.ts';
import { campaignsHandlers } from './campaigns.ts';
import { saleHandlers } from './sales.ts';
import { analyticsHandlers } from './analytics.ts';
import { customerFeedbackHandlers } from './customer-feedback.ts';
import { consumerRequestHandlers } from './consumer-requests.ts';
import { reportRequestHandlers } from './report-requests.ts';
import { dexAuditsHandlers } from './dex-audits.ts';
import { dexStockHandlers } from './dex-stock.ts';

import { dexReconcileHandlers } from './dex-reconcile.ts';
// new-domain: import

const all: RegisteredHandler[] = [
  ...sessionHandlers, ...uploadHandlers, ...userHandlers, ...userStatusHandlers, ...machineStepHandlers, ...roleHandlers, ...vendingMachineHandlers, ...orderHandlers, ...productHandlers, ...productImportHandlers,
  ...warehouseHandlers, ...warehouseOrderHandlers, ...materialTransferHandlers, ...cashCollectionHandlers, ...refillHandlers,
  ...notificationHandlers, ...machineIndexHandlers, ...vmStatusHandlers, ...issueReporterHandlers, ...actionHistoryHandlers,
  ...suppliersHandlers,
  ...placeHandlers,
  ...purchaseOrdersHandlers,
  ...purchaseReturnsHandlers,
  ...supplierReturnsHandlers,
  ...tallyInventoriesHandlers,
  ...purchaseSuggestionHandlers,
  ...catalogueListHandlers,
  ...productRequestsHandlers,
  ...productFeedbackHandlers,
  ...vmFeedbackHandlers,
  ...inventoryHandlers,
  ...franchisesHandlers,
  ...retailersHandlers,
  ...storesHandlers,
  ...boardSettingsTemplatesHandlers,
  ...hardwareBoardsHandlers,
  ...deviceKeyHandlers,
  ...zonesHandlers,
  ...vmTemplatesHandlers,
  ...planogramTemplatesHandlers,
  ...machineCoilHandlers,
  ...planogramChangeHandlers,
  ...machineEventHandlers,
  ...machineConfigHandlers,
  ...machineReportHandlers,
  ...refillPlanHandlers,
  ...bulkRefillHandlers,
  // Looked up when a bulk run starts, by then HANDLERS is built.
  ...bulkHandlers((key) => HANDLERS.get(key)),
  ...refillSuggestionHandlers,
  ...requestOrderHandlers, ...binOrderHandlers, ...saleOrderHandlers, ...storeReturnHandlers,
  ...deliveryPartnersHandlers,
  ...deliveryPersonsHandlers,
  ...shippingHandlers,
  ...refillPartnersHandlers,
  ...storeManagerHandlers,
  ...kitTransferHandlers,
  ...linkHandlers,
  ...refundHandlers,
  ...paymentHandlers,
  ...directSaleHandlers,
  ...advertisementsHandlers,
  ...offerHandlers,
  ...negativeItemsHandlers,
  ...platformsHandlers,
  ...couponsHandlers,
  ...campaignsHandlers,
  ...saleHandlers,
  ...analyticsHandlers,
  ...customerFeedbackHandlers,
  ...consumerRequestHandlers,
  ...reportRequestHandlers,
  ...dexAuditsHandlers,
  ...dexStockHandlers,

  ...dexReconcileHandlers,
  // Finds the inverse among the handlers when it runs, once the map below exists.
  undoHandler((spec) => HANDLERS.get(`${spec.area} ${spec.name}`)),
  ...restoreHandlers,

  ...recordSearchHandlers,
  // new-domain: handlers
];

export const HANDLERS: ReadonlyMap<string, RegisteredHandler> = new Map(
  all.map((h) => [`${h.spec.area} ${h.spec.name}`, h]),
);
