/**
 * A machine's non-sale events over the gateway (docs/device-protocol.md): status, motor faults,
 * the drop sensor, the door, levels, refill_done and expired, each with what the console then
 * shows — the machine's status and coils, its events, the bell's notifications, the slots and
 * the stock ledger — written as the simulator writes them. A resent event is a duplicate and
 * changes nothing, a refused one changes nothing, one bad event does not refuse its batch, and
 * the same event id from two connections at once applies once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { notifications, refillPlans, stockMovements, vendingMachines, vmEvents, vmFaults, vmSlots } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { moveStock } from '../../server/stock/ledger.ts';
import { place } from '../../server/stock/places.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let device: TestDevice;
let machine: typeof vendingMachines.$inferSelect;
/** Filled coils of the machine, not full. */
let coils: (typeof vmSlots.$inferSelect)[];
const db = () => api.services.db;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startApi();
  const candidates = await db().select().from(vendingMachines)
    .where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at), isNull(vendingMachines.franchise_id),
      sql`${vendingMachines.warehouse_id} is not null`,
      sql`not exists (select 1 from refill_plans p where p.vending_machine_id = ${vendingMachines.id} and p.status in (1, 2))`))
    .orderBy(asc(vendingMachines.id)).limit(20);
  for (const m of candidates) {
    const filled = (await db().select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id)))
      .filter((s) => s.product_id && s.quantity > 2 && s.quantity < s.item_layout_max - 1 && s.motor_activated);
    if (filled.length >= 4) {
      machine = m;
      coils = filled;
      break;
    }
  }
  expect(machine).toBeTruthy();
  await db().update(vmFaults).set({ closed_at: api.clock.now() }).where(eq(vmFaults.vending_machine_id, machine.id));
  device = await deviceFor(api, machine.id);
});
afterAll(() => api.close());

const machineNow = async () => (await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id)))[0]!;
const slotNow = async (coil: string) => (await db().select().from(vmSlots)
  .where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, coil))))[0]!;
/** This machine's notifications of a type, newest first. */
const notes = (type: string) => db().select().from(notifications)
  .where(and(eq(notifications.type, type), sql`${notifications.payload}->>'vending_machine_id' = ${String(machine.id)}`)).orderBy(desc(notifications.id));
const openDropSensors = () => db().select().from(vmFaults)
  .where(and(eq(vmFaults.vending_machine_id, machine.id), eq(vmFaults.kind, 'drop_sensor'), isNull(vmFaults.closed_at)));
const lastEvent = async () => (await db().select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id)).orderBy(desc(vmEvents.id)).limit(1))[0]!;
/** What an event could change, to show a refused or duplicate one changed nothing. */
async function footprint() {
  const [n] = await db().select({ n: count() }).from(notifications);
  const [e] = await db().select({ n: count() }).from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id));
  const [m] = await db().select({ n: count() }).from(stockMovements);
  const slots = await db().select({ coil: vmSlots.coil, quantity: vmSlots.quantity, motor: vmSlots.motor_activated, expires: vmSlots.expires_on })
    .from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id)).orderBy(asc(vmSlots.id));
  return { notifications: n!.n, events: e!.n, movements: m!.n, status: (await machineNow()).status, slots };
}
async function booksBalance() {
  expect(await stockLedgerViolations(db())).toEqual([]);
  expect(await machineTotalsViolations(db())).toEqual([]);
}
async function accepted(event: Record<string, unknown>) {
  const response = await device.send(event);
  expect(response.status).toBe(200);
  expect(response.body.results[0].reason).toBeUndefined();
  expect(response.body.results[0]).toMatchObject({ status: 'accepted' });
  return response.body.results[0];
}
async function refusedWith(event: Record<string, unknown>, reason: string) {
  const before = await footprint();
  const response = await device.send(event);
  expect(response.body.results[0]).toEqual({ id: expect.any(String), status: 'refused', reason });
  expect(await footprint()).toEqual(before);
}

