/**
 * Cash collections (cash-in-hand orders) through the API: the overview's fields, receiving
 * with the over/short difference, the lifecycle and stale-version 409s, bad amounts,
 * permissions, filters and franchise scoping. The cash invariants are checked after each change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashViolations } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const used = new Set<number>();
async function freshSubmitted() {
  const r = await api.post(RM, { action: 'list.cash_in_hand_orders', state: ['SUBMITTED'], limit: 100 }, admin);
  const next = r.body.data.find((c: { id: number }) => !used.has(c.id));
  used.add(next.id);
  return (await api.post(RM, { action: 'get.cash_in_hand_order', id: next.id }, admin)).body.data;
}

const paise = (n: number) => Math.round(n * 100);
const receive = (id: number, receive_amt: unknown, version: number, token = admin) =>
  api.post(RM, { action: 'receive.cash_in_hand_order', id, receive_amt, version }, token);

describe('reading', () => {
  it('the seed adds up', async () => {
    expect(await cashViolations(api.services.db)).toEqual([]);
  });

  it('lists collections in both states with partner and warehouse, filtered by state', async () => {
    const all = await api.post(RM, { action: 'list.cash_in_hand_orders', limit: 100 }, admin);
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((c: { state: string }) => c.state))).toEqual(new Set(['SUBMITTED', 'RECEIVED']));
    const received = await api.post(RM, { action: 'list.cash_in_hand_orders', state: ['RECEIVED'], limit: 100 }, admin);
    expect(received.body.total).toBeGreaterThan(0);
    expect(received.body.total).toBeLessThan(all.body.total);
    expect(received.body.data.every((c: { state: string; difference: number | null }) => c.state === 'RECEIVED' && c.difference !== null)).toBe(true);
    const byOrder = await api.post(RM, { action: 'list.cash_in_hand_orders', search: all.body.data[0].order_id }, admin);
    expect(byOrder.body.data[0].order_id).toBe(all.body.data[0].order_id);
    expect((await api.post(RM, { action: 'list.cash_in_hand_orders', sortBy: 'password' }, admin)).status).toBe(400);
  });

  it('get.cash_in_hand_order has the overview fields; total cash is the picked-up amounts plus net direct sales', async () => {
    const c = await freshSubmitted();
    expect(c.order_id).toMatch(/^CC-/);
    expect(c.state).toBe('SUBMITTED');
    expect(c.RefillPartner.name).toBeTruthy();
    expect(c.Warehouse.name).toMatch(/Warehouse/);
    expect(c.CashCollectionOrders.length).toBeGreaterThan(0);
    expect(c.CashCollectionOrders[0].VendingMachine.name).toBeTruthy();
    const picked = c.CashCollectionOrders.reduce((s: number, l: { picked_up_amount: number }) => s + paise(l.picked_up_amount), 0);
    const sales = c.SaleOrders.reduce((s: number, l: { amount: number; refund_amount: number }) => s + paise(l.amount) - paise(l.refund_amount), 0);
    expect(paise(c.submitted_amount)).toBe(picked + sales);
    expect(c.received_amount).toBeNull();
    expect((await api.post(RM, { action: 'get.cash_in_hand_order', id: 999999 }, admin)).status).toBe(404);
  });
});

describe('receiving', () => {
  it('stores the amount counted and the difference against the expected amount, once', async () => {
    const c = await freshSubmitted();
    const counted = c.expected_amount - 12.5;
    const r = await receive(c.id, counted, c.version);
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe('RECEIVED');
    expect(r.body.data.received_amount).toBe(counted);
    expect(paise(r.body.data.difference)).toBe(-1250);
    expect(r.body.data.version).toBe(c.version + 1);
    expect(r.body.data.ReceivedBy.first_name).toBe('Aishwaryalakshmi');
    expect(await cashViolations(api.services.db)).toEqual([]);

    const again = await receive(c.id, counted, c.version + 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Cash collection ${c.order_id} is already RECEIVED; it cannot be received again.`);
  });

  it('an amount over the expected one is stored as over', async () => {
    const c = await freshSubmitted();
    const r = await receive(c.id, c.expected_amount + 100.25, c.version);
    expect(paise(r.body.data.difference)).toBe(10025);
  });

  it('a stale version is a 409 and nothing changes', async () => {
    const c = await freshSubmitted();
    const r = await receive(c.id, 10, c.version + 3);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('was changed by someone else');
    const now = (await api.post(RM, { action: 'get.cash_in_hand_order', id: c.id }, admin)).body.data;
    expect(now.state).toBe('SUBMITTED');
  });

  it('refuses bad amounts naming the field', async () => {
    const c = await freshSubmitted();
    for (const bad of [-1, 'abc', 12.345, null, 2e12]) {
      const r = await receive(c.id, bad, c.version);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.errors[0].path).toBe('receive_amt');
    }
    expect((await receive(c.id, 12.345, c.version)).body.errors[0].message).toBe('Enter at most 2 decimal places');
    const missing = await api.post(RM, { action: 'receive.cash_in_hand_order', id: c.id, version: c.version }, admin);
    expect(missing.body.errors[0]).toEqual({ path: 'receive_amt', message: 'Value required' });
    expect(await cashViolations(api.services.db)).toEqual([]);
  });

  it('the operator may read but not receive; the warehouse manager receives', async () => {
    const c = await freshSubmitted();
    const operator = await api.login('operator@demo.local');
    expect((await api.post(RM, { action: 'get.cash_in_hand_order', id: c.id }, operator)).status).toBe(200);
    const refused = await receive(c.id, 100, c.version, operator);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('PERM_UPDATE_INVENTORY');
    const manager = await api.login('warehouse@demo.local');
    expect((await receive(c.id, 100, c.version, manager)).status).toBe(200);
  });

  it("a franchise admin sees only cash brought to the franchise's warehouse", async () => {
    const franchise = await api.login('franchise@demo.local');
    const visible = await api.post(RM, { action: 'list.cash_in_hand_orders', limit: 100 }, franchise);
    expect(visible.body.total).toBeGreaterThan(0);
    expect(visible.body.data.every((c: { Warehouse: { name: string } }) => c.Warehouse.name === 'Delhi Okhla Warehouse')).toBe(true);
    const all = await api.post(RM, { action: 'list.cash_in_hand_orders', limit: 100 }, admin);
    const foreign = all.body.data.find((c: { Warehouse: { name: string } }) => c.Warehouse.name !== 'Delhi Okhla Warehouse');
    expect((await api.post(RM, { action: 'get.cash_in_hand_order', id: foreign.id }, franchise)).status).toBe(404);
  });
});
