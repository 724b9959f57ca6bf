/**
 * The fleet simulator, driven tick by tick with a seeded PRNG: orders and notifications
 * that match what the coils dropped, slot quantities that go down by exactly that and
 * never below zero, and an order count roll-up that stays exact.
 */
import { and, count, desc, eq, gt, gte, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, orderCounts, orderLines, orders, users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { createRandom } from '../../server/seed/random.ts';
import { simulateTick, simulateVend } from '../../server/sim/fleet.ts';
import { simulatorOptions } from '../../server/sim/run.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const db = () => api.services.db;
const unitsIn = async (machineIds: number[]) => {
  const [row] = await db().select({ units: sum(vmSlots.quantity) }).from(vmSlots).where(inArray(vmSlots.vending_machine_id, machineIds));
  return Number(row.units ?? 0);
};

describe('simulateTick', () => {
  it('records each vend as an order whose vended units left the slots, with the matching notification', async () => {
    const published = vi.spyOn(api.services.live, 'publish');
    const [{ before }] = await db().select({ before: count() }).from(orders);
    const machines = (await db().select({ id: vendingMachines.id }).from(vendingMachines)).map((m) => m.id);
    const unitsBefore = await unitsIn(machines);

    const vends = await simulateTick(api.services, createRandom(42), 40);
    expect(vends).toHaveLength(40);
    const vendedUnits = vends.reduce((n, v) => n + Object.values(v.vended).reduce((a, b) => a + b, 0), 0);
    expect(await unitsIn(machines)).toBe(unitsBefore - vendedUnits);
    const [{ after }] = await db().select({ after: count() }).from(orders);
    expect(after).toBe(before + 40);

    for (const vend of vends) {
      const [order] = await db().select().from(orders).where(eq(orders.id, vend.orderDbId));
      const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, vend.orderDbId));
      expect(order.order_id).toBe(vend.orderId);
      expect(order.vend_status).toBe(vend.vendStatus);
      expect(order.items_vend).toBe(lines.reduce((n, l) => n + l.items_vend, 0));
      for (const line of lines) {
        expect(line.items_vend).toBe(vend.vended[line.coil]);
        if (line.items_vend < line.quantity) {
          expect(line.failure_reason).toBeTruthy();
          expect(line.refund_status).toBe(0);
        }
      }
      const expected = vend.vendStatus === 1 ? 'VEND_SUCCESS' : vend.vendStatus === 2 ? 'PARTIAL_VEND_FAILURE' : 'VEND_FAILURE';
      expect(vend.notifications[0]).toBe(expected);
      if (vend.vendStatus !== 1) expect(order.refund_amount).toBeGreaterThan(0);
    }
    // Seen live: each notification on its feed, and a VM_STOCK per vend for the stock screens.
    const channels = published.mock.calls.map(([channel, , message]) => `${channel}:${message.type}`);
    expect(channels.filter((c) => c === 'vm-status:VM_STOCK')).toHaveLength(40);
    expect(channels.filter((c) => c.startsWith('notifications:')).length).toBe(vends.reduce((n, v) => n + v.notifications.length, 0));
    published.mockRestore();
  });

  it('keeps the order count roll-up exact, so /orders totals include simulated vends', async () => {
    await simulateTick(api.services, createRandom(7), 10);
    const [{ total }] = await db().select({ total: count() }).from(orders);
    const [{ rolled }] = await db().select({ rolled: sum(orderCounts.n) }).from(orderCounts);
    expect(Number(rolled)).toBe(total);
    const token = await api.login('admin@demo.local');
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@demo.local'));
    const today = new Date(new Date().toISOString().slice(0, 10));
    const r = await api.post('sales', { action: 'list.orders', from: today.toISOString() }, token);
    const [{ direct }] = await db().select({ direct: count() }).from(orders).where(and(gte(orders.created_at, today), eq(orders.company_id, admin.company_id)));
    expect(r.body.total).toBe(direct);
  });

  it('is deterministic for a seed: the same PRNG plans the same picks', async () => {
    // Two vends at the same machine from the same seed ask for the same coils.
    const [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.status, 1)).limit(1);
    await db().update(vmSlots).set({ quantity: 5, motor_activated: true, expires_on: null }).where(eq(vmSlots.vending_machine_id, machine.id));
    const a = await simulateVend(api.services, createRandom(99), machine.id);
    await db().update(vmSlots).set({ quantity: 5, motor_activated: true, expires_on: null }).where(eq(vmSlots.vending_machine_id, machine.id));
    const b = await simulateVend(api.services, createRandom(99), machine.id);
    expect(Object.keys(a!.vended)).toEqual(Object.keys(b!.vended));
    expect(a!.vended).toEqual(b!.vended);
    expect(a!.vendStatus).toBe(b!.vendStatus);
  });
});

