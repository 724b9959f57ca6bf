/** Which route of the table the current location is, and whether the user may open it. */
import { matchRoute, useLocation, useRouter } from 'wouter';
import { useCurrentUser, usePermissions } from '../session/SessionProvider.tsx';
import { routeAllowed } from './access.ts';
import { ROUTES, type RouteDef } from './index.ts';

export type RouteStatus = 'ok' | 'forbidden' | 'notFound';

const privateRoutes = ROUTES.filter((r) => !r.public);

export function findRoute(parser: Parameters<typeof matchRoute>[0], path: string): RouteDef | null {
  return privateRoutes.find((r) => matchRoute(parser, r.path, path)[0]) ?? null;
}

export function useCurrentRoute(): { route: RouteDef | null; status: RouteStatus; title: string } {
  const [location] = useLocation();
  const { parser } = useRouter();
  const permissions = usePermissions();
  const roleCode = useCurrentUser()?.Role.role_code ?? null;
  const route = findRoute(parser, location);
  if (!route) return { route, status: 'notFound', title: 'Page not found' };
  if (!routeAllowed(route, permissions, roleCode)) return { route, status: 'forbidden', title: 'Not allowed' };
  return { route, status: 'ok', title: route.title };
}
