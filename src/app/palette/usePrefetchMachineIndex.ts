/**
 * Operators open the palette to jump to a machine: at 100,000 machines its index takes a
 * second or two to fetch and build, so it is loaded once the signed-in console has been
 * quiet for a moment, not when Ctrl+K is first pressed. Not at once: the first screen's
 * own requests come first (PGlite answers one query at a time).
 */
import { useEffect } from 'react';

const PREFETCH_AFTER_MS = 3000;

export function usePrefetchMachineIndex(permissions: readonly string[]) {
  useEffect(() => {
    let cancelled = false;
    // The palette's chunk: the ranking stays off the first screen's critical path.
    const prefetch = () => {
      void import('./machine-index.ts')
        .then((m) => {
          if (!cancelled && m.canJumpToMachines(permissions)) m.prefetchMachineIndex();
        })
        // Nothing to tell: opening the palette loads the index (and the chunk) again.
        .catch(() => {});
    };
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(prefetch, { timeout: PREFETCH_AFTER_MS });
      else prefetch();
    }, PREFETCH_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [permissions]);
}
