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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const clientConfig: Record<string, number> = {};
  for (const key of ['IDLE_WARNING_MS', 'IDLE_LOGOUT_AFTER_WARNING_MS']) {
    const value = Number(env[key]);
    if (env[key] && Number.isFinite(value) && value > 0) clientConfig[key] = value;
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '::',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDropDir: resolve(dataDir, 'mail'),
    objectsDir: resolve(dataDir, 'objects'),
    clientConfig,
    checkResponses: env.CHECK_RESPONSES === '1',
    secret: env.SECRET ?? 'vending-console-local-secret',
  };
}
