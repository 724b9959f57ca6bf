/** Every registered command, re-read whenever a screen registers or unregisters some. */
import { useSyncExternalStore } from 'react';
import type { Command } from '../../../commands/registry.ts';
import { useCommands } from '../../platform/commands/commands-context.ts';

export function useSubscribedCommands(): Command[] {
  const { registry } = useCommands();
  return useSyncExternalStore(registry.subscribe, registry.all);
}
