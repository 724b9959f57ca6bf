/** Process configuration, from the environment (README lists every variable). */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** Where mail goes as .eml files when no SMTP server is set (and always, as a copy). */
  mailDropDir: string;
  objectsDir: string;
  /** Client timing overrides for tests (e.g. a short idle time); never set in production. */
  clientConfig: Record<string, number>;
  /**
   * Validate every response against the contract: on for `npm run dev` and the tests
   * (CHECK_RESPONSES=1), off for `npm start`, where it would cost users time on large
   * answers (0.9 s on the palette's index of 100,000 machines).
   */
  checkResponses: boolean;
  secret: string;
  /**
   * The console's address as users reach it, e.g. `https://console.example.com`: links in mail
   * start with it. Never taken from a request, whose Host header the sender chooses.
   */
  publicUrl: string;
  /**
   * TRUST_PROXY=1: the console runs behind one reverse proxy, so the client of a request is the
   * last address of X-Forwarded-For (the one that proxy saw). Off, the header is ignored: anyone
   * could write it, and sign-in limits per client would mean nothing.
   */
  trustProxy: boolean;
  /** Where feedback from visitors who are not signed in is mailed (FEEDBACK_EMAIL). */
  feedbackEmail: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const clientConfig: Record<string, number> = {};
  for (const key of ['IDLE_WARNING_MS', 'IDLE_LOGOUT_AFTER_WARNING_MS']) {
    const value = Number(env[key]);
    if (env[key] && Number.isFinite(value) && value > 0) clientConfig[key] = value;
  }
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '::';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDropDir: resolve(dataDir, 'mail'),
    objectsDir: resolve(dataDir, 'objects'),
    clientConfig,
    checkResponses: env.CHECK_RESPONSES === '1',
    secret: env.SECRET ?? 'vending-console-local-secret',
    publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : listeningUrl(host, port),
    trustProxy: env.TRUST_PROXY === '1',
    feedbackEmail: env.FEEDBACK_EMAIL || 'feedback@vending.local',
  };
}

/** PUBLIC_URL without a trailing slash; a value that is not an http(s) URL stops the start. */
function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://console.example.com, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, not "${value}".`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Where the console listens, as a browser on this machine would write it. */
function listeningUrl(host: string, port: number): string {
  const shown = host === '::' || host === '0.0.0.0' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
