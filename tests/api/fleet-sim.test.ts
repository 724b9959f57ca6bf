/**
 * The fleet simulator's machine-side notifications, stepped deterministically (a fixed seed and
 * a frozen clock): each type is raised with the fields console.md §3 gives it under the
 * conditions that should raise it, and not otherwise; a failed motor blocks its coil until
 * VM_MOTOR_FIXED; a machine going offline and back raises VM_STATUS; every happening is a
 * machine event; and after many steps the books still add up.
 */
import { and, count, desc, eq, gt, isNull, lt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hardwareBoards, notifications, orderCounts, orders, vendingMachines, vmEvents, vmFaults, vmSlots,
} from '../../server/db/schema/index.ts';
import { createRandom } from '../../server/seed/random.ts';
import { simulateBoardOnboard } from '../../server/sim/boards.ts';
import type { SimDeps } from '../../server/sim/common.ts';
import { simulateExpiry } from '../../server/sim/expiry.ts';
import { simulateFault, simulateRepair } from '../../server/sim/faults.ts';
import { simulateStep, simulateVend } from '../../server/sim/fleet.ts';
import { crossedLevel, runoutLevel } from '../../server/sim/levels.ts';
import { simulateAbandonedPayment } from '../../server/sim/payments.ts';
import { simulateOffline, simulateOnline } from '../../server/sim/status.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let deps: SimDeps;
const DAY = 86_400_000;
beforeAll(async () => {
  api = await startApi();
  const at = api.clock.now();
  deps = { ...api.services, now: () => at };
});
afterAll(() => api.close());

const db = () => api.services.db;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The latest notification of a type. */
async function latest(type: string) {
  const [row] = await db().select().from(notifications).where(eq(notifications.type, type)).orderBy(desc(notifications.id)).limit(1);
  return row;
}
async function lastEvent(machineId: number) {
  const [row] = await db().select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machineId)).orderBy(desc(vmEvents.id)).limit(1);
  return row;
}

/** An active machine (the n-th) emptied except one coil holding `quantity` units that have not expired. */
async function machineWithOneCoil(n: number, quantity: number, slot: Partial<typeof vmSlots.$inferInsert> = {}) {
  const [machine] = await db().select().from(vendingMachines)
    .where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at))).orderBy(vendingMachines.id).offset(n).limit(1);
  await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine.id));
  const [coil] = await db().select().from(vmSlots)
    .where(and(eq(vmSlots.vending_machine_id, machine.id), gt(vmSlots.product_id, 0))).orderBy(vmSlots.id).limit(1);
  await db().update(vmSlots).set({ quantity, motor_activated: true, expires_on: null, item_layout_max: 10, ...slot }).where(eq(vmSlots.id, coil.id));
  const [fresh] = await db().select().from(vmSlots).where(eq(vmSlots.id, coil.id));
  return { machine, slot: fresh };
}
const vmPayload = (machine: typeof vendingMachines.$inferSelect) => ({
  vending_machine_id: machine.id, VendingMachine: { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id },
});

