/**
 * "Go to …" and "Add …" commands derived from the route table. commands/ may not import
 * src/, so the app passes its routes in (only those the user's role may see).
 */
import { hasAnyPermission, type Permission } from '../contract/permissions.ts';
import type { Command } from './registry.ts';

/** The part of a route definition (src/platform/routes/types.ts) that navigation needs. */
export interface NavigableRoute {
  path: string;
  title: string;
  permissions: readonly Permission[];
  public?: boolean;
  group?: string;
  sidebar?: string;
  keywords?: readonly string[];
  /** What the screen adds in place, each a "Create" command opening it with its query (src/platform/routes/types.ts). */
  creates?: readonly { id: string; title: string; permissions: readonly Permission[]; keywords?: readonly string[]; query: string }[];
}

/** console.md §2 "Keyboard shortcuts": Alt+R opens the refill list, Alt+P the product catalogue. */
export const ROUTE_SHORTCUTS: Readonly<Record<string, string>> = {
  '/refills': 'alt+r',
  '/products': 'alt+p',
};

const CREATE_PREFIX = /^\/(add|create)-([a-z0-9-]+)$/;

/** `/warehouse-orders` → `warehouse_orders`. */
function slug(path: string): string {
  return path.replace(/^\//, '').replace(/[/-]+/g, '_');
}

/**
 * One command per route a user can open without an id: lists become "Go to <title>",
 * `/add-*` and `/create-*` routes keep their own title ("Add product"), and what a screen adds
 * in place (its `creates`) opens it with a query ("Add category"). Routes with
 * parameters (`/vm/:id`) are reached by search instead (jump-to-machine, `#`, `@`).
 */
export function navigationCommands(routes: readonly NavigableRoute[]): Command[] {
  const commands: Command[] = [];
  for (const route of routes) {
    if (route.public || route.path.includes(':') || route.path === '/') continue;
    const create = CREATE_PREFIX.exec(route.path);
    const path = route.path;
    commands.push({
      id: create ? `${create[1]}.${create[2].replace(/-/g, '_')}` : `go.${slug(path)}`,
      title: create ? route.title : `Go to ${route.title}`,
      keywords: [...(route.keywords ?? []), ...(route.group ? [route.group] : []), ...(route.sidebar ? [route.sidebar] : []), path],
      shortcut: ROUTE_SHORTCUTS[path],
      permissions: route.permissions,
      href: path,
      section: create ? 'Create' : 'Navigation',
      run: (ctx) => ctx.navigate(path),
    });
    for (const create of route.creates ?? []) {
      const href = `${path}?${create.query}`;
      commands.push({
        id: create.id,
        title: create.title,
        keywords: [...(create.keywords ?? []), ...(route.group ? [route.group] : []), route.title],
        permissions: create.permissions,
        // Adding there needs the screen too.
        available: (ctx) => hasAnyPermission(ctx.permissions, route.permissions),
        href,
        section: 'Create',
        run: (ctx) => ctx.navigate(href),
      });
    }
  }
  return commands;
}