describe('status', () => {
  it('maintenance turns the machine Inactive and active brings it back, each with VM_STATUS', async () => {
    await accepted({ kind: 'status', status: 'maintenance' });
    expect((await machineNow()).status).toBe(2);
    expect((await notes('VM_STATUS'))[0]!.payload).toMatchObject({ vm_is_active: false, VendingMachine: { id: machine.id } });
    expect(await lastEvent()).toMatchObject({ type: 'STATUS_CHANGE', detail: 'Maintenance mode: Active → Inactive' });
    // Said again: nothing new.
    const before = await footprint();
    await accepted({ kind: 'status', status: 'maintenance' });
    expect(await footprint()).toEqual(before);
    await accepted({ kind: 'status', status: 'active' });
    expect((await machineNow()).status).toBe(1);
    expect((await notes('VM_STATUS'))[0]!.payload).toMatchObject({ vm_is_active: true });
  });

  it('offline turns it Failed; an operator\'s status set meanwhile is kept when the device says active', async () => {
    await accepted({ kind: 'status', status: 'offline' });
    expect((await machineNow()).status).toBe(3);
    await db().update(vendingMachines).set({ status: 2 }).where(eq(vendingMachines.id, machine.id));
    const raised = (await notes('VM_STATUS')).length;
    await accepted({ kind: 'status', status: 'active' });
    expect((await machineNow()).status).toBe(2);
    expect(await notes('VM_STATUS')).toHaveLength(raised);
    expect(await lastEvent()).toMatchObject({ type: 'STATUS_CHANGE', detail: 'Back online (its status was changed meanwhile, so it is kept)' });
    // Nor does a device's maintenance override it.
    await accepted({ kind: 'status', status: 'maintenance' });
    expect(await lastEvent()).toMatchObject({ detail: 'The device reported maintenance; the status Inactive set meanwhile is kept' });
    await db().update(vendingMachines).set({ status: 1 }).where(eq(vendingMachines.id, machine.id));
  });

  it('a late event lands on its own day; one too old or too far ahead is refused', async () => {
    const at = new Date(api.clock.now().getTime() - 3 * DAY);
    await accepted({ kind: 'door', open: true, at: at.toISOString() });
    expect(await lastEvent()).toMatchObject({ type: 'DOOR_OPEN', created_at: at });
    await accepted({ kind: 'status', status: 'offline', at: at.toISOString() });
    expect((await notes('VM_STATUS'))[0]!.created_at).toEqual(at);
    await accepted({ kind: 'status', status: 'active' });
    await refusedWith({ kind: 'door', open: true, at: new Date(api.clock.now().getTime() - 31 * DAY).toISOString() }, DEVICE_MESSAGES.tooOld(30));
    await refusedWith({ kind: 'door', open: true, at: new Date(api.clock.now().getTime() + 11 * 60_000).toISOString() }, DEVICE_MESSAGES.inTheFuture(10));
  });
});

describe('faults', () => {
  it('motor_fault blocks the coil with VM_MOTOR, once; motor_fixed unblocks it with VM_MOTOR_FIXED', async () => {
    const coil = coils[0]!.coil;
    const result = await accepted({ kind: 'motor_fault', coil, reason: 'stalled at 40%' });
    expect(result.result).toEqual({ notifications: ['VM_MOTOR'] });
    expect((await notes('VM_MOTOR'))[0]!.payload).toMatchObject({ cell: coil, motor_status: 'jammed' });
    expect(await lastEvent()).toMatchObject({ type: 'FAULT', coil, detail: `Motor of coil ${coil} jammed; the coil is blocked until it is fixed (stalled at 40%)` });
    expect((await slotNow(coil)).motor_activated).toBe(false);
    expect((await accepted({ kind: 'motor_fault', coil, motor_status: 'failed' })).result).toEqual({ notifications: [] });
    await accepted({ kind: 'motor_fixed', coil });
    expect((await notes('VM_MOTOR_FIXED'))[0]!.payload).toMatchObject({ cell: coil, motor_status: 'working' });
    expect((await slotNow(coil)).motor_activated).toBe(true);
  });

  it('motor_status failed raises MOTOR_FAILED; a repair with no fault open leaves an operator\'s block', async () => {
    const coil = coils[1]!.coil;
    await accepted({ kind: 'motor_fault', coil, motor_status: 'failed' });
    expect((await notes('MOTOR_FAILED'))[0]!.payload).toMatchObject({ cell: coil, motor_status: 'failed' });
    await accepted({ kind: 'motor_fixed', coil });
    await db().update(vmSlots).set({ motor_activated: false }).where(eq(vmSlots.id, coils[1]!.id));
    expect((await accepted({ kind: 'motor_fixed', coil })).result).toEqual({ notifications: [] });
    expect((await slotNow(coil)).motor_activated).toBe(false);
    await db().update(vmSlots).set({ motor_activated: true }).where(eq(vmSlots.id, coils[1]!.id));
  });

  it('refuses a coil not in the planogram, changing nothing', async () => {
    await refusedWith({ kind: 'motor_fault', coil: '99' }, DEVICE_MESSAGES.unknownCoil('99'));
    await refusedWith({ kind: 'drop_sensor_failed', coil: '99' }, DEVICE_MESSAGES.unknownCoil('99'));
  });

  it('drop_sensor_failed raises DROP_SENSOR_FAILED once while open; the door only writes events', async () => {
    expect((await accepted({ kind: 'drop_sensor_failed' })).result).toEqual({ notifications: ['DROP_SENSOR_FAILED'] });
    expect((await accepted({ kind: 'drop_sensor_failed' })).result).toEqual({ notifications: [] });
    const before = (await footprint()).notifications;
    await accepted({ kind: 'door', open: true });
    await accepted({ kind: 'door', open: false });
    expect(await lastEvent()).toMatchObject({ type: 'DOOR_CLOSE', detail: 'Door closed' });
    expect((await footprint()).notifications).toBe(before);
  });

  it('drop_sensor_fixed closes the open drop-sensor fault with a FAULT_FIXED event, so the next failure is raised again', async () => {
    await accepted({ kind: 'drop_sensor_failed' });
    expect(await openDropSensors()).toHaveLength(1);
    const before = (await footprint()).notifications;
    expect((await accepted({ kind: 'drop_sensor_fixed' })).result).toEqual({ notifications: [] });
    expect(await openDropSensors()).toEqual([]);
    expect(await lastEvent()).toMatchObject({ type: 'FAULT_FIXED', detail: 'Drop sensor fixed' });
    expect((await footprint()).notifications).toBe(before);
    // Nothing open: accepted, nothing written.
    const events = (await footprint()).events;
    await accepted({ kind: 'drop_sensor_fixed' });
    expect((await footprint()).events).toBe(events);
    expect((await accepted({ kind: 'drop_sensor_failed' })).result).toEqual({ notifications: ['DROP_SENSOR_FAILED'] });
  });

  it('drop_sensor_fixed naming a coil closes only that coil\'s fault, and refuses a coil not in the planogram', async () => {
    const [a, b] = [coils[0]!.coil, coils[1]!.coil];
    await accepted({ kind: 'drop_sensor_fixed' });
    await accepted({ kind: 'drop_sensor_failed', coil: a });
    await refusedWith({ kind: 'drop_sensor_fixed', coil: '99' }, DEVICE_MESSAGES.unknownCoil('99'));
    await accepted({ kind: 'drop_sensor_fixed', coil: b });
    expect((await openDropSensors()).map((f) => f.coil)).toEqual([a]);
    await accepted({ kind: 'drop_sensor_fixed', coil: a });
    expect(await openDropSensors()).toEqual([]);
    expect(await lastEvent()).toMatchObject({ type: 'FAULT_FIXED', coil: a, detail: 'Drop sensor fixed' });
  });
});