describe('slot levels', () => {
  it('knows when a sale crosses the run-out level or empties the coil, and nothing else', () => {
    expect(runoutLevel(10)).toBe(2);
    expect(runoutLevel(6)).toBe(2);
    expect(runoutLevel(3)).toBe(1);
    expect(crossedLevel(3, 2, 10)).toBe('ABOUT_TO_RUNOUT');
    expect(crossedLevel(4, 1, 10)).toBe('ABOUT_TO_RUNOUT');
    expect(crossedLevel(2, 1, 10)).toBeNull(); // already below: said once, when it crossed
    expect(crossedLevel(10, 8, 10)).toBeNull();
    expect(crossedLevel(2, 0, 10)).toBe('OUT_OF_STOCK');
    expect(crossedLevel(3, 3, 10)).toBeNull();
  });

  it('raises ABOUT_TO_RUNOUT with the coil and product when a vend brings a coil to its level, with a LOW_STOCK event', async () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { machine, slot } = await machineWithOneCoil(0, 3);
      const vend = await simulateVend(deps, createRandom(seed), machine.id);
      const after = 3 - (vend?.vended[slot.coil] ?? 0);
      const levels = vend!.notifications.filter((t) => t === 'ABOUT_TO_RUNOUT' || t === 'OUT_OF_STOCK');
      if (after === 3) expect(levels).toEqual([]);
      else expect(levels).toEqual(['ABOUT_TO_RUNOUT']);
      if (after < 3) {
        seen++;
        const note = await latest('ABOUT_TO_RUNOUT');
        expect(note.payload).toMatchObject({ ...vmPayload(machine), cell: slot.coil, Product: { id: slot.product_id }, product_name: expect.any(String) });
        expect(note.franchise_id).toBe(machine.franchise_id);
        expect(await lastEvent(machine.id)).toMatchObject({ type: 'LOW_STOCK', coil: slot.coil });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('raises no level notification while the coil stays well stocked', async () => {
    const { machine } = await machineWithOneCoil(0, 10);
    const vend = await simulateVend(deps, createRandom(5), machine.id);
    expect(vend!.notifications.filter((t) => t === 'ABOUT_TO_RUNOUT' || t === 'OUT_OF_STOCK')).toEqual([]);
    expect((await lastEvent(machine.id)).type).toMatch(/^VEND/);
  });
});

describe('expiry', () => {
  it('reports expired units once with items_expired, and the machine stops offering them', async () => {
    const yesterday = isoDay(new Date(deps.now().getTime() - DAY));
    const { machine, slot } = await machineWithOneCoil(1, 4, { expires_on: yesterday });
    const done = await simulateExpiry(deps, createRandom(1), { machineId: machine.id });
    expect(done).toMatchObject({ kind: 'expiry', machineId: machine.id, coil: slot.coil, itemsExpired: 4, notifications: ['PRODUCT_EXPIRED'] });
    const note = await latest('PRODUCT_EXPIRED');
    expect(note.payload).toMatchObject({ ...vmPayload(machine), cell: slot.coil, items_expired: 4, Product: { id: slot.product_id }, product_name: expect.any(String) });
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'PRODUCT_EXPIRED', coil: slot.coil });
    // Not again, and not sold: the only stocked coil has expired.
    expect(await simulateExpiry(deps, createRandom(2), { machineId: machine.id })).toBeNull();
    expect(await simulateVend(deps, createRandom(3), machine.id)).toBeNull();
    const [after] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(after.quantity).toBe(4);
  });

  it('reports nothing for units good until today or later, or without a date', async () => {
    const { machine, slot } = await machineWithOneCoil(1, 4, { expires_on: isoDay(deps.now()) });
    expect(await simulateExpiry(deps, createRandom(1), { machineId: machine.id })).toBeNull();
    await db().update(vmSlots).set({ expires_on: null }).where(eq(vmSlots.id, slot.id));
    expect(await simulateExpiry(deps, createRandom(1), { machineId: machine.id })).toBeNull();
    expect(await simulateVend(deps, createRandom(1), machine.id)).not.toBeNull();
  });
});

