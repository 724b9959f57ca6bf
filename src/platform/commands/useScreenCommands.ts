/**
 * `useScreenCommands(commands)`: a screen's own commands, in the palette (section "This
 * screen") and on their hotkeys while the screen is mounted. It returns the same gate for
 * the screen's buttons, so a button shows exactly when the palette would offer the command:
 *
 *   const commands = useScreenCommands([
 *     { id: 'receive.cash_order', title: 'Receive cash order', permissions: ['PERM_UPDATE_WAREHOUSE'],
 *       available: () => snapshot.can({ type: 'cash.receive' }), run: () => openReceive() },
 *   ]);
 *   {commands['receive.cash_order'].allowed && <Button onClick={commands['receive.cash_order'].run}>Receive</Button>}
 *
 * The latest `available`/`run`/`title` are always used, so they may close over fresh state.
 */
import { useEffect, useMemo, useRef } from 'react';
import { isCommandAllowed, runCommand, type Command } from '../../../commands/registry.ts';
import { useCommands } from './commands-context.ts';

export interface CommandGate {
  /** The user holds a permission and the record allows it now. */
  allowed: boolean;
  /** Runs the command if allowed. */
  run: () => void;
}

export function useScreenCommands(commands: readonly Command[]): Record<string, CommandGate> {
  const { registry, context } = useCommands();
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });
  const ids = commands.map((c) => c.id).join('|');

  useEffect(() => {
    const current = (id: string) => latest.current.find((c) => c.id === id);
    const proxies: Command[] = ids.split('|').filter(Boolean).map((id) => ({
      id,
      get title() {
        return current(id)?.title ?? id;
      },
      get keywords() {
        return current(id)?.keywords;
      },
      get shortcut() {
        return current(id)?.shortcut;
      },
      get permissions() {
        return current(id)?.permissions ?? [];
      },
      get href() {
        return current(id)?.href;
      },
      get ask() {
        return current(id)?.ask;
      },
      section: 'This screen',
      available: (ctx) => {
        const command = current(id);
        return !!command && (command.available ? command.available(ctx) : true);
      },
      run: (ctx, answers) => current(id)?.run(ctx, answers),
    }));
    return registry.register(proxies);
  }, [registry, ids]);

  return useMemo(
    () => Object.fromEntries(commands.map((c) => [c.id, { allowed: isCommandAllowed(c, context), run: () => void runCommand(c, context) }])),
    [commands, context],
  );
}
