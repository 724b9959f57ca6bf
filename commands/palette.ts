/**
 * The palette's prefix scopes, like GitHub's: `>` commands only, `#` orders, `@` users, `$` products,
 * `?` every shortcut. Without a prefix it searches commands and machines together.
 */
import type { PaletteScope } from './registry.ts';

export const SCOPE_PREFIX: Readonly<Record<PaletteScope, string>> = {
  all: '',
  commands: '>',
  orders: '#',
  users: '@',
  products: '$',
  shortcuts: '?',
};

export function parsePaletteInput(input: string): { scope: PaletteScope; query: string } {
  const first = input.trimStart().charAt(0);
  const scope = (Object.keys(SCOPE_PREFIX) as PaletteScope[]).find((s) => s !== 'all' && SCOPE_PREFIX[s] === first) ?? 'all';
  return { scope, query: scope === 'all' ? input.trim() : input.trimStart().slice(1).trim() };
}

export const PALETTE_PLACEHOLDER = 'Search machines and commands…  > commands  # orders  @ users  $ products  ? shortcuts';
