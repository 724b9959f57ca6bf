/** The console's own commands: the palette, shortcuts list, sidebar, bell, feedback, sign-out. */
import type { Command } from './registry.ts';

export const PALETTE_SHORTCUT = 'mod+k';

export function shellCommands(options: { notifications: boolean }): Command[] {
  const commands: Command[] = [
    {
      id: 'open.palette',
      title: 'Open command palette',
      keywords: ['search', 'jump', 'find', 'machine'],
      shortcut: PALETTE_SHORTCUT,
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.openPalette(),
    },
    {
      id: 'show.shortcuts',
      title: 'Show keyboard shortcuts',
      keywords: ['keys', 'hotkeys', 'help'],
      shortcut: 'shift+/',
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.openPalette('shortcuts'),
    },
    {
      id: 'toggle.sidebar',
      title: 'Collapse or expand the sidebar',
      keywords: ['menu', 'navigation'],
      shortcut: 'mod+b',
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.toggleSidebar(),
    },
    {
      id: 'send.feedback',
      title: 'Send feedback',
      keywords: ['issue', 'bug', 'report', 'screenshot'],
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.openFeedback(),
    },
    {
      id: 'sign.out',
      title: 'Sign out',
      keywords: ['logout', 'log out', 'exit'],
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.signOut(),
    },
  ];
  if (options.notifications) {
    commands.splice(3, 0, {
      id: 'open.notifications',
      title: 'Open latest notifications',
      keywords: ['bell', 'alerts'],
      shortcut: 'alt+n',
      permissions: [],
      section: 'Console',
      run: (ctx) => ctx.shell.openNotifications(),
    });
  }
  return commands;
}