describe('motor faults', () => {
  beforeEach(async () => {
    await db().update(vmFaults).set({ closed_at: deps.now() }).where(isNull(vmFaults.closed_at));
  });

  it('VM_MOTOR blocks the coil: vends there fail and leave the stock, until VM_MOTOR_FIXED unblocks it', async () => {
    const { machine, slot } = await machineWithOneCoil(2, 5);
    const fault = await simulateFault(deps, createRandom(1), { machineId: machine.id, fault: 'motor_jammed' });
    expect(fault).toMatchObject({ kind: 'fault', fault: 'motor_jammed', coil: slot.coil, notifications: ['VM_MOTOR'] });
    expect((await latest('VM_MOTOR')).payload).toMatchObject({ ...vmPayload(machine), cell: slot.coil, motor_status: 'jammed' });
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'FAULT', coil: slot.coil });
    let [now] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(now.motor_activated).toBe(false);
    const [machineAfter] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(machineAfter.version).toBe(machine.version + 1);

    for (let seed = 1; seed <= 3; seed++) {
      const vend = await simulateVend(deps, createRandom(seed), machine.id);
      expect(vend!.vendStatus).toBe(3);
      expect(vend!.notifications).toEqual(['VEND_FAILURE', 'AUTO_REFUND']);
    }
    [now] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(now.quantity).toBe(5);
    // No second fault on a blocked coil.
    expect(await simulateFault(deps, createRandom(2), { machineId: machine.id, fault: 'motor_failed' })).toBeNull();

    const [open] = await db().select().from(vmFaults).where(and(eq(vmFaults.vending_machine_id, machine.id), isNull(vmFaults.closed_at)));
    const repair = await simulateRepair(deps, createRandom(1), { faultId: open.id });
    expect(repair).toMatchObject({ kind: 'repair', coil: slot.coil, notifications: ['VM_MOTOR_FIXED'] });
    expect((await latest('VM_MOTOR_FIXED')).payload).toMatchObject({ ...vmPayload(machine), cell: slot.coil, motor_status: 'working' });
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'FAULT_FIXED', coil: slot.coil });
    [now] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(now.motor_activated).toBe(true);
    const vend = await simulateVend(deps, createRandom(1), machine.id);
    expect(vend!.vended[slot.coil]).toBeGreaterThan(0);
  });

  it('MOTOR_FAILED blocks the coil too; a repair with nothing open does nothing, and never unblocks an operator\'s block', async () => {
    const { machine, slot } = await machineWithOneCoil(3, 5);
    const fault = await simulateFault(deps, createRandom(4), { machineId: machine.id, fault: 'motor_failed' });
    expect(fault!.notifications).toEqual(['MOTOR_FAILED']);
    expect((await latest('MOTOR_FAILED')).payload).toMatchObject({ ...vmPayload(machine), cell: slot.coil, motor_status: 'failed' });
    expect(await simulateRepair(deps, createRandom(1))).toMatchObject({ notifications: ['VM_MOTOR_FIXED'], coil: slot.coil });

    // An operator's block (no fault behind it) stays.
    await db().update(vmSlots).set({ motor_activated: false }).where(eq(vmSlots.id, slot.id));
    expect(await simulateRepair(deps, createRandom(1))).toBeNull();
    const [now] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(now.motor_activated).toBe(false);
  });

  it('DROP_SENSOR_FAILED once while open; its repair is an event without a notification', async () => {
    const { machine } = await machineWithOneCoil(4, 5);
    const fault = await simulateFault(deps, createRandom(1), { machineId: machine.id, fault: 'drop_sensor' });
    expect(fault!.notifications).toEqual(['DROP_SENSOR_FAILED']);
    expect((await latest('DROP_SENSOR_FAILED')).payload).toMatchObject(vmPayload(machine));
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'FAULT', coil: null });
    expect(await simulateFault(deps, createRandom(1), { machineId: machine.id, fault: 'drop_sensor' })).toBeNull();
    const repair = await simulateRepair(deps, createRandom(1));
    expect(repair).toMatchObject({ fault: 'drop_sensor', notifications: [] });
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'FAULT_FIXED' });
  });
});

