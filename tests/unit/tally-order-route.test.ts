/**
 * Issue 52: /view-tally-order/{id} follows routes.tsv ("-", every signed-in user), narrowed only to
 * what its data needs: whoever may read the tally may open its order, and nobody else.
 */
import { describe, expect, it } from 'vitest';
import { getTallyInventory } from '../../contract/actions/tally-inventories.ts';
import { ROLES } from '../../contract/roles.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';

describe('/view-tally-order/{id}', () => {
  const route = ROUTES.find((r) => r.path === '/view-tally-order/:id')!;

  it.each(ROLES.map((r) => [r.code, DEFAULT_ROLE_PERMISSIONS[r.code]] as const))('%s opens it exactly when it may read the tally', (code, permissions) => {
    expect(routeAllowed(route, permissions, code)).toBe(hasAnyPermission(permissions, getTallyInventory.permissions));
  });

  it('a role that only keeps inventory (PERM_UPDATE_INVENTORY) may open it', () => {
    expect(routeAllowed(route, ['PERM_UPDATE_INVENTORY'], 'ROLE_CUSTOM')).toBe(true);
  });
});
