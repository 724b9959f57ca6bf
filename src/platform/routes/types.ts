/**
 * One route of the console. The route table (src/app/routes/index.ts) is the single source for
 * the router, guards, sidebar, breadcrumbs, page titles and the palette's "go to" commands.
 */
import type { ComponentType } from 'react';
import type { Permission } from '../../../contract/permissions.ts';
import type { RoleCode } from '../../../contract/roles.ts';
import type { EntityKind } from '../../../contract/entities.ts';

export type SidebarGroup =
  | 'Dashboard Management'
  | 'User Management'
  | 'Product Catalog'
  | 'Warehouse Management'
  | 'Inventory Management'
  | 'Entity'
  | 'Refill Plan'
  | 'Vending Machine'
  | 'Transactions'
  | 'Sales Analytics'
  | 'Campaigns'
  | 'Advertisements'
  | 'Ext. Sale Management'
  | 'Account';

export interface RouteDef {
  /** wouter pattern, e.g. `/vm/:id`. */
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Any of these; empty means every signed-in user. */
  permissions: readonly Permission[];
  /** Reached without signing in (sign-in screens). */
  public?: boolean;
  /** Sidebar group the route belongs to. */
  group?: SidebarGroup;
  /** Label of its sidebar entry; routes without one (details, edits) are not listed. */
  sidebar?: string;
  /** Parent route path for breadcrumbs (the group is the first crumb). */
  parent?: string;
  /** Words the palette matches besides the title. */
  keywords?: string[];
  /** Only these roles (on top of the permissions); for the few role checks of the spec. */
  roles?: readonly RoleCode[];
  /**
   * The kind of audited record this route views (one `:id` parameter): the action history
   * opens a row of that kind here, through the generated `recordPaths` (src/platform/paths.ts).
   */
  record?: EntityKind;
  /**
   * Things this screen adds in place (a dialog rather than an /add-* screen): each is a palette
   * command in "Create", gated by its own permissions, that opens the screen with `query`
   * (the screen opens its dialog from it), e.g. "Add category" → /product-categories?add=1.
   */
  creates?: readonly RouteCreate[];
}

export interface RouteCreate {
  /** `verb.resource`, e.g. `add.product_category`. */
  id: string;
  title: string;
  permissions: readonly Permission[];
  keywords?: readonly string[];
  /** The query the screen opens its dialog from, e.g. `add=1`. */
  query: string;
}

export const defineRoutes = (routes: RouteDef[]) => routes;
