/**
 * Undo of "mark in transit" (issue 56): undo.action takes the plan back to Created through
 * return_to_created.refill_plan while it is as the mark left it, audited as an undo and moving
 * no stock (none moved when it left); once the plan moved on it is refused and nothing changes.
 * A bulk run answers, per record done, what undo.action needs, and each record is undone (or
 * refused) on its own.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_MESSAGES } from '../../contract/actions/undo.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { JOURNEY_CITY, JOURNEY_PLANS, tomorrowMorning } from '../../server/seed/journey-round.ts';
import { auditLog, refillPlans, stockMovements, vendingMachines } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const post = (body: Record<string, unknown>) => api.post(RM, body, admin);
const undo = (body: Record<string, unknown>) => api.post('user-management', { action: 'undo.action', ...body }, admin);
const plan = async (id: number) => (await api.services.db.select().from(refillPlans).where(eq(refillPlans.id, id)))[0]!;
const movements = async () => (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n;

/** Created plans of the company with lines, `n` of them, each a different one per call. */
let taken = 0;
async function createdPlans(n: number) {
  const r = await post({ action: 'list.refills', status: [REFILL_PLAN_STATUS.created], limit: 200 });
  const ids = (r.body.data as { id: number; total_quantity: number }[]).filter((p) => p.total_quantity > 0).map((p) => p.id).slice(taken, taken + n);
  taken += n;
  expect(ids).toHaveLength(n);
  return Promise.all(ids.map(plan));
}

// First: the undo tests below mark the newest Created plans, these among them.
describe("tomorrow's round in one city (the journey's list)", () => {
  it('list.refills finds the seeded Created plans scheduled tomorrow in one city, and only those', async () => {
    const day = tomorrowMorning(new Date()).toISOString().slice(0, 10);
    const r = await post({
      action: 'list.refills', status: [REFILL_PLAN_STATUS.created], city: [JOURNEY_CITY],
      scheduled_from: `${day}T00:00:00.000Z`, scheduled_to: `${day}T23:59:59.999Z`, limit: 100,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.total).toBe(JOURNEY_PLANS);
    const found = await api.services.db.select({ city: vendingMachines.city, scheduled: refillPlans.scheduled_at }).from(refillPlans)
      .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
      .where(inArray(refillPlans.id, (r.body.data as { id: number }[]).map((p) => p.id)));
    expect(found.map((m) => [m.city, m.scheduled?.toISOString().slice(0, 10)])).toEqual(found.map(() => [JOURNEY_CITY, day]));
    const other = await post({ action: 'list.refills', status: [REFILL_PLAN_STATUS.created], city: ['Nowhere'], limit: 100 });
    expect(other.body.total).toBe(0);
    const bad = await post({ action: 'list.refills', scheduled_from: 'tomorrow' });
    expect(bad.status).toBe(400);
  });
});

describe('undo of mark in transit', () => {
  it('takes the plan back to Created, audited as an undo, with no stock moved either way', async () => {
    const [p] = await createdPlans(1);
    const before = await movements();
    const input = { id: p!.id, version: p!.version };
    const marked = await post({ action: 'mark_in_transit.refill_plan', ...input });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const r = await undo({ of: 'mark_in_transit.refill_plan', input, version: marked.body.data.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ action: 'return_to_created.refill_plan', message: UNDO_MESSAGES.undone });
    expect(await plan(p!.id)).toMatchObject({ status: REFILL_PLAN_STATUS.created, version: p!.version + 2 });
    expect(await movements()).toBe(before);
    const [row] = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'refill_plan'), eq(auditLog.entity_id, p!.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'return_to_created.refill_plan', after: { status: REFILL_PLAN_STATUS.created, undo_of: 'mark_in_transit.refill_plan' } });
    // Created again: it may be edited and marked in transit again.
    expect((await post({ action: 'mark_in_transit.refill_plan', id: p!.id, version: p!.version + 2 })).status).toBe(200);
  });

  it('is refused once the plan was executed since, and leaves it executed with its stock', async () => {
    const [p] = await createdPlans(1);
    const input = { id: p!.id, version: p!.version };
    const marked = await post({ action: 'mark_in_transit.refill_plan', ...input });
    const executed = await post({ action: 'execute.refill_plan', id: p!.id, version: marked.body.data.version });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    const before = await movements();
    const audits = (await api.services.db.select().from(auditLog)).length;

    const r = await undo({ of: 'mark_in_transit.refill_plan', input, version: marked.body.data.version });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(UNDO_MESSAGES.movedOn('refill plan'));
    expect((await plan(p!.id)).status).toBe(REFILL_PLAN_STATUS.executed);
    expect(await movements()).toBe(before);
    expect((await api.services.db.select().from(auditLog)).length).toBe(audits);
  });

  it('called directly, refuses a plan that is not In Transit and a stale version', async () => {
    const [p] = await createdPlans(1);
    const notInTransit = await post({ action: 'return_to_created.refill_plan', id: p!.id, version: p!.version });
    expect(notInTransit.status).toBe(409);
    expect(notInTransit.body.message).toMatch(/Created/);
    const marked = await post({ action: 'mark_in_transit.refill_plan', id: p!.id, version: p!.version });
    const stale = await post({ action: 'return_to_created.refill_plan', id: p!.id, version: marked.body.data.version - 1 });
    expect(stale.status).toBe(409);
    expect((await plan(p!.id)).status).toBe(REFILL_PLAN_STATUS.inTransit);
  });
});

describe('undo of a bulk run', () => {
  it('answers per record done what undo.action needs; each record is undone or refused on its own', async () => {
    const plans = await createdPlans(3);
    const ids = plans.map((p) => p.id);
    const run = await post({ action: 'bulk.refill_plan', target: 'mark_in_transit.refill_plan', ids });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const results = run.body.data.results as { id: number; status: string; undo: { input: Record<string, unknown>; version: number } }[];
    expect(results.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    results.forEach((r, i) => expect(r.undo).toEqual({ input: { id: ids[i], version: plans[i]!.version }, version: plans[i]!.version + 1 }));

    // The third plan moves on before the run is undone.
    expect((await post({ action: 'execute.refill_plan', id: ids[2], version: results[2]!.undo.version })).status).toBe(200);
    const answers = [];
    for (const r of results) answers.push(await undo({ of: 'mark_in_transit.refill_plan', ...r.undo }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 409]);
    expect(answers[2]!.body.message).toBe(UNDO_MESSAGES.movedOn('refill plan'));
    const after = await api.services.db.select({ id: refillPlans.id, status: refillPlans.status }).from(refillPlans).where(inArray(refillPlans.id, ids));
    expect(Object.fromEntries(after.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]!]: REFILL_PLAN_STATUS.created, [ids[1]!]: REFILL_PLAN_STATUS.created, [ids[2]!]: REFILL_PLAN_STATUS.executed,
    });
  });

  it('gives nothing to undo for a target undo.action cannot reverse, nor for a refused record', async () => {
    const [p] = await createdPlans(1);
    const [inTransit] = (await post({ action: 'list.refills', status: [REFILL_PLAN_STATUS.inTransit], limit: 1 })).body.data as { id: number }[];
    const run = await post({ action: 'bulk.refill_plan', target: 'mark_in_transit.refill_plan', ids: [inTransit!.id] });
    expect(run.body.data.results[0]).toEqual({ id: inTransit!.id, status: 'refused', message: expect.any(String) });
    const deleted = await post({ action: 'bulk.refill_plan', target: 'delete.refill_plan', ids: [p!.id] });
    expect(deleted.body.data.results[0]).toEqual({ id: p!.id, status: 'done', message: '' });
  });
});
