/**
 * Every record command of the console, enumerable without mounting a screen (the docs and the
 * tests read this list; screens bind their own part of it to their flow).
 */
import type { RecordAction, RecordCommand } from '../record.ts';
import { CASH_COMMANDS } from './cash.ts';
import { TRANSFER_COMMANDS } from './transfer.ts';
import { SUPPLIER_ACTIONS } from './suppliers.ts';
import { PRODUCT_ACTIONS } from './products.ts';
import { PURCHASE_ORDER_ACTIONS, PURCHASE_ORDER_COMMANDS, PURCHASE_RETURN_ACTIONS } from './purchase-orders.ts';
import { ROLE_ACTIONS, USER_ACTIONS } from './users.ts';
import { SUPPLIER_RETURN_ACTIONS } from './supplier-returns.ts';
import { WAREHOUSE_ACTIONS } from './warehouses.ts';
import { WAREHOUSE_LINK_ACTIONS } from './links.ts';
import { CATALOGUE_LIST_ACTIONS } from './catalogue-lists.ts';
import { PRODUCT_REQUEST_ACTIONS } from './product-requests.ts';
import { TALLY_ACTIONS, TALLY_WAREHOUSE_ACTIONS } from './tally-inventories.ts';
import { WAREHOUSE_INVENTORY_ACTIONS } from './inventory.ts';
import { FRANCHISE_ACTIONS } from './franchises.ts';
import { RETAILER_ACTIONS } from './retailers.ts';
import { STORE_ACTIONS } from './stores.ts';
import { BOARD_SETTINGS_TEMPLATE_ACTIONS } from './board-settings-templates.ts';
import { DEVICE_KEY_ACTIONS } from './device-keys.ts';
import { ZONE_ACTIONS } from './zones.ts';
import { VM_TEMPLATE_ACTIONS } from './vm-templates.ts';
import { PLANOGRAM_TEMPLATE_ACTIONS } from './planogram-templates.ts';
import { MACHINE_COIL_ACTIONS } from './machine-coils.ts';
import { MACHINE_CONFIG_ACTIONS } from './machine-config.ts';
import { TEST_VEND_ACTIONS } from './test-vend.ts';
import { PLANOGRAM_CHANGE_ACTIONS } from './planogram-change.ts';
import { MACHINE_REFILL_ACTIONS, REFILL_PLAN_ACTIONS, REFILL_PLAN_CREATE_ACTIONS, REFILL_PLAN_UPDATE_ACTIONS, RETURN_ORDER_ACTIONS } from './refill-plans.ts';
import { REFILL_SUGGEST_ACTIONS } from './refill-suggestions.ts';
import { BIN_ORDER_ACTIONS, ORDER_DETAILS_ACTIONS, REQUEST_ORDER_ACTIONS, STORE_RETURN_ACTIONS } from './warehouse-order-views.ts';
import { BULK_REFILL_ACTIONS, BULK_REFILL_CREATE_ACTIONS, BULK_REFILL_UPDATE_ACTIONS } from './bulk-refills.ts';
import { DELIVERY_PARTNER_ACTIONS } from './delivery-partners.ts';
import { DELIVERY_PERSON_ACTIONS } from './delivery-persons.ts';
import { SHIPPING_ACTIONS } from './shipping.ts';
import { REFILL_PARTNER_ACTIONS } from './refill-partners.ts';
import { STORE_MANAGER_ACTIONS } from './store-managers.ts';
import { KIT_TRANSFER_ACTIONS, KIT_TRANSFER_CREATE_ACTIONS, PACKAGE_TRANSFER_CREATE_ACTIONS } from './kit-transfers.ts';
import { SUGGEST_REFILLS_ACTIONS } from './refill-finish.ts';
import { ORDER_REFUND_ACTIONS } from './refunds.ts';
import { ADVERTISEMENT_ACTIONS } from './advertisements.ts';
import { DISCOUNT_ACTIONS } from './offers.ts';
import { NEGATIVE_ITEM_ACTIONS } from './negative-items.ts';
import { PLATFORM_ACTIONS } from './platforms.ts';
import { COUPON_ACTIONS } from './coupons.ts';
import { CONSUMER_REQUEST_ACTIONS } from './consumer-requests.ts';
import { DEX_AUDIT_ACTIONS } from './dex-audits.ts';
// new-domain: import

