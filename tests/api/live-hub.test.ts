/**
 * The live feeds over real WebSockets: authentication, the channels' role and permission
 * checks, audiences (company, franchise), and fan-out between two API instances through
 * LISTEN/NOTIFY (on PGlite with its own LISTEN, on PostgreSQL with the production path).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendingMachines } from '../../server/db/schema/index.ts';
import { createLiveHub, reaches } from '../../server/live/hub.ts';
import { pgliteTransport, postgresTransport, type FanoutTransport } from '../../server/live/fanout.ts';
import { startApi, type TestApi } from './harness.ts';
import { liveSockets, quiet } from './live-sockets.ts';

let api: TestApi;
const { instance, open, feed: openFeed, closeAll } = liveSockets(() => api);

function transportFor(test: TestApi): FanoutTransport {
  const database = test.services.database;
  return database.kind === 'postgres' ? postgresTransport(database.pool!) : pgliteTransport(database.pglite!);
}

const feed = async (host: string, channel: string, email: string) => openFeed(host, channel, await api.login(email));

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  closeAll();
  await api.close();
});

/** The first live machine of a franchise (null: a company machine). */
async function machineOf(franchiseId: number | null) {
  const rows = await api.services.db.select().from(vendingMachines).orderBy(vendingMachines.id);
  return rows.find((m) => m.franchise_id === franchiseId && m.deleted_at === null)!;
}

describe('live feeds', () => {
  it('refuses sockets without a session (401) and channels the user may not open (403)', async () => {
    const host = await instance(createLiveHub());
    expect(await open(host, 'vm-status', { token: null })).toEqual({ status: 401 });
    expect(await open(host, 'vm-status', { token: 'not-a-token' })).toEqual({ status: 401 });
    // The bell's role check: technicians follow machines on /vm, not the bell.
    expect(await open(host, 'notifications', { token: await api.login('technician@demo.local') })).toEqual({ status: 403 });
    // vm-status needs PERM_VIEW_VENDING_MACHINE, which a warehouse manager lacks.
    expect(await open(host, 'vm-status', { token: await api.login('warehouse@demo.local') })).toEqual({ status: 403 });
    await feed(host, 'vm-status', 'technician@demo.local');
  });

  it('pushes a status change to the company on both feeds, and a franchise user only sees their franchise', async () => {
    const host = await instance(createLiveHub());
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
