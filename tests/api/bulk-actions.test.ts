/**
 * The bulk path (issue 56 "Act on many rows at once"): `bulk.refill_plan` runs the single
 * action once per record with its own permission, scope and lifecycle checks and audit rows,
 * answers a result per record, and refuses bad requests whole, changing nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_LIMIT } from '../../contract/actions/bulk.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { auditLog, refillPlans } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;
let franchise: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchise = await api.login('franchise@demo.local');
});
afterAll(() => api.close());

const bulk = (token: string, fields: Record<string, unknown>) => api.post(RM, { action: 'bulk.refill_plan', ...fields }, token);
const statuses = async (ids: number[]) =>
  Object.fromEntries((await api.services.db.select({ id: refillPlans.id, status: refillPlans.status }).from(refillPlans).where(inArray(refillPlans.id, ids))).map((r) => [r.id, r.status]));
const audits = async (action: string, ids: number[]) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), inArray(auditLog.entity_id, ids))))[0]!.n;

async function planIds(token: string, status: number): Promise<number[]> {
  const r = await api.post(RM, { action: 'list.refills', status: [status], limit: 200 }, token);
  expect(r.status).toBe(200);
  return (r.body.data as { id: number }[]).map((p) => p.id);
}

describe('bulk.refill_plan', () => {
  it('marks Created plans in transit, one result per record, refusing the one its lifecycle does not allow', async () => {
    const franchiseIds = new Set(await planIds(franchise, REFILL_PLAN_STATUS.created));
    const created = (await planIds(admin, REFILL_PLAN_STATUS.created)).filter((id) => !franchiseIds.has(id)).slice(0, 2);
    const [inTransit] = await planIds(admin, REFILL_PLAN_STATUS.inTransit);
    expect(created).toHaveLength(2);
    const ids = [...created, inTransit!];

    const r = await bulk(admin, { target: 'mark_in_transit.refill_plan', ids });

    expect(r.status).toBe(200);
    expect(r.body.data.done).toBe(2);
    expect(r.body.data.refused).toBe(1);
    expect(r.body.data.results.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[created[0], 'done'], [created[1], 'done'], [inTransit, 'refused']]);
    expect(r.body.data.results[2].message).toMatch(/In Transit/);
    expect(await statuses(ids)).toEqual({ [created[0]!]: REFILL_PLAN_STATUS.inTransit, [created[1]!]: REFILL_PLAN_STATUS.inTransit, [inTransit!]: REFILL_PLAN_STATUS.inTransit });
    // The single action's audit row for each record it changed, none for the refused one.
    expect(await audits('mark_in_transit.refill_plan', created)).toBe(2);
  });

  it("refuses, per record, the plans outside the caller's scope and changes none of them", async () => {
    const franchiseIds = new Set(await planIds(franchise, REFILL_PLAN_STATUS.created));
    const outside = (await planIds(admin, REFILL_PLAN_STATUS.created)).filter((id) => !franchiseIds.has(id)).slice(0, 2);
    const before = await audits('delete.refill_plan', outside);

    const r = await bulk(franchise, { target: 'delete.refill_plan', ids: outside });

    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ done: 0, refused: 2 });
    expect(r.body.data.results.map((x: { message: string }) => x.message)).toEqual(['Refill plan not found.', 'Refill plan not found.']);
    expect(await statuses(outside)).toEqual(Object.fromEntries(outside.map((id) => [id, REFILL_PLAN_STATUS.created])));
    expect(await audits('delete.refill_plan', outside)).toBe(before);
  });

  it('answers 403 and changes nothing for a caller without the single action\'s permission', async () => {
    const partner = await api.login('partner@demo.local');
    const [id] = await planIds(admin, REFILL_PLAN_STATUS.created);
    const r = await bulk(partner, { target: 'delete.refill_plan', ids: [id] });
    expect(r.status).toBe(403);
    expect(await statuses([id!])).toEqual({ [id!]: REFILL_PLAN_STATUS.created });
  });

  it('deletes the Created plans it is given', async () => {
    const franchiseIds = await planIds(franchise, REFILL_PLAN_STATUS.created);
    const ids = franchiseIds.slice(0, 1);
    const r = await bulk(franchise, { target: 'delete.refill_plan', ids });
    expect(r.body.data).toMatchObject({ done: 1, refused: 0 });
    expect(await statuses(ids)).toEqual({});
    expect(await audits('delete.refill_plan', ids)).toBe(1);
  });

  it.each([
    ['an action not declared for bulk', { target: 'update.refill_plan', ids: [1] }, 'target'],
    [`more than ${BULK_LIMIT} records`, { target: 'delete.refill_plan', ids: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1) }, 'ids'],
    ['a field the target does not take', { target: 'delete.refill_plan', ids: [1], fields: { colour: 'red' } }, 'colour'],
  ])('refuses %s whole with 400, changing nothing', async (_what, fields, path) => {
    const before = await statuses(await planIds(admin, REFILL_PLAN_STATUS.created));
    const r = await bulk(admin, fields);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await statuses(Object.keys(before).map(Number))).toEqual(before);
  });
});

describe('bulk.discount', () => {
  it('pauses the Active discount and refuses the Paused one, with the status action shared by both', async () => {
    const ids = async (status: number) => ((await api.post('offers-management', { action: 'list.discounts', status: [status], limit: 1 }, admin)).body.data as { id: number }[]).map((d) => d.id);
    const [active] = await ids(1);
    const [paused] = await ids(2);
    expect(active && paused).toBeTruthy();

    const r = await api.post('offers-management', { action: 'bulk.discount', target: 'change_status.discount', ids: [active, paused], fields: { status_action: 'PAUSE' } }, admin);

    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ done: 1, refused: 1 });
    expect(r.body.data.results[1]).toMatchObject({ id: paused, status: 'refused' });
    expect(r.body.data.results[1].message).toMatch(/Paused/);
    const after = await api.post('offers-management', { action: 'get.discount', id: active }, admin);
    expect(after.body.data.status).toBe(2);
  });
});

describe('bulk.shipping', () => {
  it('takes Created orders in progress and refuses one past that step, with the step shared by all', async () => {
    const SM = 'shipping-management';
    const ids = async (status: string[], limit: number) => ((await api.post(SM, { action: 'list.shippings', status, limit }, admin)).body.data as { id: number }[]).map((o) => o.id);
    const created = await ids(['ORDER_CREATED'], 2);
    // Any order past the first step: its lifecycle refuses "progress".
    const [delivered] = await ids(['DISPATCHED', 'IN_TRANSIT', 'DELIVERED_DP', 'DELIVERED', 'RECEIVED_SM', 'CANCELLED'], 1);
    expect(created.length && delivered).toBeTruthy();

    const r = await api.post(SM, { action: 'bulk.shipping', target: 'step.shipping', ids: [...created, delivered], fields: { step: 'progress' } }, admin);

    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ done: created.length, refused: 1 });
    expect(r.body.data.results.at(-1)).toMatchObject({ id: delivered, status: 'refused' });
    for (const id of created) expect((await api.post(SM, { action: 'get.shipping', id }, admin)).body.data.status).toBe('IN_PROGRESS');
  });
});
