/** The refill plan list (/refills) and refill partners through the API. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REFILL_KINDS } from '../../contract/statuses.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

it('lists plans in every status and kind with machine and partner', async () => {
  const r = await api.post(RM, { action: 'list.refills', limit: 2000 }, admin);
  expect(r.status).toBe(200);
  expect(r.body.total).toBeGreaterThan(100);
  expect(new Set(r.body.data.map((p: { status: number }) => p.status))).toEqual(new Set([1, 2, 3]));
  expect(new Set(r.body.data.map((p: { kind: string }) => p.kind))).toEqual(new Set(REFILL_KINDS));
  const plan = r.body.data[0];
  expect(plan.VendingMachine.name).toBeTruthy();
  expect(plan.plan_id).toMatch(/^RP-/);
  expect(Boolean(plan.warehouse) || Boolean(plan.store)).toBe(true);
});

it("filters by machine (the REFILL_EXECUTE reload's vending_machine_id), status, kind and partner", async () => {
  const all = (await api.post(RM, { action: 'list.refills', limit: 2000 }, admin)).body.data;
  const machineId = all[0].VendingMachine.id;
  const ofMachine = await api.post(RM, { action: 'list.refills', vending_machine_id: machineId, limit: 2000 }, admin);
  expect(ofMachine.body.total).toBe(all.filter((p: { VendingMachine: { id: number } }) => p.VendingMachine.id === machineId).length);
  const executedTopUps = await api.post(RM, { action: 'list.refills', status: [3], kind: ['TopUp'], limit: 2000 }, admin);
  expect(executedTopUps.body.data.every((p: { status: number; kind: string }) => p.status === 3 && p.kind === 'TopUp')).toBe(true);
  expect(executedTopUps.body.total).toBe(all.filter((p: { status: number; kind: string }) => p.status === 3 && p.kind === 'TopUp').length);
  const partner = all.find((p: { RefillPartner: unknown }) => p.RefillPartner).RefillPartner;
  const ofPartner = await api.post(RM, { action: 'list.refills', refill_partner_id: [partner.id], limit: 2000 }, admin);
  expect(ofPartner.body.data.every((p: { RefillPartner: { id: number } }) => p.RefillPartner.id === partner.id)).toBe(true);
  const search = await api.post(RM, { action: 'list.refills', search: all[5].plan_id }, admin);
  expect(search.body.data[0].plan_id).toBe(all[5].plan_id);
  expect((await api.post(RM, { action: 'list.refills', kind: ['Snack'] }, admin)).status).toBe(400);
  expect((await api.post(RM, { action: 'list.refills', sortBy: 'drop table' }, admin)).status).toBe(400);
});

it('refill partners for the filter; the technician may see neither', async () => {
  const partners = await api.post(RM, { action: 'list.refill_partners', limit: 100 }, admin);
  expect(partners.body.total).toBe(8);
  const technician = await api.login('technician@demo.local');
  expect((await api.post(RM, { action: 'list.refills' }, technician)).status).toBe(403);
  expect((await api.post(RM, { action: 'list.refill_partners' }, technician)).status).toBe(403);
});

it("franchise users see only their franchise's machines' plans", async () => {
  const franchise = await api.login('franchise@demo.local');
  const own = await api.post(RM, { action: 'list.refills', limit: 2000 }, franchise);
  const all = await api.post(RM, { action: 'list.refills', limit: 2000 }, admin);
  expect(own.body.total).toBeGreaterThan(0);
  expect(own.body.total).toBeLessThan(all.body.total);
});
