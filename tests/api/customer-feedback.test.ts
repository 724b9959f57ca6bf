/**
 * Customer feedback (issue 42, /customer-feedback): machine and product feedback in one list,
 * paged and filtered, its summary consistent with the list, one feedback by key with its order,
 * machine and product; scoped as orders (franchise staff: their franchise's machines); the
 * orders' read permissions; bad input 400. The seed links Consumer App product feedback to a sale.
 * Consumers' requested products: the list in every state, one, and "Add as product request"
 * (a linked catalogue request, audited twice, notified; 409 the second time; bad input changes nothing).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { auditLog, consumerProductRequests, notifications, orderLines, orders, productFeedback, productRequests, users, vendingMachines, vmFeedback } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany, RIVAL_ADMIN } from './machines-fixtures.ts';

const AREA = 'sales';
let api: TestApi;
let admin: string;
let rival: Awaited<ReturnType<typeof createRivalCompany>>;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
type Row = { key: string; about: string; source: string; rating: number; order: { id: number; order_id: string } | null; machine: { id: number } | null; product: { id: number } | null; created_at: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  rival = await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

describe('customer feedback', () => {
  it('lists machine and product feedback together, newest first, paged on the server', async () => {
    const db = api.services.db;
    const total = (await db.select().from(vmFeedback)).length + (await db.select().from(productFeedback)).length;
    const page1 = await post({ action: 'list.customer_feedback', limit: 20 });
    expect(page1.status, JSON.stringify(page1.body)).toBe(200);
    expect(page1.body.total).toBe(total);
    expect(page1.body.data).toHaveLength(20);
    const dates = page1.body.data.map((f: Row) => f.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await post({ action: 'list.customer_feedback', limit: 20, offset: 20 });
    const keys = new Set(page1.body.data.map((f: Row) => f.key));
    expect(page2.body.data.some((f: Row) => keys.has(f.key))).toBe(false);
    const about = await post({ action: 'list.customer_feedback', about: ['product'], limit: 5 });
    expect(about.body.total).toBe((await db.select().from(productFeedback)).length);
    expect(about.body.data.every((f: Row) => f.about === 'product' && f.key.startsWith('product-') && f.product)).toBe(true);
  });

  it('filters by source, rating, machine, product and date, and the summary follows the filters', async () => {
    const all = (await post({ action: 'get.customer_feedback_summary' })).body.data;
    expect(all.by_star.map((b: { stars: number }) => b.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(all.by_source.map((b: { source: string }) => b.source)).toEqual([...FEEDBACK_SOURCES]);
    const one = await post({ action: 'list.customer_feedback', rating: [1], limit: 100 });
    expect(one.body.total).toBe(all.by_star[4].count);
    expect(one.body.data.every((f: Row) => f.rating === 1)).toBe(true);
    const oneSummary = (await post({ action: 'get.customer_feedback_summary', rating: [1] })).body.data;
    expect(oneSummary).toMatchObject({ count: one.body.total, average: 1 });

    const app = await post({ action: 'list.customer_feedback', source: ['Consumer App'], limit: 100 });
    expect(app.body.total).toBe(all.by_source.find((b: { source: string }) => b.source === 'Consumer App').count);

    const machineId = one.body.data.find((f: Row) => f.machine)!.machine!.id;
    const atMachine = await post({ action: 'list.customer_feedback', vending_machine_id: [machineId], limit: 100 });
    expect(atMachine.body.total).toBeGreaterThan(0);
    expect(atMachine.body.data.every((f: Row) => f.machine?.id === machineId)).toBe(true);
    const machineSummary = (await post({ action: 'get.customer_feedback_summary', vending_machine_id: [machineId] })).body.data;
    expect(machineSummary.count).toBe(atMachine.body.total);

    const productId = about().id;
    function about() { return (app.body.data.find((f: Row) => f.product) ?? one.body.data.find((f: Row) => f.product))!.product!; }
    const ofProduct = await post({ action: 'list.customer_feedback', product_id: [productId], limit: 100 });
    expect(ofProduct.body.data.every((f: Row) => f.product?.id === productId)).toBe(true);

    const recent = await post({ action: 'list.customer_feedback', from: '2026-11-01T00:00:00Z', limit: 100 });
    expect(recent.body.data.every((f: Row) => f.created_at >= '2026-11-01')).toBe(true);
    expect(recent.body.total).toBeLessThan(all.count);
  });

  it('gives Consumer App product feedback at a machine the sale it came from', async () => {
    const db = api.services.db;
    const linked = await db.select({ f: productFeedback, o: orders }).from(productFeedback)
      .innerJoin(orders, eq(orders.id, productFeedback.order_id));
    expect(linked.length).toBeGreaterThan(0);
    for (const { f, o } of linked) {
      expect(f.source).toBe('Consumer App');
      expect(o.vending_machine_id).toBe(f.vending_machine_id);
      expect(o.created_at.getTime()).toBeLessThanOrEqual(f.created_at.getTime());
      const lines = await db.select().from(orderLines).where(and(eq(orderLines.order_id, o.id), eq(orderLines.product_id, f.product_id)));
      expect(lines.length).toBeGreaterThan(0);
    }
    const others = await db.select().from(productFeedback).where(and(isNotNull(productFeedback.order_id), isNull(productFeedback.vending_machine_id)));
    expect(others).toEqual([]);
  });

  it('reads one feedback by key with its order, machine and product', async () => {
    const withOrder = (await post({ action: 'list.customer_feedback', source: ['Consumer App'], about: ['product'], limit: 100 })).body.data.find((f: Row) => f.order);
    expect(withOrder).toBeDefined();
    const r = await post({ action: 'get.customer_feedback', key: withOrder.key });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(withOrder);
    expect(r.body.data.order.order_id).toMatch(/^\d{14}$/);
    // The order's id is searched through a subquery, not a join (server/records/order-refs.ts).
    const found = await post({ action: 'list.customer_feedback', search: withOrder.order.order_id, limit: 100 });
    expect(found.body.data.map((f: Row) => f.key)).toContain(withOrder.key);
    expect(found.body.data.every((f: Row) => f.order?.order_id === withOrder.order.order_id)).toBe(true);
    expect(found.body.total).toBe(found.body.data.length);
    const machineOne = (await post({ action: 'list.customer_feedback', about: ['machine'], limit: 1 })).body.data[0];
    expect((await post({ action: 'get.customer_feedback', key: machineOne.key })).body.data).toMatchObject({ about: 'machine', product: null, machine: { id: expect.any(Number) } });
    expect((await post({ action: 'get.customer_feedback', key: 'vm-2000000000' })).status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    for (const bad of [
      { action: 'get.customer_feedback', key: 'order-1' },
      { action: 'get.customer_feedback', key: 'vm-0' },
      { action: 'get.customer_feedback', key: 12 },
      { action: 'list.customer_feedback', rating: [6] },
      { action: 'list.customer_feedback', source: ['Twitter'] },
      { action: 'list.customer_feedback', about: ['order'] },
      { action: 'list.customer_feedback', vending_machine_id: [0] },
      { action: 'list.customer_feedback', from: 'yesterday' },
      { action: 'get.customer_feedback_summary', rating: [0] },
    ]) expect((await post(bad)).status, JSON.stringify(bad)).toBe(400);
  });

  it("shows franchise staff their franchise's machines' feedback only, and another company none", async () => {
    const db = api.services.db;
    const token = await api.login('franchise@demo.local');
    const [franchiseUser] = await db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const ours = new Set((await db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(eq(vendingMachines.franchise_id, franchiseUser!.franchise_id!))).map((m) => m.id));
    const mine = await post({ action: 'list.customer_feedback', limit: 100 }, token);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data.every((f: Row) => f.machine && ours.has(f.machine.id))).toBe(true);
    const summary = (await post({ action: 'get.customer_feedback_summary' }, token)).body.data;
    expect(summary.count).toBe(mine.body.total);
    const options = (await post({ action: 'get.customer_feedback_options' }, token)).body.data;
    expect(options.machines.every((m: { id: number }) => ours.has(m.id))).toBe(true);
    const theirs = (await post({ action: 'list.customer_feedback', limit: 100 })).body.data.find((f: Row) => !f.machine || !ours.has(f.machine.id));
    expect((await post({ action: 'get.customer_feedback', key: theirs.key }, token)).status).toBe(404);

    const rivalToken = await api.login(RIVAL_ADMIN);
    expect((await post({ action: 'list.customer_feedback' }, rivalToken)).body.total).toBe(0);
    expect((await post({ action: 'get.customer_feedback', key: theirs.key }, rivalToken)).status).toBe(404);
    void rival;
  });

  it("needs the orders' read permissions", async () => {
    const token = await api.login('technician@demo.local');
    const r = await post({ action: 'list.customer_feedback' }, token);
    expect(r.status).toBe(403);
    expect((await post({ action: 'get.customer_feedback', key: 'vm-1' }, token)).status).toBe(403);
  });
});

const PM = 'product-management';
type Asked = { id: number; product_name: string; machine: { id: number; name: string }; ask_count: number; status: string; product_request: { id: number; status: string } | null; version: number };

describe("consumers' requested products", () => {
  const pm = (body: Record<string, unknown>, token = admin) => api.post(PM, body, token);

  it('lists them in every state, last asked first, filtered by status and machine', async () => {
    const all = await pm({ action: 'list.consumer_product_requests', limit: 100 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const rows: Asked[] = all.body.data;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['OPEN', 'REQUESTED', 'IN_REVIEW', 'ADDED', 'DECLINED']));
    const last = all.body.data.map((r: { last_asked_at: string }) => r.last_asked_at);
    expect(last).toEqual([...last].sort().reverse());
    for (const r of rows) {
      if (r.status === 'OPEN') expect(r.product_request).toBeNull();
      else expect(r.product_request?.status).toBe(r.status);
    }
    const open = await pm({ action: 'list.consumer_product_requests', status: ['OPEN', 'DECLINED'], limit: 100 });
    expect(open.body.data.every((r: Asked) => r.status === 'OPEN' || r.status === 'DECLINED')).toBe(true);
    expect(open.body.total).toBe(rows.filter((r) => r.status === 'OPEN' || r.status === 'DECLINED').length);
    const machineId = rows[0]!.machine.id;
    const atMachine = await pm({ action: 'list.consumer_product_requests', vending_machine_id: [machineId], limit: 100 });
    expect(atMachine.body.data.every((r: Asked) => r.machine.id === machineId)).toBe(true);
    const search = await pm({ action: 'list.consumer_product_requests', search: 'jaljeera' });
    expect(search.body.data.map((r: Asked) => r.product_name)).toEqual(['Jaljeera Sparkling Can']);
    const byAsks = await pm({ action: 'list.consumer_product_requests', sortBy: 'ask_count', sortDir: 'DESC', limit: 100 });
    const asks = byAsks.body.data.map((r: Asked) => r.ask_count);
    expect(asks).toEqual([...asks].sort((a: number, b: number) => b - a));
  });

  it('turns an open one into a product request, linking both, audited, once', async () => {
    const db = api.services.db;
    const open: Asked = (await pm({ action: 'list.consumer_product_requests', status: ['OPEN'], limit: 1 })).body.data[0];
    const r = await pm({ action: 'add_request.consumer_product_request', id: open.id, version: open.version, urgency: 'Urgent', preferable_time: 'Morning' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id: open.id, status: 'REQUESTED', version: open.version + 1, product_request: { id: expect.any(Number), status: 'REQUESTED' } });
    const requestId = r.body.data.product_request.id;
    const request = (await pm({ action: 'get.product_request', id: requestId })).body.data;
    expect(request).toMatchObject({
      product_name: open.product_name, requester_type: 'Other', requester_name: 'Consumer App', urgency: 'Urgent', preferable_time: 'Morning',
      machine: { id: open.machine.id }, store: null, status: 'REQUESTED', consumer_request_id: open.id,
    });
    expect(request.description).toContain(`Asked ${open.ask_count} times by consumers at ${open.machine.name}`);
    expect((await pm({ action: 'get.consumer_product_request', id: open.id })).body.data).toEqual(r.body.data);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'add_request.consumer_product_request')).orderBy(auditLog.id);
    expect(audits.map((a) => [a.entity, a.entity_id])).toEqual([['product_request', requestId], ['consumer_product_request', open.id]]);
    expect((audits[1]!.after as { product_request_id: number }).product_request_id).toBe(requestId);
    const raised = await db.select().from(notifications).where(eq(notifications.type, 'PRODUCT_REQUEST'));
    expect(raised.some((n) => (n.payload as { product_request_id?: number }).product_request_id === requestId)).toBe(true);

    const again = await pm({ action: 'add_request.consumer_product_request', id: open.id, version: open.version + 1, urgency: 'Urgent', preferable_time: 'Morning' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(String(requestId));
    const stale = (await pm({ action: 'list.consumer_product_requests', status: ['OPEN'], limit: 1 })).body.data[0];
    expect((await pm({ action: 'add_request.consumer_product_request', id: stale.id, version: stale.version + 5, urgency: 'Urgent', preferable_time: 'Morning' })).status).toBe(409);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const db = api.services.db;
    const open: Asked = (await pm({ action: 'list.consumer_product_requests', status: ['OPEN'], limit: 1 })).body.data[0];
    const before = { requests: (await db.select().from(productRequests)).length, audits: (await db.select().from(auditLog)).length };
    for (const bad of [
      { urgency: 'Yesterday', preferable_time: 'Morning' },
      { urgency: 'Urgent', preferable_time: 'Noon' },
      { urgency: 'Urgent' },
      { urgency: 'Urgent', preferable_time: 'Morning', product_name: 'Something else' },
      { urgency: 'Urgent', preferable_time: 'Morning', version: -1 },
      { urgency: 'Urgent', preferable_time: 'Morning', id: 0 },
    ]) {
      const r = await pm({ action: 'add_request.consumer_product_request', id: open.id, version: open.version, ...bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await pm({ action: 'list.consumer_product_requests', status: ['LOST'] })).status).toBe(400);
    expect((await pm({ action: 'get.consumer_product_request', id: 'x' })).status).toBe(400);
    const [row] = await db.select().from(consumerProductRequests).where(eq(consumerProductRequests.id, open.id));
    expect(row).toMatchObject({ product_request_id: null, version: open.version });
    expect({ requests: (await db.select().from(productRequests)).length, audits: (await db.select().from(auditLog)).length }).toEqual(before);
  });

  it("shows franchise staff their franchise's machines' requests only; needs the product request permissions", async () => {
    const db = api.services.db;
    const token = await api.login('franchise@demo.local');
    const [franchiseUser] = await db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const ours = new Set((await db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(eq(vendingMachines.franchise_id, franchiseUser!.franchise_id!))).map((m) => m.id));
    const mine = await pm({ action: 'list.consumer_product_requests', limit: 100 }, token);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data.every((r: Asked) => ours.has(r.machine.id))).toBe(true);
    const theirs: Asked = (await pm({ action: 'list.consumer_product_requests', limit: 100 })).body.data.find((r: Asked) => !ours.has(r.machine.id));
    expect((await pm({ action: 'get.consumer_product_request', id: theirs.id }, token)).status).toBe(404);
    expect((await pm({ action: 'add_request.consumer_product_request', id: theirs.id, version: theirs.version, urgency: 'Urgent', preferable_time: 'Always' }, token)).status).toBe(404);
    const rivalToken = await api.login(RIVAL_ADMIN);
    expect((await pm({ action: 'list.consumer_product_requests' }, rivalToken)).body.total).toBe(0);
    const tech = await api.login('technician@demo.local');
    expect((await pm({ action: 'list.consumer_product_requests' }, tech)).status).toBe(403);
  });
});
