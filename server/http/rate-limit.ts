/**
 * A fixed-window counter per key, in this process's memory: enough to stop one client (or
 * all of them together) from flooding something cheap to ask for, such as mail. Several
 * server processes each keep their own count, so the effective limit is per process.
 */
export interface RateLimiter {
  /** Counts one use by `key` and returns 0, or, past the limit, the milliseconds until the window ends (nothing counted). */
  take(key: string, now: Date): number;
}

/**
 * Windows are swept when this many keys are held, so a flood of addresses cannot grow the map for
 * long; after a sweep the next one waits until the map has doubled, so a fleet with more live keys
 * than this (100,000 devices a minute) does not walk the whole map on every request.
 */
const SWEEP_AT = 10_000;

export function fixedWindowLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let sweepAt = SWEEP_AT;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
    sweepAt = Math.max(SWEEP_AT, 2 * windows.size);
  };
  return {
    take(key, now) {
      const at = now.getTime();
      if (windows.size >= sweepAt) sweep(at);
      const window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        windows.set(key, { start: at, count: 1 });
        return 0;
      }
      if (window.count >= limit) return window.start + windowMs - at;
      window.count++;
      return 0;
    },
  };
}
