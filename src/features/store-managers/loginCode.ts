/**
 * A login code answered by create or regenerate, kept in memory only until the store manager's
 * screen shows it once (never in the URL, storage or the cache).
 */
let pending: { id: number; code: string } | null = null;

export function rememberCode(id: number, code: string | undefined) {
  pending = code ? { id, code } : null;
}

export function takeCode(id: number): string | null {
  if (pending?.id !== id) return null;
  const { code } = pending;
  pending = null;
  return code;
}
