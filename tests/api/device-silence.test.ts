/**
 * A machine whose device went silent (server/device/silence.ts): after DEVICE_SILENCE_MINUTES
 * without a word it goes offline (Failed, VM_STATUS vm_is_active false) and comes back Active
 * with VM_STATUS once its device speaks again; an operator's status set meanwhile is kept, and
 * machines that never spoke (the simulated fleet) are never swept.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SILENCE_MINUTES } from '../../contract/device.ts';
import { deviceState, notifications, vendingMachines, vmEvents } from '../../server/db/schema/index.ts';
import { sweepSilentDevices } from '../../server/device/silence.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let machine: typeof vendingMachines.$inferSelect;
const db = () => api.services.db;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await startApi();
  [machine] = await db().select().from(vendingMachines)
    .where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.id)).limit(1);
});
afterAll(() => api.close());

const statusNow = async (id = machine.id) => (await db().select().from(vendingMachines).where(eq(vendingMachines.id, id)))[0]!.status;
const vmStatusNotes = () => db().select().from(notifications)
  .where(and(eq(notifications.type, 'VM_STATUS'), sql`${notifications.payload}->>'vending_machine_id' = ${String(machine.id)}`)).orderBy(desc(notifications.id));
async function lastSeen(minutesAgo: number) {
  const at = new Date(api.clock.now().getTime() - minutesAgo * MINUTE);
  await db().insert(deviceState).values({ vending_machine_id: machine.id, company_id: machine.company_id, last_seen_at: at })
    .onConflictDoUpdate({ target: deviceState.vending_machine_id, set: { last_seen_at: at } });
}

describe('a silent device', () => {
  it('takes only machines that spoke and went quiet offline, and brings them back when they speak again', async () => {
    const activeCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(vendingMachines).where(eq(vendingMachines.status, 1)))[0]!.n;
    const active = await activeCount();
    await lastSeen(DEVICE_SILENCE_MINUTES - 1);
    expect(await sweepSilentDevices(api.services)).toEqual({ offline: [], back: [] });

    await lastSeen(DEVICE_SILENCE_MINUTES + 1);
    expect(await sweepSilentDevices(api.services)).toEqual({ offline: [machine.id], back: [] });
    expect(await statusNow()).toBe(3);
    expect(await activeCount()).toBe(active - 1);
    expect((await vmStatusNotes())[0]!.payload).toMatchObject({ vm_is_active: false });
    const [event] = await db().select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id)).orderBy(desc(vmEvents.id)).limit(1);
    expect(event).toMatchObject({ type: 'STATUS_CHANGE', detail: `No word from the device for ${DEVICE_SILENCE_MINUTES} minutes: Active → Failed` });
    // Swept again while still silent: nothing more.
    expect(await sweepSilentDevices(api.services)).toEqual({ offline: [], back: [] });

    await lastSeen(0);
    expect(await sweepSilentDevices(api.services)).toEqual({ offline: [], back: [machine.id] });
    expect(await statusNow()).toBe(1);
    expect((await vmStatusNotes())[0]!.payload).toMatchObject({ vm_is_active: true });
  });

  it('keeps the status an operator set while the machine was silent', async () => {
    await lastSeen(DEVICE_SILENCE_MINUTES + 5);
    await sweepSilentDevices(api.services);
    expect(await statusNow()).toBe(3);
    await db().update(vendingMachines).set({ status: 2 }).where(eq(vendingMachines.id, machine.id));
    const raised = (await vmStatusNotes()).length;
    await lastSeen(0);
    expect(await sweepSilentDevices(api.services)).toEqual({ offline: [], back: [] });
    expect(await statusNow()).toBe(2);
    expect(await vmStatusNotes()).toHaveLength(raised);
  });
});
