/**
 * A cart's lifetime (docs/decisions.md "Cart lifetime"): a priced cart holds its price for
 * CART_LIFETIME_MINUTES, judged by the vend's own `at`, so a vend the machine buffered offline
 * still completes it at that price however late it arrives; a vend sold after the lifetime is
 * still recorded — the units really dropped — but priced afresh from the planogram, without the
 * cart's coupon, and says so (`cart_expired`). Open carts no event can complete any more are
 * deleted by the hourly sweep; the others stay.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_KEPT_DAYS, CART_LIFETIME_MINUTES, DEVICE_MESSAGES } from '../../contract/device.ts';
import { coupons, deviceCarts, orders, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { sweepExpiredCarts } from '../../server/device/cart-sweep.ts';
import { deviceFor, firstActiveMachine, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let device: TestDevice;
let machine: typeof vendingMachines.$inferSelect;
let coil: string;
const db = () => api.services.db;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await startApi();
  machine = await firstActiveMachine(api);
  const [slot] = await db().select({ id: vmSlots.id, coil: vmSlots.coil }).from(vmSlots)
    .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(asc(vmSlots.id)).limit(1);
  await db().update(vmSlots).set({ quantity: 8, motor_activated: true, expires_on: null, item_layout_max: 10 }).where(eq(vmSlots.id, slot!.id));
  coil = slot!.coil;
  device = await deviceFor(api, machine.id);
});
afterAll(() => api.close());

/** A cart of one unit with a flat coupon of 5, so its price is not the planogram's. */
async function pricedCart() {
  const [coupon] = await db().insert(coupons).values({
    company_id: machine.company_id, code: `EXP${Math.floor(Math.random() * 1e6)}`, coupon_type: 'FLAT', min_cart_value: 1, flat_off: 5, max_off: 5,
    max_redemption: 10, min_discount_price: 1, status: 1, start_at: new Date('2020-01-01'), end_at: new Date('2030-01-01'),
  }).returning();
  const cart = await device.call('POST', '/carts', { lines: [{ coil, quantity: 1 }], channel: 3, coupon_code: coupon!.code });
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  return cart.body as { cart_id: string; total: number; expires_at: string; coupon_discount: number };
}
const vendOf = (cartId: string, at: Date, amount: number) => ({
  kind: 'vend', at: at.toISOString(), lines: [{ coil, quantity: 1, vended: 1 }], payment_mode: 'UPI', payment_status: 1, amount, channel: 3, cart_id: cartId,
});
async function sendOne(event: Record<string, unknown>) {
  const r = await device.send(event);
  expect(r.status).toBe(200);
  return r.body.results[0] as { status: string; reason?: string; result?: { order_db_id: number; cart_expired?: boolean } };
}
const orderOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a cart\'s lifetime', () => {
  it('is told to the device: the cart holds its price until expires_at', async () => {
    const cart = await pricedCart();
    expect(cart.coupon_discount).toBe(5);
    expect(Date.parse(cart.expires_at) - api.clock.now().getTime()).toBeGreaterThan((CART_LIFETIME_MINUTES - 1) * MINUTE);
    expect(Date.parse(cart.expires_at) - api.clock.now().getTime()).toBeLessThanOrEqual(CART_LIFETIME_MINUTES * MINUTE);
  });

  it('a vend sold within it completes the cart at its price, even delivered an hour late', async () => {
    const cart = await pricedCart();
    const soldAt = new Date(api.clock.now().getTime() + 2 * MINUTE);
    api.clock.advance(60 * MINUTE);
    const answer = await sendOne(vendOf(cart.cart_id, soldAt, cart.total));
    expect(answer.status, answer.reason).toBe('accepted');
    expect(answer.result!.cart_expired).toBeUndefined();
    const order = await orderOf(answer.result!.order_db_id);
    expect(order).toMatchObject({ cart_id: cart.cart_id, vend_status: 1, coupon_code: expect.any(String) });
    expect(order.amount).toBeCloseTo(cart.total, 2);
  });

  it('a vend sold after it is recorded at the planogram\'s price without the coupon, says so, and completes the cart once', async () => {
    const cart = await pricedCart();
    api.clock.advance((CART_LIFETIME_MINUTES + 1) * MINUTE);
    const answer = await sendOne(vendOf(cart.cart_id, api.clock.now(), cart.total));
    expect(answer.status, answer.reason).toBe('accepted');
    expect(answer.result!.cart_expired).toBe(true);
    const order = await orderOf(answer.result!.order_db_id);
    expect(order).toMatchObject({ cart_id: cart.cart_id, coupon_id: null, coupon_code: null, items_vend: 1 });
    expect(order.amount).toBeCloseTo(cart.total + cart.coupon_discount, 2);
    // The customer paid the cart's price, below the planogram's: a Partial Payment (8).
    expect(order.vend_status).toBe(8);

    const again = await sendOne(vendOf(cart.cart_id, api.clock.now(), cart.total));
    expect(again).toMatchObject({ status: 'refused', reason: DEVICE_MESSAGES.cartCompleted(cart.cart_id, order.order_id) });
  });

  it('the sweep deletes only open carts no event can complete any more', async () => {
    const done = await pricedCart();
    expect((await sendOne(vendOf(done.cart_id, api.clock.now(), done.total))).status).toBe('accepted');
    const old = await pricedCart();
    api.clock.advance((CART_KEPT_DAYS - 1) * 86_400_000);
    const young = await pricedCart();
    const cartIds = async () => (await db().select({ id: deviceCarts.cart_id }).from(deviceCarts)).map((c) => c.id);
    const before = await cartIds();

    api.clock.advance(2 * 86_400_000);
    const swept = await sweepExpiredCarts(api.services);
    const after = await cartIds();
    expect(after).toContain(done.cart_id);
    expect(after).toContain(young.cart_id);
    expect(after).not.toContain(old.cart_id);
    expect(swept).toBe(before.length - after.length);
    expect(await sweepExpiredCarts(api.services)).toBe(0);
    // A vend naming a swept cart could not have been taken anyway: it is too old.
    const late = await sendOne(vendOf(old.cart_id, new Date(api.clock.now().getTime() - (CART_KEPT_DAYS + 1) * 86_400_000), old.total));
    expect(late.status).toBe('refused');
  });
});