describe('levels and expired', () => {
  it('a count sets the slots through the ledger and raises ABOUT_TO_RUNOUT / OUT_OF_STOCK', async () => {
    const [a, b] = [coils[2]!, coils[3]!];
    await accepted({ kind: 'levels', reason: 'count', coils: [{ coil: a.coil, quantity: 1 }, { coil: b.coil, quantity: 0 }] });
    expect((await slotNow(a.coil)).quantity).toBe(1);
    expect((await slotNow(b.coil)).quantity).toBe(0);
    expect((await notes('ABOUT_TO_RUNOUT'))[0]!.payload).toMatchObject({ cell: a.coil, Product: { id: a.product_id } });
    expect((await notes('OUT_OF_STOCK'))[0]!.payload).toMatchObject({ cell: b.coil });
    const moved = await db().select().from(stockMovements).where(and(eq(stockMovements.from_kind, 'machine'), eq(stockMovements.from_id, machine.id), eq(stockMovements.reason, 'device.count')));
    expect(moved.map((m) => m.quantity).sort()).toEqual([a.quantity - 1, b.quantity].sort());
    expect((await db().select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, machine.id), eq(vmEvents.type, 'STOCK_COUNT')))).length).toBe(2);
    await booksBalance();

    await accepted({ kind: 'levels', reason: 'refill', coils: [{ coil: a.coil, quantity: a.quantity }, { coil: b.coil, quantity: b.quantity }] });
    expect((await slotNow(b.coil)).quantity).toBe(b.quantity);
    expect(await lastEvent()).toMatchObject({ type: 'REFILL', coil: b.coil });
    await booksBalance();
  });

  it('refuses a count over the coil\'s capacity, or a coil listed twice, changing nothing', async () => {
    const a = coils[2]!;
    await refusedWith({ kind: 'levels', reason: 'count', coils: [{ coil: a.coil, quantity: a.item_layout_max + 1 }] },
      DEVICE_MESSAGES.overCapacity(a.coil, a.item_layout_max, a.item_layout_max + 1));
    await refusedWith({ kind: 'levels', reason: 'count', coils: [{ coil: a.coil, quantity: 1 }, { coil: a.coil, quantity: 2 }] }, DEVICE_MESSAGES.coilListedTwice(a.coil));
  });

  it('expired raises PRODUCT_EXPIRED with items_expired and stops the coil being offered; never more than it holds', async () => {
    const a = coils[2]!;
    await accepted({ kind: 'expired', coils: [{ coil: a.coil, quantity: 2 }] });
    expect((await notes('PRODUCT_EXPIRED'))[0]!.payload).toMatchObject({ cell: a.coil, items_expired: 2, Product: { id: a.product_id } });
    const slot = await slotNow(a.coil);
    expect(slot.quantity).toBe(a.quantity);
    expect(slot.expires_on! < api.clock.now().toISOString().slice(0, 10)).toBe(true);
    await refusedWith({ kind: 'expired', coils: [{ coil: a.coil, quantity: a.quantity + 1 }] }, DEVICE_MESSAGES.moreExpiredThanHeld(a.coil, a.quantity, a.quantity + 1));
  });
});

