/**
 * Everything a signed-in user has around the screens: the command registry, live feeds,
 * the bell's data, the shell, and the global overlays (palette, hotkeys, idle warning,
 * leave-page confirmation, feedback).
 */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { receivesNotifications } from '../../contract/actions/notifications.ts';
import { GuardedRoute } from './GuardedRoute.tsx';
import { Shell } from './Shell.tsx';
import { LiveConnections } from './live/LiveConnections.tsx';
import type { LiveChannel } from '../platform/live/live-client.ts';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider.tsx';
import { CommandsProvider } from './palette/CommandsProvider.tsx';
import { Hotkeys } from './palette/Hotkeys.tsx';
import { usePrefetchMachineIndex } from './palette/usePrefetchMachineIndex.ts';
import { ROUTES } from './routes/index.ts';
import { useCurrentUser, usePermissions } from '../platform/session/session.ts';

// Overlays load just after the first paint, off every screen's critical path (bench/results.md):
// the palette (cmdk and the ranking) and the dialogs show only once opened; their state lives
// in stores, so one opened before its chunk arrived still shows.
const Palette = lazy(() => import('./palette/Palette.tsx').then((m) => ({ default: m.Palette })));
const FeedbackDialog = lazy(() => import('./shell/FeedbackDialog.tsx').then((m) => ({ default: m.FeedbackDialog })));
const IdleWarningModal = lazy(() => import('./IdleWarningModal.tsx').then((m) => ({ default: m.IdleWarningModal })));
const LeaveDialog = lazy(() => import('./navigation/LeaveDialog.tsx').then((m) => ({ default: m.LeaveDialog })));

const privateRoutes = ROUTES.filter((r) => !r.public);

export function SignedInApp() {
  const user = useCurrentUser();
  const permissions = usePermissions();
  const bell = !!user && receivesNotifications(user.Role.role_code);
  const channels: LiveChannel[] = [];
  if (bell) channels.push('notifications');
  if (hasAnyPermission(permissions, ['PERM_VIEW_VENDING_MACHINE'])) channels.push('vm-status');
  usePrefetchMachineIndex(permissions);

  return (
    <CommandsProvider>
      <LiveConnections channels={channels} />
      <NotificationsProvider enabled={bell}>
        <Shell>
          <Switch>
            {privateRoutes.map((route) => (
              <Route key={route.path} path={route.path}>
                <GuardedRoute route={route} />
              </Route>
            ))}
            <Route>
              <GuardedRoute route={null} />
            </Route>
          </Switch>
        </Shell>
        <Hotkeys />
        <Suspense fallback={null}>
          <Palette />
          <FeedbackDialog />
        </Suspense>
      </NotificationsProvider>
      <Suspense fallback={null}>
        <IdleWarningModal />
        <LeaveDialog />
      </Suspense>
    </CommandsProvider>
  );
}
