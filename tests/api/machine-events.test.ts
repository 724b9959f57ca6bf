/**
 * list.vm_events: a machine's events newest first, paged on the server, filtered by type and
 * date range; the seed's events; a status change writes STATUS_CHANGE; 403 without
 * PERM_VIEW_VM_EVENTS, 404 for another company's machine.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendingMachines, vmEvents } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const area = 'vending-machine-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const firstMachine = async () => (await api.services.db.select().from(vendingMachines).orderBy(asc(vendingMachines.id)).limit(1))[0]!;
const list = (fields: Record<string, unknown>, token = admin) => api.post(area, { action: 'list.vm_events', ...fields }, token);

describe('list.vm_events', () => {
  it('pages the seeded events newest first, and the pages add up to the total', async () => {
    const machine = await firstMachine();
    const stored = await api.services.db.select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id));
    expect(stored.length).toBeGreaterThanOrEqual(15);
    const page1 = await list({ vending_machine_id: machine.id, limit: 10 });
    expect(page1.status, JSON.stringify(page1.body)).toBe(200);
    expect(page1.body.total).toBe(stored.length);
    const page2 = await list({ vending_machine_id: machine.id, limit: 10, offset: 10 });
    const rows = [...page1.body.data, ...page2.body.data];
    expect(rows).toHaveLength(Math.min(20, stored.length));
    const times = rows.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rows.map((r: { id: number }) => r.id)).size).toBe(rows.length);
    expect(rows.every((r: { vending_machine_id: number }) => r.vending_machine_id === machine.id)).toBe(true);
  });

  it('filters by type and by date range', async () => {
    const machine = await firstMachine();
    const stored = await api.services.db.select().from(vmEvents).where(eq(vmEvents.vending_machine_id, machine.id));
    const vends = await list({ vending_machine_id: machine.id, type: ['VEND', 'VEND_FAILURE'], limit: 2000 });
    expect(vends.body.total).toBe(stored.filter((e) => e.type === 'VEND' || e.type === 'VEND_FAILURE').length);
    expect(vends.body.data.every((e: { type: string }) => e.type === 'VEND' || e.type === 'VEND_FAILURE')).toBe(true);

    const from = new Date(Date.now() - 7 * 24 * 3_600_000);
    const to = new Date(Date.now() - 2 * 24 * 3_600_000);
    const week = await list({ vending_machine_id: machine.id, from: from.toISOString(), to: to.toISOString(), limit: 2000 });
    expect(week.body.total).toBe(stored.filter((e) => e.created_at >= from && e.created_at < to).length);
  });

  it('writes a STATUS_CHANGE event when the status changes', async () => {
    const machine = await firstMachine();
    const r = await api.post(area, { action: 'update.vending_machine_status', id: machine.id, status: machine.status === 1 ? 2 : 1, version: machine.version }, admin);
    expect(r.status).toBe(200);
    const latest = await list({ vending_machine_id: machine.id, type: ['STATUS_CHANGE'], limit: 1 });
    expect(latest.body.data[0]).toMatchObject({ type: 'STATUS_CHANGE', coil: null });
    expect(latest.body.data[0].detail).toMatch(/^Status \w+ → \w+$/);
  });

  it('is 403 without PERM_VIEW_VM_EVENTS, 404 for another company, 400 for an unknown type', async () => {
    const machine = await firstMachine();
    expect((await list({ vending_machine_id: machine.id }, await api.login('store@demo.local'))).status).toBe(403);
    expect((await list({ vending_machine_id: machine.id }, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
    expect((await list({ vending_machine_id: machine.id, type: ['EXPLODED'] })).status).toBe(400);
  });
});
