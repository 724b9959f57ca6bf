/**
 * Offers really price the sales (issue 42): the simulator's vends, stepped deterministically (a
 * fixed seed and a frozen clock), go through the machine's active offers; the lines record the
 * discount and the sub-offer that gave it, the order its discount, and the offer's stock goes
 * down in the same transaction. A paused or expired offer prices nothing.
 */
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerMachines, offers, orderLines, orders, products, subOfferProducts, subOffers, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { priceSale } from '../../server/records/offer-pricing.ts';
import { createRandom } from '../../server/seed/random.ts';
import type { SimDeps } from '../../server/sim/common.ts';
import { simulateVend } from '../../server/sim/vend.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let deps: SimDeps;
const db = () => api.services.db;

let offerId: number;
let subOfferId: number;
let productId: number;
let mrp: number;
let machine: typeof vendingMachines.$inferSelect;

beforeAll(async () => {
  api = await startApi();
  const at = api.clock.now();
  deps = { ...api.services, now: () => at };
  const [b2g1] = await db().select().from(offers).where(and(eq(offers.name, 'Buy 2 Get 1 Free'), eq(offers.status, 1)));
  offerId = b2g1.id;
  const [sub] = await db().select().from(subOffers).where(eq(subOffers.offer_id, offerId));
  subOfferId = sub.id;
  const [line] = await db().select().from(subOfferProducts).where(eq(subOfferProducts.sub_offer_id, subOfferId));
  productId = line.product_id;
  [{ mrp }] = await db().select({ mrp: products.mrp }).from(products).where(eq(products.id, productId));
  const [link] = await db().select().from(offerMachines).where(eq(offerMachines.offer_id, offerId));
  [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, link.vending_machine_id));
});
afterAll(() => api.close());

/** The machine sells only the offer's product, from three coils of 5 units each. */
beforeEach(async () => {
  await db().update(offers).set({ status: 1, end_at: new Date('2030-12-31T23:59:59Z') }).where(eq(offers.id, offerId));
  await db().update(vmSlots).set({ quantity: 0 }).where(eq(vmSlots.vending_machine_id, machine.id));
  const coils = await db().select({ id: vmSlots.id }).from(vmSlots)
    .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(vmSlots.id).limit(3);
  await db().update(vmSlots).set({ product_id: productId, quantity: 5, motor_activated: true, expires_on: null, item_layout_max: 10 })
    .where(inArray(vmSlots.id, coils.map((c) => c.id)));
});

const stockLeft = async () => (await db().select().from(subOfferProducts).where(eq(subOfferProducts.sub_offer_id, subOfferId)))[0].total_stock;

/** Steps vends (seeds from 1) until one asks for at least three units; returns it with its rows. */
async function vendOfThree() {
  for (let seed = 1; seed <= 60; seed++) {
    const before = await stockLeft();
    const vend = await simulateVend(deps, createRandom(seed), machine.id);
    if (!vend) continue;
    const [order] = await db().select().from(orders).where(eq(orders.id, vend.orderDbId));
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
    if (order.items >= 3) return { vend, order, lines, before };
    // Restock what the vend took, so the next try starts from the same coils.
    await db().update(vmSlots).set({ quantity: 5 }).where(and(eq(vmSlots.vending_machine_id, machine.id), gt(vmSlots.quantity, 0)));
  }
  throw new Error('no seed in 1–60 asked for three units');
}

describe('a vend on a machine with an active buy 2 get 1', () => {
  it('records the discounted lines with the sub-offer, the order its discount, and takes the offer stock', async () => {
    const { order, lines, before } = await vendOfThree();
    const groups = Math.floor(Math.min(order.items, 6) / 3); // max offer qty per order is 6 in the demo
    expect(order.discount).toBeCloseTo(groups * mrp, 2);
    expect(order.amount).toBeCloseTo(order.items * mrp - groups * mrp, 2);
    expect(lines.every((l) => l.sub_offer_id === subOfferId)).toBe(true);
    expect(lines.reduce((s, l) => s + l.discount, 0)).toBeCloseTo(groups * mrp, 2);
    if (order.payment_status === 1) expect(await stockLeft()).toBe((before ?? 0) - groups * 3);
  });

  it('a vend of fewer than three units gets nothing off and uses no offer stock', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const before = await stockLeft();
      const vend = await simulateVend(deps, createRandom(seed), machine.id);
      const [order] = await db().select().from(orders).where(eq(orders.id, vend!.orderDbId));
      if (order.items >= 3) continue;
      const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
      expect(order.discount).toBe(0);
      expect(lines.every((l) => l.sub_offer_id === null && l.discount === 0)).toBe(true);
      expect(await stockLeft()).toBe(before);
      return;
    }
    throw new Error('no small vend');
  });

  it('a paused offer does not apply', async () => {
    await db().update(offers).set({ status: 2 }).where(eq(offers.id, offerId));
    const { order, lines, before } = await vendOfThree();
    expect(order.discount).toBe(0);
    expect(lines.every((l) => l.sub_offer_id === null)).toBe(true);
    expect(await stockLeft()).toBe(before);
  });

  it('an offer past its end date does not apply, even while still marked Active', async () => {
    await db().update(offers).set({ end_at: new Date(deps.now().getTime() - 60_000) }).where(eq(offers.id, offerId));
    const { order, lines } = await vendOfThree();
    expect(order.discount).toBe(0);
    expect(lines.every((l) => l.sub_offer_id === null)).toBe(true);
  });

  it('prices through the server loader exactly as the engine says, and never past the stock left', async () => {
    await db().update(subOfferProducts).set({ total_stock: 3 }).where(eq(subOfferProducts.sub_offer_id, subOfferId));
    const result = await db().transaction((tx) => priceSale(tx, {
      machine, channel: 3, at: deps.now(), cart: [{ key: 0, productId, mrp, quantity: 6 }],
    }));
    // Six units would make two groups, but only three units of offer stock are left: one free.
    expect(result.lines[0]).toMatchObject({ subOfferId, offerDiscount: mrp });
    expect(result.applied).toEqual([{ offerId, subOfferId, discount: mrp, stock: [{ productId, units: 3 }] }]);
    // Another channel than the offer's: nothing.
    await db().update(offers).set({ channels: [1] }).where(eq(offers.id, offerId));
    const app = await db().transaction((tx) => priceSale(tx, { machine, channel: 3, at: deps.now(), cart: [{ key: 0, productId, mrp, quantity: 6 }] }));
    expect(app.discount).toBe(0);
    await db().update(offers).set({ channels: [1, 2, 3] }).where(eq(offers.id, offerId));
    await db().update(subOfferProducts).set({ total_stock: 100 }).where(eq(subOfferProducts.sub_offer_id, subOfferId));
  });
});
