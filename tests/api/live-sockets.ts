/**
 * Real WebSockets against real HTTP servers for the live-feed tests: an API instance with
 * its own hub, and a feed that collects messages and tells how the socket closed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import { createApp, liveAuthenticator } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/auth/tokens.ts';
import type { LiveHub } from '../../server/live/hub.ts';
import { liveOriginCheck } from '../../server/live/origin.ts';
import type { TestApi } from './harness.ts';

export interface Feed {
  messages: Record<string, unknown>[];
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves to the close code once the socket closes. */
  closed: Promise<number>;
}

export interface OpenOptions {
  /** The session cookie to send (null: none). */
  token: string | null;
  /** The page's Origin header, as a browser sends it (none by default, as a program). */
  origin?: string;
  /** Appended to the URL, e.g. "?token=…". */
  query?: string;
}

export function liveSockets(getApi: () => TestApi) {
  const servers: Server[] = [];
  const sockets: WebSocket[] = [];
  const hubs: LiveHub[] = [];

  /** One API instance: an HTTP server with its own hub, sharing the database; resolves to host:port. */
  async function instance(hub: LiveHub) {
    const api = getApi();
    hubs.push(hub);
    const app = createApp({ ...api.services, live: hub });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    hub.attach(server, liveAuthenticator(api.services), liveOriginCheck(api.services.config.publicUrl));
    servers.push(server);
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  function open(host: string, channel: string, options: OpenOptions): Promise<Feed | { status: number }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://${host}/ws/${channel}${options.query ?? ''}`, {
        headers: options.token ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(options.token)}` } : {},
        ...(options.origin ? { origin: options.origin } : {}),
      });
      sockets.push(socket);
      const messages: Record<string, unknown>[] = [];
      const taken = new Set<Record<string, unknown>>();
      const waiters: { type: string; resolve: (m: Record<string, unknown>) => void }[] = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Record<string, unknown>;
        messages.push(message);
        const waiter = waiters.find((w) => w.type === message.type);
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          taken.add(message);
          waiter.resolve(message);
        }
      });
      const closed = new Promise<number>((resolveClosed) => socket.on('close', (code) => resolveClosed(code)));
      socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
      socket.on('error', reject);
      const feed: Feed = {
        messages,
        closed,
        next: (type, timeoutMs = 3000) =>
          new Promise((resolveMessage, rejectMessage) => {
            const seen = messages.find((m) => m.type === type && !taken.has(m));
            if (seen) {
              taken.add(seen);
              resolveMessage(seen);
              return;
            }
            waiters.push({ type, resolve: resolveMessage });
            setTimeout(() => rejectMessage(new Error(`no ${type} on ${channel} within ${timeoutMs} ms`)), timeoutMs);
          }),
      };
      socket.on('open', () => resolve(feed));
    });
  }

  /** A feed that must open; waits for its HELLO. */
  async function feed(host: string, channel: string, token: string): Promise<Feed> {
    const opened = await open(host, channel, { token });
    if ('status' in opened) throw new Error(`could not open ${channel}: ${opened.status}`);
    await opened.next('HELLO');
    return opened;
  }

  function closeAll() {
    for (const s of sockets) s.terminate();
    for (const h of hubs) h.close();
    for (const s of servers) s.close();
  }

  return { instance, open, feed, closeAll };
}

export const quiet = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a socket is closed within `ms` (false: still open). */
export const closesWithin = (feed: Feed, ms = 2000) =>
  Promise.race([feed.closed, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]);
