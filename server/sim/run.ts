/**
 * The simulator on a timer for `npm start` (README "Configuration"): every SIMULATOR_INTERVAL_MS
 * (default 3000) one happening somewhere in the fleet, so a new user sees a business that moves.
 * By default the demo machines are devices speaking /device/v1 over HTTP to the server's own
 * address (device-fleet.ts), as real machines do; SIMULATOR=in-process writes the happenings
 * in the server's process instead (fleet.ts `simulateStep`), as before the gateway. SIMULATOR=0
 * turns it off; the e2e runs, the bench and the tests do (tests drive the steps directly).
 */
import type { EventAnswer } from '../../contract/device.ts';
import { createRandom, type Random } from '../seed/random.ts';
import { deviceStep, enrolDevices, type DeviceFleet } from './device-fleet.ts';
import { httpTransport } from './device-link.ts';
import { simulateStep, type SimDeps } from './fleet.ts';

export interface SimulatorOptions {
  intervalMs?: number;
  stepsPerTick?: number;
  /** Devices over HTTP (the default) or writes in the server's process. */
  via?: 'devices' | 'in-process';
  /** Where the server listens, for the devices: http://127.0.0.1:8080. */
  serverUrl?: string;
}

export const DEFAULT_INTERVAL_MS = 3000;
const OFF = new Set(['0', 'false', 'off', 'no']);

export function simulatorOptions(env: NodeJS.ProcessEnv): SimulatorOptions | null {
  const mode = (env.SIMULATOR ?? '').trim().toLowerCase();
  if (OFF.has(mode)) return null;
  const interval = Number(env.SIMULATOR_INTERVAL_MS);
  return {
    intervalMs: Number.isFinite(interval) && interval >= 100 ? interval : DEFAULT_INTERVAL_MS,
    via: mode === 'in-process' ? 'in-process' : 'devices',
  };
}

/** The server's own address as a device on this machine reaches it (a wildcard host is reached on loopback). */
export function selfUrl(host: string, port: number): string {
  const shown = host === '::' || host === '0.0.0.0' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Each refusal reason once, so a gateway that does not take a kind says so without flooding the log. */
function refusalLogger(): (device: { machineId: number }, answer: EventAnswer) => void {
  const told = new Set<string>();
  return (device, answer) => {
    const reason = answer.reason ?? 'refused';
    if (told.has(reason) || told.size >= 50) return;
    told.add(reason);
    console.warn(`simulated machine ${device.machineId}: event refused: ${reason}`);
  };
}

/** The one switch between the two simulators: what one step does. */
function stepOf(deps: SimDeps, options: SimulatorOptions): (random: Random) => Promise<unknown> {
  if (options.via === 'in-process' || !options.serverUrl) return (random) => simulateStep(deps, random);
  const send = httpTransport(options.serverUrl);
  let fleet: Promise<DeviceFleet> | null = null;
  return async (random) => {
    fleet ??= enrolDevices(deps)
      .then((devices) => {
        console.log(`Fleet simulator: ${devices.length} machines with hardware boards speak /device/v1 at ${options.serverUrl}.`);
        return { devices, send, onRefused: refusalLogger() };
      })
      .catch((error: unknown) => {
        fleet = null;
        throw error;
      });
    await deviceStep(await fleet, deps, random);
  };
}

/** Starts ticking; returns the stop function. A tick never overlaps the previous one. */
export function startSimulator(deps: SimDeps, options: SimulatorOptions = {}): () => void {
  const random = createRandom(Date.now() >>> 0);
  const interval = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const step = stepOf(deps, options);
  let running = false;
  const tick = async () => {
    for (let i = 0; i < (options.stepsPerTick ?? 1); i++) await step(random);
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
  console.log(`Fleet simulator on: something happens in the fleet every ${interval} ms (SIMULATOR=0 turns it off, SIMULATOR=in-process writes without the device gateway).`);
  return () => clearInterval(timer);
}
