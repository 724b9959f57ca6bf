/**
 * The route table as screens and the shell read it: which route the current location is,
 * and whether the user may open it. The table itself is composed by the app from every
 * feature's routes (src/app/routes/index.ts), so the app provides it through
 * RouteTableContext; platform and features never import it.
 */
import { createContext, useContext } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { useCurrentUser, usePermissions } from '../session/session.ts';
import { routeAllowed } from './access.ts';
import type { RouteDef } from './types.ts';

export type RouteStatus = 'ok' | 'forbidden' | 'notFound';

export const RouteTableContext = createContext<readonly RouteDef[]>([]);

export function useRouteTable(): readonly RouteDef[] {
  return useContext(RouteTableContext);
}

/** The signed-in route a path opens, if any (public sign-in routes are not looked up). */
export function findRoute(routes: readonly RouteDef[], parser: Parameters<typeof matchRoute>[0], path: string): RouteDef | null {
  return routes.find((r) => !r.public && matchRoute(parser, r.path, path)[0]) ?? null;
}

/** `findRoute` over the provided table with the router's own pattern parser. */
export function useFindRoute(): (path: string) => RouteDef | null {
  const routes = useRouteTable();
  const { parser } = useRouter();
  return (path) => findRoute(routes, parser, path);
}

export function useCurrentRoute(): { route: RouteDef | null; status: RouteStatus; title: string } {
  const [location] = useLocation();
  const find = useFindRoute();
  const permissions = usePermissions();
  const roleCode = useCurrentUser()?.Role.role_code ?? null;
  const route = find(location);
  if (!route) return { route, status: 'notFound', title: 'Page not found' };
  if (!routeAllowed(route, permissions, roleCode)) return { route, status: 'forbidden', title: 'Not allowed' };
  return { route, status: 'ok', title: route.title };
}

/** Whether the user may open the screen at `path`: links to a screen the role is refused are not shown. */
export function useMayOpen(): (path: string) => boolean {
  const find = useFindRoute();
  const permissions = usePermissions();
  const roleCode = useCurrentUser()?.Role.role_code ?? null;
  return (path) => {
    const route = find(path);
    return route !== null && routeAllowed(route, permissions, roleCode);
  };
}