describe('simulateVend on one machine', () => {
  async function machineWithOneStockedSlot(quantity: number, motor = true) {
    const [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.status, 1)).offset(5).limit(1);
    await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine.id));
    const [slot] = await db().select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine.id), gt(vmSlots.product_id, 0))).limit(1);
    await db().update(vmSlots).set({ quantity, motor_activated: motor, expires_on: null }).where(eq(vmSlots.id, slot.id));
    return { machine, slot };
  }

  it('announces OUT_OF_STOCK when a sale empties a coil, and sells nothing from an empty machine', async () => {
    const { machine, slot } = await machineWithOneStockedSlot(1);
    let emptied = null;
    for (let seed = 1; seed < 50 && !emptied; seed++) {
      const vend = await simulateVend(api.services, createRandom(seed), machine.id);
      if (vend && vend.vended[slot.coil] === 1) emptied = vend;
    }
    expect(emptied).not.toBeNull();
    expect(emptied!.notifications).toContain('OUT_OF_STOCK');
    const [after] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(after.quantity).toBe(0);
    const [note] = await db().select().from(notifications).where(eq(notifications.type, 'OUT_OF_STOCK')).orderBy(desc(notifications.id)).limit(1);
    expect(note.payload).toMatchObject({ vending_machine_id: machine.id, cell: slot.coil, VendingMachine: { id: machine.id, name: machine.name } });
    expect(await simulateVend(api.services, createRandom(1), machine.id)).toBeNull();
  });

  it('fails the vend of a coil whose motor is off, refunds it and leaves the stock', async () => {
    const { machine, slot } = await machineWithOneStockedSlot(4, false);
    const vend = await simulateVend(api.services, createRandom(3), machine.id);
    expect(vend!.vendStatus).toBe(3);
    expect(vend!.notifications).toEqual(['VEND_FAILURE', 'AUTO_REFUND']);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.order_id, vend!.orderDbId));
    expect(line).toMatchObject({ items_vend: 0, failure_reason: 'Motor jammed', refund_status: 0 });
    const [after] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(after.quantity).toBe(4);
  });

  it('never sells more than the coil holds, even with vends racing each other', async () => {
    const { machine, slot } = await machineWithOneStockedSlot(3);
    const vends = await Promise.all(Array.from({ length: 8 }, (_, i) => simulateVend(api.services, createRandom(100 + i), machine.id)));
    const sold = vends.reduce((n, v) => n + (v?.vended[slot.coil] ?? 0), 0);
    const [after] = await db().select().from(vmSlots).where(eq(vmSlots.id, slot.id));
    expect(after.quantity).toBe(3 - sold);
    expect(after.quantity).toBeGreaterThanOrEqual(0);
  });
});

describe('simulatorOptions', () => {
  it('is on unless SIMULATOR=0, and takes a sane interval', () => {
    expect(simulatorOptions({})).toEqual({ intervalMs: 3000, via: 'devices' });
    expect(simulatorOptions({ SIMULATOR: '0' })).toBeNull();
    expect(simulatorOptions({ SIMULATOR: 'false' })).toBeNull();
    expect(simulatorOptions({ SIMULATOR: 'off' })).toBeNull();
    expect(simulatorOptions({ SIMULATOR: '1' })).toEqual({ intervalMs: 3000, via: 'devices' });
    expect(simulatorOptions({ SIMULATOR: '1', SIMULATOR_INTERVAL_MS: '750' })).toEqual({ intervalMs: 750, via: 'devices' });
    expect(simulatorOptions({ SIMULATOR: '1', SIMULATOR_INTERVAL_MS: '5' })).toEqual({ intervalMs: 3000, via: 'devices' });
  });

  it('runs the machines as devices over HTTP unless SIMULATOR=in-process', () => {
    expect(simulatorOptions({ SIMULATOR: 'in-process' })).toEqual({ intervalMs: 3000, via: 'in-process' });
    expect(simulatorOptions({ SIMULATOR: ' In-Process ' })?.via).toBe('in-process');
  });
});