describe('going offline and back', () => {
  beforeEach(async () => {
    await db().update(vmFaults).set({ closed_at: deps.now() }).where(isNull(vmFaults.closed_at));
  });

  it('raises VM_STATUS (vm_is_active false) and turns the machine Failed, then back Active with vm_is_active true', async () => {
    const published = vi.spyOn(api.services.live, 'publish');
    const { machine } = await machineWithOneCoil(5, 5);
    const off = await simulateOffline(deps, createRandom(1), { machineId: machine.id });
    expect(off).toMatchObject({ kind: 'offline', status: 3, notifications: ['VM_STATUS'] });
    expect((await latest('VM_STATUS')).payload).toMatchObject({ ...vmPayload(machine), vm_is_active: false });
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'STATUS_CHANGE' });
    let [row] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(row.status).toBe(3);
    // Offline, it is not in service: nothing else happens to it.
    expect(await simulateOffline(deps, createRandom(1), { machineId: machine.id })).toBeNull();
    expect(await simulateFault(deps, createRandom(1), { machineId: machine.id })).toBeNull();

    const on = await simulateOnline(deps, createRandom(1));
    expect(on).toMatchObject({ kind: 'online', machineId: machine.id, status: 1, notifications: ['VM_STATUS'] });
    expect((await latest('VM_STATUS')).payload).toMatchObject({ ...vmPayload(machine), vm_is_active: true });
    [row] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(row.status).toBe(1);
    const statuses = published.mock.calls.filter(([channel, , m]) => channel === 'vm-status' && m.type === 'VM_STATUS').map(([, , m]) => m.status);
    expect(statuses).toEqual([3, 1]);
    published.mockRestore();
  });

  it('keeps the status an operator set meanwhile, without a notification', async () => {
    const { machine } = await machineWithOneCoil(5, 5);
    await simulateOffline(deps, createRandom(1), { machineId: machine.id });
    await db().update(vendingMachines).set({ status: 2 }).where(eq(vendingMachines.id, machine.id));
    const on = await simulateOnline(deps, createRandom(1));
    expect(on).toMatchObject({ machineId: machine.id, notifications: [] });
    const [row] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(row.status).toBe(2);
    expect(await simulateOnline(deps, createRandom(1))).toBeNull();
    await db().update(vendingMachines).set({ status: 1 }).where(eq(vendingMachines.id, machine.id));
  });
});

describe('abandoned payments', () => {
  it('PAYMENT_TIMEDOUT and CANCELLED_BY_CONSUMER record an unpaid order with nothing vended and the stock untouched', async () => {
    const { machine, slot } = await machineWithOneCoil(6, 5);
    for (const [outcome, type, vendStatus, paymentStatus, event] of [
      ['timeout', 'PAYMENT_TIMEDOUT', 6, 0, 'PAYMENT_TIMEOUT'],
      ['cancelled', 'CANCELLED_BY_CONSUMER', 5, 3, 'CANCELLED'],
    ] as const) {
      const done = await simulateAbandonedPayment(deps, createRandom(1), { machineId: machine.id, outcome });
      expect(done!.notifications).toEqual([type]);
      const [order] = await db().select().from(orders).where(eq(orders.id, done!.orderDbId));
      expect(order).toMatchObject({ vend_status: vendStatus, payment_status: paymentStatus, items_vend: 0, refund_amount: 0, vending_machine_id: machine.id });
      expect((await latest(type)).payload).toMatchObject({ ...vmPayload(machine), order_id: order.order_id, order_db_id: order.id, cart_id: order.cart_id });
      expect(await lastEvent(machine.id)).toMatchObject({ type: event });
    }
    const [after] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(after.quantity).toBe(5);
  });
});

describe('new hardware boards', () => {
  it('links a new board into a machine without one, and leaves it on the shelf otherwise', async () => {
    const { machine } = await machineWithOneCoil(7, 5);
    await db().update(hardwareBoards).set({ vending_machine_id: null }).where(eq(hardwareBoards.vending_machine_id, machine.id));
    await db().update(vendingMachines).set({ hardware_board_name: '' }).where(eq(vendingMachines.id, machine.id));
    const linked = await simulateBoardOnboard(deps, createRandom(1), { machineId: machine.id });
    expect(linked).toMatchObject({ kind: 'board', machineId: machine.id, notifications: ['HARDWARE_BOARD_ONBOARD'] });
    expect((await latest('HARDWARE_BOARD_ONBOARD')).payload).toMatchObject({ ...vmPayload(machine), hardware_board_name: linked!.serial });
    const [board] = await db().select().from(hardwareBoards).where(eq(hardwareBoards.serial, linked!.serial));
    expect(board.vending_machine_id).toBe(machine.id);
    expect(await lastEvent(machine.id)).toMatchObject({ type: 'BOARD_ONBOARD' });
    const [row] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, machine.id));
    expect(row.hardware_board_name).toBe(linked!.serial);

    const shelf = await simulateBoardOnboard(deps, createRandom(2), { machineId: machine.id });
    expect(shelf!.machineId).toBeNull();
    expect(shelf!.serial).not.toBe(linked!.serial);
    const note = await latest('HARDWARE_BOARD_ONBOARD');
    expect(note.payload).toEqual({ hardware_board_name: shelf!.serial });
    expect(note.franchise_id).toBeNull();
  });
});

