/**
 * Sales over the device gateway (issue 53): a `vend` event records the sale through the same
 * writer as the simulator and the console's test vends (server/sim/record-sale.ts) — order, lines,
 * slots down, refund when partly vended, machine event, notifications, roll-ups — at the device's
 * time; vend statuses 1–8 follow from what dropped and the payment; a cart is priced on the server
 * (offers, coupon) and completed once by its vend, at its price.
 */
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { plainAggregates } from '../../server/analytics/rollups.ts';
import {
  coupons, notifications, offerMachines, offers, orderCounts, orderLines, orders, payments, products, refunds, subOfferProducts, subOffers,
  vendingMachines, vmEvents, vmSlots,
} from '../../server/db/schema/index.ts';
import { rowsOf } from '../../server/sim/common.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let device: TestDevice;
const db = () => api.services.db;

let machine: typeof vendingMachines.$inferSelect;
let offerProduct: { id: number; mrp: number };
let otherProduct: { id: number; mrp: number };
let subOfferId: number;
/** Two coils of the offer's product, then one of the other product. */
let coils: string[];

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [b2g1] = await db().select().from(offers).where(and(eq(offers.name, 'Buy 2 Get 1 Free'), eq(offers.status, 1)));
  const [sub] = await db().select().from(subOffers).where(eq(subOffers.offer_id, b2g1.id));
  subOfferId = sub.id;
  const [line] = await db().select().from(subOfferProducts).where(eq(subOfferProducts.sub_offer_id, sub.id));
  [offerProduct] = await db().select({ id: products.id, mrp: products.mrp }).from(products).where(eq(products.id, line.product_id));
  const [link] = await db().select().from(offerMachines).where(eq(offerMachines.offer_id, b2g1.id));
  [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, link.vending_machine_id));
  await db().update(offers).set({ end_at: new Date('2030-12-31T23:59:59Z') }).where(eq(offers.id, b2g1.id));
  [otherProduct] = await db().select({ id: products.id, mrp: products.mrp }).from(products)
    .where(eq(products.company_id, machine.company_id)).orderBy(asc(products.id)).limit(1).offset(3);
  device = await deviceFor(api, machine.id);
});
afterAll(() => api.close());

beforeEach(async () => {
  await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine.id));
  const rows = await db().select({ id: vmSlots.id, coil: vmSlots.coil }).from(vmSlots)
    .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(vmSlots.id).limit(3);
  const set = { quantity: 8, motor_activated: true, expires_on: null, item_layout_max: 10 };
  await db().update(vmSlots).set({ ...set, product_id: offerProduct.id }).where(inArray(vmSlots.id, rows.slice(0, 2).map((c) => c.id)));
  await db().update(vmSlots).set({ ...set, product_id: otherProduct.id }).where(eq(vmSlots.id, rows[2].id));
  coils = rows.map((r) => r.coil);
});

const paidVend = (lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) =>
  ({ kind: 'vend', lines, payment_mode: 'UPI', payment_status: 1, amount: 10_000, channel: 3, ...fields });
const slotQuantity = async (coil: string) =>
  (await db().select({ q: vmSlots.quantity }).from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, coil))))[0].q;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;
async function accepted(...events: Record<string, unknown>[]) {
  const r = await device.send(...events);
  expect(r.status).toBe(200);
  for (const answer of r.body.results) expect(answer.status, JSON.stringify(answer)).toBe('accepted');
  return r.body.results.map((a: { result: { order_db_id: number } }) => a.result);
}
const orderOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const noticesOf = async (orderId: string) =>
  (await db().select({ type: notifications.type }).from(notifications).where(sql`${notifications.payload}->>'order_id' = ${orderId}`)).map((n) => n.type).sort();

