/**
 * An api test's server: the real app in-process on its own copy of the seeded
 * database, with a clock the test can move. Requests go through Hono's `app.request`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp, createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import type { Services } from '../../server/context.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-core.ts';
import { createFromTemplate, onServer, templateNames, withDatabase } from './template.ts';
import { flushDeviceState } from '../../server/device/presence.ts';

export interface ApiResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  services: Services;
  /** POST /api/{area} with `{ action, ...fields }` (or any raw body) and an optional token. */
  post<T = any>(area: string, body: unknown, token?: string | null): Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Signs in a demo user (password Demo@1234 unless given) and returns the token. */
  login(email: string, password?: string): Promise<string>;
  clock: { now(): Date; advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * The seeded template's dump, read once per worker: the files a worker runs share this module
 * (isolate: false), and reading the 145 MB again cost each clone ~0.2 s of CPU. A Blob never
 * changes, so every clone can load from the same one.
 */
const dumps = new Map<string, Blob>();
function templateDump(): Blob {
  const path = templateNames(inject('apiTemplateRunId')).dump;
  let dump = dumps.get(path);
  if (!dump) dumps.set(path, (dump = new Blob([readFileSync(path)])));
  return dump;
}

async function cloneDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ loadDataDir: templateDump() }), drop: async () => undefined };
  const name = `vc_api_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(url, name);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 8 });
  return {
    database,
    drop: async () => {
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function startApi(): Promise<TestApi> {
  const { database, drop } = await cloneDatabase();
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const dataDir = mkdtempSync(join(tmpdir(), 'vc-api-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), checkResponses: true };
  const services = createServices(database, config, clock.now);
  const app = createApp(services);

  async function post(area: string, body: unknown, token?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`/api/${area}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // leave as text: a test asserting JSON will fail with the raw body in view
    }
    return { status: response.status, body: parsed as any, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  return {
    services,
    post,
    clock,
    async login(email, password = DEMO_PASSWORD) {
      const response = await post('user-management', { action: 'login', email, password });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token as string;
    },
    async close() {
      services.live.close();
      await flushDeviceState(services.db);
      await services.mail.settled();
      await database.close();
      await drop();
    },
  };
}
