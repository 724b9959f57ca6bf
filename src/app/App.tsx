import { Suspense, lazy } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { Toaster } from 'sonner';
import { useSelector } from '@xstate/react';
import { TOAST_MS } from '../../contract/constants.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { ROUTES } from './routes/index.ts';
import { HOME_PATH } from './routes/home.ts';
import { screenOf } from './routes/screens.ts';
import { RouteTableContext, findRoute } from '../platform/routes/route-table.ts';
import { paths } from '../platform/paths.ts';
import { lazyModule, useLoaded } from './routes/lazy-module.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { useSessionActor } from '../platform/session/session.ts';
import { peekIntendedPath, rememberIntendedPath } from './intended-path.ts';
import { FullPageMessage } from './FullPageMessage.tsx';
import { guardNavigation, useGuardedLocation } from '../platform/navigation/location.ts';

// Split off the sign-in screens' critical path (bench/results.md): the signed-in frame loads
// once signed in (or while a kept session is restored), the License Expired modal (with the
// dialog library) only when it shows.
const signedInApp = lazyModule(() => import('./SignedInApp.tsx').then((m) => m.SignedInApp));
const LicenseExpiredModal = lazy(() => import('./LicenseExpiredModal.tsx').then((m) => ({ default: m.LicenseExpiredModal })));

export function App() {
  return (
    // Every navigation passes the unsaved-changes guard (src/platform/navigation/).
    <Router hook={useGuardedLocation} aroundNav={guardNavigation}>
      {/* The route table is composed here, from every feature's routes; platform hooks read it. */}
      <RouteTableContext.Provider value={ROUTES}>
        <SessionProvider>
          <Toaster duration={TOAST_MS} richColors closeButton position="bottom-right" />
          <CrashBoundary>
            <Root />
          </CrashBoundary>
        </SessionProvider>
      </RouteTableContext.Provider>
    </Router>
  );
}

type Phase = 'signedIn' | 'loading' | 'signedOut';

function Root() {
  const phase = useSelector(useSessionActor(), (s): Phase =>
    s.matches('signedIn') ? 'signedIn' : s.matches('restoring') || s.matches('loadingProfile') ? 'loading' : 'signedOut',
  );
  const [location] = useLocation();
  const { parser } = useRouter();
  // While `me` is asked, the signed-in frame's chunk and this screen's load beside it.
  const SignedInApp = useLoaded(phase === 'signedOut' ? null : signedInApp);
  if (phase === 'signedOut') return <SignedOutRoutes />;
  if (phase === 'loading') {
    // Here, or after signing in on /login, where sign-in goes next.
    const route = findRoute(ROUTES, parser, location) ?? findRoute(ROUTES, parser, peekIntendedPath() ?? HOME_PATH);
    if (route) screenOf(route).load().catch(() => undefined); // a failure shows when the screen renders
  }
  if (phase === 'loading' || !SignedInApp) return <FullPageMessage>Loading...</FullPageMessage>;
  return <SignedInApp />;
}

const publicRoutes = ROUTES.filter((r) => r.public);

function SignedOutRoutes() {
  const [location] = useLocation();
  const licenseExpired = useSelector(useSessionActor(), (s) => s.matches('licenseExpired'));
  return (
    <>
      <Suspense fallback={<FullPageMessage>Loading...</FullPageMessage>}>
        <Switch>
          {publicRoutes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteScreen route={route} loading={<FullPageMessage>Loading...</FullPageMessage>} />
            </Route>
          ))}
          <Route>
            {() => {
              rememberIntendedPath(location);
              return <Redirect to={paths.login()} replace />;
            }}
          </Route>
        </Switch>
      </Suspense>
      {licenseExpired && (
        <Suspense fallback={null}>
          <LicenseExpiredModal />
        </Suspense>
      )}
    </>
  );
}
