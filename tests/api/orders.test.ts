/** /api/sales: list.orders (paging, sorting, filters, the cheap exact total, search) and get.order. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCounts, orderTotals, orders, products, users } from '../../server/db/schema/index.ts';
import { DEEP_OFFSET } from '../../server/http/list.ts';
import { createRandom } from '../../server/seed/random.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany, RIVAL_ADMIN } from './machines-fixtures.ts';

const SALES = 'sales';
let api: TestApi;
let admin: string;
let companyId: number;
let rival: Awaited<ReturnType<typeof createRivalCompany>>;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [adminUser] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  companyId = adminUser.company_id;
  rival = await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

const list = (body: Record<string, unknown>, token = admin) => api.post(SALES, { action: 'list.orders', ...body }, token);

async function countInDb(...conditions: (SQL | undefined)[]) {
  const [row] = await api.services.db.select({ n: count() }).from(orders).where(and(eq(orders.company_id, companyId), ...conditions));
  return row.n;
}

interface Row { id: number; order_id: string; created_at: string; amount: number; vend_status: number; payment_status: number; refund_status: number | null; vending_machine: { id: number } }

describe('list.orders (/orders)', () => {
  it('answers the newest ten of tens of thousands with the exact total', async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(await countInDb());
    expect(r.body.total).toBeGreaterThan(10_000);
    expect(r.body.data).toHaveLength(10);
    const times = r.body.data.map((o: Row) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(r.body.data[0]).toMatchObject({
      order_id: expect.stringMatching(/^\d{14}$/), vending_machine: { id: expect.any(Number), name: expect.any(String), code: expect.any(String) },
      payment_mode: expect.stringMatching(/^(UPI|CARD|WALLET|CASH)$/),
    });
  });

  it('pages without overlap or gaps', async () => {
    const all = await list({ limit: 45 });
    const ids: number[] = [];
    for (let offset = 0; offset < 45; offset += 15) ids.push(...(await list({ limit: 15, offset })).body.data.map((o: Row) => o.id));
    expect(ids).toEqual(all.body.data.map((o: Row) => o.id));
  });

  it('keeps the exact total on a page past the end, with and without status filters', async () => {
    const past = await list({ offset: 10_000_000, limit: 10 });
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(await countInDb());
    const failedPast = await list({ offset: 10_000_000, vend_status: [3] });
    expect(failedPast.body.data).toEqual([]);
    expect(failedPast.body.total).toBe(await countInDb(eq(orders.vend_status, 3)));
  });

  it('answers deep pages, read from the nearer end, with the same rows as the whole list in order', async () => {
    // Amounts repeat across thousands of orders: the id tiebreak has to turn round with the sort.
    for (const [sortBy, sortDir, column] of [['amount', 'ASC', orders.amount], ['created_at', 'DESC', orders.created_at]] as const) {
      const direction = sortDir === 'ASC' ? asc : desc;
      const filtered = and(eq(orders.company_id, companyId), eq(orders.vend_status, 1));
      const everyId = (await api.services.db.select({ id: orders.id }).from(orders).where(filtered).orderBy(direction(column), direction(orders.id))).map((o) => o.id);
      const total = everyId.length;
      expect(total).toBeGreaterThan(2 * DEEP_OFFSET);
      // Either side of the deep-page threshold and of the middle, the last page, a part page at the end.
      for (const [offset, limit] of [[DEEP_OFFSET - 5, 10], [Math.floor(total / 2) - 7, 15], [total - 10, 10], [total - 3, 10], [total - 1, 1]]) {
        const page = await list({ sortBy, sortDir, vend_status: [1], offset, limit });
        expect(page.body.total).toBe(total);
        expect(page.body.data.map((o: Row) => o.id), `${sortBy} ${sortDir} at ${offset}`).toEqual(everyId.slice(offset, offset + limit));
      }
      expect((await list({ sortBy, sortDir, vend_status: [1], offset: total })).body.data).toEqual([]);
    }
  });

  it('sorts by amount and order id either way, and refuses other keys with 400', async () => {
    const cheap = await list({ sortBy: 'amount', sortDir: 'ASC', limit: 20 });
    const amounts = cheap.body.data.map((o: Row) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const dear = await list({ sortBy: 'amount', sortDir: 'DESC', limit: 1 });
    expect(dear.body.data[0].amount).toBeGreaterThanOrEqual(amounts.at(-1));
    const byId = await list({ sortBy: 'order_id', sortDir: 'ASC', limit: 3 });
    expect(byId.body.data[0].order_id < byId.body.data[1].order_id).toBe(true);
    for (const sortBy of ['vend_status', 'company_id', 'created_at; drop table orders']) {
      const bad = await list({ sortBy });
      expect(bad.status, sortBy).toBe(400);
      expect(bad.body.errors[0].path).toBe('sortBy');
    }
  });

  it('filters by vend, payment and refund status by the spec codes', async () => {
    const failed = await list({ vend_status: [3], limit: 50 });
    expect(failed.body.total).toBe(await countInDb(eq(orders.vend_status, 3)));
    expect(failed.body.total).toBeGreaterThan(0);
    expect(failed.body.data.every((o: Row) => o.vend_status === 3)).toBe(true);

    const cancelled = await list({ payment_status: [0, 3], limit: 50 });
    expect(cancelled.body.total).toBe(await countInDb(inArray(orders.payment_status, [0, 3])));
    expect(cancelled.body.data.every((o: Row) => [0, 3].includes(o.payment_status))).toBe(true);

    const pendingOrNone = await list({ refund_status: [0, -1], limit: 50 });
    expect(pendingOrNone.body.total).toBe(await countInDb(or(eq(orders.refund_status, 0), isNull(orders.refund_status))));
    expect(pendingOrNone.body.data.every((o: Row) => o.refund_status === 0 || o.refund_status === null)).toBe(true);

    const bad = await list({ vend_status: [9] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('vend_status.0');
  });

  it('filters by a date range (from inclusive, to exclusive) and by machine', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const week = await list({ from: from.toISOString(), to: to.toISOString(), limit: 100 });
    expect(week.body.total).toBe(await countInDb(gte(orders.created_at, from), lt(orders.created_at, to)));
    expect(week.body.data.every((o: Row) => Date.parse(o.created_at) >= from.getTime())).toBe(true);

    const machineId = week.body.data[0].vending_machine.id;
    const oneMachine = await list({ vending_machine_id: [machineId], limit: 100 });
    expect(oneMachine.body.total).toBe(await countInDb(eq(orders.vending_machine_id, machineId)));
    expect(oneMachine.body.data.every((o: Row) => o.vending_machine.id === machineId)).toBe(true);

    expect((await list({ from: 'yesterday' })).status).toBe(400);
    expect((await list({ from: to.toISOString(), to: from.toISOString() })).body.total).toBe(0);
  });

  it('totals from the daily roll-up equal a plain count for any mix of filters', async () => {
    const random = createRandom(7);
    const now = Date.now();
    for (let i = 0; i < 25; i++) {
      // Odd times (not day boundaries), sometimes open-ended, sometimes within one day.
      const from = random.chance(0.8) ? new Date(now - random.int(0, 130) * 86_400_000 - random.int(0, 86_399_999)) : undefined;
      const to = random.chance(0.7) ? new Date((from?.getTime() ?? now - 90 * 86_400_000) + random.int(1, 60) * 3_600_000 * random.int(1, 24)) : undefined;
      const vend = random.chance(0.5) ? [random.int(0, 8), random.int(0, 8)] : undefined;
      const payment = random.chance(0.4) ? [random.int(0, 3)] : undefined;
      const refund = random.chance(0.3) ? [random.pick([-1, 0, 1])] : undefined;
      const r = await list({ from: from?.toISOString(), to: to?.toISOString(), vend_status: vend, payment_status: payment, refund_status: refund, limit: 1 });
      const refundCodes = refund?.filter((c) => c >= 0) ?? [];
      const expected = await countInDb(
        from ? gte(orders.created_at, from) : undefined,
        to ? lt(orders.created_at, to) : undefined,
        vend ? inArray(orders.vend_status, vend) : undefined,
        payment ? inArray(orders.payment_status, payment) : undefined,
        refund ? or(refundCodes.length ? inArray(orders.refund_status, refundCodes) : undefined, refund.includes(-1) ? isNull(orders.refund_status) : undefined) : undefined,
      );
      expect(r.body.total, JSON.stringify({ from, to, vend, payment, refund })).toBe(expected);
    }
  });

  it('finds an order by its order id, a leading part of it, "#" and its numeric id', async () => {
    const [target] = (await list({ limit: 1, offset: 123 })).body.data as Row[];
    const exact = await list({ search: target.order_id });
    expect(exact.body.total).toBe(1);
    expect(exact.body.data[0].id).toBe(target.id);
    expect((await list({ search: `#${target.order_id}` })).body.data[0].id).toBe(target.id);
    const prefix = await list({ search: target.order_id.slice(0, 6), limit: 50 });
    expect(prefix.body.total).toBeGreaterThan(1);
    expect(prefix.body.data.every((o: Row) => o.order_id.startsWith(target.order_id.slice(0, 6)))).toBe(true);
    const byId = await list({ search: ` #${target.id} ` });
    expect(byId.body.data.map((o: Row) => o.id)).toContain(target.id);
    expect((await list({ search: 'chips' })).body.total).toBe(0);
    expect((await list({ search: '9'.repeat(30) })).status).toBe(200);
  });

  it('shows a franchise user only orders of the franchise machines', async () => {
    const token = await api.login('location@demo.local');
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'location@demo.local'));
    const r = await list({ limit: 100 }, token);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(await countInDb(eq(orders.franchise_id, user.franchise_id!)));
    expect(r.body.total).toBeGreaterThan(0);
    const failedInFranchise = await list({ vend_status: [1], from: new Date(Date.now() - 30 * 86_400_000).toISOString() }, token);
    expect(failedInFranchise.body.total).toBe(
      await countInDb(eq(orders.franchise_id, user.franchise_id!), eq(orders.vend_status, 1), gte(orders.created_at, new Date(Date.now() - 30 * 86_400_000))),
    );
  });

  it('is refused to the technician (no catalogue, no money: docs/roles.md), and read within the company', async () => {
    const technician = await api.login('technician@demo.local');
    const refused = await list({}, technician);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('PERM_VIEW_SALES_ANALYTICS');
    expect((await list({}, await api.login('store@demo.local'))).status).toBe(200);
    const rivalToken = await api.login(RIVAL_ADMIN);
    const theirs = await list({}, rivalToken);
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.data[0].id).toBe(rival.orderId);
    expect((await list({ search: rival.orderCode })).body.total).toBe(0);
  });
});

describe('get.order (/order/{id})', () => {
  it('answers the order with its lines and their vend, failure and refund details', async () => {
    const [partial] = (await list({ vend_status: [2], refund_status: [1], limit: 1 })).body.data as Row[];
    const r = await api.post(SALES, { action: 'get.order', id: partial.id }, admin);
    expect(r.status).toBe(200);
    const order = r.body.data;
    expect(order).toMatchObject({ id: partial.id, order_id: partial.order_id, vend_status: 2, refund_status: 1 });
    expect(order.vending_machine.location).toEqual(expect.any(String));
    expect(order.lines.length).toBeGreaterThan(0);
    const failedLine = order.lines.find((l: { items_vend: number; quantity: number }) => l.items_vend < l.quantity);
    expect(failedLine).toMatchObject({ failure_reason: expect.any(String), refund_status: 1, utr_id: expect.stringMatching(/^UTR\d+$/) });
    for (const line of order.lines) {
      expect(line).toMatchObject({ sku: expect.stringMatching(/^SKU-/), hsn: expect.any(String), coil: expect.stringMatching(/^[1-6][1-8]$/) });
      expect(typeof line.mrp).toBe('number');
      expect(typeof line.gst).toBe('number');
      expect(typeof line.cess).toBe('number');
    }
    const vended = order.lines.reduce((n: number, l: { items_vend: number }) => n + l.items_vend, 0);
    expect(order.items_vend).toBe(vended);
  });

  it('keeps each line as sold when the catalogue changes later', async () => {
    const [first] = (await list({ limit: 1 })).body.data as Row[];
    const before = (await api.post(SALES, { action: 'get.order', id: first.id }, admin)).body.data.lines[0];
    await api.services.db.update(products).set({ name: 'Renamed Later', mrp: 999 }).where(eq(products.id, before.product_id));
    const after = (await api.post(SALES, { action: 'get.order', id: first.id }, admin)).body.data.lines[0];
    expect(after).toMatchObject({ name: before.name, mrp: before.mrp, sku: before.sku });
  });

  it("answers 404 for another company's order and for unknown ids", async () => {
    expect((await api.post(SALES, { action: 'get.order', id: rival.orderId }, admin)).status).toBe(404);
    expect((await api.post(SALES, { action: 'get.order', id: 2_000_000_000 }, admin)).status).toBe(404);
    const bad = await api.post(SALES, { action: 'get.order', id: 0 }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('id');
  });
});

describe('the order count roll-up', () => {
  it('holds exactly one count per seeded order', async () => {
    const [rolled] = await api.services.db.select({ n: count() }).from(orderCounts);
    expect(rolled.n).toBeGreaterThan(0);
    const [{ total }] = await api.services.db.select({ total: count() }).from(orders);
    const sums = await api.services.db.select({ n: orderCounts.n }).from(orderCounts);
    expect(sums.reduce((s, r) => s + r.n, 0)).toBe(total);
  });

  it('keeps the all-time totals (the total without a date range) equal to the orders, per company and franchise', async () => {
    const db = api.services.db;
    const totals = await db.select().from(orderTotals);
    for (const t of totals) {
      const [{ n }] = await db.select({ n: count() }).from(orders).where(and(
        eq(orders.company_id, t.company_id),
        t.franchise_id === 0 ? isNull(orders.franchise_id) : eq(orders.franchise_id, t.franchise_id),
        eq(orders.vend_status, t.vend_status),
        eq(orders.payment_status, t.payment_status),
        t.refund_status === -1 ? isNull(orders.refund_status) : eq(orders.refund_status, t.refund_status),
      ));
      expect(t.n, JSON.stringify(t)).toBe(n);
    }
    const [{ total }] = await db.select({ total: count() }).from(orders);
    expect(totals.reduce((s, t) => s + t.n, 0)).toBe(total);
  });
});
