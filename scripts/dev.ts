/**
 * `npm run dev`: the API server on port 8081 (restarting on server changes) and Vite's
 * dev server on 5173 with hot reload, proxying /api, /objects and /ws to it.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SKIP_BUILD: '1', CHECK_RESPONSES: '1' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
