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
   * The console's own address as users reach it (PUBLIC_URL; default the listening port on
   * localhost): the only cross-host origin the live feeds accept, and, when https://, what
   * turns on HSTS and the session cookie's Secure flag.
   */
  publicUrl: string;
  /** TRUST_PROXY=1: the client's address is the last hop of X-Forwarded-For (set only behind a proxy that writes it). */
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
  return {
    port,
    host: env.HOST ?? '::',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDropDir: resolve(dataDir, 'mail'),
    objectsDir: resolve(dataDir, 'objects'),
    clientConfig,
    checkResponses: env.CHECK_RESPONSES === '1',
    secret: env.SECRET ?? 'vending-console-local-secret',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY === '1',
    feedbackEmail: env.FEEDBACK_EMAIL || 'feedback@vending.local',
  };
}
