/**
 * The sidebar built from the real route table (console.md §2 "Sidebar groups and their routes"):
 * groups the spec names hold their entries, and screens the spec hides from roles are hidden.
 */
import { describe, expect, it } from 'vitest';
import { mayCall } from '../../contract/access.ts';
import { listStoreInventory, updateStoreStockLimits } from '../../contract/actions/inventory.ts';
import { PERMISSIONS, hasAnyPermission } from '../../contract/permissions.ts';
import { ROLES } from '../../contract/roles.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { routeCommands } from '../../src/app/palette/route-commands.ts';
import { sidebarSections } from '../../src/app/shell/sidebar-model.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';

const ALL_PERMISSIONS: readonly string[] = PERMISSIONS;
const sidebarOf = (roleCode: keyof typeof DEFAULT_ROLE_PERMISSIONS) =>
  sidebarSections(ROUTES, (r) => routeAllowed(r, DEFAULT_ROLE_PERMISSIONS[roleCode], roleCode));
const entriesOf = (roleCode: keyof typeof DEFAULT_ROLE_PERMISSIONS, group: string) =>
  sidebarOf(roleCode).find((s) => s.group === group)?.entries ?? [];

describe('the sidebar of the route table', () => {
  it('lists third-party sales, the platform-linked VM list and the VM restricted product list under "Ext. Sale Management"', () => {
    expect(entriesOf('ROLE_COMPANY_ADMIN', 'Ext. Sale Management').slice(0, 3)).toEqual([
      { label: 'Third-party sales', path: '/third-party-sales' },
      { label: 'Platform linked VM list', path: '/platform-linked-vms' },
      { label: 'VM restricted product list', path: '/restricted-products' },
    ]);
    // They left Campaigns, which keeps the offers and negative items.
    expect(entriesOf('ROLE_COMPANY_ADMIN', 'Campaigns').map((e) => e.path)).not.toContain('/third-party-sales');
  });

  it('shows the group only to holders of PERM_CUSTOMER_PLATFORM', () => {
    expect(sidebarOf('ROLE_OPERATOR').map((s) => s.group)).not.toContain('Ext. Sale Management');
  });
});

describe('screens hidden from company admin and operator (console.md §6)', () => {
  const storeInventory = ROUTES.find((r) => r.path === '/store-inventory/:id')!;

  it('the store inventory: its screen and both its actions, for every role alike', () => {
    for (const role of ROLES) {
      const held = DEFAULT_ROLE_PERMISSIONS[role.code];
      const hidden = role.code === 'ROLE_COMPANY_ADMIN' || role.code === 'ROLE_OPERATOR';
      // Even holding every permission, as the company admin does.
      expect(routeAllowed(storeInventory, ALL_PERMISSIONS, role.code), role.code).toBe(!hidden);
      expect(routeAllowed(storeInventory, held, role.code), role.code).toBe(!hidden && hasAnyPermission(held, storeInventory.permissions));
      expect(mayCall(listStoreInventory, role.code, ALL_PERMISSIONS), role.code).toBe(!hidden);
      expect(mayCall(updateStoreStockLimits, role.code, ALL_PERMISSIONS), role.code).toBe(!hidden);
    }
  });

  it('offers no way there in the palette of the company admin', () => {
    const offered = routeCommands(ROUTES, 'ROLE_COMPANY_ADMIN').map((c) => c.href);
    expect(offered.some((href) => href?.startsWith('/store-inventory'))).toBe(false);
    expect(sidebarOf('ROLE_COMPANY_ADMIN').flatMap((s) => s.entries.map((e) => e.path))).not.toContain('/store-inventory/:id');
  });
});
