/**
 * Live feeds never outlive the session (issue 34, finding 9): logout, a password reset,
 * deactivation and a role change close the user's open sockets, on every instance; the
 * upgrade takes the session from the cookie only and refuses pages of other sites.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../server/db/schema/index.ts';
import { createLiveHub, SESSION_ENDED_CLOSE_CODE } from '../../server/live/hub.ts';
import { pgliteTransport, postgresTransport, type FanoutTransport } from '../../server/live/fanout.ts';
import { startApi, type TestApi } from './harness.ts';
import { closesWithin, liveSockets, quiet } from './live-sockets.ts';

const UM = 'user-management';
let api: TestApi;
let admin: string;
let host: string;
const { instance, open, feed, closeAll } = liveSockets(() => api);

function transportFor(test: TestApi): FanoutTransport {
  const database = test.services.database;
  return database.kind === 'postgres' ? postgresTransport(database.pool!) : pgliteTransport(database.pglite!);
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  // The harness's own hub: actions posted through `api.post` close its sockets.
  host = await instance(api.services.live);
});
afterAll(async () => {
  closeAll();
  await api.close();
});

/** A custom role that may follow machines, and a new user holding it, signed in. */
let made = 0;
async function userWithCustomRole() {
  made++;
  const role = await api.post(UM, { action: 'create.role', name: `Live watcher ${made}`, role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_VENDING_MACHINE'] }, admin);
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const email = `watcher${made}@demo.local`;
  const user = await api.post(UM, { action: 'create.user', first_name: 'Watcher', email, role_id: role.body.data.id, password: 'Watch@2026' }, admin);
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return { role: role.body.data, user: user.body.data, token: await api.login(email, 'Watch@2026') };
}

describe('opening a live feed', () => {
  it('takes the session from the cookie only, never from the URL', async () => {
    const token = await api.login('admin@demo.local');
    expect(await open(host, 'vm-status', { token: null, query: `?token=${encodeURIComponent(token)}` })).toEqual({ status: 401 });
    await feed(host, 'vm-status', token);
  });

  it("refuses a page of another site, and accepts the console's own origin and the host asked", async () => {
    const token = await api.login('admin@demo.local');
    expect(await open(host, 'vm-status', { token, origin: 'http://evil.example' })).toEqual({ status: 403 });
    expect(await open(host, 'vm-status', { token, origin: 'null' })).toEqual({ status: 403 });
    // The attacker's page cannot pass by naming the console's host in a path or a subdomain.
    expect(await open(host, 'vm-status', { token, origin: `http://${host}.evil.example` })).toEqual({ status: 403 });
    for (const origin of [`http://${host}`, api.services.config.publicUrl]) {
      const opened = await open(host, 'vm-status', { token, origin });
      expect('status' in opened ? opened.status : 'open', origin).toBe('open');
    }
  });
});

describe('ending the session closes its sockets', () => {
  it('logout closes the user’s feeds at once, and leaves other users’ open', async () => {
    const franchise = await api.login('franchise@demo.local');
    const theirs = await feed(host, 'vm-status', franchise);
    const others = await feed(host, 'vm-status', admin);
    expect((await api.post(UM, { action: 'logout' }, franchise)).status).toBe(200);
    expect(await closesWithin(theirs)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closesWithin(others, 300)).toBe(false);
    // Nothing more reaches the signed-out user, however the hub is asked.
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    api.services.live.publish('vm-status', user!.company_id, { type: 'VM_STATUS', vending_machine_id: 1 });
    await quiet(200);
    expect(theirs.messages.filter((m) => m.type === 'VM_STATUS')).toHaveLength(0);
  });

  it('a password reset closes every feed of the user', async () => {
    const store = await feed(host, 'notifications', await api.login('store@demo.local'));
    expect((await api.post(UM, { action: 'forgot_password', email: 'store@demo.local' })).status).toBe(200);
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.to, 'store@demo.local'));
    const link = /\/reset-password\/(\d+)\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)!;
    const reset = await api.post(UM, { action: 'reset_password', id: Number(link[1]), token: link[2], new_password: 'Fresh#2026' });
    expect(reset.status).toBe(200);
    expect(await closesWithin(store)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('deactivating a user closes their feeds, and they cannot open new ones', async () => {
    const { user, token } = await userWithCustomRole();
    const watching = await feed(host, 'vm-status', token);
    const fields = { id: user.id, version: user.version, first_name: user.first_name, email: user.email, role_id: user.Role.id };
    expect((await api.post(UM, { action: 'update.user', ...fields, is_active: true }, admin)).status).toBe(200);
    expect(await closesWithin(watching, 300)).toBe(false); // a rename keeps the feed
    expect((await api.post(UM, { action: 'update.user', ...fields, version: user.version + 1, is_active: false }, admin)).status).toBe(200);
    expect(await closesWithin(watching)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await open(host, 'vm-status', { token })).toEqual({ status: 401 });
  });

  it("changing a role's permissions closes its holders' feeds, which reopen under the new rights", async () => {
    const { role, token } = await userWithCustomRole();
    const watching = await feed(host, 'vm-status', token);
    const update = { action: 'update.role', id: role.id, name: role.name, role_code: 'ROLE_OPERATOR' };
    expect((await api.post(UM, { ...update, version: role.version, permissions: ['PERM_VIEW_VENDING_MACHINE'] }, admin)).status).toBe(200);
    expect(await closesWithin(watching, 300)).toBe(false); // the same rights keep the feed
    expect((await api.post(UM, { ...update, version: role.version + 1, permissions: ['PERM_VIEW_ZONE'] }, admin)).status).toBe(200);
    expect(await closesWithin(watching)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await open(host, 'vm-status', { token })).toEqual({ status: 403 });
  });

  it('changing a user’s role closes their feeds', async () => {
    const { user, token } = await userWithCustomRole();
    const watching = await feed(host, 'vm-status', token);
    const technicians = await api.post(UM, { action: 'list.roles', role_codes: ['ROLE_TECHNICIAN'], is_default: true }, admin);
    const technician = technicians.body.data[0].id as number;
    const fields = { id: user.id, version: user.version, first_name: user.first_name, email: user.email, is_active: true };
    expect((await api.post(UM, { action: 'update.user', ...fields, role_id: technician }, admin)).status).toBe(200);
    expect(await closesWithin(watching)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('closes the user’s sockets on every instance sharing the database', async () => {
    const hubA = createLiveHub({ transport: transportFor(api) });
    const hubB = createLiveHub({ transport: transportFor(api) });
    await instance(hubA);
    const hostB = await instance(hubB);
    const { user, token } = await userWithCustomRole();
    const onB = await feed(hostB, 'vm-status', token);
    const bystander = await feed(hostB, 'vm-status', admin);
    await quiet(); // both instances are listening
    hubA.disconnect({ userId: user.id });
    expect(await closesWithin(onB)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closesWithin(bystander, 300)).toBe(false);
  });
});
