/** Starting and stopping the console (and the bare baseline) as separate processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface Started {
  child: ChildProcess;
  url: string;
  /** Everything the process printed (for errors). */
  log(): string;
  stop(): Promise<void>;
  /** Resident set size of the process and its children in MiB (Linux /proc): `npm start` and tsx run the server in a child. */
  rssMiB(): number;
}

/** Thrown from a `waitFor` check to stop waiting at once (other errors mean "not yet"). */
export class GiveUp extends Error {}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, label: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await check().catch((error: unknown) => {
      if (error instanceof GiveUp) throw error;
      return false;
    });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${label}`);
}

/** The process and all its descendants, from /proc. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const running = new Set<Started>();

/** Stops every process this bench started and has not stopped yet (on any failure). */
export async function stopAll() {
  await Promise.all([...running].map((p) => p.stop()));
}

export function startProcess(command: string, args: string[], env: Record<string, string>, port: number): Started {
  // Its own process group, so stopping it also stops what it started (npm → tsx → node).
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 143) console.error(`process ${command} ${args.join(' ')} exited with ${code}:\n${log.slice(-2000)}`);
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const started: Started = {
    child,
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    rssMiB: () => processTree(child.pid!).reduce((sum, pid) => sum + rssKiB(pid), 0) / 1024,
    stop: () =>
      new Promise((resolve) => {
        running.delete(started);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        signal('SIGTERM');
        setTimeout(() => signal('SIGKILL'), 10_000).unref();
      }),
  };
  running.add(started);
  return started;
}

export async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** What `run` answers, and the highest `rssMiB()` seen while it ran (sampled every 250 ms). */
export async function peakMemoryDuring<T>(rssMiB: () => number, run: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peak = rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 250);
  try {
    const result = await run();
    return { result, peakMiB: Math.max(peak, rssMiB()) };
  } finally {
    clearInterval(sampler);
  }
}
