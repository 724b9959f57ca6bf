/**
 * Sign-in requests from a chosen client address. `app.request` has no socket, so the request
 * is handed over as Hono's node-server would: `c.env.incoming`, the body's stream, whose
 * `socket.remoteAddress` is the client.
 */
import { Readable } from 'node:stream';
import { createApp } from '../../server/app.ts';
import type { Services } from '../../server/context.ts';
import { startApi, type ApiResponse, type TestApi } from './harness.ts';

export type ClientPost = (client: string, body: object, headers?: Record<string, string>) => Promise<ApiResponse>;

export function postFrom(services: Services): ClientPost {
  const app = createApp(services);
  return async (client, body, headers = {}) => {
    const text = JSON.stringify(body);
    const incoming = Object.assign(Readable.from([Buffer.from(text)]), { socket: { remoteAddress: client } });
    const response = await app.request(
      '/api/user-management',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text },
      { incoming },
    );
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
}

/** An api test's server, and requests to it from chosen addresses. */
export async function startClientApi(): Promise<{ api: TestApi; from: ClientPost }> {
  const api = await startApi();
  return { api, from: postFrom(api.services) };
}

/** The id and token of a reset link in a mail's body. */
export function resetLinkIn(body: string): { id: number; token: string } {
  const match = /\/reset-password\/(\d+)\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${body}`);
  return { id: Number(match[1]), token: match[2] };
}
