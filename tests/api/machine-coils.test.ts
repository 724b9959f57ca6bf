/**
 * update.vm_block_coils: blocks and unblocks coils (motor_activated), audited, one machine
 * event per coil; 403 without PERM_UPDATE_VM_BLOCK_COILS, 404 for another company's machine,
 * 400 naming unknown coils with nothing changed.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vendingMachines, vmEvents, vmSlots } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const area = 'vending-machine-management';
let api: TestApi;
let technician: string;

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  technician = await api.login('technician@demo.local');
});
afterAll(() => api.close());

async function machineWithSlots() {
  const [machine] = await api.services.db.select().from(vendingMachines).orderBy(asc(vendingMachines.id)).limit(1);
  const slots = await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machine!.id)).orderBy(asc(vmSlots.id));
  return { machine: machine!, slots };
}
const block = (fields: Record<string, unknown>, token = technician) => api.post(area, { action: 'update.vm_block_coils', ...fields }, token);
const motors = async (machineId: number) =>
  Object.fromEntries((await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machineId))).map((s) => [s.coil, s.motor_activated]));

describe('update.vm_block_coils', () => {
  it('blocks two coils and unblocks one: motors, version, audit and one event per coil', async () => {
    const { machine, slots } = await machineWithSlots();
    const coils = [slots[0]!.coil, slots[1]!.coil];
    const r = await block({ vending_machine_id: machine.id, coils, blocked: true, version: machine.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ id: machine.id, version: machine.version + 1, coils, blocked: true });
    const after = await motors(machine.id);
    expect(after[coils[0]!]).toBe(false);
    expect(after[coils[1]!]).toBe(false);
    expect(after[slots[2]!.coil]).toBe(slots[2]!.motor_activated);

    const [audit] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, machine.id), eq(auditLog.action, 'update.vm_block_coils')))
      .orderBy(desc(auditLog.id));
    expect(audit?.after).toMatchObject({ coils: { [coils[0]!]: { motor_activated: false }, [coils[1]!]: { motor_activated: false } } });
    const events = await api.services.db.select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, machine.id), eq(vmEvents.type, 'COIL_BLOCKED')));
    expect(events.map((e) => e.coil).sort()).toEqual([...coils].sort());
    expect(events.every((e) => e.company_id === machine.company_id)).toBe(true);

    const back = await block({ vending_machine_id: machine.id, coils: [coils[0]], blocked: false });
    expect(back.status).toBe(200);
    expect((await motors(machine.id))[coils[0]!]).toBe(true);
    const unblocked = await api.services.db.select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, machine.id), eq(vmEvents.type, 'COIL_UNBLOCKED')));
    expect(unblocked.map((e) => e.coil)).toEqual([coils[0]]);
    // The detail screen reads the new motor state.
    const detail = await api.post(area, { action: 'get.vending_machine', id: machine.id }, technician);
    expect(detail.body.data.slots.find((s: { coil: string }) => s.coil === coils[1]).motor_activated).toBe(false);
  });

  it('refuses unknown coils with 400 naming them, and changes nothing', async () => {
    const { machine, slots } = await machineWithSlots();
    const [fresh] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    const before = await motors(machine.id);
    const eventsBefore = (await api.services.db.select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id))).length;
    const r = await block({ vending_machine_id: machine.id, coils: [slots[3]!.coil, 'Z99'], blocked: true });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('This machine has no coil Z99.');
    expect(await motors(machine.id)).toEqual(before);
    expect((await api.services.db.select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id))).length).toBe(eventsBefore);
    const [after] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(after!.version).toBe(fresh!.version);
  });

  it('refuses an empty coil list, and a stale version with 409', async () => {
    const { machine, slots } = await machineWithSlots();
    expect((await block({ vending_machine_id: machine.id, coils: [], blocked: true })).status).toBe(400);
    const stale = await block({ vending_machine_id: machine.id, coils: [slots[0]!.coil], blocked: true, version: 9999 });
    expect(stale.status).toBe(409);
  });

  it('is 403 without PERM_UPDATE_VM_BLOCK_COILS', async () => {
    const { machine, slots } = await machineWithSlots();
    const r = await block({ vending_machine_id: machine.id, coils: [slots[0]!.coil], blocked: true }, await api.login('store@demo.local'));
    expect(r.status).toBe(403);
  });

  it("is 404 for another company's admin, and changes nothing", async () => {
    const { machine, slots } = await machineWithSlots();
    const before = await motors(machine.id);
    const r = await block({ vending_machine_id: machine.id, coils: [slots[5]!.coil], blocked: true }, await api.login(OTHER_COMPANY_ADMIN));
    expect(r.status).toBe(404);
    expect(await motors(machine.id)).toEqual(before);
  });
});
