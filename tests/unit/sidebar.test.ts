/**
 * The sidebar built from the real route table (console.md §2 "Sidebar groups and their routes"):
 * groups the spec names hold their entries.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { sidebarSections } from '../../src/app/shell/sidebar-model.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';

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
