/**
 * Sales over the device gateway on a real PostgreSQL server, two connections at once: the same
 * event id is applied once, a cart completed by two vends at once makes one order and refuses the
 * other, and concurrent vends past a coil's count stop it at 0, never below.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hardwareBoards, orders, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { issueDeviceKey } from '../../server/device/identity.ts';
import { demoServerFor } from './demo-server.ts';

const demo = demoServerFor('device_sales');

async function device() {
  const db = demo.database.db;
  const [machine] = await db.select().from(vendingMachines).where(and(isNull(vendingMachines.deleted_at), eq(vendingMachines.status, 1))).limit(1);
  const [slot] = await db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine!.id), isNotNull(vmSlots.product_id))).limit(1);
  await db.update(vmSlots).set({ quantity: 40, motor_activated: true, expires_on: null }).where(eq(vmSlots.id, slot!.id));
  let [board] = await db.select().from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, machine!.id));
  if (!board) {
    [board] = await db.insert(hardwareBoards).values({ company_id: machine!.company_id, serial: `RACE-${randomUUID().slice(0, 8)}`, firmware: '1', vending_machine_id: machine!.id }).returning();
  }
  const { key } = await db.transaction((tx) => issueDeviceKey(tx, board!, null, new Date()));
  const call = async (path: string, body: unknown) => {
    const response = await demo.app.request(`/device/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  const vend = (fields: Record<string, unknown> = {}) => ({
    id: randomUUID(), at: new Date().toISOString(), kind: 'vend', lines: [{ coil: slot!.coil, quantity: 1, vended: 1 }],
    payment_mode: 'UPI', payment_status: 1, amount: 10_000, channel: 3, ...fields,
  });
  const send = async (event: object) => (await call('/events', { events: [event] })).body.results[0] as { status: string; reason?: string };
  const quantity = async () => (await db.select({ q: vmSlots.quantity }).from(vmSlots).where(eq(vmSlots.id, slot!.id)))[0]!.q;
  const orderCount = async () => (await db.select({ n: count() }).from(orders).where(eq(orders.vending_machine_id, machine!.id)))[0]!.n;
  return { slot: slot!, call, vend, send, quantity, orderCount };
}

describe('device sales on PostgreSQL', () => {
  it('the same event id from two connections is applied once; a cart completed twice at once makes one order', async () => {
    const d = await device();
    const orders0 = await d.orderCount();
    for (let round = 0; round < 5; round++) {
      const event = d.vend();
      const answers = (await Promise.all([d.send(event), d.send(event)])).map((a) => a.status).sort();
      expect(answers).toEqual(['accepted', 'duplicate']);
    }
    for (let round = 0; round < 5; round++) {
      const cart = await d.call('/carts', { lines: [{ coil: d.slot.coil, quantity: 1 }], channel: 3 });
      expect(cart.status).toBe(201);
      const answers = (await Promise.all([d.send(d.vend({ cart_id: cart.body.cart_id })), d.send(d.vend({ cart_id: cart.body.cart_id }))])).map((a) => a.status).sort();
      expect(answers).toEqual(['accepted', 'refused']);
    }
    expect(await d.orderCount()).toBe(orders0 + 10);
    expect(await d.quantity()).toBe(30);
  });

  it('fifty vends at a coil of forty at once: every one recorded, the coil stops at 0, never below', async () => {
    const d = await device();
    const answers = await Promise.all(Array.from({ length: 50 }, () => d.send(d.vend())));
    expect(answers.every((a) => a.status === 'accepted')).toBe(true);
    expect(await d.quantity()).toBe(0);
  });
});
