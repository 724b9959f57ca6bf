/**
 * The rest of issue 39 through the API: a VM return order dispatched from the machine toward its
 * warehouse before it is received (its units stay on the return order until then), with
 * permission, scope, audit and the stock conserved (the ledger's books balance, the return
 * order's place holds the same units).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refillPlans, refillReturnOrders } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

const audits = async (action: string, id: number) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entity_id, id))))[0]!.n;

async function booksBalance() {
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await machineTotalsViolations(api.services.db)).toEqual([]);
}

/** Units the ledger holds on a return order (moved onto it minus moved off it). */
async function onReturnOrder(id: number): Promise<number> {
  const [r] = await rows<{ n: number }>(sql`select coalesce(sum(case when to_kind = 'return_order' and to_id = ${id} then quantity else -quantity end), 0)::int as n
    from stock_movements where (to_kind = 'return_order' and to_id = ${id}) or (from_kind = 'return_order' and from_id = ${id})`);
  return Number(r!.n);
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

describe('return order dispatch', () => {
  it('dispatches a Pending return toward the warehouse, then receives it; units stay on the order until received', async () => {
    const [pending] = await api.services.db.select().from(refillReturnOrders).where(eq(refillReturnOrders.status, 1)).limit(1);
    expect(pending).toBeTruthy();
    const held = await onReturnOrder(pending!.id);
    expect(held).toBeGreaterThan(0);

    // No permission (the technician may not update refills), another company: refused, nothing changes.
    const technician = await api.login('technician@demo.local');
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, technician)).status).toBe(403);
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect([403, 404]).toContain((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, outsider)).status);
    // A stale version: 409.
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version + 5 }, admin)).status).toBe(409);
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(0);

    const dispatched = await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, admin);
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.data).toMatchObject({ status: 4, dispatched_by: { first_name: 'Aishwaryalakshmi' }, received_at: null });
    expect(dispatched.body.data.dispatched_at).toBeTruthy();
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(1);
    expect(await onReturnOrder(pending!.id)).toBe(held);
    await booksBalance();

    // Dispatched once only.
    const v = dispatched.body.data.version;
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: v }, admin)).status).toBe(409);
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(1);

    // Received at the warehouse: off the return order, onto the shelves (expired ones to the bin).
    const warehouse = await api.login('warehouse@demo.local');
    const received = await api.post(RM, { action: 'receive.refill_return_order', id: pending!.id, version: v }, warehouse);
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 3, dispatched_by: { first_name: 'Aishwaryalakshmi' }, received_by: { first_name: 'Meena' } });
    expect(await onReturnOrder(pending!.id)).toBe(0);
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: received.body.data.version }, admin)).status).toBe(409);
    await booksBalance();
  });
});

describe('the orders of a plan\'s kinds', () => {
  it('a Tally plan names its tally order, a Cash plan its cash collection at a step, each opening its overview', async () => {
    const plans = await api.services.db.select().from(refillPlans).orderBy(refillPlans.id);
    for (const kind of ['Refill', 'Return', 'Tally', 'Cash', 'TopUp']) expect(plans.some((p) => p.kind === kind)).toBe(true);
    const tallyPlan = plans.find((p) => p.kind === 'Tally')!;
    const cashPlan = plans.find((p) => p.kind === 'Cash')!;
    const tally = (await api.post(RM, { action: 'get.refill_plan', id: tallyPlan.id }, admin)).body.data;
    expect(tally.tally_order).toMatchObject({ id: expect.any(Number), warehouse: expect.any(String) });
    expect(tally.cash_collection).toBeNull();
    const counted = await api.post('warehouse-management', { action: 'get.tally_inventory', id: tally.tally_order.id }, admin);
    expect(counted.status).toBe(200);
    expect(counted.body.data.status).toBe('SUBMITTED');
    const cash = (await api.post(RM, { action: 'get.refill_plan', id: cashPlan.id }, admin)).body.data;
    expect(cash.tally_order).toBeNull();
    expect([1, 2, 3, 4]).toContain(cash.cash_collection.step);
    const collection = await api.post(RM, { action: 'get.cash_in_hand_order', id: cash.cash_collection.id }, admin);
    expect(collection.status).toBe(200);
    expect(collection.body.data.order_id).toBe(cash.cash_collection.order_id);
    const refill = (await api.post(RM, { action: 'get.refill_plan', id: plans.find((p) => p.kind === 'TopUp')!.id }, admin)).body.data;
    expect(refill).toMatchObject({ tally_order: null, cash_collection: null });
  });
});
