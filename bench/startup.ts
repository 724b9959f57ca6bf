/**
 * Start-up: from spawning `npm start` to the first successful `me`, first with an empty
 * data folder (migrate + seed the demo business), then with that data reused; and the
 * reused start on the large business.
 */
import { rmSync } from 'node:fs';
import { buildBundle, bundleIsStale } from '../server/launch.mjs';
import { startConsole, waitUntilServing } from './lib/console.ts';
import { summarize, type Summary } from './lib/stats.ts';

async function timeToFirstMe(dataDir: string, port: number, distDir: string): Promise<number> {
  const started = performance.now();
  const server = startConsole({ port, dataDir, distDir, viaNpm: true });
  try {
    await waitUntilServing(server);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

export interface StartupResult {
  cold: number;
  reused: Summary;
  /** Reused start on the large business's data folder, if one was given. */
  large?: Summary;
}

export async function measureStartup(options: { dataDir: string; distDir: string; port: number; runs: number; largeDataDir?: string }): Promise<StartupResult> {
  // Like the SPA, the server's bundle is built before timing: a start after source changes
  // also builds it (about 0.3 s), which these figures leave out.
  if (bundleIsStale()) await buildBundle();
  rmSync(options.dataDir, { recursive: true, force: true });
  const cold = await timeToFirstMe(options.dataDir, options.port, options.distDir);
  const reused: number[] = [];
  for (let i = 0; i < options.runs; i++) reused.push(await timeToFirstMe(options.dataDir, options.port, options.distDir));
  const large: number[] = [];
  if (options.largeDataDir) {
    for (let i = 0; i < options.runs; i++) large.push(await timeToFirstMe(options.largeDataDir, options.port, options.distDir));
  }
  return { cold, reused: summarize(reused), large: large.length ? summarize(large) : undefined };
}
