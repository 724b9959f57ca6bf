/**
 * Who may call each action, in one place a reviewer can read. A signed-in action names the
 * permissions that let a caller in (`permissions`, any of); the few that every signed-in user
 * may call are listed here with the reason, and docs/roles.md repeats the list. An action
 * with neither fails tests/unit/access.test.ts, so a new action cannot be born open by
 * forgetting its permission.
 */
import type { ActionSpec } from './action.ts';
import { hasAnyPermission, type Permission } from './permissions.ts';
import type { RoleCode } from './roles.ts';

/**
 * Reading orders: what was sold (product lines) and for how much. Catalogue readers and
 * sales analysts may; technicians, who hold neither, may not (docs/roles.md "no money").
 */
export const ORDER_READ_PERMISSIONS: Permission[] = ['PERM_VIEW_SALES_ANALYTICS', 'PERM_VIEW_PRODUCT_CATALOG'];

/**
 * Reading cash collections: refill partners bring the cash to warehouses, so refill viewers
 * and those who receive it (PERM_UPDATE_INVENTORY) may; technicians and location partners may not.
 */
export const CASH_READ_PERMISSIONS: Permission[] = ['PERM_VIEW_REFILL', 'PERM_UPDATE_INVENTORY'];

/**
 * Reading a warehouse's stock and a transfer's lines (products with their prices): warehouse
 * viewers and inventory viewers or keepers (store managers see the orders that reach their store).
 */
export const WAREHOUSE_READ_PERMISSIONS: Permission[] = ['PERM_VIEW_WAREHOUSE', 'PERM_VIEW_INVENTORY', 'PERM_UPDATE_INVENTORY'];

const actionKey = (spec: Pick<ActionSpec, 'area' | 'name'>) => `${spec.area} ${spec.name}`;

const PLACES = 'Public reference data (countries, states and cities of ISO 3166), no company data; every address form asks for it.';
const BELL = "The bell's role check decides (NOTIFICATION_ROLES: desk roles), not a permission; other roles get 403. Each caller reaches only their own and their company's or franchise's notifications.";

/** The signed-in actions open to every signed-in user, keyed `area name`, with the reason. */
export const ANY_SIGNED_IN_USER: Readonly<Record<string, string>> = {
  'user-management me': "The caller's own account, role and company: the console cannot start without it.",
  'user-management logout': "Ends the caller's own session.",
  'user-management refresh_token': "Renews the caller's own session.",
  'issue-reporter create.feedback': "Every signed-in screen has the top bar's feedback button (console.md §2 \"Shell\").",
  'issue-reporter create.upload_url':
    'Feedback screenshots come from every role. A URL changes no record: the action that stores the key checks its own permission.',
  'warehouse-management list.warehouse_orders':
    "routes.tsv opens /warehouse-orders to every signed-in user; its rows name places, states and unit counts, no products or amounts, within the caller's company or franchise.",
  'notification-service list.notifications': BELL,
  'notification-service read.notifications': BELL,
  'analytics list.report_requests': "Each caller's own emailed report requests (their status and progress) and nothing else; asking for a report needs the report's permission.",
  'user-management search.records':
    "The palette's record search: each kind is searched only for callers holding its list's permission, within that list's scope (server/search/record-kinds.ts); warehouse orders, open to every signed-in user, are among them.",
  'warehouse-management list.countries': PLACES,
  'warehouse-management list.country_states': PLACES,
  'warehouse-management list.state_cities': PLACES,
};

/** Why every signed-in user may call this action, or undefined when it needs a permission (or no sign-in). */
export function anyUserReason(spec: Pick<ActionSpec, 'area' | 'name'>): string | undefined {
  return ANY_SIGNED_IN_USER[actionKey(spec)];
}

/**
 * Whether a signed-in user of `roleCode` holding `held` passes the action's access rules: one of
 * its permissions (or it is open to every signed-in user) and, where it has one, its role check.
 */
export function mayCall(spec: Pick<ActionSpec, 'area' | 'name' | 'permissions' | 'roles'>, roleCode: RoleCode, held: readonly string[]): boolean {
  const byPermission = spec.permissions.length > 0 ? hasAnyPermission(held, spec.permissions) : anyUserReason(spec) !== undefined;
  return byPermission && (spec.roles === undefined || spec.roles.includes(roleCode));
}
