/** The sidebar's content, derived from the route table: groups in the spec's order, entries the user may open. */
import type { RouteDef, SidebarGroup } from '../../platform/routes/types.ts';

/** console.md §2 "Sidebar groups and their routes", in that order. */
export const SIDEBAR_GROUPS: readonly { name: SidebarGroup; short: string }[] = [
  { name: 'Dashboard Management', short: 'DB' },
  { name: 'User Management', short: 'UM' },
  { name: 'Product Catalog', short: 'PC' },
  { name: 'Warehouse Management', short: 'WM' },
  { name: 'Inventory Management', short: 'IM' },
  { name: 'Entity', short: 'EN' },
  { name: 'Refill Plan', short: 'RP' },
  { name: 'Vending Machine', short: 'VM' },
  { name: 'Transactions', short: 'TR' },
  { name: 'Sales Analytics', short: 'SA' },
  { name: 'Campaigns', short: 'CA' },
  { name: 'Advertisements', short: 'AD' },
  { name: 'Ext. Sale Management', short: 'EX' },
  { name: 'Account', short: 'AC' },
];

export interface SidebarEntry {
  label: string;
  path: string;
}
export interface SidebarSection {
  group: SidebarGroup;
  short: string;
  entries: SidebarEntry[];
}

/** Only groups with at least one entry the user may open; entries in route-table order. */
export function sidebarSections(routes: readonly RouteDef[], allowed: (route: RouteDef) => boolean): SidebarSection[] {
  return SIDEBAR_GROUPS.map(({ name, short }) => ({
    group: name,
    short,
    entries: routes
      .filter((r) => r.group === name && r.sidebar && !r.public && !r.path.includes(':') && allowed(r))
      .map((r) => ({ label: r.sidebar!, path: r.path })),
  })).filter((section) => section.entries.length > 0);
}
