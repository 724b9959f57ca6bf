/** "/" and a finished sign-in land on a screen the role may open (issue 34: technicians may not read orders). */
import { expect, it } from 'vitest';
import { homePathFor } from '../../src/app/routes/home.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';

it('sends roles that read orders to /orders and the technician to the machine list', () => {
  expect(homePathFor(ROUTES, DEFAULT_ROLE_PERMISSIONS.ROLE_STORE_MANAGER, 'ROLE_STORE_MANAGER')).toBe('/orders');
  expect(homePathFor(ROUTES, DEFAULT_ROLE_PERMISSIONS.ROLE_FRANCHISE_LOCATION_PARTNER, 'ROLE_FRANCHISE_LOCATION_PARTNER')).toBe('/orders');
  expect(homePathFor(ROUTES, DEFAULT_ROLE_PERMISSIONS.ROLE_TECHNICIAN, 'ROLE_TECHNICIAN')).toBe('/vm');
});
