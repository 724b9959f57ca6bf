/**
 * The simulator on a timer for `npm start` with SIMULATOR=1 (README "Configuration"):
 * every SIMULATOR_INTERVAL_MS (default 5000) a few customers buy at random machines.
 * Off unless asked for; tests call `simulateTick` directly instead.
 */
import { createRandom } from '../seed/random.ts';
import { simulateTick, type SimDeps } from './fleet.ts';

export interface SimulatorOptions {
  intervalMs?: number;
  vendsPerTick?: number;
}

export function simulatorOptions(env: NodeJS.ProcessEnv): SimulatorOptions | null {
  if (env.SIMULATOR !== '1' && env.SIMULATOR !== 'true') return null;
  const interval = Number(env.SIMULATOR_INTERVAL_MS);
  return { intervalMs: Number.isFinite(interval) && interval >= 100 ? interval : 5000 };
}

/** Starts ticking; returns the stop function. A tick never overlaps the previous one. */
export function startSimulator(deps: SimDeps, options: SimulatorOptions = {}): () => void {
  const random = createRandom(Date.now() >>> 0);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    simulateTick(deps, random, options.vendsPerTick ?? 3)
      .catch((error: unknown) => console.error('simulator tick failed:', (error as Error).message))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 5000);
  timer.unref();
  console.log(`Fleet simulator on: a few vends every ${options.intervalMs ?? 5000} ms.`);
  return () => clearInterval(timer);
}