describe('refill_done', () => {
  it('executes this machine\'s plan once, as the console does; another machine\'s plan or an executed one is refused', async () => {
    const admin = await api.login('admin@demo.local');
    const coil = coils[0]!;
    await db().update(vmSlots).set({ expires_on: null }).where(eq(vmSlots.vending_machine_id, machine.id));
    // The serving shelves hold what the plan loads.
    await db().transaction((tx) => moveStock(tx, { companyId: machine.company_id, userId: null, record: null, now: api.clock.now() },
      [{ productId: coil.product_id!, from: place.outside, to: place.shelf(machine.warehouse_id!), quantity: 5, reason: 'opening' }]));
    const created = await api.post('refill-management', {
      action: 'create.refill_plan', vending_machine_id: machine.id,
      lines: [{ coil: coil.coil, product_id: coil.product_id, quantity_to_add: 1, runout_quantity: 1, expiry_date: '2027-01-31', expired: false }],
    }, admin);
    expect(created.status).toBe(201);
    const planId = created.body.data.plan_id as string;
    const [shelfBefore] = await db().execute(sql`select stock from warehouse_stock where warehouse_id = ${machine.warehouse_id} and product_id = ${coil.product_id}`)
      .then((r) => (r as unknown as { rows: { stock: number }[] }).rows);
    const before = (await slotNow(coil.coil)).quantity;

    const event = { id: randomUUID(), kind: 'refill_done', plan_id: planId };
    const done = await accepted(event);
    expect(done.result).toMatchObject({ plan_id: planId, loaded: { [coil.coil]: 1 }, notifications: ['REFILL_EXECUTE'] });
    expect((await slotNow(coil.coil)).quantity).toBe(before + 1);
    const [plan] = await db().select().from(refillPlans).where(eq(refillPlans.plan_id, planId));
    expect(plan).toMatchObject({ status: 3, execution_status: 3 });
    expect((await notes('REFILL_EXECUTE'))[0]!.payload).toMatchObject({ refill_id: planId });
    const [shelfAfter] = await db().execute(sql`select stock from warehouse_stock where warehouse_id = ${machine.warehouse_id} and product_id = ${coil.product_id}`)
      .then((r) => (r as unknown as { rows: { stock: number }[] }).rows);
    expect(shelfAfter!.stock).toBe(shelfBefore!.stock - 1);
    await booksBalance();

    const resent = await footprint();
    expect((await device.send(event)).body.results[0]).toEqual({ id: event.id, status: 'duplicate' });
    expect(await footprint()).toEqual(resent);
    await refusedWith({ kind: 'refill_done', plan_id: planId }, `Refill plan ${planId} is Executed; it cannot be executed now.`);
    const [other] = await db().select().from(refillPlans).where(sql`${refillPlans.vending_machine_id} <> ${machine.id}`).limit(1);
    await refusedWith({ kind: 'refill_done', plan_id: other!.plan_id }, DEVICE_MESSAGES.notThisMachinesPlan(other!.plan_id));
  });
});

describe('delivery', () => {
  it('one bad event does not refuse its batch; a resent id is a duplicate and changes nothing', async () => {
    const door = { id: randomUUID(), kind: 'door', open: true };
    const response = await device.send(door, { kind: 'motor_fault', coil: '99' }, { kind: 'door', open: false });
    expect(response.body.results.map((r: { status: string }) => r.status)).toEqual(['accepted', 'refused', 'accepted']);
    const before = await footprint();
    expect((await device.send(door)).body.results).toEqual([{ id: door.id, status: 'duplicate' }]);
    expect(await footprint()).toEqual(before);
  });

  it('the same event id from two connections at once applies once', async () => {
    const coil = coils[1]!.coil;
    const event = { id: randomUUID(), kind: 'motor_fault', coil };
    const raised = (await notes('VM_MOTOR')).length;
    const answers = await Promise.all([device.send(event), device.send(event)]);
    expect(answers.map((a) => a.body.results[0].status).sort()).toEqual(['accepted', 'duplicate']);
    expect(await notes('VM_MOTOR')).toHaveLength(raised + 1);
    await accepted({ kind: 'motor_fixed', coil });
  });
});
