/**
 * Shortcut strings: one string per command (`mod+k`, `alt+r`, `shift+/`) is both the
 * hotkeys-js binding and the label the palette shows beside the entry.
 * `mod` is Ctrl on Windows/Linux and ⌘ on macOS.
 */

const MODIFIERS = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;
type Modifier = (typeof MODIFIERS)[number];

export interface ParsedShortcut {
  modifiers: Modifier[];
  key: string;
}

const NAMED_KEYS = new Set(['enter', 'esc', 'escape', 'space', 'tab', 'backspace', 'delete', 'up', 'down', 'left', 'right', 'home', 'end', 'pageup', 'pagedown']);
const FUNCTION_KEY = /^f([1-9]|1[0-2])$/;
const SINGLE_KEY = /^[a-z0-9/.,;'[\]\\`=-]$/;

/** Parses `mod+shift+k`; throws on anything hotkeys-js would not bind the same way. */
export function parseShortcut(shortcut: string): ParsedShortcut {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const modifiers: Modifier[] = [];
  for (const part of parts) {
    if (!(MODIFIERS as readonly string[]).includes(part)) throw new Error(`shortcut "${shortcut}": unknown modifier "${part}"`);
    if (modifiers.includes(part as Modifier)) throw new Error(`shortcut "${shortcut}": "${part}" twice`);
    modifiers.push(part as Modifier);
  }
  if (!(SINGLE_KEY.test(key) || NAMED_KEYS.has(key) || FUNCTION_KEY.test(key))) {
    throw new Error(`shortcut "${shortcut}": "${key}" is not a key (use lower case)`);
  }
  return { modifiers: MODIFIERS.filter((m) => modifiers.includes(m)), key };
}

/** The same shortcut written canonically, so `shift+mod+k` and `mod+shift+k` compare equal. */
export function normalizeShortcut(shortcut: string): string {
  const { modifiers, key } = parseShortcut(shortcut);
  return [...modifiers, key].join('+');
}

/** hotkeys-js binding(s): `mod` becomes both `ctrl` and `command` so one list works everywhere. */
export function hotkeysBinding(shortcut: string): string {
  const { modifiers, key } = parseShortcut(shortcut);
  if (!modifiers.includes('mod')) return [...modifiers.map((m) => (m === 'meta' ? 'command' : m)), key].join('+');
  const rest = modifiers.filter((m) => m !== 'mod').map((m) => (m === 'meta' ? 'command' : m));
  return [['ctrl', ...rest, key].join('+'), ['command', ...rest, key].join('+')].join(',');
}

const KEY_LABELS: Record<string, string> = {
  enter: 'Enter', esc: 'Esc', escape: 'Esc', space: 'Space', tab: 'Tab', backspace: 'Backspace', delete: 'Delete',
  up: '↑', down: '↓', left: '←', right: '→', home: 'Home', end: 'End', pageup: 'PgUp', pagedown: 'PgDn',
};
const MAC_SYMBOLS: Record<Modifier, string> = { mod: '⌘', meta: '⌘', ctrl: '⌃', alt: '⌥', shift: '⇧' };
const PC_NAMES: Record<Modifier, string> = { mod: 'Ctrl', meta: 'Win', ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift' };

/** The label shown beside a palette entry: `Ctrl+K` (or `⌘K` on a Mac); `shift+/` reads `?`. */
export function shortcutLabel(shortcut: string, mac = false): string {
  const { modifiers, key } = parseShortcut(shortcut);
  if (key === '/' && modifiers.length === 1 && modifiers[0] === 'shift') return '?';
  const keyLabel = KEY_LABELS[key] ?? key.toUpperCase();
  if (mac) return modifiers.map((m) => MAC_SYMBOLS[m]).join('') + keyLabel;
  return [...modifiers.map((m) => PC_NAMES[m]), keyLabel].join('+');
}

/** Kept by the field while typing: Ctrl+Z there undoes the typing, not the last action. */
const FIELDS_OWN = new Set(['mod+z']);

/** Shortcuts that hold a modifier (Ctrl, ⌘ or Alt) also work while typing in a field. */
export function worksInFields(shortcut: string): boolean {
  if (FIELDS_OWN.has(normalizeShortcut(shortcut))) return false;
  return parseShortcut(shortcut).modifiers.some((m) => m !== 'shift');
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}
