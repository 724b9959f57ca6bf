/**
 * Start-up: from spawning `npm start`'s process to the first successful `me`, with an
 * empty data folder (migrate + seed) and then with the data reused.
 */
import { rmSync } from 'node:fs';
import { postJson, startProcess, waitFor } from './lib/processes.ts';
import { summarize, type Summary } from './lib/stats.ts';

async function timeToFirstMe(dataDir: string, port: number, distDir: string): Promise<number> {
  const started = performance.now();
  const server = startProcess(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, HOST: '127.0.0.1', NODE_ENV: 'production' }, port);
  let token = '';
  try {
    await waitFor(async () => {
      const login = await postJson(`${server.url}/api/user-management`, { action: 'login', email: 'admin@demo.local', password: 'Demo@1234' });
      if (login.status !== 200) return false;
      token = String(login.body?.token);
      return (await postJson(`${server.url}/api/user-management`, { action: 'me' }, token)).status === 200;
    }, 600_000, 'first me');
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

export async function measureStartup(dataDir: string, distDir: string, port: number, runs = 3): Promise<{ cold: number; reused: Summary }> {
  rmSync(dataDir, { recursive: true, force: true });
  const cold = await timeToFirstMe(dataDir, port, distDir);
  const reused: number[] = [];
  for (let i = 0; i < runs; i++) reused.push(await timeToFirstMe(dataDir, port, distDir));
  return { cold, reused: summarize(reused) };
}
