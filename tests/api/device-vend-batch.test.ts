/**
 * The vend queue (server/device/vend-batch.ts): vends sent at once by several machines are written
 * in batches, and each is still its own — refused alone, applied once by its id, a cart completed
 * once — with the slots, orders and roll-ups exactly as if they had come one by one.
 */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { plainAggregates } from '../../server/analytics/rollups.ts';
import { orders, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { vendQueueOf } from '../../server/device/vend-batch.ts';
import { rowsOf } from '../../server/sim/common.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
const db = () => api.services.db;
/** Four machines, each with two coils of 20 units. */
let fleet: { device: TestDevice; coils: string[] }[];

beforeAll(async () => {
  api = await startApi();
  const machines = await db().select({ id: vendingMachines.id }).from(vendingMachines).orderBy(vendingMachines.id).limit(4);
  fleet = [];
  for (const { id } of machines) {
    const slots = await db().select({ id: vmSlots.id, coil: vmSlots.coil }).from(vmSlots)
      .where(and(eq(vmSlots.vending_machine_id, id), isNotNull(vmSlots.product_id))).orderBy(vmSlots.id).limit(2);
    await db().update(vmSlots).set({ quantity: 20, item_layout_max: 20, motor_activated: true, expires_on: null }).where(inArray(vmSlots.id, slots.map((s) => s.id)));
    fleet.push({ device: await deviceFor(api, id), coils: slots.map((s) => s.coil) });
  }
});
afterAll(() => api.close());

const vend = (coil: string, vended = 1) => ({ kind: 'vend', lines: [{ coil, quantity: 1, vended }], payment_mode: 'UPI', payment_status: 1, amount: 10_000, channel: 3 });
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
const quantities = async () => Object.fromEntries((await db().select({ m: vmSlots.vending_machine_id, coil: vmSlots.coil, q: vmSlots.quantity }).from(vmSlots)
  .where(inArray(vmSlots.vending_machine_id, fleet.map((f) => f.device.machineId)))).map((r) => [`${r.m}:${r.coil}`, r.q]));

describe('vends from many machines at once', () => {
  it('are written in batches, each refused or applied on its own, with slots, orders and roll-ups exact', async () => {
    const queue = vendQueueOf(api.services);
    const before = { orders: await orderCount(), slots: await quantities(), batches: queue.stats.batches };
    const resent = { id: crypto.randomUUID(), ...vend(fleet[0]!.coils[0]!) };
    const requests = fleet.flatMap(({ device, coils }, m) => Array.from({ length: 5 }, (_, r) => device.send(
      vend(coils[0]!), vend(coils[1]!, r % 2),
      ...(m === 1 && r === 2 ? [vend('Z99')] : []),
      ...(m === 0 && r < 2 ? [resent] : []),
    )));
    const answers = (await Promise.all(requests)).flatMap((r) => r.body.results as { status: string; reason?: string }[]);

    expect(answers.filter((a) => a.status === 'refused')).toEqual([{ id: expect.any(String), status: 'refused', reason: DEVICE_MESSAGES.unknownCoil('Z99') }]);
    expect(answers.filter((a) => a.status === 'duplicate')).toHaveLength(1);
    const accepted = answers.filter((a) => a.status === 'accepted').length;
    expect(accepted).toBe(4 * 10 + 1);
    expect(await orderCount()).toBe(before.orders + accepted);
    // Units vended: every first coil 5 (machine 0's one more, the resent vend once), every second coil 2 (r = 1, 3).
    const after = await quantities();
    fleet.forEach(({ device, coils }, m) => {
      expect(before.slots[`${device.machineId}:${coils[0]}`]! - after[`${device.machineId}:${coils[0]}`]!).toBe(m === 0 ? 6 : 5);
      expect(before.slots[`${device.machineId}:${coils[1]}`]! - after[`${device.machineId}:${coils[1]}`]!).toBe(2);
    });
    // Fewer transactions than vends: the queue batched them.
    expect(queue.stats.batches - before.batches).toBeLessThan(accepted);
    expect(queue.stats.largest).toBeGreaterThan(1);

    const day = api.clock.now().toISOString().slice(0, 10);
    const window = sql`o.created_at >= ${`${day}T00:00:00Z`}::timestamptz and o.created_at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day'`;
    for (const [table, aggregate] of [['sales_daily', plainAggregates(window).lines], ['sales_orders_daily', plainAggregates(window).orders]] as const) {
      const [row] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from (
        (select * from ${sql.raw(table)} where day = ${day}::date except all (${aggregate}))
        union all ((${aggregate}) except all select * from ${sql.raw(table)} where day = ${day}::date)) d`));
      expect(row!.n, table).toBe(0);
    }
  });

  it('completes a cart once when two vends in one batch name it', async () => {
    const { device, coils } = fleet[2]!;
    const cart = await device.call('POST', '/carts', { lines: [{ coil: coils[0], quantity: 1 }], channel: 3 });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const withCart = () => ({ ...vend(coils[0]!), cart_id: cart.body.cart_id });
    const [a, b] = await Promise.all([device.send(withCart()), device.send(withCart())]);
    const statuses = [a.body.results[0], b.body.results[0]];
    expect(statuses.filter((s) => s.status === 'accepted')).toHaveLength(1);
    expect(statuses.find((s) => s.status === 'refused')?.reason).toMatch(/already completed|completed/i);
  });
});
