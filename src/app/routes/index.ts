/**
 * The route table: every feature's routes (src/features/<domain>/routes.ts), in sidebar and
 * palette order. Only concatenation lives here, one import and one spread per feature, so a
 * generator can add a feature with two lines. After changing a route, run `npm run gen:paths`.
 */
import type { RouteDef } from '../../platform/routes/types.ts';
import { authRoutes } from '../../features/auth/routes.ts';
import { accountRoutes } from '../../features/account/routes.ts';
import { orderRoutes } from '../../features/orders/routes.ts';
import { machineRoutes } from '../../features/machines/routes.ts';
import { productRoutes } from '../../features/products/routes.ts';
import { warehouseRoutes } from '../../features/warehouses/routes.ts';
import { machineConfigRoutes } from '../../features/machine-config/routes.ts';
import { planogramChangeRoutes } from '../../features/planogram-change/routes.ts';
import { warehouseOrderRoutes } from '../../features/warehouse-orders/routes.ts';
import { transferRoutes } from '../../features/transfers/routes.ts';
import { cashRoutes } from '../../features/cash/routes.ts';
import { refillRoutes } from '../../features/refills/routes.ts';
import { refillPlanRoutes } from '../../features/refill-plans/routes.ts';
import { notificationRoutes } from '../../features/notifications/routes.ts';
import { actionHistoryRoutes } from '../../features/action-history/routes.ts';
import { userRoutes } from '../../features/users/routes.ts';
import { roleRoutes } from '../../features/roles/routes.ts';
import { suppliersRoutes } from '../../features/suppliers/routes.ts';
import { purchaseOrdersRoutes } from '../../features/purchase-orders/routes.ts';
import { purchaseReturnsRoutes } from '../../features/purchase-returns/routes.ts';
import { supplierReturnsRoutes } from '../../features/supplier-returns/routes.ts';
import { catalogueListRoutes } from '../../features/catalogue-lists/routes.ts';
import { productRequestsRoutes } from '../../features/product-requests/routes.ts';
import { productFeedbackRoutes } from '../../features/product-feedback/routes.ts';
import { vmFeedbackRoutes } from '../../features/vm-feedback/routes.ts';
import { tallyInventoryRoutes } from '../../features/tally-inventory/routes.ts';
import { inventoryRoutes } from '../../features/inventory/routes.ts';
import { franchisesRoutes } from '../../features/franchises/routes.ts';
import { retailersRoutes } from '../../features/retailers/routes.ts';
import { storesRoutes } from '../../features/stores/routes.ts';
import { boardSettingsTemplatesRoutes } from '../../features/board-settings-templates/routes.ts';
import { hardwareBoardsRoutes } from '../../features/hardware-boards/routes.ts';
import { zonesRoutes } from '../../features/zones/routes.ts';
import { vmTemplatesRoutes } from '../../features/vm-templates/routes.ts';
import { planogramTemplatesRoutes } from '../../features/planogram-templates/routes.ts';
import { warehouseOrderViewRoutes } from '../../features/warehouse-order-views/routes.ts';
import { bulkRefillRoutes } from '../../features/bulk-refills/routes.ts';
import { deliveryPartnersRoutes } from '../../features/delivery-partners/routes.ts';
import { deliveryPersonsRoutes } from '../../features/delivery-persons/routes.ts';
import { shippingRoutes } from '../../features/shipping/routes.ts';
import { refillPartnersRoutes } from '../../features/refill-partners/routes.ts';
import { storeReturnRoutes } from '../../features/store-returns/routes.ts';
import { storeManagerRoutes } from '../../features/store-managers/routes.ts';
import { kitTransferRoutes } from '../../features/kit-transfers/routes.ts';
import { linkRoutes } from '../../features/links/routes.ts';
import { transactionRoutes } from '../../features/transactions/routes.ts';
import { advertisementsRoutes } from '../../features/advertisements/routes.ts';
import { offersRoutes } from '../../features/offers/routes.ts';
import { negativeItemsRoutes } from '../../features/negative-items/routes.ts';
import { platformsRoutes } from '../../features/platforms/routes.ts';
import { couponsRoutes } from '../../features/coupons/routes.ts';
import { reportRequestsRoutes } from '../../features/report-requests/routes.ts';
import { analyticsRoutes } from '../../features/analytics/routes.ts';
import { customerFeedbackRoutes } from '../../features/customer-feedback/routes.ts';
import { consumerRequestRoutes } from '../../features/consumer-requests/routes.ts';
import { dexAuditsRoutes } from '../../features/dex-audits/routes.ts';
import { dexReconcileRoutes } from '../../features/dex-reconcile/routes.ts';
// new-domain: import

export const ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...machineRoutes,
  ...productRoutes,
  ...catalogueListRoutes,
  ...warehouseRoutes,
  ...machineConfigRoutes,
  ...planogramChangeRoutes,
  ...warehouseOrderRoutes,
  ...transferRoutes,
  ...cashRoutes,
  ...refillRoutes,
  ...refillPlanRoutes,
  ...notificationRoutes,
  ...actionHistoryRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...suppliersRoutes,
  ...purchaseOrdersRoutes,
  ...purchaseReturnsRoutes,
  ...supplierReturnsRoutes,
  ...productRequestsRoutes,
  ...productFeedbackRoutes,
  ...vmFeedbackRoutes,
  ...tallyInventoryRoutes,
  ...inventoryRoutes,
  ...franchisesRoutes,
  ...retailersRoutes,
  ...storesRoutes,
  ...boardSettingsTemplatesRoutes,
  ...hardwareBoardsRoutes,
  ...zonesRoutes,
  ...vmTemplatesRoutes,
  ...planogramTemplatesRoutes,
  ...warehouseOrderViewRoutes,
  ...bulkRefillRoutes,
  ...deliveryPartnersRoutes,
  ...deliveryPersonsRoutes,
  ...shippingRoutes,
  ...refillPartnersRoutes,
  ...storeReturnRoutes,
  ...storeManagerRoutes,
  ...kitTransferRoutes,
  ...linkRoutes,
  ...transactionRoutes,
  ...advertisementsRoutes,
  ...offersRoutes,
  ...negativeItemsRoutes,
  ...platformsRoutes,
  ...couponsRoutes,
  ...reportRequestsRoutes,
  ...analyticsRoutes,
  ...customerFeedbackRoutes,
  ...consumerRequestRoutes,
  ...dexAuditsRoutes,
  ...dexReconcileRoutes,
  // new-domain: routes
];