describe('a vend event', () => {
  it('records the order at the planogram price, takes the units out of the coil and raises VEND_SUCCESS', async () => {
    const [result] = await accepted(paidVend([{ coil: coils[2], quantity: 2, vended: 2 }], { payment_mode: 'CARD' }));
    const order = await orderOf(result.order_db_id);
    expect(order).toMatchObject({ vend_status: 1, payment_status: 1, payment_mode: 'CARD', channel: 3, items: 2, items_vend: 2, vending_machine_id: machine.id });
    expect(order.amount).toBeCloseTo(otherProduct.mrp * 2, 2);
    expect(await slotQuantity(coils[2])).toBe(6);
    expect(await noticesOf(order.order_id)).toEqual(['VEND_SUCCESS']);
    const [event] = await db().select().from(vmEvents).where(sql`${vmEvents.detail} like ${`Order ${order.order_id}:%`}`);
    expect(event).toMatchObject({ type: 'VEND', coil: coils[2] });
    const [payment] = await db().select().from(payments).where(eq(payments.order_id, order.id));
    expect(payment).toMatchObject({ status: 1, payment_mode: 'CARD' });
  });

  it('prices a line as the console test vend prices it (the offer on the channel), when the device sends no price', async () => {
    const testVend = await api.post('vending-machine-management', { action: 'create.test_vend', vending_machine_id: machine.id, channel: 3, product_id: offerProduct.id, quantity: 3 }, admin);
    expect(testVend.status, JSON.stringify(testVend.body)).toBe(201);
    const console = await orderOf(testVend.body.data.order_db_id);
    const [result] = await accepted(paidVend([{ coil: coils[0], quantity: 3, vended: 3 }]));
    const order = await orderOf(result.order_db_id);
    expect(order.amount).toBeCloseTo(console.amount!, 2);
    expect(order.discount).toBeCloseTo(offerProduct.mrp, 2);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
    expect(line).toMatchObject({ sub_offer_id: subOfferId, quantity: 3, items_vend: 3, vend_status: 1 });
  });

  it('takes the price the device sent: the rest of the MRP is the discount', async () => {
    const [result] = await accepted(paidVend([{ coil: coils[2], quantity: 1, vended: 1, price: otherProduct.mrp - 1 }]));
    const order = await orderOf(result.order_db_id);
    expect(order.amount).toBeCloseTo(otherProduct.mrp - 1, 2);
    expect(order.discount).toBeCloseTo(1, 2);
  });

  it('partly vended: Partial Vend, the coil down by what dropped, an AUTO refund of the rest', async () => {
    const [result] = await accepted(paidVend([{ coil: coils[2], quantity: 2, vended: 1, reason: 'Product stuck in coil' }]));
    const order = await orderOf(result.order_db_id);
    expect(order).toMatchObject({ vend_status: 2, items_vend: 1, refund_status: 0 });
    expect(order.refund_amount).toBeCloseTo(otherProduct.mrp, 2);
    expect(await slotQuantity(coils[2])).toBe(7);
    const rows = await db().select().from(refunds).where(eq(refunds.order_id, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'AUTO', reason: 'Product stuck in coil' });
    expect(await noticesOf(order.order_id)).toEqual(['AUTO_REFUND', 'PARTIAL_VEND_FAILURE']);
  });

  it('maps what dropped and the payment onto vend statuses 1–8', async () => {
    const one = { coil: coils[2], quantity: 1 };
    const cases: [Record<string, unknown>, number, number, string][] = [
      [paidVend([{ ...one, vended: 1 }]), 1, 1, 'VEND_SUCCESS'],
      [paidVend([{ ...one, quantity: 2, vended: 1 }]), 2, 1, 'PARTIAL_VEND_FAILURE'],
      [paidVend([{ ...one, vended: 0, reason: 'Motor jammed' }]), 3, 1, 'VEND_FAILURE'],
      [paidVend([{ ...one, vended: 0, reason: 'Dispense timeout' }]), 4, 1, 'VEND_FAILURE'],
      [paidVend([{ ...one, vended: 0 }], { payment_status: 3 }), 5, 3, 'CANCELLED_BY_CONSUMER'],
      [paidVend([{ ...one, vended: 0 }], { payment_status: 0 }), 6, 0, 'PAYMENT_TIMEDOUT'],
      [paidVend([{ ...one, vended: 1 }], { payment_status: 2 }), 7, 2, 'VEND_SUCCESS'],
      [paidVend([{ ...one, vended: 1 }], { amount: 1 }), 8, 1, 'VEND_SUCCESS'],
    ];
    for (const [event, vendStatus, paymentStatus, notice] of cases) {
      const [result] = await accepted(event);
      const order = await orderOf(result.order_db_id);
      expect({ vend: order.vend_status, pay: order.payment_status }).toEqual({ vend: vendStatus, pay: paymentStatus });
      expect(await noticesOf(order.order_id)).toContain(notice);
    }
  });

  it('a late vend lands on its own day in the order counts and the roll-ups', async () => {
    const at = new Date(api.clock.now().getTime() - 3 * 86_400_000);
    const day = at.toISOString().slice(0, 10);
    const countsOf = async () => (await db().select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` }).from(orderCounts)
      .where(and(eq(orderCounts.company_id, machine.company_id), eq(orderCounts.day, day))))[0].n;
    const before = await countsOf();
    const [result] = await accepted(paidVend([{ coil: coils[2], quantity: 1, vended: 1 }], { at: at.toISOString() }));
    expect((await orderOf(result.order_db_id)).created_at.toISOString()).toBe(at.toISOString());
    expect(await countsOf()).toBe(before + 1);
    const window = sql`o.created_at >= ${`${day}T00:00:00Z`}::timestamptz and o.created_at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day'`;
    for (const [table, aggregate] of [['sales_daily', plainAggregates(window).lines], ['sales_orders_daily', plainAggregates(window).orders]] as const) {
      const [row] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from (
        (select * from ${sql.raw(table)} where day = ${day}::date except all (${aggregate}))
        union all ((${aggregate}) except all select * from ${sql.raw(table)} where day = ${day}::date)) d`));
      expect(row.n, table).toBe(0);
    }
  });

  it('the same event id again, or from two connections at once, is applied once', async () => {
    const event = { id: crypto.randomUUID(), ...paidVend([{ coil: coils[2], quantity: 1, vended: 1 }]) };
    const orders0 = await orderCount();
    const [a, b] = await Promise.all([device.send(event), device.send(event)]);
    expect([a.body.results[0].status, b.body.results[0].status].sort()).toEqual(['accepted', 'duplicate']);
    const again = await device.send(event);
    expect(again.body.results[0].status).toBe('duplicate');
    expect(await orderCount()).toBe(orders0 + 1);
    expect(await slotQuantity(coils[2])).toBe(7);
  });

  it('refuses a coil not in the planogram and changes nothing', async () => {
    const orders0 = await orderCount();
    const r = await device.send(paidVend([{ coil: coils[2], quantity: 1, vended: 1 }, { coil: 'Z99', quantity: 1, vended: 1 }]));
    expect(r.body.results[0]).toMatchObject({ status: 'refused', reason: DEVICE_MESSAGES.unknownCoil('Z99') });
    expect(await orderCount()).toBe(orders0);
    expect(await slotQuantity(coils[2])).toBe(8);
  });

  it('more units than the console counted: the coil stops at 0 and the mismatch is a machine event', async () => {
    await db().update(vmSlots).set({ quantity: 1 }).where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, coils[2])));
    await accepted(paidVend([{ coil: coils[2], quantity: 3, vended: 3 }]));
    expect(await slotQuantity(coils[2])).toBe(0);
    const events = await db().select().from(vmEvents)
      .where(and(eq(vmEvents.vending_machine_id, machine.id), eq(vmEvents.type, 'STOCK_MISMATCH'), eq(vmEvents.coil, coils[2])));
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('a cart', () => {
  async function newCoupon() {
    const [row] = await db().insert(coupons).values({
      company_id: machine.company_id, code: `DEV${Math.floor(Math.random() * 1e6)}`, coupon_type: 'FLAT', min_cart_value: 1, flat_off: 5, max_off: 5,
      max_redemption: 10, min_discount_price: 1, status: 1, start_at: new Date('2020-01-01'), end_at: new Date('2030-01-01'),
    }).returning();
    return row;
  }

  it('is priced with the offer and the coupon, then completed by its vend at that price, once', async () => {
    const coupon = await newCoupon();
    const cart = await device.call('POST', '/carts', { lines: [{ coil: coils[0], quantity: 3 }], channel: 1, coupon_code: coupon.code });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    expect(cart.body).toMatchObject({ channel: 1, coupon_code: coupon.code, coupon_discount: 5 });
    expect(cart.body.total).toBeCloseTo(offerProduct.mrp * 2 - 5, 2);
    expect(cart.body.lines[0]).toMatchObject({ coil: coils[0], quantity: 3, product_id: offerProduct.id });

    const [result] = await accepted(paidVend([{ coil: coils[0], quantity: 3, vended: 3 }], { cart_id: cart.body.cart_id, channel: 3 }));
    const order = await orderOf(result.order_db_id);
    expect(order).toMatchObject({ cart_id: cart.body.cart_id, channel: 1, coupon_id: coupon.id, coupon_code: coupon.code, vend_status: 1 });
    expect(order.amount).toBeCloseTo(cart.body.total, 2);
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0].redeemed).toBe(1);

    const again = await device.send(paidVend([{ coil: coils[0], quantity: 3, vended: 3 }], { cart_id: cart.body.cart_id }));
    expect(again.body.results[0]).toMatchObject({ status: 'refused', reason: DEVICE_MESSAGES.cartCompleted(cart.body.cart_id, order.order_id) });
  });

  it('completed by two vends at once: one order, the other refused', async () => {
    const cart = await device.call('POST', '/carts', { lines: [{ coil: coils[2], quantity: 1 }], channel: 3 });
    const orders0 = await orderCount();
    const vend = () => device.send(paidVend([{ coil: coils[2], quantity: 1, vended: 1 }], { cart_id: cart.body.cart_id }));
    const answers = (await Promise.all([vend(), vend()])).map((r) => r.body.results[0].status).sort();
    expect(answers).toEqual(['accepted', 'refused']);
    expect(await orderCount()).toBe(orders0 + 1);
    expect(await slotQuantity(coils[2])).toBe(7);
  });

  it('refuses an unknown coupon and a coil not in the planogram', async () => {
    const badCoupon = await device.call('POST', '/carts', { lines: [{ coil: coils[2], quantity: 1 }], channel: 3, coupon_code: 'NO-SUCH-CODE' });
    expect(badCoupon.status).toBe(400);
    const badCoil = await device.call('POST', '/carts', { lines: [{ coil: 'Z99', quantity: 1 }], channel: 3 });
    expect(badCoil.status).toBe(400);
    expect(badCoil.body.message).toBe(DEVICE_MESSAGES.unknownCoil('Z99'));
  });

  it('a payment that timed out or was cancelled closes the cart with an unpaid order, the coil untouched', async () => {
    for (const [outcome, vendStatus, notice] of [['timed_out', 6, 'PAYMENT_TIMEDOUT'], ['cancelled', 5, 'CANCELLED_BY_CONSUMER']] as const) {
      const cart = await device.call('POST', '/carts', { lines: [{ coil: coils[2], quantity: 1 }], channel: 3 });
      const [result] = await accepted({ kind: 'payment', cart_id: cart.body.cart_id, outcome });
      const order = await orderOf(result.order_db_id);
      expect(order).toMatchObject({ vend_status: vendStatus, items_vend: 0, cart_id: cart.body.cart_id });
      expect(await noticesOf(order.order_id)).toEqual([notice]);
      const late = await device.send(paidVend([{ coil: coils[2], quantity: 1, vended: 1 }], { cart_id: cart.body.cart_id }));
      expect(late.body.results[0].status).toBe('refused');
    }
    expect(await slotQuantity(coils[2])).toBe(8);
  });

  it('a partial payment noted on the cart makes its vend a Partial Payment', async () => {
    const cart = await device.call('POST', '/carts', { lines: [{ coil: coils[2], quantity: 1 }], channel: 3 });
    await accepted({ kind: 'payment', cart_id: cart.body.cart_id, outcome: 'partial', amount: 1 });
    const [result] = await accepted(paidVend([{ coil: coils[2], quantity: 1, vended: 1 }], { cart_id: cart.body.cart_id }));
    expect((await orderOf(result.order_db_id)).vend_status).toBe(8);
  });
});
