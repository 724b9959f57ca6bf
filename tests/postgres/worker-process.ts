/**
 * Worker processes for the postgres tests: tests/postgres/report-worker.ts (tsx) running the
 * console's job queue on a test's database, each with its own DATA_DIR (its mail drop), as
 * separate `npm start` instances would. Every worker started is killed when its test finishes:
 * registered per worker with onTestFinished, since a module-level afterEach binds only to the
 * first file that imports this module when files share a worker (isolate: false), and a worker
 * left alive from an earlier test would take the next test's job without its hold.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { ROOT } from '../../server/paths.ts';

export interface Worker {
  child: ChildProcess;
  dataDir: string;
}

/** Starts a worker on `url` queuing the jobs of `requestIds`; resolves once it printed `until` (its queue is started, or it holds mid-job). */
export function startWorker(url: string, requestIds: number[], until: string, hold?: 'before-send' | 'after-send', env: Record<string, string> = {}): Promise<Worker> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vc-report-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/postgres/report-worker.ts'), ...requestIds.map(String)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, REPORT_HOLD: hold ?? '', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  return new Promise<Worker>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not print "${until}" in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(until)) {
        clearTimeout(timer);
        resolve({ child, dataDir });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!output.includes(until)) reject(new Error(`worker exited ${code} before "${until}":\n${output}`));
    });
  });
}

/** Polls `read` until `done` says so or `seconds` pass; answers the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 60): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}