describe('simulateStep', () => {
  it('after many steps raises every machine-side type, keeps blocked coils blocked, and the books still add up', async () => {
    // Some expired units for the expiry checks to find.
    const [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.status, 1)).orderBy(vendingMachines.id).offset(20).limit(1);
    await db().update(vmSlots).set({ expires_on: isoDay(new Date(deps.now().getTime() - 3 * DAY)) })
      .where(and(eq(vmSlots.vending_machine_id, machine.id), gt(vmSlots.quantity, 0)));
    const random = createRandom(20261126);
    const kinds = new Map<string, number>();
    const types = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const done = await simulateStep(deps, random);
      if (!done) continue;
      kinds.set(done.kind, (kinds.get(done.kind) ?? 0) + 1);
      for (const t of done.notifications) types.add(t);
    }
    expect([...kinds.keys()].sort()).toEqual(['board', 'expiry', 'fault', 'offline', 'online', 'payment', 'repair', 'vend']);
    for (const t of ['VEND_SUCCESS', 'PAYMENT_TIMEDOUT', 'CANCELLED_BY_CONSUMER', 'VM_STATUS', 'PRODUCT_EXPIRED', 'HARDWARE_BOARD_ONBOARD', 'VM_MOTOR_FIXED']) {
      expect(types, t).toContain(t);
    }
    expect(types.has('VM_MOTOR') || types.has('MOTOR_FAILED')).toBe(true);

    // Every open motor fault's coil is blocked, every open outage's machine Failed.
    const open = await db().select().from(vmFaults).where(isNull(vmFaults.closed_at));
    for (const f of open.filter((f) => f.coil)) {
      const [s] = await db().select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, f.vending_machine_id), eq(vmSlots.coil, f.coil!)));
      expect(s.motor_activated).toBe(false);
    }
    for (const f of open.filter((f) => f.kind === 'offline')) {
      const [m] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, f.vending_machine_id));
      expect(m.status).toBe(3);
    }
    const [{ negative }] = await db().select({ negative: count() }).from(vmSlots).where(lt(vmSlots.quantity, 0));
    expect(negative).toBe(0);
    expect(await stockLedgerViolations(db())).toEqual([]);
    expect(await machineTotalsViolations(db())).toEqual([]);
    const [{ total }] = await db().select({ total: count() }).from(orders);
    const [{ rolled }] = await db().select({ rolled: sum(orderCounts.n) }).from(orderCounts);
    expect(Number(rolled)).toBe(total);
  });
});

describe('determinism', () => {
  it('the same seed and clock on the same data make the same happenings, step for step', async () => {
    const at = new Date();
    const runs = [];
    for (let i = 0; i < 2; i++) {
      const fresh = await startApi();
      try {
        const random = createRandom(7);
        const freshDeps = { ...fresh.services, now: () => at };
        const happened = [];
        for (let step = 0; step < 60; step++) happened.push(await simulateStep(freshDeps, random));
        runs.push(happened);
      } finally {
        await fresh.close();
      }
    }
    expect(runs[0].filter(Boolean).length).toBeGreaterThan(30);
    expect(runs[1]).toEqual(runs[0]);
  });
});
