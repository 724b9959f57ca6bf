/**
 * Sales the console starts (issue 42): a test vend from a machine's view and a platform's sale
 * are real orders, priced through the offers then the coupon, recorded with their channel; the
 * coupon is redeemed in the sale's transaction; a platform's restricted product and a negative
 * item on channels 1–2 are refused with a clear message, and nothing changes then.
 */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '../../contract/sales.ts';
import {
  auditLog, coupons, negativeItemMachines, negativeItemProducts, negativeItems, offerMachines, offers, orderLines, orders,
  platformMachines, platformRestrictedProducts, platforms, products, subOfferProducts, subOffers, thirdPartySales, vendingMachines, vmSlots,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
const db = () => api.services.db;

let machine: typeof vendingMachines.$inferSelect;
let offerProduct: { id: number; name: string; mrp: number };
let otherProduct: { id: number; name: string; mrp: number };
let subOfferId: number;
let platformId: number;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [b2g1] = await db().select().from(offers).where(and(eq(offers.name, 'Buy 2 Get 1 Free'), eq(offers.status, 1)));
  const [sub] = await db().select().from(subOffers).where(eq(subOffers.offer_id, b2g1.id));
  subOfferId = sub.id;
  const [line] = await db().select().from(subOfferProducts).where(eq(subOfferProducts.sub_offer_id, sub.id));
  [offerProduct] = await db().select({ id: products.id, name: products.name, mrp: products.mrp }).from(products).where(eq(products.id, line.product_id));
  const [link] = await db().select().from(offerMachines).where(eq(offerMachines.offer_id, b2g1.id));
  [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, link.vending_machine_id));
  await db().update(offers).set({ end_at: new Date('2030-12-31T23:59:59Z') }).where(eq(offers.id, b2g1.id));
  [otherProduct] = await db().select({ id: products.id, name: products.name, mrp: products.mrp }).from(products)
    .where(and(eq(products.company_id, machine.company_id))).orderBy(asc(products.id)).limit(1).offset(3);
  const [platform] = await db().insert(platforms).values({ company_id: machine.company_id, name: 'Sales Test Platform', source_type: 'Retail-tech partner' }).returning();
  platformId = platform.id;
  await db().insert(platformMachines).values({ company_id: machine.company_id, platform_id: platformId, vending_machine_id: machine.id });
  await db().insert(platformRestrictedProducts).values({ company_id: machine.company_id, platform_id: platformId, product_id: otherProduct.id });
});
afterAll(() => api.close());

/** The machine holds the offer's product in two coils and the other product in a third, 8 units each. */
beforeEach(async () => {
  await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine.id));
  const coils = await db().select({ id: vmSlots.id }).from(vmSlots)
    .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(vmSlots.id).limit(3);
  const set = { quantity: 8, motor_activated: true, expires_on: null, item_layout_max: 10 };
  await db().update(vmSlots).set({ ...set, product_id: offerProduct.id }).where(inArray(vmSlots.id, coils.slice(0, 2).map((c) => c.id)));
  await db().update(vmSlots).set({ ...set, product_id: otherProduct.id }).where(eq(vmSlots.id, coils[2].id));
});

const testVend = (fields: Record<string, unknown>, token = admin) =>
  api.post('vending-machine-management', { action: 'create.test_vend', vending_machine_id: machine.id, channel: 3, ...fields }, token);
const platformSale = (fields: Record<string, unknown>) =>
  api.post('campaign-management', { action: 'create.third_party_sale', platform_id: platformId, vending_machine_id: machine.id, channel: 1, ...fields }, admin);
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;

async function newCoupon(fields: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db().insert(coupons).values({
    company_id: machine.company_id, code: `SALE${Math.floor(Math.random() * 1e6)}`, coupon_type: 'FLAT', min_cart_value: 1, flat_off: 5, max_off: 5,
    max_redemption: 10, min_discount_price: 1, status: 1, start_at: new Date('2020-01-01'), end_at: new Date('2030-01-01'), ...fields,
  }).returning();
  return row;
}

