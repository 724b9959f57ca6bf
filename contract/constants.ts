/** Business constants of console.md §9 and domain.md §9. */
export const IDLE_WARNING_MS = 3_600_000;
export const IDLE_LOGOUT_AFTER_WARNING_MS = 300_000;
export const ACTIVITY_DEBOUNCE_MS = 250;
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 20_000;
export const SESSION_TTL_SECONDS = 82_800;
export const TOAST_MS = 4_000;
export const NOTIFICATION_TOAST_MS = 5_000;
export const BELL_MENU_SIZE = 5;
export const NOTIFICATION_FETCH_LIMIT = 10;
export const LIVE_RECONNECT_MS = 10_000;
export const FEEDBACK_MAX_CHARS = 500;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const IMAGE_TARGET_BYTES = 50 * 1024;
export const IMAGE_MAX_SIDE_PX = 500;
export const REMARK_MAX_CHARS = 250;
/** domain.md §9 "Storage types": every place that holds stock like a warehouse (warehouses.storage_type). */
export const STORAGE_TYPES = ['Warehouse', "Machine's Storage", 'Vehicle'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];
export const FILTER_CHIPS_MAX = 8;
export const DECIMAL_PLACES = 2;
export const DEFAULT_PAGE_SIZE = 10;
export const LARGE_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 25] as const;
export const LIST_FOOTER_PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const WIDE_PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200, 500, 2000] as const;
export const TABLE_PAGER_LINKS = 5;
export const FILTER_BAR_PAGER_LINKS = 10;
export const MAX_LIST_LIMIT = 2000;
export const STAR_SCALE = 5;
export const EMPTY_VALUE = '--';
export const CURRENCY_SYMBOL = '₹';
export const ALL_OPTION_ID = 'ALL';
export const RESET_LINK_TTL_MS = 3_600_000;
/** Failed sign-ins of one account from one client within the window, then 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins of one account from all clients: a ceiling on guessing from many addresses. */
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 50;
/** Failed sign-ins from one client across all accounts: trying one password on many emails. */
export const LOGIN_CLIENT_FAILURE_LIMIT = 30;
/** forgot_password and reset_password calls within the window, per email or link, and per client. */
export const PASSWORD_RESET_WINDOW_MS = 60 * 60_000;
export const PASSWORD_RESET_EMAIL_LIMIT = 5;
export const PASSWORD_RESET_CLIENT_LIMIT = 20;
export const RESET_REDIRECT_MS = 4_100;

/**
 * domain.md §8's "Created Successfully", beside "Tally Inventory Created Successfully": what the
 * orders created under a warehouse or store without a text of their own say (request orders,
 * store returns, kit and package transfers).
 */
export const CREATED_SUCCESSFULLY = 'Created Successfully';

/** domain.md §8: what every status change (an offer's, an ad's, a partner's, a machine's) says. */
export const STATUS_UPDATED = 'Status updated successfully';

export const NOTIFICATION_TYPES = [
  'HARDWARE_BOARD_ONBOARD',
  'REFILL_EXECUTE',
  'REFILL_PLAN_CREATED_BY_REFILL_PARTNER',
  'REFILL_PLAN_DELETED_BY_REFILL_PARTNER',
  'LOW_INVENTORY_WAREHOUSE',
  'ABOUT_TO_RUNOUT',
  'OUT_OF_STOCK',
  'PRODUCT_REQUEST',
  'PRODUCT_EXPIRED',
  'VEND_FAILURE',
  'PARTIAL_VEND_FAILURE',
  'PAYMENT_TIMEDOUT',
  'VM_STATUS',
  'VM_MOTOR',
  'VM_MOTOR_FIXED',
  'MANUAL_REFUND',
  'AUTO_REFUND',
  'CANCELLED_BY_CONSUMER',
  'VEND_SUCCESS',
  'DISCOUNT_EXPIRED',
  'TRANSACTION_REPORT_RESPONSE',
  'DROP_SENSOR_FAILED',
  'MOTOR_FAILED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What every screen calls each kind (the bell, /notifications, a refill partner's app
 * notifications): domain.md §4 "Notification kinds" in its own spelling; the kinds the spec
 * does not list (motor fixed / failed, drop sensor) are named in the same style.
 */
export const NOTIFICATION_KIND_NAMES: Record<NotificationType, string> = {
  HARDWARE_BOARD_ONBOARD: 'Hardware Board Onboard',
  REFILL_EXECUTE: 'Refill Executed',
  REFILL_PLAN_CREATED_BY_REFILL_PARTNER: 'Refill Plan Created by Refill Partner',
  REFILL_PLAN_DELETED_BY_REFILL_PARTNER: 'Refill Plan Deleted by Refill Partner',
  LOW_INVENTORY_WAREHOUSE: 'Low Warehouse Inventory',
  ABOUT_TO_RUNOUT: 'About to Runout',
  OUT_OF_STOCK: 'Out of Stock',
  PRODUCT_REQUEST: 'Product Requested',
  PRODUCT_EXPIRED: 'Product Expired',
  VEND_FAILURE: 'Vend Failure',
  PARTIAL_VEND_FAILURE: 'Partial Vend Failure',
  PAYMENT_TIMEDOUT: 'Payment Timedout',
  VM_STATUS: 'VM status',
  VM_MOTOR: 'Motors Status',
  VM_MOTOR_FIXED: 'Motor Fixed',
  MANUAL_REFUND: 'Manual Refund',
  AUTO_REFUND: 'Auto Refund',
  CANCELLED_BY_CONSUMER: 'Cancelled by Consumer',
  VEND_SUCCESS: 'Vend Success',
  DISCOUNT_EXPIRED: 'Discount Expired',
  TRANSACTION_REPORT_RESPONSE: 'Transaction Reports',
  DROP_SENSOR_FAILED: 'Drop Sensor Failed',
  MOTOR_FAILED: 'Motor Failed',
};

/** The name of a stored kind; a kind this build does not know shows as its words. */
export function notificationKindName(type: string): string {
  const known = (NOTIFICATION_KIND_NAMES as Record<string, string | undefined>)[type];
  if (known) return known;
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** console.md §7: the service areas; the product is "vending". */
export const AREAS = [
  'vending-machine-management',
  'template-management',
  'issue-reporter',
  'zone-management',
  'warehouse-management',
  'inventory-management',
  'analytics',
  'product-management',
  'sales',
  'procurement-management',
  'delivery-management',
  'franchise-management',
  'refill-management',
  'user-management',
  'shipping-management',
  'offers-management',
  'retailer-management',
  'warehouse-inventory-management-services',
  'advertisement-management',
  'campaign-management',
  'notification-service',
] as const;
export type Area = (typeof AREAS)[number];
