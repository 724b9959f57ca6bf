/**
 * A signed-in route: checks the route's permissions (any-of) and role check, and renders
 * the screen, or a clear "not allowed" / "not found" page. The shell around it (title,
 * sidebar, breadcrumbs) is rendered once by SignedInApp.
 */
import { Suspense } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { CrashBoundary } from './CrashBoundary.tsx';
import { ROUTES } from './routes/index.ts';
import { homePathFor } from './routes/home.ts';
import type { RouteDef } from '../platform/routes/types.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { routeAllowed } from '../platform/routes/access.ts';
import { useCurrentUser, usePermissions } from '../platform/session/session.ts';
import { takeIntendedPath } from './intended-path.ts';

export function GuardedRoute({ route }: { route: RouteDef | null }) {
  const [location] = useLocation();
  const permissions = usePermissions();
  const roleCode = useCurrentUser()?.Role.role_code ?? null;
  const home = homePathFor(ROUTES, permissions, roleCode);

  if (!route) {
    if (location === '/' || ROUTES.some((r) => r.public && location.startsWith(r.path.split('/:')[0]))) {
      const intended = takeIntendedPath();
      return <Redirect to={intended ?? home} replace />;
    }
    return <Notice heading="Page not found" text={`There is no screen at ${location}.`} home={home} />;
  }
  if (!routeAllowed(route, permissions, roleCode)) {
    const needs = route.permissions.length ? ` It needs ${route.permissions.join(' or ')}.` : '';
    return (
      <Notice
        heading="Not allowed"
        text={`Your role does not allow "${route.title}".${needs} Ask your admin if you need access.`}
        home={home}
      />
    );
  }
  const loading = <div className="p-6 text-slate-500">Loading...</div>;
  return (
    <CrashBoundary key={location}>
      {/* For lazy parts of a screen that have no boundary of their own. */}
      <Suspense fallback={loading}>
        <RouteScreen route={route} loading={loading} />
      </Suspense>
    </CrashBoundary>
  );
}

function Notice({ heading, text, home }: { heading: string; text: string; home: string }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-amber-900">{heading}</h2>
      <p className="mt-2 text-amber-800">{text}</p>
      <Link href={home} className="mt-4 inline-block text-indigo-700 underline">
        Go to the home screen
      </Link>
    </div>
  );
}