describe('a test vend', () => {
  it('of three units of the buy 2 get 1 product is priced by the offer, recorded on its channel and audited on the machine', async () => {
    const r = await testVend({ product_id: offerProduct.id, quantity: 3, channel: 2 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const sale = r.body.data;
    expect(sale.message).toBe(SALE_MESSAGES.testVendDone(sale.order_id));
    expect(sale.discount).toBeCloseTo(offerProduct.mrp, 2);
    const [order] = await db().select().from(orders).where(eq(orders.id, sale.order_db_id));
    expect(order).toMatchObject({ channel: 2, items: 3, coupon_id: null });
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
    expect(lines.every((l) => l.sub_offer_id === subOfferId)).toBe(true);
    expect(lines.reduce((s, l) => s + l.discount, 0)).toBeCloseTo(offerProduct.mrp, 2);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'create.test_vend'), eq(auditLog.entity_id, machine.id)));
    expect(audits.some((a) => (a.after as { order_db_id: number }).order_db_id === order.id)).toBe(true);

    const view = await api.post('sales', { action: 'get.order', id: order.id }, admin);
    expect(view.body.data).toMatchObject({ channel: 2, coupon: null });
    const listed = await api.post('sales', { action: 'list.orders', channel: [2], vending_machine_id: [machine.id], limit: 100 }, admin);
    expect(listed.body.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(listed.body.data.every((o: { channel: number }) => o.channel === 2)).toBe(true);
    const device = await api.post('sales', { action: 'list.orders', channel: [3], vending_machine_id: [machine.id], limit: 100 }, admin);
    expect(device.body.data.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('with a coupon code: the coupon prices after the offer, is recorded on the order and redeemed in the same transaction', async () => {
    const coupon = await newCoupon();
    const r = await testVend({ product_id: offerProduct.id, quantity: 3, coupon_code: coupon.code.toLowerCase() });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.coupon_discount).toBe(5);
    expect(r.body.data.discount).toBeCloseTo(offerProduct.mrp + 5, 2);
    const [order] = await db().select().from(orders).where(eq(orders.id, r.body.data.order_db_id));
    expect(order).toMatchObject({ coupon_id: coupon.id, coupon_code: coupon.code, coupon_discount: 5 });
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.redeemed).toBe(order.payment_status === 1 ? 1 : 0);
    const view = await api.post('sales', { action: 'get.order', id: order.id }, admin);
    expect(view.body.data.coupon).toEqual({ id: coupon.id, code: coupon.code, discount: 5 });
  });

  it('refuses an unknown coupon and a used-up one by name, and nothing changes', async () => {
    const before = await orderCount();
    const unknown = await testVend({ product_id: offerProduct.id, quantity: 1, coupon_code: 'NOSUCHCODE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(SALE_MESSAGES.unknownCoupon('NOSUCHCODE'));
    const used = await newCoupon({ max_redemption: 1, redeemed: 1 });
    const r = await testVend({ product_id: offerProduct.id, quantity: 1, coupon_code: used.code });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(SALE_MESSAGES.couponNotApplied(used.code));
    expect(await orderCount()).toBe(before);
    expect((await db().select().from(coupons).where(eq(coupons.id, used.id)))[0].redeemed).toBe(1);
  });

  it('refuses more units than the machine holds, naming the product', async () => {
    const r = await testVend({ product_id: otherProduct.id, quantity: 9 });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(SALE_MESSAGES.notStocked(otherProduct.name, 9, 8));
  });
});

describe("a platform's sale", () => {
  it('of a product the platform may sell is an order on its channel and a third-party sale', async () => {
    const r = await platformSale({ external_order_id: 'EXT-1', lines: [{ product_id: offerProduct.id, quantity: 2 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [sale] = await db().select().from(thirdPartySales).where(and(eq(thirdPartySales.platform_id, platformId), eq(thirdPartySales.external_order_id, 'EXT-1')));
    expect(sale).toMatchObject({ order_id: r.body.data.order_db_id, items: 2, vending_machine_id: machine.id });
    const [order] = await db().select().from(orders).where(eq(orders.id, r.body.data.order_db_id));
    expect(order.channel).toBe(1);
    const again = await platformSale({ external_order_id: 'EXT-1', lines: [{ product_id: offerProduct.id, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SALE_MESSAGES.duplicateExternalOrder);
  });

  it('of a restricted product is refused with the platform and product named, and nothing changes', async () => {
    const before = await orderCount();
    const sales = (await db().select({ n: count() }).from(thirdPartySales))[0].n;
    const slots = await db().select({ id: vmSlots.id, quantity: vmSlots.quantity }).from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id)).orderBy(vmSlots.id);
    const r = await platformSale({ external_order_id: 'EXT-2', lines: [{ product_id: offerProduct.id, quantity: 1 }, { product_id: otherProduct.id, quantity: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(SALE_MESSAGES.restricted('Sales Test Platform', [otherProduct.name]));
    expect(await orderCount()).toBe(before);
    expect((await db().select({ n: count() }).from(thirdPartySales))[0].n).toBe(sales);
    expect(await db().select({ id: vmSlots.id, quantity: vmSlots.quantity }).from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id)).orderBy(vmSlots.id)).toEqual(slots);
    // The machine's own screen may still sell it: a restriction is the platform's.
    expect((await testVend({ product_id: otherProduct.id, quantity: 1 })).status).toBe(201);
  });

  it('of a product a negative item keeps off the machine is refused on channels 1 and 2, while the machine\'s screen sells it', async () => {
    const [item] = await db().insert(negativeItems).values({
      company_id: machine.company_id, name: 'Sales test hold', start_date: new Date('2020-01-01'), end_date: new Date('2030-01-01'), status: 1,
    }).returning();
    await db().insert(negativeItemProducts).values({ company_id: machine.company_id, negative_item_id: item.id, product_id: offerProduct.id });
    await db().insert(negativeItemMachines).values({ company_id: machine.company_id, negative_item_id: item.id, vending_machine_id: machine.id });
    try {
      const r = await platformSale({ external_order_id: 'EXT-3', channel: 2, lines: [{ product_id: offerProduct.id, quantity: 1 }] });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(SALE_MESSAGES.blocked([offerProduct.name]));
      expect((await testVend({ product_id: offerProduct.id, quantity: 1, channel: 1 })).status).toBe(400);
      expect((await testVend({ product_id: offerProduct.id, quantity: 1, channel: 3 })).status).toBe(201);
    } finally {
      await db().update(negativeItems).set({ status: 0 }).where(eq(negativeItems.id, item.id));
    }
  });

  it('on a machine not linked to the platform is refused', async () => {
    const [other] = await db().select().from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, machine.company_id), eq(vendingMachines.status, 1))).orderBy(asc(vendingMachines.id)).limit(2);
    const target = other.id === machine.id ? (await db().select().from(vendingMachines).where(eq(vendingMachines.company_id, machine.company_id)).orderBy(asc(vendingMachines.id)).limit(2))[1] : other;
    const slot = (await db().select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, target.id), isNotNull(vmSlots.product_id))).limit(1))[0];
    await db().update(vmSlots).set({ quantity: 5, motor_activated: true, expires_on: null }).where(eq(vmSlots.id, slot.id));
    const r = await platformSale({ vending_machine_id: target.id, external_order_id: 'EXT-4', lines: [{ product_id: slot.product_id!, quantity: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(SALE_MESSAGES.machineNotLinked('Sales Test Platform'));
  });
});
