/** How busy the machine is: load averages and other people's test or browser processes. */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

export interface MachineState {
  at: string;
  load: [number, number, number];
  /** Other vitest / playwright / chromium processes (not this benchmark's). */
  others: number;
}

export function machineState(ownPids: Set<number> = new Set()): MachineState {
  let others = 0;
  try {
    const out = execFileSync('pgrep', ['-f', 'vitest|playwright test|chromium'], { encoding: 'utf8' });
    others = out.split('\n').filter((pid) => pid && !ownPids.has(Number(pid)) && Number(pid) !== process.pid).length;
  } catch {
    // pgrep exits 1 when nothing matches
  }
  const [a, b, c] = loadavg();
  return { at: new Date().toISOString(), load: [a, b, c], others };
}

/** Quiet enough for figures worth committing: load under 1.5 and nobody else testing. */
export const isQuiet = (s: MachineState) => s.load[0] < 1.5 && s.others === 0;
