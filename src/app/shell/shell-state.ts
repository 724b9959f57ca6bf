/**
 * What the shell has open: sidebar collapsed (it starts collapsed, console.md §2), the
 * palette and its scope, the bell menu, the feedback dialog. A tiny external store so the
 * command registry's shell commands and the components share one state.
 */
import { useSyncExternalStore } from 'react';
import type { PaletteScope } from '../../../commands/registry.ts';
import { onSessionReset } from '../../platform/session/app-state.ts';

export interface ShellState {
  sidebarCollapsed: boolean;
  palette: { open: boolean; scope: PaletteScope };
  bellOpen: boolean;
  feedbackOpen: boolean;
}

const INITIAL: ShellState = {
  sidebarCollapsed: true,
  palette: { open: false, scope: 'all' },
  bellOpen: false,
  feedbackOpen: false,
};

let state = INITIAL;
const listeners = new Set<() => void>();

export function getShellState(): ShellState {
  return state;
}

export function updateShell(change: (current: ShellState) => Partial<ShellState>) {
  state = { ...state, ...change(state) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShellState<T>(select: (s: ShellState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}

export const shellActions = {
  openPalette: (scope: PaletteScope = 'all') => updateShell(() => ({ palette: { open: true, scope }, bellOpen: false })),
  closePalette: () => updateShell((s) => ({ palette: { ...s.palette, open: false } })),
  toggleSidebar: () => updateShell((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
  setSidebarCollapsed: (collapsed: boolean) => updateShell(() => ({ sidebarCollapsed: collapsed })),
  setBellOpen: (open: boolean) => updateShell(() => ({ bellOpen: open, ...(open ? { palette: { ...state.palette, open: false } } : {}) })),
  setFeedbackOpen: (open: boolean) => updateShell(() => ({ feedbackOpen: open, ...(open ? { palette: { ...state.palette, open: false } } : {}) })),
};

// A new session starts with the shell as the spec describes it.
onSessionReset(() => {
  state = INITIAL;
  for (const listener of listeners) listener();
});
