/**
 * The live feeds over real WebSockets: authentication, the channels' role and permission
 * checks, audiences (company, franchise), and fan-out between two API instances through
 * LISTEN/NOTIFY (on PGlite with its own LISTEN, on PostgreSQL with the production path).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, liveAuthenticator } from '../../server/app.ts';
import { users, vendingMachines } from '../../server/db/schema/index.ts';
import { createLiveHub, reaches, type LiveHub } from '../../server/live/hub.ts';
import { pgliteTransport, postgresTransport, type FanoutTransport } from '../../server/live/fanout.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
const servers: Server[] = [];
const sockets: WebSocket[] = [];
const hubs: LiveHub[] = [];

function transportFor(test: TestApi): FanoutTransport {
  const database = test.services.database;
  return database.kind === 'postgres' ? postgresTransport(database.pool!) : pgliteTransport(database.pglite!);
}

/** One API instance: an HTTP server with its own hub, sharing the database. */
async function instance(hub: LiveHub) {
  const app = createApp({ ...api.services, live: hub });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  hub.attach(server, liveAuthenticator(api.services));
  servers.push(server);
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Feed {
  messages: Record<string, unknown>[];
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

function open(host: string, channel: string, token: string | null): Promise<Feed | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/ws/${channel}${token ? `?token=${encodeURIComponent(token)}` : ''}`);
    sockets.push(socket);
    const messages: Record<string, unknown>[] = [];
    const waiters: { type: string; resolve: (m: Record<string, unknown>) => void }[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      messages.push(message);
      for (const w of waiters.filter((w) => w.type === message.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    });
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.on('error', reject);
    const feed: Feed = {
      messages,
      next: (type, timeoutMs = 3000) =>
        new Promise((resolveMessage, rejectMessage) => {
          const seen = messages.find((m) => m.type === type && !(m as { _taken?: boolean })._taken);
          if (seen) {
            (seen as { _taken?: boolean })._taken = true;
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

async function feed(host: string, channel: string, email: string): Promise<Feed> {
  const opened = await open(host, channel, await api.login(email));
  if ('status' in opened) throw new Error(`${email} could not open ${channel}: ${opened.status}`);
  await opened.next('HELLO');
  return opened;
}

const quiet = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  for (const h of hubs) h.close();
  for (const s of servers) s.close();
  await api.close();
});

/** The first live machine of a franchise (null: a company machine). */
async function machineOf(franchiseId: number | null) {
  const rows = await api.services.db.select().from(vendingMachines).orderBy(vendingMachines.id);
  return rows.find((m) => m.franchise_id === franchiseId && m.deleted_at === null)!;
}

describe('live feeds', () => {
  it('refuses sockets without a session (401) and channels the user may not open (403)', async () => {
    const hub = createLiveHub();
    hubs.push(hub);
    const host = await instance(hub);
    expect(await open(host, 'vm-status', null)).toEqual({ status: 401 });
    expect(await open(host, 'vm-status', 'not-a-token')).toEqual({ status: 401 });
    // The bell's role check: technicians follow machines on /vm, not the bell.
    expect(await open(host, 'notifications', await api.login('technician@demo.local'))).toEqual({ status: 403 });
    // vm-status needs PERM_VIEW_VENDING_MACHINE, which a warehouse manager lacks.
    expect(await open(host, 'vm-status', await api.login('warehouse@demo.local'))).toEqual({ status: 403 });
    await feed(host, 'vm-status', 'technician@demo.local');
  });

  it('pushes a status change to the company on both feeds, and a franchise user only sees their franchise', async () => {
    const hub = createLiveHub();
    hubs.push(hub);
    const host = await instance(hub);
    const adminStatus = await feed(host, 'vm-status', 'admin@demo.local');
    const adminBell = await feed(host, 'notifications', 'admin@demo.local');
    const franchiseStatus = await feed(host, 'vm-status', 'franchise@demo.local');
    const [franchiseUser] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));

    const company = await machineOf(null);
    const technician = await api.login('technician@demo.local');
    const post = (id: number, version: number) =>
      fetch(`http://${host}/api/vending-machine-management`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${technician}` },
        body: JSON.stringify({ action: 'update.vending_machine_status', id, status: company.status === 1 ? 2 : 1, version }),
      });
    expect((await post(company.id, company.version)).status).toBe(200);
    expect(await adminStatus.next('VM_STATUS')).toMatchObject({ vending_machine_id: company.id });
    expect(await adminBell.next('VM_STATUS')).toMatchObject({ VendingMachine: { id: company.id }, read: false });
    await quiet();
    expect(franchiseStatus.messages.filter((m) => m.type === 'VM_STATUS')).toHaveLength(0);

    const theirs = await machineOf(franchiseUser.franchise_id);
    expect((await post(theirs.id, theirs.version)).status).toBe(200);
    expect(await franchiseStatus.next('VM_STATUS')).toMatchObject({ vending_machine_id: theirs.id });
  });

  it('fans out between two instances on one database, delivering each message once', async () => {
    const transport = transportFor(api);
    const hubA = createLiveHub({ transport });
    const hubB = createLiveHub({ transport: transportFor(api) });
    hubs.push(hubA, hubB);
    const hostA = await instance(hubA);
    const hostB = await instance(hubB);
    const onA = await feed(hostA, 'vm-status', 'admin@demo.local');
    const onB = await feed(hostB, 'vm-status', 'admin@demo.local');
    await quiet(); // both instances are listening

    const [admin] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    hubA.publish('vm-status', admin.company_id, { type: 'VM_CHANGED', vending_machine_id: 7 });
    expect(await onB.next('VM_CHANGED')).toMatchObject({ vending_machine_id: 7 });
    expect(await onA.next('VM_CHANGED')).toMatchObject({ vending_machine_id: 7 });
    await quiet();
    expect(onA.messages.filter((m) => m.type === 'VM_CHANGED')).toHaveLength(1);
    expect(onB.messages.filter((m) => m.type === 'VM_CHANGED')).toHaveLength(1);
  });

  it('addresses messages by company, franchise and user', () => {
    const companyUser = { companyId: 1, userId: 10, franchiseId: null };
    const franchiseUser = { companyId: 1, userId: 11, franchiseId: 5 };
    expect(reaches(companyUser, 1)).toBe(true);
    expect(reaches(companyUser, 2)).toBe(false);
    expect(reaches(companyUser, 1, { franchiseId: 5 })).toBe(true);
    expect(reaches(franchiseUser, 1, { franchiseId: 5 })).toBe(true);
    expect(reaches(franchiseUser, 1, { franchiseId: 6 })).toBe(false);
    expect(reaches(franchiseUser, 1, { franchiseId: null })).toBe(false);
    expect(reaches(franchiseUser, 1, { userId: 11 })).toBe(true);
    expect(reaches(companyUser, 1, { userId: 11 })).toBe(false);
  });
});
