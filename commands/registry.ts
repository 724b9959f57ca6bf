/**
 * The command registry: one list feeds the palette (mod+k), the hotkeys and the screens'
 * own buttons, so all three pass the same gate (permissions any-of + availability).
 *
 * Usage (screens do this through `useScreenCommands` in src/platform/commands/):
 *
 *   const registry = createCommandRegistry();
 *   const unregister = registry.register([{
 *     id: 'receive.cash_order',                 // verb.resource
 *     title: 'Receive cash order',
 *     keywords: ['cash', 'collect'],
 *     shortcut: 'alt+shift+r',                  // optional; bound by hotkeys-js AND shown as the label
 *     permissions: ['PERM_VIEW_WAREHOUSE'],     // any-of; [] = every signed-in user
 *     available: () => snapshot.can({ type: 'cash.receive' }),  // the record machine decides
 *     run: (ctx) => openReceiveDialog(),
 *   }]);
 *   registry.visible(ctx)   // what the palette lists for this user, right now
 *   unregister();           // when the screen unmounts
 */
import { hasAnyPermission, type Permission } from '../contract/permissions.ts';
import type { AskAnswers, AskStep } from './ask.ts';

/** Where a palette entry is listed: recents first, then the screen's own, then the rest. */
export type CommandSection = 'This screen' | 'Navigation' | 'Create' | 'Console';

/** The palette's prefix scopes (like GitHub's): `>` commands, `#` orders, `@` users, `?` shortcuts. */
export type PaletteScope = 'all' | 'commands' | 'orders' | 'users' | 'products' | 'shortcuts';

/** What the shell offers to commands; the app supplies it (src/app/palette/CommandsProvider.tsx). */
export interface ShellControls {
  openPalette(scope?: PaletteScope): void;
  toggleSidebar(): void;
  openNotifications(): void;
  openFeedback(): void;
  signOut(): void;
}

export interface CommandContext {
  /** Permission names of the signed-in user's role. */
  permissions: readonly string[];
  /** Navigates inside the console (through the unsaved-changes guard). */
  navigate(path: string): void;
  /** Opens a console path in a new browser tab (Ctrl+Enter in the palette). */
  openInNewTab(path: string): void;
  shell: ShellControls;
}

export interface Command {
  /** `verb.resource`, e.g. `receive.cash_order`, `go.warehouses`, `add.product`. */
  id: string;
  title: string;
  /** Extra words the palette matches besides the title. */
  keywords?: readonly string[];
  /** One string for both the binding and the label, e.g. `mod+k`, `alt+r` (see shortcuts.ts). */
  shortcut?: string;
  /** Any of these; an empty list means every signed-in user. */
  permissions: readonly Permission[];
  /** For record actions: the record machine's `snapshot.can(event)`. Absent means always. */
  available?: (ctx: CommandContext) => boolean;
  /**
   * Arguments the palette asks for, one step after another, before it runs the command with
   * their answers (commands/ask.ts). No steps, or run from a hotkey or a button: no answers.
   */
  ask?: (ctx: CommandContext) => readonly AskStep[];
  run: (ctx: CommandContext, answers?: AskAnswers) => void | Promise<void>;
  /** The path the command opens, if it only navigates: Ctrl+Enter opens it in a new tab. */
  href?: string;
  section?: CommandSection;
}

/** The one gate: the user holds one of the permissions and the record allows it now. */
export function isCommandAllowed(command: Command, ctx: Pick<CommandContext, 'permissions'> & Partial<CommandContext>): boolean {
  if (!hasAnyPermission(ctx.permissions, command.permissions)) return false;
  if (!command.available) return true;
  try {
    return command.available(ctx as CommandContext);
  } catch {
    // A broken availability check must hide the command, not break the palette.
    return false;
  }
}

/** Runs the command if the gate lets it through; answers whether it ran. */
export function runCommand(command: Command, ctx: CommandContext, answers?: AskAnswers): boolean {
  if (!isCommandAllowed(command, ctx)) return false;
  void command.run(ctx, answers);
  return true;
}

const COMMAND_ID = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_.-]*$/;
export function isCommandId(id: string): boolean {
  return COMMAND_ID.test(id);
}

export interface CommandRegistry {
  /** Adds commands; a later registration with the same id replaces an earlier one until it leaves. */
  register(commands: readonly Command[]): () => void;
  /** Every registered command, one per id, newest registration first. */
  all(): Command[];
  /** Those the user may run right now. */
  visible(ctx: CommandContext): Command[];
  find(id: string): Command | undefined;
  subscribe(listener: () => void): () => void;
}

export function createCommandRegistry(initial: readonly Command[] = []): CommandRegistry {
  // Each registration is a batch; newer batches shadow older ones with the same id.
  const batches: (readonly Command[])[] = [];
  const listeners = new Set<() => void>();
  let cache: Command[] | null = null;
  const changed = () => {
    cache = null;
    for (const listener of listeners) listener();
  };

  const registry: CommandRegistry = {
    register(commands) {
      for (const c of commands) if (!isCommandId(c.id)) throw new Error(`command id "${c.id}" is not verb.resource`);
      batches.push(commands);
      changed();
      return () => {
        const at = batches.indexOf(commands);
        if (at >= 0) {
          batches.splice(at, 1);
          changed();
        }
      };
    },
    all() {
      if (cache) return cache;
      const seen = new Set<string>();
      const result: Command[] = [];
      for (let b = batches.length - 1; b >= 0; b--) {
        for (const command of batches[b]) {
          if (seen.has(command.id)) continue;
          seen.add(command.id);
          result.push(command);
        }
      }
      return (cache = result);
    },
    visible(ctx) {
      return registry.all().filter((c) => isCommandAllowed(c, ctx));
    },
    find(id) {
      return registry.all().find((c) => c.id === id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (initial.length) registry.register(initial);
  return registry;
}
