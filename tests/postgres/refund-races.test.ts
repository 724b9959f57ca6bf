/**
 * Refunds' races on a real PostgreSQL server (issue 42): many refunds of the same order at once
 * never add up to more than was paid — the order row is locked while each is checked and written,
 * so the later ones see the earlier ones and are refused (400 with the over-refund message). Also a
 * manual refund racing the gateway's answer to another refund of the same order.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../server/db/schema/index.ts';
import { REFUSED_REFUND_REASON } from '../../server/seed/demo-transactions.ts';
import { demoServerFor } from './demo-server.ts';

const demo = demoServerFor('refunds');
let admin: string;
beforeAll(async () => {
  admin = await demo.login('admin@demo.local');
});
const sales = (body: object) => demo.post('sales', body, admin);

async function refusedOrder() {
  const [row] = await demo.database.db.select({ order: orders, refund: refunds }).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id)).where(eq(refunds.reason, REFUSED_REFUND_REASON)).limit(1);
  return row!;
}

const liveTotal = async (orderId: number) => {
  const [row] = await demo.database.db.select({ n: sql<string>`coalesce(sum(${refunds.amount}), 0)` }).from(refunds)
    .where(sql`${refunds.order_id} = ${orderId} and ${refunds.status} <> 2`);
  return Number(row!.n);
};

describe('refunds on PostgreSQL', () => {
  it('eight refunds of 40% of one order at once: two go through, the rest are refused, never more than was paid', async () => {
    const { order, refund } = await refusedOrder();
    const share = Math.floor(order.amount * 40) / 100;
    const answers = await Promise.all(Array.from({ length: 8 }, () =>
      sales({ action: 'initiate.refund', order_id: order.id, order_line_id: refund.order_line_id, amount: share })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400, 400, 400, 400, 400]);
    const total = await liveTotal(order.id);
    expect(total).toBeLessThanOrEqual(order.amount);
    expect(total).toBeCloseTo(share * 2, 2);
    const [after] = await demo.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ refund_status: 0, refund_amount: total });
  });

  it("a refund of what is left races the gateway's refusal of an earlier one: the books still add up", async () => {
    const { order, refund } = await refusedOrder();
    const listed = (await sales({ action: 'list.order_refunds', order_id: order.id })).body.data;
    const pending = listed.refunds.find((r: { status: number }) => r.status === 0);
    const left = listed.refundable as number;
    const [more, failed] = await Promise.all([
      sales({ action: 'initiate.refund', order_id: order.id, order_line_id: refund.order_line_id, amount: left }),
      sales({ action: 'fail.refund', id: pending.id, version: pending.version, reason: 'Declined' }),
    ]);
    expect(failed.status).toBe(200);
    expect(more.status).toBe(201);
    const total = await liveTotal(order.id);
    expect(total).toBeLessThanOrEqual(order.amount);
    const [after] = await demo.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.refund_amount).toBeCloseTo(total, 2);
  });
});
