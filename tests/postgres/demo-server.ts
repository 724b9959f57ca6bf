/**
 * A demo console on its own database of the PostgreSQL server the "postgres" project is given
 * (DATABASE_URL): cloned for one test file from the run's seeded template (global-setup), called in process (no
 * sockets), and dropped afterwards. Races need PostgreSQL: PGlite runs one connection.
 *
 *   const demo = demoServerFor('tally');
 *   const token = await demo.login('admin@demo.local');
 *   await demo.post('warehouse-management', { action: 'list.tally_inventories' }, token);
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { flushDeviceState } from '../../server/device/presence.ts';
import { createFromTemplate, onServer, withDatabase } from '../api/template.ts';

type Body = { data?: any; errors?: any[]; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface DemoServer {
  readonly database: Database;
  readonly services: ReturnType<typeof createServices>;
  readonly app: ReturnType<typeof createApp>;
  login(email: string): Promise<string>;
  post(area: string, body: object, token: string): Promise<{ status: number; body: Body }>;
}

/** Registers the file's beforeAll/afterAll; the answer's fields are ready inside the tests. */
export function demoServerFor(label: string): DemoServer {
  const url = process.env.DATABASE_URL!;
  const name = `vc_${label}_${randomBytes(5).toString('hex')}`;
  const server = {} as { -readonly [K in keyof DemoServer]: DemoServer[K] };

  beforeAll(async () => {
    if (!url) throw new Error('The postgres project needs DATABASE_URL (npm run test:postgres does this in CI).');
    await createFromTemplate(url, name);
    server.database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 24 });
    server.services = createServices(server.database, { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), `vc-${label}-`)) }), checkResponses: true });
    server.app = createApp(server.services);
  }, 180_000);

  afterAll(async () => {
    server.services?.live.close();
    // Presence noted in the last second is written before the pool ends, as start.ts's stop does.
    if (server.services) await flushDeviceState(server.services.db);
    await server.services?.mail.settled();
    await server.database?.close();
    await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  server.post = async (area, body, token) => {
    const response = await server.app.request(`/api/${area}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  server.login = async (email) => {
    const r = await server.app.request('/api/user-management', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login', email, password: 'Demo@1234' }),
    });
    return ((await r.json()) as { token: string }).token;
  };
  return server;
}
