/** The console server as the benchmarks run it: `npm start`'s code, production mode, on loopback. */
import { GiveUp, postJson, startProcess, waitFor, type Started } from './processes.ts';

export interface ConsoleOptions {
  port: number;
  /** PGlite: the DATA_DIR; PostgreSQL: DATABASE_URL. */
  dataDir?: string;
  databaseUrl?: string;
  /** The built SPA to serve (the bench builds it first: start-up never includes a build). */
  distDir?: string;
  /** Run through `npm start` itself (the start-up figure), else tsx directly. */
  viaNpm?: boolean;
  /** More environment, e.g. the API bench's bare route (bench/api.ts, PIPELINE_ENV). */
  env?: Record<string, string>;
}

export const ADMIN = { email: 'admin@demo.local', password: 'Demo@1234' };

export function startConsole(options: ConsoleOptions): Started {
  const env: Record<string, string> = { PORT: String(options.port), HOST: '127.0.0.1', SKIP_BUILD: '1', SIMULATOR: '0', ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.distDir) env.DIST_DIR = options.distDir;
  return options.viaNpm
    ? startProcess('npm', ['start', '--silent'], env, options.port)
    : startProcess(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], env, options.port);
}

/** Signs in as the demo company admin and returns the bearer token. */
export async function signIn(url: string): Promise<string> {
  const login = await postJson(`${url}/api/user-management`, { action: 'login', ...ADMIN });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return String(login.body!.token);
}

/** Waits until the server answers a signed-in `me`; returns the token. */
export async function waitUntilServing(server: Started, timeoutMs = 600_000): Promise<string> {
  let token = '';
  await waitFor(async () => {
    if (server.child.exitCode !== null) throw new GiveUp(`server exited:\n${server.log().slice(-2000)}`);
    token = await signIn(server.url);
    return (await postJson(`${server.url}/api/user-management`, { action: 'me' }, token)).status === 200;
  }, timeoutMs, `the console on ${server.url}`);
  return token;
}
