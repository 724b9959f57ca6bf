/**
 * The palette's prefix scopes, like GitHub's: `>` commands only, `#` orders, `@` users, `$` products,
 * `?` every shortcut and these prefixes. Without a prefix it searches commands, machines and (on the
 * server) every kind of record together; a kind's `word:` prefix (`po:`, `sup:`, …) searches that kind alone.
 */
import type { PaletteScope } from './registry.ts';
import { kindOfPrefix, type RecordKind } from '../contract/record-kinds.ts';

export const SCOPE_PREFIX: Readonly<Record<PaletteScope, string>> = {
  all: '',
  commands: '>',
  orders: '#',
  users: '@',
  products: '$',
  shortcuts: '?',
};

/** A kind's `word:` prefix (contract/record-kinds.ts) leading the input: "po: 42", "sup:acme". */
const KIND_PREFIX = /^\s*([a-z]+):\s*/i;

export function parsePaletteInput(input: string): { scope: PaletteScope; query: string; kind?: RecordKind } {
  const first = input.trimStart().charAt(0);
  const scope = (Object.keys(SCOPE_PREFIX) as PaletteScope[]).find((s) => s !== 'all' && SCOPE_PREFIX[s] === first) ?? 'all';
  if (scope !== 'all') return { scope, query: input.trimStart().slice(1).trim() };
  const prefix = KIND_PREFIX.exec(input);
  const kind = prefix ? kindOfPrefix(prefix[1]!) : null;
  return kind ? { scope, query: input.slice(prefix![0].length).trim(), kind } : { scope, query: input.trim() };
}

export const PALETTE_PLACEHOLDER = 'Search machines, records and commands…  > commands  # orders  @ users  $ products  po: purchase orders…  ? help';
