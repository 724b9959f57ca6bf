/**
 * Links (domain.md §2 "Linking screens", §3 "Links", §6 "Link grants"): the six link screens of
 * two-sided links, their flags and texts, and which warehouse flag an action needs of a warehouse
 * manager's link (the server's tenancy kit reads `warehouseGrantOf`).
 */
import type { Permission } from './permissions.ts';

/** A warehouse manager's link grants these five flags per warehouse. */
export const MANAGER_FLAGS = ['view', 'request_order', 'modify', 'transfer_order', 'purchase_order'] as const;
/** A refill partner's warehouse (or vehicle) link grants these three. */
export const PARTNER_FLAGS = ['view', 'request_order', 'transfer_order'] as const;
export type LinkFlag = (typeof MANAGER_FLAGS)[number];

export const LINK_FLAG_NAMES: Record<LinkFlag, string> = {
  view: 'View Access',
  request_order: 'Request Order',
  modify: 'Modify Access',
  transfer_order: 'Transfer Order',
  purchase_order: 'Purchase Order',
};

/** What a link row's other end is. */
export type LinkTarget = 'refill_partner' | 'warehouse_manager' | 'warehouse' | 'vending_machine' | 'vehicle' | 'product';
/** Whose screen it is (the {id} of the route). */
export type LinkOwner = 'warehouse' | 'warehouse_manager' | 'refill_partner' | 'negative_item' | 'platform';

export interface LinkSide {
  /** The route segment: /link-{route}/{id} and /edit-link-{route}/{id}. */
  route: string;
  owner: LinkOwner;
  target: LinkTarget;
  flags: readonly LinkFlag[];
  /** "{noun} Linked Successfully". */
  noun: string;
  /** What the rows are, when not the noun (a negative item's screen links products: "Add Products"). */
  rows?: string;
  /** The screen's title, e.g. "Link Refill Partners". */
  title: string;
  /** Adding and removing needs this (routes.tsv); reading the links it or the view permission. */
  update: Permission;
  view: Permission;
}

export const LINK_SIDES = {
  warehouse_refill_partners: {
    route: 'refill-partner', owner: 'warehouse', target: 'refill_partner', flags: PARTNER_FLAGS, noun: 'Refill Partner',
    title: 'Refill partners of the warehouse', update: 'PERM_UPDATE_REFILL_PARTNER', view: 'PERM_VIEW_REFILL_PARTNER',
  },
  warehouse_managers: {
    route: 'warehouse-manager', owner: 'warehouse', target: 'warehouse_manager', flags: MANAGER_FLAGS, noun: 'Warehouse Manager',
    title: 'Warehouse managers of the warehouse', update: 'PERM_UPDATE_WAREHOUSE_MANAGER', view: 'PERM_VIEW_WAREHOUSE_MANAGER',
  },
  manager_warehouses: {
    route: 'warehouse-wm', owner: 'warehouse_manager', target: 'warehouse', flags: MANAGER_FLAGS, noun: 'Warehouse',
    title: "Warehouse manager's warehouses", update: 'PERM_UPDATE_WAREHOUSE_MANAGER', view: 'PERM_VIEW_WAREHOUSE_MANAGER',
  },
  partner_machines: {
    route: 'vm', owner: 'refill_partner', target: 'vending_machine', flags: [], noun: 'Vending Machine',
    title: "Refill partner's vending machines", update: 'PERM_UPDATE_REFILL_PARTNER', view: 'PERM_VIEW_REFILL_PARTNER',
  },
  partner_warehouses: {
    route: 'warehouse', owner: 'refill_partner', target: 'warehouse', flags: PARTNER_FLAGS, noun: 'Warehouse',
    title: "Refill partner's warehouses", update: 'PERM_UPDATE_REFILL_PARTNER', view: 'PERM_VIEW_REFILL_PARTNER',
  },
  partner_vehicles: {
    route: 'vehicle', owner: 'refill_partner', target: 'vehicle', flags: PARTNER_FLAGS, noun: 'Vehicle',
    title: "Refill partner's vehicles", update: 'PERM_UPDATE_REFILL_PARTNER', view: 'PERM_VIEW_REFILL_PARTNER',
  },
  // Negative items and external sales (domain.md §2; PERM_CUSTOMER_PLATFORM for both reading and changing).
  negative_item_products: {
    route: 'item', owner: 'negative_item', target: 'product', flags: [], noun: 'Negative Item', rows: 'Product',
    title: 'Products of the negative item', update: 'PERM_CUSTOMER_PLATFORM', view: 'PERM_CUSTOMER_PLATFORM',
  },
  negative_item_machines: {
    route: 'vm-negative-item', owner: 'negative_item', target: 'vending_machine', flags: [], noun: 'Negative Item', rows: 'Vending Machine',
    title: 'Vending machines of the negative item', update: 'PERM_CUSTOMER_PLATFORM', view: 'PERM_CUSTOMER_PLATFORM',
  },
  platform_machines: {
    route: 'platform-linked-vms', owner: 'platform', target: 'vending_machine', flags: [], noun: 'Vending Machine',
    title: 'Vending machines linked to the platform', update: 'PERM_CUSTOMER_PLATFORM', view: 'PERM_CUSTOMER_PLATFORM',
  },
  platform_products: {
    route: 'restricted-products', owner: 'platform', target: 'product', flags: [], noun: 'Restricted Product', rows: 'Product',
    title: 'Products the platform may not sell', update: 'PERM_CUSTOMER_PLATFORM', view: 'PERM_CUSTOMER_PLATFORM',
  },
} as const satisfies Record<string, LinkSide>;
export type LinkSideId = keyof typeof LINK_SIDES;
export const LINK_SIDE_IDS = Object.keys(LINK_SIDES) as LinkSideId[];

