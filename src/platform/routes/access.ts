/** Who may open a route: its permissions (any-of) and, for a few, a role check. */
import { hasAnyPermission } from '../../../contract/permissions.ts';
import type { RouteDef } from './types.ts';

export function routeAllowedForRole(route: Pick<RouteDef, 'roles'>, roleCode: string | null): boolean {
  return !route.roles || (roleCode !== null && route.roles.includes(roleCode as never));
}

export function routeAllowed(route: Pick<RouteDef, 'roles' | 'permissions'>, permissions: readonly string[], roleCode: string | null): boolean {
  return routeAllowedForRole(route, roleCode) && hasAnyPermission(permissions, route.permissions);
}
