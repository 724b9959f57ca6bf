/**
 * Machine feedback (issue 38, /vm-feedback/{id}): one machine's feedback paged, filtered and
 * sorted, and its summary (average, count by star and by source) — consistent with each other;
 * 404 for a machine of another company, of another franchise for franchise staff, or none; the
 * machines' view permission.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { orders, users, vendingMachines, vmFeedback } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany, RIVAL_ADMIN } from './machines-fixtures.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let machineId: number;
let rival: Awaited<ReturnType<typeof createRivalCompany>>;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  rival = await createRivalCompany(api.services.db);
  // The busiest machine: the seed gives it every source at every rating.
  const [busiest] = await api.services.db.select({ id: vmFeedback.vending_machine_id, n: count() }).from(vmFeedback)
    .groupBy(vmFeedback.vending_machine_id).orderBy(vmFeedback.vending_machine_id).limit(1);
  machineId = busiest!.id;
});
afterAll(() => api.close());

describe('machine feedback', () => {
  it('summarises a machine: average, count, by star from 5 down and by every source', async () => {
    const r = await post({ action: 'get.vm_feedback_summary', vending_machine_id: machineId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = r.body.data;
    const rows = await api.services.db.select().from(vmFeedback).where(eq(vmFeedback.vending_machine_id, machineId));
    expect(s.machine).toMatchObject({ id: machineId, name: expect.any(String), code: expect.stringMatching(/^VM-\d{5}$/) });
    expect(s.count).toBe(rows.length);
    expect(s.by_star.map((b: { stars: number }) => b.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(s.by_star.every((b: { count: number }) => b.count > 0)).toBe(true);
    expect(s.by_star.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(rows.length);
    expect(s.by_source.map((b: { source: string }) => b.source)).toEqual([...FEEDBACK_SOURCES]);
    expect(s.by_source.every((b: { count: number }) => b.count > 0)).toBe(true);
    expect(s.average).toBeCloseTo(Math.round((rows.reduce((n, f) => n + f.rating, 0) / rows.length) * 10) / 10, 5);
  });

  it('lists it paged on the server, newest first, sorted by rating on request', async () => {
    const page1 = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, limit: 10 });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.total).toBeGreaterThanOrEqual(25);
    const dates = page1.body.data.map((f: { created_at: string }) => f.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, limit: 10, offset: 10 });
    const ids = new Set(page1.body.data.map((f: { id: number }) => f.id));
    expect(page2.body.data.some((f: { id: number }) => ids.has(f.id))).toBe(false);
    const byRating = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, sortBy: 'rating', sortDir: 'ASC', limit: 100 });
    const ratings = byRating.body.data.map((f: { rating: number }) => f.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    const withOrder = byRating.body.data.find((f: { order: unknown }) => f.order);
    if (withOrder) expect(withOrder.order).toMatchObject({ id: expect.any(Number), order_id: expect.any(String) });
  });

  it('shows the order a feedback is about and finds it by the order id', async () => {
    // The orders are looked up for the page and searched through a subquery, not joined (server/records/order-refs.ts).
    const db = api.services.db;
    const [order] = await db.select({ id: orders.id, order_id: orders.order_id }).from(orders).where(eq(orders.vending_machine_id, machineId)).limit(1);
    const [feedback] = await db.select().from(vmFeedback).where(eq(vmFeedback.vending_machine_id, machineId)).orderBy(vmFeedback.id).limit(1);
    await db.update(vmFeedback).set({ order_id: order!.id }).where(eq(vmFeedback.id, feedback!.id));
    const all = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, limit: 100 });
    expect(all.body.data.find((f: { id: number }) => f.id === feedback!.id).order).toEqual(order);
    // The seed links several of the machine's feedback to one order: all of them, and only they, are found.
    const about = await db.select({ id: vmFeedback.id }).from(vmFeedback).where(and(eq(vmFeedback.vending_machine_id, machineId), eq(vmFeedback.order_id, order!.id)));
    const found = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, search: order!.order_id, limit: 100 });
    expect(found.body.data.map((f: { id: number }) => f.id).sort()).toEqual(about.map((f) => f.id).sort());
    expect(found.body.total).toBe(about.length);
    expect(found.body.data.every((f: { order: unknown }) => JSON.stringify(f.order) === JSON.stringify(order))).toBe(true);
  });

  it('filters by source and rating, matching the summary', async () => {
    const summary = (await post({ action: 'get.vm_feedback_summary', vending_machine_id: machineId })).body.data;
    const five = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, rating: [5], limit: 100 });
    expect(five.body.total).toBe(summary.by_star[0].count);
    expect(five.body.data.every((f: { rating: number }) => f.rating === 5)).toBe(true);
    const low = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, rating: [1, 2], limit: 100 });
    expect(low.body.total).toBe(summary.by_star[3].count + summary.by_star[4].count);
    const app = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, source: ['Consumer App'], limit: 100 });
    expect(app.body.total).toBe(summary.by_source.find((b: { source: string }) => b.source === 'Consumer App').count);
    expect(app.body.data.every((f: { source: string }) => f.source === 'Consumer App')).toBe(true);
    const both = await post({ action: 'list.vm_feedback', vending_machine_id: machineId, source: ['Other'], rating: [3], limit: 100 });
    expect(both.body.data.every((f: { source: string; rating: number }) => f.source === 'Other' && f.rating === 3)).toBe(true);
    expect(both.body.total).toBeGreaterThan(0);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: machineId, rating: [6] })).status).toBe(400);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: machineId, source: ['Twitter'] })).status).toBe(400);
  });

  it('answers a machine with no feedback with zeros and no average', async () => {
    const withFeedback = new Set((await api.services.db.selectDistinct({ id: vmFeedback.vending_machine_id }).from(vmFeedback)).map((m) => m.id));
    const [adminUser] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const lonely = (await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(eq(vendingMachines.company_id, adminUser!.company_id!))).find((m) => !withFeedback.has(m.id));
    const r = await post({ action: 'get.vm_feedback_summary', vending_machine_id: lonely!.id });
    expect(r.body.data).toMatchObject({ count: 0, average: null });
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: lonely!.id })).body.total).toBe(0);
  });

  it("answers 404 for a machine that does not exist or is another company's", async () => {
    expect((await post({ action: 'get.vm_feedback_summary', vending_machine_id: 2_000_000 })).status).toBe(404);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: 2_000_000 })).status).toBe(404);
    expect((await post({ action: 'get.vm_feedback_summary', vending_machine_id: rival.machineId })).status).toBe(404);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: rival.machineId })).status).toBe(404);
    const rivalToken = await api.login(RIVAL_ADMIN);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: machineId }, rivalToken)).status).toBe(404);
  });

  it("shows a franchise admin its franchise's machines' feedback only", async () => {
    const token = await api.login('franchise@demo.local');
    const [franchiseUser] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const machines = await api.services.db.select({ id: vendingMachines.id, franchise_id: vendingMachines.franchise_id }).from(vendingMachines)
      .where(isNull(vendingMachines.deleted_at));
    const withFeedback = new Set((await api.services.db.selectDistinct({ id: vmFeedback.vending_machine_id }).from(vmFeedback)).map((m) => m.id));
    const ours = machines.find((m) => m.franchise_id === franchiseUser!.franchise_id && withFeedback.has(m.id))!;
    const theirs = machines.find((m) => m.franchise_id !== franchiseUser!.franchise_id && withFeedback.has(m.id))!;
    const mine = await post({ action: 'list.vm_feedback', vending_machine_id: ours.id }, token);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect((await post({ action: 'get.vm_feedback_summary', vending_machine_id: ours.id }, token)).status).toBe(200);
    expect((await post({ action: 'list.vm_feedback', vending_machine_id: theirs.id }, token)).status).toBe(404);
    expect((await post({ action: 'get.vm_feedback_summary', vending_machine_id: theirs.id }, token)).status).toBe(404);
  });

  it('needs the machines view permission', async () => {
    const token = await api.login('warehouse@demo.local'); // PERM_VIEW_STOCK only
    const list = await post({ action: 'list.vm_feedback', vending_machine_id: machineId }, token);
    expect(list.status).toBe(403);
    expect(list.body.message).toContain('PERM_VIEW_VENDING_MACHINE');
    expect((await post({ action: 'get.vm_feedback_summary', vending_machine_id: machineId }, token)).status).toBe(403);
  });
});
