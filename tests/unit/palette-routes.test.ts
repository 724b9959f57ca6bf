/**
 * Issue 34 "Keyboard": every route of the route table a role may open is reachable from the
 * palette. Routes without a parameter each have a palette command that lands there; routes with
 * one are opened by the palette's record search or from their list (the route's `parent`),
 * itself a palette command. Checked for every default role, from the route table and the
 * command registry, so a new screen or role is covered without being named here.
 */
import { describe, expect, it, vi } from 'vitest';
import { isCommandAllowed, runCommand, type CommandContext } from '../../commands/registry.ts';
import type { ActionSpec } from '../../contract/action.ts';
import { listVendingMachineIndex } from '../../contract/actions/machine-index.ts';
import { listOrders } from '../../contract/actions/orders.ts';
import { listUsers } from '../../contract/actions/users.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { ROLES } from '../../contract/roles.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { machineItem } from '../../src/app/palette/palette-items.ts';
import { routeCommands } from '../../src/app/palette/route-commands.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';
import type { RouteDef } from '../../src/platform/routes/types.ts';

/**
 * The palette's record search and what each opens: a machine by name, code or location
 * (palette-items.ts `machineItem`), `#` orders and `@` users (remote-search.ts), each offered
 * to those who may call the list action behind it.
 */
const RECORD_SEARCH: Readonly<Record<string, Pick<ActionSpec, 'permissions'>>> = {
  '/vm/:id': listVendingMachineIndex,
  '/order/:id': listOrders,
  '/user/:id': listUsers,
};

/**
 * Screens a role may open that neither the search nor a list in its palette leads to, as
 * `ROLE path`. Known gaps, kept here so that a new one fails (docs/decisions.md, issue 34
 * "Keyboard"): a store manager may see a warehouse's stock (PERM_UPDATE_INVENTORY) but not
 * /warehouses, the list that leads to it, so reaches it only from a low-inventory notification
 * or by its address; the warehouse manager may see a machine's live stock (PERM_VIEW_STOCK) but
 * not the machine screen that links to it; likewise the store manager may read a warehouse's
 * tallies (PERM_VIEW_INVENTORY, routes.tsv) but not the warehouse view that links to them.
 */
const KNOWN_GAPS = new Set([
  'ROLE_STORE_MANAGER /warehouse-stock/:id',
  'ROLE_STORE_MANAGER /tally-inventory-overview/:id',
  'ROLE_STORE_MANAGER /tally-inventory/:id',
  'ROLE_STORE_MANAGER /view-tally-order/:id',
  'ROLE_WAREHOUSE_MANAGER /vm-snapshot/:vmId',
]);

const hasParameter = (route: RouteDef) => route.path.includes(':');

function context(permissions: readonly string[]): CommandContext {
  return {
    permissions,
    navigate: vi.fn(),
    openInNewTab: vi.fn(),
    shell: { openPalette: vi.fn(), toggleSidebar: vi.fn(), openNotifications: vi.fn(), openFeedback: vi.fn(), signOut: vi.fn() },
  };
}


/** `ROLE path` of each screen with an id the role may open but reaches neither by the search nor from a list in its palette. */
function gapsOf(roleCode: string, permissions: readonly string[]): string[] {
  const inPalette = new Set(routeCommands(ROUTES, roleCode).filter((c) => isCommandAllowed(c, { permissions })).map((c) => c.href));
  return ROUTES.filter((r) => !r.public && hasParameter(r) && routeAllowed(r, permissions, roleCode))
    .filter((route) => {
      const search = RECORD_SEARCH[route.path];
      if (search && hasAnyPermission(permissions, search.permissions)) return false;
      return !(route.parent && inPalette.has(route.parent));
    })
    .map((route) => `${roleCode} ${route.path}`);
}

describe.each(ROLES.map((r) => [r.code, DEFAULT_ROLE_PERMISSIONS[r.code]] as const))('the palette of %s', (roleCode, permissions) => {
  const mayOpen = ROUTES.filter((r) => !r.public && routeAllowed(r, permissions, roleCode));
  const offered = routeCommands(ROUTES, roleCode).filter((c) => isCommandAllowed(c, { permissions }));

  it('offers, for every screen without an id the role may open, a command that lands there', () => {
    for (const route of mayOpen.filter((r) => !hasParameter(r))) {
      const command = offered.find((c) => c.href === route.path);
      expect(command, `${roleCode}: no palette command opens ${route.path}`).toBeDefined();
      const ctx = context(permissions);
      expect(runCommand(command!, ctx)).toBe(true);
      expect(ctx.navigate).toHaveBeenCalledWith(route.path);
    }
  });

  it('offers no command that lands on a screen the role may not open', () => {
    const open = new Set(mayOpen.map((r) => r.path));
    // A screen's in-place "Add …" lands on it with a query (?add=1).
    expect(offered.map((c) => c.href).filter((href) => !open.has(href!.split('?')[0]!))).toEqual([]);
  });
});

describe('screens with an id', () => {
  it('are reached through the record search or the list they belong to, but for the known gaps', () => {
    const gaps = ROLES.flatMap((r) => gapsOf(r.code, DEFAULT_ROLE_PERMISSIONS[r.code]));
    expect(gaps.sort()).toEqual([...KNOWN_GAPS].sort());
  });

  it('the machine search opens a machine at /vm/{id}', () => {
    expect(machineItem([7, 'Whitefield 3', 'VM-7', 'Whitefield', 1]).href).toBe('/vm/7');
  });

  it('the search and the known gaps name only routes of the route table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    const named = [...Object.keys(RECORD_SEARCH), ...[...KNOWN_GAPS].map((gap) => gap.split(' ')[1]!)];
    expect(named.filter((p) => !paths.has(p))).toEqual([]);
  });
});

describe('route keywords', () => {
  it('never name another screen: an exact keyword would rank above the screen whose title it is', () => {
    // Screens with an id are reached through their records, not by title.
    const titles = new Map(ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.title.toLowerCase(), r.path]));
    const clashes = ROUTES.flatMap((r) => (r.keywords ?? [])
      .filter((k) => titles.has(k.toLowerCase()) && titles.get(k.toLowerCase()) !== r.path)
      .map((k) => `${r.path} has the keyword "${k}", the title of ${titles.get(k.toLowerCase())}`));
    expect(clashes).toEqual([]);
  });
});
