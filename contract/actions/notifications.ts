/**
 * /notification-service (console.md §3, §7): the bell's list and marking as read.
 * The bell and the live notification feed are shown only to roles passing
 * `receivesNotifications` (the spec's unshown "role check"; docs/decisions.md).
 */
import { array, boolean, enums, integer, min, nullable, number, object, optional, string, type } from 'superstruct';
import { defineAction } from '../action.ts';
import { NOTIFICATION_TYPES } from '../constants.ts';
import type { RoleCode } from '../roles.ts';
import { MAX_LIST_LIMIT } from '../constants.ts';
import { boundedArray, id, listFields } from '../structs.ts';

const area = 'notification-service' as const;

/**
 * The desk roles that act on machine, stock, refill and payment events. Field and
 * location roles (technician, franchise location partner) follow machines on /vm instead.
 */
export const NOTIFICATION_ROLES: readonly RoleCode[] = [
  'ROLE_COMPANY_ADMIN',
  'ROLE_COMPANY_PARTNER',
  'ROLE_FRANCHISE_ADMIN',
  'ROLE_RETAILER_ADMIN',
  'ROLE_OPERATOR',
  'ROLE_WAREHOUSE_MANAGER',
  'ROLE_STORE_MANAGER',
];

export function receivesNotifications(roleCode: string): boolean {
  return (NOTIFICATION_ROLES as readonly string[]).includes(roleCode);
}

const named = type({ id: optional(number()), name: optional(string()) });

/**
 * console.md §3 "Notification": id, type, created_at and, by type, the related records and
 * fields. Unknown extra fields pass (`type`), so new kinds never break the bell.
 */
export const Notification = type({
  id: number(),
  type: string(),
  created_at: string(),
  read: boolean(),
  VendingMachine: optional(type({ id: number(), name: string(), warehouse_id: optional(nullable(number())) })),
  Product: optional(named),
  Warehouse: optional(named),
  Discount: optional(type({ id: optional(number()), name: optional(string()), end_date: optional(nullable(string())) })),
  ReturnOrder: optional(type({ id: optional(number()), return_order_id: optional(string()) })),
  VendingMachineRefill: optional(type({ name: optional(string()), refill_id: optional(string()) })),
  Manager: optional(type({ first_name: optional(string()), last_name: optional(string()) })),
  DeliveryPerson: optional(type({ name: optional(string()) })),
  store_id: optional(nullable(number())),
  warehouse_id: optional(nullable(number())),
  vending_machine_id: optional(nullable(number())),
  refill_id: optional(nullable(string())),
  order_id: optional(nullable(string())),
  order_db_id: optional(nullable(number())),
  cart_id: optional(nullable(string())),
  refund_amount: optional(nullable(number())),
  items_expired: optional(nullable(number())),
  product_name: optional(nullable(string())),
  cell: optional(nullable(string())),
  motor_status: optional(nullable(string())),
  vm_is_active: optional(nullable(boolean())),
  hardware_board_name: optional(nullable(string())),
  /** PRODUCT_REQUEST: the request raised (opens /request-product/{id}). */
  product_request_id: optional(nullable(number())),
  urgency: optional(nullable(string())),
});

export const listNotifications = defineAction({
  area,
  name: 'list.notifications',
  kind: 'read',
  roles: NOTIFICATION_ROLES,
  roleRefusal: 'Notifications are not shown to your role.',
  summary:
    "The caller's notifications, newest first by default (the bell asks for limit 10). `unread` counts all unread ones. Roles outside the bell's role check get 403.",
  request: object({
    ...listFields(['created_at'], 'created_at', 'DESC'),
    type: optional(enums(NOTIFICATION_TYPES)),
    unread_only: optional(boolean()),
  }),
  response: object({ data: array(Notification), total: min(integer(), 0), unread: min(integer(), 0) }),
});

export const readNotifications = defineAction({
  area,
  name: 'read.notifications',
  kind: 'write',
  roles: NOTIFICATION_ROLES,
  roleRefusal: 'Notifications are not shown to your role.',
  summary: 'Marks the given notifications read, or all of the caller\'s when `ids` is left out. Answers the unread count left.',
  request: object({ ids: optional(boundedArray(id(), MAX_LIST_LIMIT)) }),
  response: object({ data: object({ unread: min(integer(), 0) }) }),
});
