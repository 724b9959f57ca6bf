/**
 * The signed-in session's command registry and the context commands run with. The app
 * builds both (src/app/palette/CommandsProvider.tsx: route commands, shell controls,
 * guarded navigation) and provides them here; screens add theirs with useScreenCommands.
 */
import { createContext, useContext } from 'react';
import type { CommandContext, CommandRegistry } from '../../../commands/registry.ts';

export interface CommandsValue {
  registry: CommandRegistry;
  context: CommandContext;
}

export const CommandsContext = createContext<CommandsValue | null>(null);

export function useCommands(): CommandsValue {
  const value = useContext(CommandsContext);
  if (!value) throw new Error('useCommands outside CommandsProvider');
  return value;
}
