/**
 * The api test server behind a real socket: the harness's services (its own copy of the
 * seeded database) served by @hono/node-server on 127.0.0.1 and an ephemeral port, so
 * requests go through Node's HTTP parser and the body reader the console meets, not
 * `app.request`. Tokens are issued straight into the database: the suites using this send
 * thousands of requests, and signing in through `login` would meet its throttling.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { issueToken } from '../../server/auth/sessions.ts';
import { users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

export interface RawResponse {
  status: number;
  text: string;
  headers: Headers;
}

export interface HttpApi {
  api: TestApi;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** POST /api/{area}: an object is sent as JSON, a string as it is, with the content type given (JSON by default). */
  post(area: string, body: unknown, options?: { token?: string | null; contentType?: string | null }): Promise<RawResponse>;
  /** A fresh session token of the user with this email. */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startHttpApi(existing?: TestApi): Promise<HttpApi> {
  const api = existing ?? (await startApi());
  const app = createApp(api.services);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function post(area: string, body: unknown, options: { token?: string | null; contentType?: string | null } = {}) {
    const headers: Record<string, string> = {};
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${origin}/api/${area}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  return {
    api,
    origin,
    post,
    async tokenFor(email) {
      const [user] = await api.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return (await issueToken(api.services.db, user.id, api.services.now())).token;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
