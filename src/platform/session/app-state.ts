/**
 * "All application state is reset" on sign-out: stores that cache data register a
 * reset here, and the session calls them all when it ends.
 */
const resets = new Set<() => void>();

export function onSessionReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetApplicationState() {
  for (const reset of resets) reset();
}
