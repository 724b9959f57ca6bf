/**
 * The PERM_ catalogue of console.md §6. Not every verb exists for every resource:
 * the table below lists, per resource, the verbs it has.
 */
const V = 'VIEW', A = 'ADD', U = 'UPDATE', D = 'DELETE';
const ALL_VERBS = [V, A, U, D] as const;

export const RESOURCE_VERBS = {
  PRODUCT_CATALOG: ALL_VERBS,
  PRODUCT_CATEGORY: ALL_VERBS,
  BRAND: ALL_VERBS,
  PRODUCT_UNIT: ALL_VERBS,
  PACKAGING: ALL_VERBS,
  COMPANY_ADMIN: ALL_VERBS,
  COMPANY_PARTNER: ALL_VERBS,
  FRANCHISE_ADMIN: ALL_VERBS,
  FRANCHISE_PARTNER: ALL_VERBS,
  FRANCHISE: ALL_VERBS,
  RETAILER_ADMIN: ALL_VERBS,
  RETAILER_ENTITY: ALL_VERBS,
  OPERATOR: ALL_VERBS,
  WAREHOUSE_MANAGER: ALL_VERBS,
  STORE_MANAGER: ALL_VERBS,
  ZONE: ALL_VERBS,
  WAREHOUSE: ALL_VERBS,
  OFFER: ALL_VERBS,
  STORE: ALL_VERBS,
  REFILL: ALL_VERBS,
  SHIPPING: ALL_VERBS,
  VENDING_MACHINE: ALL_VERBS,
  PURCHASE_ORDER: [V, A, U],
  DELIVERY_PARTNER: ALL_VERBS,
  DELIVERY_PERSON: ALL_VERBS,
  REFILL_PARTNER: ALL_VERBS,
  PRODUCT_REQUEST: ALL_VERBS,
  PROCUREMENT_MGMT: ALL_VERBS,
  SUPPLIER: ALL_VERBS,
  VM_TEMPLATE: ALL_VERBS,
  SETTINGS_TEMPLATE: ALL_VERBS,
  PLANOGRAM_TEMPLATE: ALL_VERBS,
  HARDWARE_BOARD: ALL_VERBS,
  ADVERTISEMENT: ALL_VERBS,
} as const;

export type PermResource = keyof typeof RESOURCE_VERBS;
export type PermVerb = (typeof ALL_VERBS)[number];

export const SPECIAL_PERMISSIONS = [
  'PERM_VIEW_INVENTORY',
  'PERM_UPDATE_INVENTORY',
  'PERM_VIEW_STOCK',
  'PERM_ACK_REFILL',
  'PERM_CHANGE_PLANOGRAM_FOR_MULTIPLE_VMs',
  'PERM_VIEW_SALES_ANALYTICS',
  'PERM_DOWNLOAD_SALES_ANALYTICS',
  'PERM_VIEW_DASHBOARD',
  'PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY',
  'PERM_VIEW_FINANCE_REPORT',
  'PERM_CUSTOMER_PLATFORM',
  'PERM_VIEW_PG_MODULE',
  'PERM_SEND_TRANSACTION_REPORT',
  'PERM_VIEW_VM_EVENTS',
  'PERM_VIEW_VM_REPORT',
  'PERM_UPDATE_VM_BLOCK_COILS',
  'PERM_VIEW_PASSWORD',
] as const;

type ResourcePermission = {
  [R in PermResource]: `PERM_${(typeof RESOURCE_VERBS)[R][number]}_${R}`;
}[PermResource];

export type Permission = ResourcePermission | (typeof SPECIAL_PERMISSIONS)[number];

export const RESOURCE_PERMISSIONS = (Object.keys(RESOURCE_VERBS) as PermResource[]).flatMap((resource) =>
  RESOURCE_VERBS[resource].map((verb) => `PERM_${verb}_${resource}` as Permission),
);

/** Every permission name, in catalogue order. */
export const PERMISSIONS: readonly Permission[] = [...RESOURCE_PERMISSIONS, ...SPECIAL_PERMISSIONS];

const permissionSet = new Set<string>(PERMISSIONS);
export function isPermission(name: string): name is Permission {
  return permissionSet.has(name);
}

/** Groups the catalogue by resource for the role form (special permissions under "SPECIAL"). */
export function permissionGroups(): { resource: string; permissions: Permission[] }[] {
  const groups = (Object.keys(RESOURCE_VERBS) as PermResource[]).map((resource) => ({
    resource,
    permissions: RESOURCE_VERBS[resource].map((verb) => `PERM_${verb}_${resource}` as Permission),
  }));
  return [...groups, { resource: 'SPECIAL', permissions: [...SPECIAL_PERMISSIONS] }];
}

/** Any-of check: an empty requirement list means every signed-in user passes. */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((p) => held.includes(p));
}
