/**
 * A signed-in route: checks the route's permissions (any-of), sets the page title and
 * renders the screen inside the shell, or a clear "not allowed" / "not found" page.
 */
import { Suspense, useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { HOME_PATH, ROUTES, screenOf, type RouteDef } from './routes/index.ts';
import { usePermissions } from './session/SessionProvider.tsx';
import { Shell } from './Shell.tsx';
import { takeIntendedPath } from './intended-path.ts';

export function GuardedRoute({ route }: { route: RouteDef | null }) {
  const [location] = useLocation();
  const permissions = usePermissions();
  const title = route ? route.title : 'Page not found';
  useEffect(() => {
    document.title = `${title} · Vending Console`;
  }, [title]);

  if (!route) {
    if (location === '/' || ROUTES.some((r) => r.public && location.startsWith(r.path.split('/:')[0]))) {
      const intended = takeIntendedPath();
      return <Redirect to={intended ?? HOME_PATH} replace />;
    }
    return (
      <Shell title={title}>
        <Notice heading="Page not found" text={`There is no screen at ${location}.`} />
      </Shell>
    );
  }
  if (!hasAnyPermission(permissions, route.permissions)) {
    return (
      <Shell title="Not allowed">
        <Notice
          heading="Not allowed"
          text={`Your role does not allow "${route.title}". It needs ${route.permissions.join(' or ')}. Ask your admin if you need access.`}
        />
      </Shell>
    );
  }
  const Screen = screenOf(route);
  return (
    <Shell title={route.title} route={route}>
      <CrashBoundary key={location}>
        <Suspense fallback={<div className="p-6 text-slate-500">Loading...</div>}>
          <Screen />
        </Suspense>
      </CrashBoundary>
    </Shell>
  );
}

function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-amber-900">{heading}</h2>
      <p className="mt-2 text-amber-800">{text}</p>
      <Link href={HOME_PATH} className="mt-4 inline-block text-indigo-700 underline">
        Go to the home screen
      </Link>
    </div>
  );
}
