/**
 * undo.action (issue 56): the inverse of a reversible action runs on the server, audited and
 * marked as an undo; once the record has moved on it is refused with the message and nothing
 * changes; an action that cannot be undone, bad input and a caller without the inverse's
 * permission are refused the same way the inverse would refuse them.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_MESSAGES } from '../../contract/actions/undo.ts';
import { pointsToPolygon } from '../../contract/geo.ts';
import { auditLog, refillPartners, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const vmArea = 'vending-machine-management';
let api: TestApi;
let admin: string;
let technician: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  technician = await api.login('technician@demo.local');
});
afterAll(() => api.close());

const undo = (body: Record<string, unknown>, token = admin) => api.post('user-management', { action: 'undo.action', ...body }, token);

async function machineWithSlot() {
  const [machine] = await api.services.db.select().from(vendingMachines).orderBy(asc(vendingMachines.id)).limit(1);
  const [slot] = await api.services.db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine!.id), eq(vmSlots.motor_activated, true))).orderBy(asc(vmSlots.id)).limit(1);
  return { machine: machine!, coil: slot!.coil };
}
const motor = async (machineId: number, coil: string) =>
  (await api.services.db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machineId), eq(vmSlots.coil, coil))))[0]!.motor_activated;

describe('undo.action', () => {
  it('unblocks the coil a block blocked, audited as an undo of the block', async () => {
    const { machine, coil } = await machineWithSlot();
    const input = { vending_machine_id: machine.id, coils: [coil], blocked: true, version: machine.version };
    const blocked = await api.post(vmArea, { action: 'update.vm_block_coils', ...input }, technician);
    expect(blocked.status).toBe(200);
    expect(await motor(machine.id, coil)).toBe(false);

    const r = await undo({ of: 'update.vm_block_coils', input, version: blocked.body.data.version }, technician);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ action: 'update.vm_block_coils', message: UNDO_MESSAGES.undone });
    expect(await motor(machine.id, coil)).toBe(true);
    const [row] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, machine.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(row?.action).toBe('update.vm_block_coils');
    expect(row?.after).toMatchObject({ undo_of: 'update.vm_block_coils', coils: { [coil]: { motor_activated: true } } });
  });

  it('refuses once the machine has changed since, and leaves it as it is', async () => {
    const { machine, coil } = await machineWithSlot();
    const input = { vending_machine_id: machine.id, coils: [coil], blocked: true, version: machine.version };
    const blocked = await api.post(vmArea, { action: 'update.vm_block_coils', ...input }, technician);
    // Someone else changes the machine meanwhile (here: unblocks and blocks the coil again).
    await api.post(vmArea, { action: 'update.vm_block_coils', vending_machine_id: machine.id, coils: [coil], blocked: false }, admin);
    await api.post(vmArea, { action: 'update.vm_block_coils', vending_machine_id: machine.id, coils: [coil], blocked: true }, admin);
    const audits = (await api.services.db.select().from(auditLog)).length;

    const r = await undo({ of: 'update.vm_block_coils', input, version: blocked.body.data.version }, technician);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(UNDO_MESSAGES.movedOn('machine'));
    expect(await motor(machine.id, coil)).toBe(false);
    expect((await api.services.db.select().from(auditLog)).length).toBe(audits);
  });

  it("reverses a refill partner's deactivation, and refuses a second undo of it", async () => {
    const [partner] = await api.services.db.select().from(refillPartners).where(eq(refillPartners.status, 1)).orderBy(asc(refillPartners.id)).limit(1);
    const input = { id: partner!.id, version: partner!.version, status: 2 };
    const done = await api.post('refill-management', { action: 'change_status.refill_partner', ...input }, admin);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const r = await undo({ of: 'change_status.refill_partner', input, version: done.body.data.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [after] = await api.services.db.select().from(refillPartners).where(eq(refillPartners.id, partner!.id));
    expect(after?.status).toBe(1);
    const [row] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'refill_partner'), eq(auditLog.entity_id, partner!.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(row?.after).toMatchObject({ status: 1, undo_of: 'change_status.refill_partner' });

    const again = await undo({ of: 'change_status.refill_partner', input, version: done.body.data.version });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UNDO_MESSAGES.movedOn('refill partner'));
  });

  it('restores a deleted zone, and refuses once another zone has taken its name', async () => {
    const zone = (body: Record<string, unknown>) => api.post('zone-management', body, admin);
    const boundary = pointsToPolygon([{ lat: 27.0, lng: 75.7 }, { lat: 27.0, lng: 75.9 }, { lat: 26.8, lng: 75.9 }]);
    const created = (await zone({ action: 'create.zone', name: 'Undo Zone', boundary })).body.data;
    const input = { id: created.id, version: created.version };
    expect((await zone({ action: 'delete.zone', ...input })).status).toBe(200);
    expect((await zone({ action: 'get.zone', id: created.id })).status).toBe(404);

    const r = await undo({ of: 'delete.zone', input, version: created.version + 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.action).toBe('restore.zone');
    expect((await zone({ action: 'get.zone', id: created.id })).body.data).toMatchObject({ name: 'Undo Zone', version: created.version + 2 });
    const [row] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'zone'), eq(auditLog.entity_id, created.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'restore.zone', after: { deleted_at: null, undo_of: 'delete.zone' } });

    // Deleted again, and its name taken by a new zone: the restore says so and it stays deleted.
    expect((await zone({ action: 'delete.zone', id: created.id, version: created.version + 2 })).status).toBe(200);
    expect((await zone({ action: 'create.zone', name: 'Undo Zone', boundary })).status).toBe(201);
    const taken = await undo({ of: 'delete.zone', input: { id: created.id, version: created.version + 2 }, version: created.version + 3 });
    expect(taken.status).toBe(400);
    expect((await zone({ action: 'get.zone', id: created.id })).status).toBe(404);
  });

  it('refuses an action that cannot be undone, bad input and a caller without the permission', async () => {
    const unknown = await undo({ of: 'delete.user', input: { id: 1 }, version: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'of', message: UNDO_MESSAGES.notUndoable('delete.user') }]);

    const bad = await undo({ of: 'update.vm_block_coils', input: { vending_machine_id: 'x' }, version: 1 });
    expect(bad.status).toBe(400);

    const { machine, coil } = await machineWithSlot();
    const partner = await api.login('partner@demo.local');
    const refused = await undo({ of: 'update.vm_block_coils', input: { vending_machine_id: machine.id, coils: [coil], blocked: true }, version: machine.version }, partner);
    expect(refused.status).toBe(403);
    expect(await motor(machine.id, coil)).toBe(true);
  });
});
