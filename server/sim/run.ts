/**
 * The simulator on a timer for `npm start` (README "Configuration"): every SIMULATOR_INTERVAL_MS
 * (default 3000) one happening somewhere in the fleet (fleet.ts `simulateStep`), so a new user
 * sees a business that moves. SIMULATOR=0 turns it off; the e2e runs, the bench and the tests
 * do (tests drive the steps directly with a fixed seed).
 */
import { createRandom } from '../seed/random.ts';
import { simulateStep, type SimDeps } from './fleet.ts';

export interface SimulatorOptions {
  intervalMs?: number;
  stepsPerTick?: number;
}

export const DEFAULT_INTERVAL_MS = 3000;
const OFF = new Set(['0', 'false', 'off', 'no']);

export function simulatorOptions(env: NodeJS.ProcessEnv): SimulatorOptions | null {
  if (OFF.has((env.SIMULATOR ?? '').trim().toLowerCase())) return null;
  const interval = Number(env.SIMULATOR_INTERVAL_MS);
  return { intervalMs: Number.isFinite(interval) && interval >= 100 ? interval : DEFAULT_INTERVAL_MS };
}

/** Starts ticking; returns the stop function. A tick never overlaps the previous one. */
export function startSimulator(deps: SimDeps, options: SimulatorOptions = {}): () => void {
  const random = createRandom(Date.now() >>> 0);
  const interval = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let running = false;
  const tick = async () => {
    for (let i = 0; i < (options.stepsPerTick ?? 1); i++) await simulateStep(deps, random);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => console.error('simulator step failed:', (error as Error).message))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  console.log(`Fleet simulator on: something happens in the fleet every ${interval} ms (SIMULATOR=0 turns it off).`);
  return () => clearInterval(timer);
}
