import { Suspense, lazy } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { Toaster } from 'sonner';
import { useSelector } from '@xstate/react';
import { TOAST_MS } from '../../contract/constants.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { ROUTES, screenOf } from './routes/index.ts';
import { SessionProvider, useSessionActor } from './session/SessionProvider.tsx';
import { rememberIntendedPath } from './intended-path.ts';
import { FullPageMessage } from './FullPageMessage.tsx';
import { guardNavigation, useGuardedLocation } from './navigation/location.ts';

// Split off the sign-in screens' critical path (bench/results.md): the signed-in frame loads
// once signed in, the License Expired modal (with the dialog library) only when it shows.
const SignedInApp = lazy(() => import('./SignedInApp.tsx').then((m) => ({ default: m.SignedInApp })));
const LicenseExpiredModal = lazy(() => import('./LicenseExpiredModal.tsx').then((m) => ({ default: m.LicenseExpiredModal })));

export function App() {
  return (
    // Every navigation passes the unsaved-changes guard (src/app/navigation/).
    <Router hook={useGuardedLocation} aroundNav={guardNavigation}>
      <SessionProvider>
        <Toaster duration={TOAST_MS} richColors closeButton position="bottom-right" />
        <CrashBoundary>
          <Root />
        </CrashBoundary>
      </SessionProvider>
    </Router>
  );
}

type Phase = 'signedIn' | 'loading' | 'signedOut';

function Root() {
  const phase = useSelector(useSessionActor(), (s): Phase =>
    s.matches('signedIn') ? 'signedIn' : s.matches('restoring') || s.matches('loadingProfile') ? 'loading' : 'signedOut',
  );
  if (phase === 'loading') return <FullPageMessage>Loading...</FullPageMessage>;
  if (phase === 'signedOut') return <SignedOutRoutes />;
  return (
    <Suspense fallback={<FullPageMessage>Loading...</FullPageMessage>}>
      <SignedInApp />
    </Suspense>
  );
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
            <Route key={route.path} path={route.path} component={screenOf(route)} />
          ))}
          <Route>
            {() => {
              rememberIntendedPath(location);
              return <Redirect to="/login" replace />;
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