/** domain.md §8: "Warehouse Linked Successfully"; the edit path "Edit Warehouse Linked Successfully". */
/** The side a screen path names: /link-vm/4 and /edit-link-vm/4 → partner_machines. */
export function linkSideOfPath(path: string): { side: LinkSideId; edit: boolean } | null {
  const match = /^\/(edit-)?link-([a-z-]+)\//.exec(path);
  const side = match && LINK_SIDE_IDS.find((id) => LINK_SIDES[id].route === match[2]);
  return side ? { side, edit: Boolean(match![1]) } : null;
}

export const linkedMessage = (noun: string, edit = false) => `${edit ? 'Edit ' : ''}${noun} Linked Successfully`;

export const LINK_MESSAGES = {
  permissionsSaved: 'App permissions saved successfully',
  notificationsSaved: 'Notifications saved successfully',
  defaultRow: 'This link is a default link; it cannot be changed or removed.',
  removed: 'Link removed successfully',
  confirmRemove: (name: string) => `Remove the link to ${name}?`,
  allHint: 'Every one the search matches will be linked.',
  noneChosen: 'Please choose at least one to link',
  /** The refill plan's refusal (server) when the partner is not linked to the plan's machine. */
  partnerNotLinked: (partner: string, machine: string) => `${partner} is not linked to ${machine}; link the machine to the refill partner first.`,
  /** A kit's ends: the partner must be linked to both (domain.md §6 "Link grants"). */
  partnerNotLinkedTo: (partner: string, place: string) => `${partner} is not linked to ${place}; link the warehouse or vehicle to the refill partner first.`,
  partnerNoTransfer: (partner: string, place: string) => `${partner}'s link to ${place} does not grant Transfer Order.`,
  partnerInactive: (partner: string) => `${partner} is inactive and cannot be assigned new plans.`,
  /** A warehouse manager's link does not grant what the action needs. */
  notGranted: (flag: LinkFlag) => `Your link to this warehouse does not grant ${LINK_FLAG_NAMES[flag]}.`,
} as const;

/**
 * The warehouse flag an action needs of a warehouse manager's link to the warehouses it touches.
 * Reads need View; writes of transfers (material transfers and the other warehouse-to-place
 * orders) Transfer Order, of request orders Request Order, of purchase orders (and their returns)
 * Purchase Order, and writes of a warehouse itself or its stock Modify.
 */
export function warehouseGrantOf(action: { name: string; kind: 'read' | 'write' }): LinkFlag {
  if (action.kind === 'read') return 'view';
  const resource = action.name.slice(action.name.indexOf('.') + 1);
  if (resource === 'request_order') return 'request_order';
  if (resource.startsWith('purchase_') || resource === 'supplier_return') return 'purchase_order';
  if (/transfer|bin_order|store_return|shipping|refill_return_order/.test(resource)) return 'transfer_order';
  if (/warehouse|stock|tally|inventory|reorder/.test(resource)) return 'modify';
  return 'view';
}

/** The notification kinds a new partner's app starts with (the seeded partner's). */
export const DEFAULT_NOTIFICATION_TYPES = ['REFILL_EXECUTE', 'ABOUT_TO_RUNOUT', 'OUT_OF_STOCK'] as const;
