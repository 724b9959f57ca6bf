/**
 * Binds every registered command's shortcut with hotkeys-js. The gate is checked at the
 * key press (permissions + the record's current state), exactly as in the palette.
 * Shortcuts with Ctrl/⌘/Alt also work while typing in a field (mod+k "anywhere").
 */
import { useEffect } from 'react';
import hotkeys from 'hotkeys-js';
import { hotkeysBinding, normalizeShortcut, worksInFields } from '../../../commands/shortcuts.ts';
import { isCommandAllowed } from '../../../commands/registry.ts';
import { useCommands } from '../../platform/commands/commands-context.ts';
import { useSubscribedCommands } from './useSubscribedCommands.ts';

function isTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  return element.tagName === 'INPUT' && !['checkbox', 'radio', 'range', 'button', 'file', 'reset', 'submit', 'color'].includes((element as HTMLInputElement).type);
}

export function Hotkeys() {
  const { context } = useCommands();
  const commands = useSubscribedCommands();

  useEffect(() => {
    const shortcuts = new Map<string, string>();
    for (const command of commands) {
      if (command.shortcut) shortcuts.set(normalizeShortcut(command.shortcut), command.shortcut);
    }
    // Every binding decides at key time, so fields only block plain-key shortcuts.
    hotkeys.filter = (event) => {
      if (!isTextField(event.target)) return true;
      return event.ctrlKey || event.metaKey || event.altKey;
    };
    const bindings: [string, (event: KeyboardEvent) => void][] = [];
    for (const [normalized, shortcut] of shortcuts) {
      const handler = (event: KeyboardEvent) => {
        if (isTextField(event.target) && !worksInFields(shortcut)) return;
        // The newest registration (a screen's own command) wins over older ones.
        const command = commands.find((c) => c.shortcut && normalizeShortcut(c.shortcut) === normalized && isCommandAllowed(c, context));
        if (!command) return;
        event.preventDefault();
        void command.run(context);
      };
      const binding = hotkeysBinding(shortcut);
      hotkeys(binding, handler);
      bindings.push([binding, handler]);
    }
    return () => {
      for (const [binding, handler] of bindings) hotkeys.unbind(binding, handler);
    };
  }, [commands, context]);
  return null;
}
