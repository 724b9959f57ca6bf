/**
 * Holds the signed-in session's command registry and the context commands run with
 * (permissions, guarded navigation, shell controls). The console's own commands and the
 * route table's "Go to …"/"Add …" commands are registered here; screens add theirs with
 * `useScreenCommands` (src/platform/commands/), which reads what this provides.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { createCommandRegistry, type CommandContext } from '../../../commands/registry.ts';
import { shellCommands } from '../../../commands/shell.ts';
import { ROUTES } from '../routes/index.ts';
import { CommandsContext } from '../../platform/commands/commands-context.ts';
import { routeCommands } from './route-commands.ts';
import { useCurrentUser, usePermissions, useSessionActor } from '../../platform/session/session.ts';
import { shellActions } from '../shell/shell-state.ts';
import { receivesNotifications } from '../../../contract/actions/notifications.ts';
import { undoCommand } from '../../platform/undo/undo.ts';

export function CommandsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => createCommandRegistry());
  const permissions = usePermissions();
  const user = useCurrentUser();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const roleCode = user?.Role.role_code ?? null;
  const bell = roleCode !== null && receivesNotifications(roleCode);

  const context = useMemo<CommandContext>(
    () => ({
      permissions,
      navigate: (path) => navigate(path),
      openInNewTab: (path) => {
        window.open(path, '_blank', 'noopener');
      },
      shell: {
        openPalette: shellActions.openPalette,
        toggleSidebar: shellActions.toggleSidebar,
        openNotifications: () => shellActions.setBellOpen(true),
        openFeedback: () => shellActions.setFeedbackOpen(true),
        signOut: () => session.send({ type: 'session.logout' }),
      },
    }),
    [permissions, navigate, session],
  );

  useEffect(() => registry.register(shellCommands({ notifications: bell })), [registry, bell]);
  useEffect(() => registry.register([undoCommand]), [registry]);
  useEffect(() => registry.register(routeCommands(ROUTES, roleCode)), [registry, roleCode]);

  const value = useMemo(() => ({ registry, context }), [registry, context]);
  return <CommandsContext.Provider value={value}>{children}</CommandsContext.Provider>;
}
