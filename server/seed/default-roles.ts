/**
 * The default permission set of each of the nine roles (docs/roles.md explains them).
 * Company admin holds everything; the rest hold what their job needs.
 */
import { PERMISSIONS, RESOURCE_VERBS, type Permission, type PermResource } from '../../contract/permissions.ts';
import type { RoleCode } from '../../contract/roles.ts';

const view = (...resources: PermResource[]) => resources.map((r) => `PERM_VIEW_${r}` as Permission);
const manage = (...resources: PermResource[]) =>
  resources.flatMap((r) => RESOURCE_VERBS[r].filter((v) => v !== 'DELETE').map((v) => `PERM_${v}_${r}` as Permission));
const all = (...resources: PermResource[]) =>
  resources.flatMap((r) => RESOURCE_VERBS[r].map((v) => `PERM_${v}_${r}` as Permission));

const CATALOGUE_READ = view('PRODUCT_CATALOG', 'PRODUCT_CATEGORY', 'BRAND', 'PRODUCT_UNIT', 'PACKAGING');

export const DEFAULT_ROLE_PERMISSIONS: Record<RoleCode, readonly Permission[]> = {
  ROLE_COMPANY_ADMIN: PERMISSIONS,
  ROLE_COMPANY_PARTNER: [
    ...PERMISSIONS.filter((p) => p.startsWith('PERM_VIEW_') && p !== 'PERM_VIEW_PASSWORD'),
    'PERM_DOWNLOAD_SALES_ANALYTICS',
  ],
  ROLE_FRANCHISE_ADMIN: [
    ...CATALOGUE_READ,
    ...all('FRANCHISE_PARTNER', 'RETAILER_ADMIN', 'OPERATOR', 'STORE_MANAGER', 'STORE', 'OFFER', 'REFILL'),
    ...manage('WAREHOUSE', 'WAREHOUSE_MANAGER', 'VENDING_MACHINE', 'SHIPPING', 'PRODUCT_REQUEST', 'DELIVERY_PERSON', 'REFILL_PARTNER'),
    ...view('FRANCHISE', 'ZONE', 'FRANCHISE_ADMIN', 'PURCHASE_ORDER', 'SUPPLIER', 'VM_TEMPLATE', 'PLANOGRAM_TEMPLATE', 'ADVERTISEMENT'),
    'PERM_VIEW_INVENTORY', 'PERM_UPDATE_INVENTORY', 'PERM_VIEW_STOCK', 'PERM_VIEW_DASHBOARD', 'PERM_VIEW_SALES_ANALYTICS',
    'PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY', 'PERM_VIEW_VM_REPORT', 'PERM_VIEW_VM_EVENTS', 'PERM_UPDATE_VM_BLOCK_COILS',
    // Their own franchise's machines only (docs/decisions.md "Planogram change for many machines").
    'PERM_CHANGE_PLANOGRAM_FOR_MULTIPLE_VMs',
  ],
  ROLE_RETAILER_ADMIN: [
    ...CATALOGUE_READ,
    ...all('OPERATOR'),
    ...view('VENDING_MACHINE', 'RETAILER_ENTITY', 'REFILL'),
    ...manage('OFFER'),
    'PERM_VIEW_STOCK', 'PERM_VIEW_DASHBOARD', 'PERM_VIEW_SALES_ANALYTICS',
  ],
  ROLE_OPERATOR: [
    ...CATALOGUE_READ,
    ...manage('REFILL'),
    ...view('VENDING_MACHINE', 'WAREHOUSE', 'REFILL_PARTNER', 'PLANOGRAM_TEMPLATE'),
    'PERM_VIEW_INVENTORY', 'PERM_VIEW_STOCK', 'PERM_ACK_REFILL',
  ],
  ROLE_WAREHOUSE_MANAGER: [
    ...CATALOGUE_READ,
    ...manage('PURCHASE_ORDER', 'SHIPPING', 'PRODUCT_REQUEST'),
    ...view('WAREHOUSE', 'SUPPLIER', 'REFILL', 'REFILL_PARTNER', 'DELIVERY_PARTNER', 'DELIVERY_PERSON', 'STORE', 'PROCUREMENT_MGMT'),
    'PERM_VIEW_INVENTORY', 'PERM_UPDATE_INVENTORY', 'PERM_VIEW_STOCK',
  ],
  ROLE_STORE_MANAGER: [
    ...CATALOGUE_READ,
    ...view('STORE', 'SHIPPING', 'VENDING_MACHINE'),
    'PERM_UPDATE_SHIPPING', 'PERM_ADD_PRODUCT_REQUEST', 'PERM_VIEW_PRODUCT_REQUEST',
    'PERM_VIEW_INVENTORY', 'PERM_VIEW_STOCK', 'PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY',
  ],
  ROLE_FRANCHISE_LOCATION_PARTNER: [
    ...view('VENDING_MACHINE', 'PRODUCT_CATALOG', 'STORE'),
    'PERM_VIEW_DASHBOARD', 'PERM_VIEW_SALES_ANALYTICS', 'PERM_VIEW_STOCK',
  ],
  // Field staff who fix machines: no product catalogue, no money.
  ROLE_TECHNICIAN: [
    ...view('VENDING_MACHINE', 'VM_TEMPLATE', 'SETTINGS_TEMPLATE'),
    ...manage('HARDWARE_BOARD'),
    'PERM_UPDATE_VENDING_MACHINE', 'PERM_VIEW_STOCK', 'PERM_VIEW_VM_EVENTS', 'PERM_UPDATE_VM_BLOCK_COILS',
  ],
};
