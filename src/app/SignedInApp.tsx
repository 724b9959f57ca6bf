/**
 * Everything a signed-in user has around the screens: the command registry, live feeds,
 * the bell's data, the shell, and the global overlays (palette, hotkeys, idle warning,
 * leave-page confirmation, feedback).
 */
import { Route, Switch } from 'wouter';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { receivesNotifications } from '../../contract/actions/notifications.ts';
import { GuardedRoute } from './GuardedRoute.tsx';
import { IdleWarningModal } from './IdleWarningModal.tsx';
import { Shell } from './Shell.tsx';
import { LiveConnections } from './live/LiveConnections.tsx';
import type { LiveChannel } from './live/live-client.ts';
import { LeaveDialog } from './navigation/LeaveDialog.tsx';
import { NotificationsProvider } from './notifications/NotificationsProvider.tsx';
import { CommandsProvider } from './palette/CommandsProvider.tsx';
import { Hotkeys } from './palette/Hotkeys.tsx';
import { Palette } from './palette/Palette.tsx';
import { ROUTES } from './routes/index.ts';
import { useCurrentUser, usePermissions } from './session/SessionProvider.tsx';
import { FeedbackDialog } from './shell/FeedbackDialog.tsx';

const privateRoutes = ROUTES.filter((r) => !r.public);

export function SignedInApp() {
  const user = useCurrentUser();
  const permissions = usePermissions();
  const bell = !!user && receivesNotifications(user.Role.role_code);
  const channels: LiveChannel[] = [];
  if (bell) channels.push('notifications');
  if (hasAnyPermission(permissions, ['PERM_VIEW_VENDING_MACHINE'])) channels.push('vm-status');

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
        <Palette />
        <Hotkeys />
        <FeedbackDialog />
      </NotificationsProvider>
      <IdleWarningModal />
      <LeaveDialog />
    </CommandsProvider>
  );
}