export { CASH_COMMANDS, PURCHASE_ORDER_COMMANDS, TRANSFER_COMMANDS };

export const RECORD_COMMANDS: readonly RecordCommand[] = [
  ...TRANSFER_COMMANDS,
  ...CASH_COMMANDS,
  ...PURCHASE_ORDER_COMMANDS,
  // new-domain: record commands
];

/** Every record action (edit, delete and the like) of the view screens. */
export const RECORD_ACTIONS: readonly RecordAction<never>[] = [
  ...SUPPLIER_ACTIONS,
  ...PURCHASE_ORDER_ACTIONS,
  ...PURCHASE_RETURN_ACTIONS,
  ...SUPPLIER_RETURN_ACTIONS,
  ...USER_ACTIONS,
  ...ROLE_ACTIONS,
  ...WAREHOUSE_ACTIONS,
  ...WAREHOUSE_LINK_ACTIONS,
  ...Object.values(CATALOGUE_LIST_ACTIONS).flat(),
  ...PRODUCT_REQUEST_ACTIONS,
  ...PRODUCT_ACTIONS,
  ...TALLY_WAREHOUSE_ACTIONS,
  ...TALLY_ACTIONS,
  ...WAREHOUSE_INVENTORY_ACTIONS,
  ...FRANCHISE_ACTIONS,
  ...RETAILER_ACTIONS,
  ...STORE_ACTIONS,
  ...BOARD_SETTINGS_TEMPLATE_ACTIONS,
  ...DEVICE_KEY_ACTIONS,
  ...ZONE_ACTIONS,
  ...VM_TEMPLATE_ACTIONS,
  ...PLANOGRAM_TEMPLATE_ACTIONS,
  ...MACHINE_COIL_ACTIONS,
  ...REQUEST_ORDER_ACTIONS,
  ...BIN_ORDER_ACTIONS,
  ...STORE_RETURN_ACTIONS,
  ...ORDER_DETAILS_ACTIONS,
  ...MACHINE_CONFIG_ACTIONS, ...TEST_VEND_ACTIONS,
  ...PLANOGRAM_CHANGE_ACTIONS,
  ...REFILL_PLAN_ACTIONS, ...REFILL_PLAN_CREATE_ACTIONS, ...REFILL_PLAN_UPDATE_ACTIONS, ...MACHINE_REFILL_ACTIONS, ...RETURN_ORDER_ACTIONS,
  ...BULK_REFILL_ACTIONS, ...BULK_REFILL_CREATE_ACTIONS, ...BULK_REFILL_UPDATE_ACTIONS,
  ...REFILL_SUGGEST_ACTIONS,
  ...DELIVERY_PARTNER_ACTIONS,
  ...DELIVERY_PERSON_ACTIONS,
  ...SHIPPING_ACTIONS,
  ...REFILL_PARTNER_ACTIONS,
  ...STORE_MANAGER_ACTIONS,
  ...KIT_TRANSFER_ACTIONS, ...KIT_TRANSFER_CREATE_ACTIONS, ...PACKAGE_TRANSFER_CREATE_ACTIONS,
  ...SUGGEST_REFILLS_ACTIONS,
  ...ORDER_REFUND_ACTIONS,
  ...ADVERTISEMENT_ACTIONS,
  ...DISCOUNT_ACTIONS,
  ...NEGATIVE_ITEM_ACTIONS,
  ...PLATFORM_ACTIONS,
  ...COUPON_ACTIONS,
  ...CONSUMER_REQUEST_ACTIONS,
  ...DEX_AUDIT_ACTIONS,
  // new-domain: record actions
];
