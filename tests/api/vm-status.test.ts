/**
 * update.vending_machine_status: status with version (stale → 409), audit row, a
 * VM_STATUS notification, and pushes on /ws/vm-status and /ws/notifications after commit.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users, vendingMachines } from '../../server/db/schema/index.ts';
import type { LiveAudience, LiveChannel, LiveMessage } from '../../server/live/hub.ts';
import { startApi, type TestApi } from './harness.ts';

const area = 'vending-machine-management';
let api: TestApi;
let technician: string;
const pushed: { channel: LiveChannel; companyId: number; message: LiveMessage; audience?: LiveAudience }[] = [];

beforeAll(async () => {
  api = await startApi();
  technician = await api.login('technician@demo.local');
  const publish = api.services.live.publish.bind(api.services.live);
  api.services.live.publish = (channel, companyId, message, audience) => {
    pushed.push({ channel, companyId, message, audience });
    publish(channel, companyId, message, audience);
  };
});
afterAll(() => api.close());

async function someMachine(where = eq(vendingMachines.status, 1)) {
  const [machine] = await api.services.db.select().from(vendingMachines).where(where).orderBy(vendingMachines.id).limit(1);
  return machine;
}
const update = (fields: Record<string, unknown>, token = technician) => api.post(area, { action: 'update.vending_machine_status', ...fields }, token);

describe('update.vending_machine_status', () => {
  it('changes the status, bumps the version, audits, notifies and pushes on both feeds', async () => {
    const machine = await someMachine();
    pushed.length = 0;
    const r = await update({ id: machine.id, status: 3, version: machine.version });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ id: machine.id, status: 3, version: machine.version + 1 });

    const [after] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(after.status).toBe(3);
    const [audit] = await api.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, machine.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'update.vending_machine_status', before: { status: 1 }, after: { status: 3 } });
    const [note] = await api.services.db.select().from(notifications).orderBy(desc(notifications.id)).limit(1);
    expect(note.type).toBe('VM_STATUS');
    expect(note.payload).toMatchObject({ VendingMachine: { id: machine.id, name: machine.name }, vm_is_active: false });

    const vmStatus = pushed.find((p) => p.channel === 'vm-status');
    expect(vmStatus?.message).toMatchObject({ type: 'VM_STATUS', vending_machine_id: machine.id, status: 3, version: machine.version + 1 });
    expect(vmStatus?.audience).toEqual({ franchiseId: machine.franchise_id, machineId: machine.id });
    const bell = pushed.find((p) => p.channel === 'notifications');
    expect(bell?.message).toMatchObject({ type: 'VM_STATUS', id: note.id, vm_is_active: false, read: false });
  });

  it('shows the change in the admin\'s bell list as unread', async () => {
    const machine = await someMachine();
    const r = await update({ id: machine.id, status: 2, version: machine.version });
    expect(r.status).toBe(200);
    const admin = await api.login('admin@demo.local');
    const list = await api.post('notification-service', { action: 'list.notifications', limit: 1 }, admin);
    expect(list.body.data[0]).toMatchObject({ type: 'VM_STATUS', read: false, VendingMachine: { id: machine.id } });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const machine = await someMachine();
    pushed.length = 0;
    const r = await update({ id: machine.id, status: 2, version: machine.version + 5 });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('changed by someone else');
    const [after] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(after).toMatchObject({ status: machine.status, version: machine.version });
    expect(pushed).toHaveLength(0);
  });

  it("answers 404 for a machine outside the caller's franchise", async () => {
    const franchiseAdmin = await api.login('franchise@demo.local');
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const machines = await api.services.db.select().from(vendingMachines);
    const outside = machines.find((m) => m.franchise_id !== user.franchise_id)!;
    const r = await update({ id: outside.id, status: 2, version: outside.version }, franchiseAdmin);
    expect(r.status).toBe(404);
    expect((await update({ id: 2_000_000, status: 2, version: 0 })).status).toBe(404);
  });

  it('refuses a status outside 1, 2, 3 and a missing version with 400 naming the field', async () => {
    const machine = await someMachine();
    const bad = await update({ id: machine.id, status: 4, version: machine.version });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('status');
    const noVersion = await update({ id: machine.id, status: 2 });
    expect(noVersion.status).toBe(400);
    expect(JSON.stringify(noVersion.body.errors)).toContain('version');
  });

  it('needs PERM_UPDATE_VENDING_MACHINE (a store manager may only view)', async () => {
    const machine = await someMachine();
    const r = await update({ id: machine.id, status: 2, version: machine.version }, await api.login('store@demo.local'));
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_UPDATE_VENDING_MACHINE');
  });
});
