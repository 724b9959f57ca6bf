/**
 * Where "/" and a finished sign-in go: the orders screen (console.md §2), or, for a role that
 * may not read orders (a technician: no money, docs/roles.md), the first of the other homes it
 * may open, so no one lands on "Not allowed".
 */
import { paths } from '../../platform/paths.ts';
import { routeAllowed } from '../../platform/routes/access.ts';
import type { RouteDef } from '../../platform/routes/types.ts';

export const HOME_PATH = paths.orders();
const HOMES = [HOME_PATH, paths.vm(), paths.notifications()];

export function homePathFor(routes: readonly RouteDef[], permissions: readonly string[], roleCode: string | null): string {
  const allowed = HOMES.find((path) => {
    const route = routes.find((r) => r.path === path);
    return route !== undefined && routeAllowed(route, permissions, roleCode);
  });
  return allowed ?? HOME_PATH;
}
