/** /api/vending-machine-management: the /vm list, a machine with its slots, live stock, scoping. */
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany, RIVAL_ADMIN } from './machines-fixtures.ts';

const VM = 'vending-machine-management';
let api: TestApi;
let admin: string;
let rival: Awaited<ReturnType<typeof createRivalCompany>>;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  rival = await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

const list = (body: Record<string, unknown>, token = admin) => api.post(VM, { action: 'list.active_vending_machines', ...body }, token);

async function demoMachines(where: SQL = isNull(vendingMachines.deleted_at)) {
  const [adminUser] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  return api.services.db.select().from(vendingMachines).where(and(eq(vendingMachines.company_id, adminUser.company_id), where));
}

describe('list.active_vending_machines (/vm)', () => {
  it('lists the company\'s machines that are not deleted, by name, ten to a page', async () => {
    const machines = await demoMachines();
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(machines.length);
    expect(r.body.data).toHaveLength(10);
    const names = r.body.data.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = r.body.data[0];
    expect(first).toMatchObject({ code: expect.stringMatching(/^VM-\d{5}$/), slot_count: 48, deleted_at: null });
    expect(first.warehouse ?? first.store).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(first.stock_percent).toBeGreaterThanOrEqual(0);
    expect(first.stock_percent).toBeLessThanOrEqual(100);
  });

  it('pages without overlap or gaps', async () => {
    const all = await list({ limit: 30, sortBy: 'code', sortDir: 'ASC' });
    const pages = [await list({ limit: 10, offset: 0, sortBy: 'code', sortDir: 'ASC' }), await list({ limit: 10, offset: 10, sortBy: 'code', sortDir: 'ASC' }), await list({ limit: 10, offset: 20, sortBy: 'code', sortDir: 'ASC' })];
    expect(pages.flatMap((p) => p.body.data.map((m: { id: number }) => m.id))).toEqual(all.body.data.map((m: { id: number }) => m.id));
  });

  it('sorts by a whitelisted column either way and refuses any other with 400', async () => {
    const desc = await list({ sortBy: 'code', sortDir: 'DESC' });
    expect(desc.body.data[0].code > desc.body.data[1].code).toBe(true);
    const byStatus = await list({ sortBy: 'status', sortDir: 'DESC', limit: 5 });
    expect(byStatus.body.data[0].status).toBe(3);
    const bad = await list({ sortBy: 'password_hash' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('sortBy');
    const lower = await list({ sortDir: 'asc' });
    expect(lower.status).toBe(400);
    expect(lower.body.errors[0].path).toBe('sortDir');
  });

  it('filters by status, warehouse, store, city and search', async () => {
    const machines = await demoMachines();
    const failed = await list({ status: [3], limit: 100 });
    expect(failed.body.total).toBe(machines.filter((m) => m.status === 3).length);
    expect(failed.body.data.every((m: { status: number }) => m.status === 3)).toBe(true);

    const storeServed = machines.filter((m) => m.store_id !== null);
    expect(storeServed.length).toBeGreaterThan(0);
    const byStore = await list({ store_id: [storeServed[0].store_id], limit: 100 });
    expect(byStore.body.total).toBe(storeServed.filter((m) => m.store_id === storeServed[0].store_id).length);
    expect(byStore.body.data.every((m: { store: { id: number } }) => m.store.id === storeServed[0].store_id)).toBe(true);

    const warehouseId = machines.find((m) => m.warehouse_id)!.warehouse_id;
    const both = await list({ warehouse_id: [warehouseId], status: [1], limit: 100 });
    expect(both.body.total).toBe(machines.filter((m) => m.warehouse_id === warehouseId && m.status === 1).length);

    const pune = await list({ city: ['Pune'], limit: 100 });
    expect(pune.body.data.every((m: { city: string }) => m.city === 'Pune')).toBe(true);

    const one = await list({ search: 'vm-00042' });
    expect(one.body.total).toBe(1);
    expect(one.body.data[0].code).toBe('VM-00042');
    const none = await list({ search: '%' });
    expect(none.body.total).toBe(0);
  });

  it('pages and sorts a search like the whole list (matches found first, then sorted)', async () => {
    const term = 'pun';
    const contains = (text: string | null) => (text ?? '').toLowerCase().includes(term);
    const matches = (await demoMachines()).filter((m) => [m.name, m.code, m.location, m.city].some(contains));
    expect(matches.length).toBeGreaterThan(10);
    const byCode = [...matches].sort((a, b) => (a.code < b.code ? 1 : -1)).map((m) => m.code);
    const first = await list({ search: 'PUN', sortBy: 'code', sortDir: 'DESC', limit: 10 });
    const second = await list({ search: 'PUN', sortBy: 'code', sortDir: 'DESC', limit: 10, offset: 10 });
    expect(first.body.total).toBe(matches.length);
    expect([...first.body.data, ...second.body.data].map((m: { code: string }) => m.code)).toEqual(byCode.slice(0, 20));
    const short = await list({ search: 'pu', limit: 100 });
    expect(short.body.total).toBeGreaterThanOrEqual(matches.length);
  });

  it('searches name, code, location and city as typed in any case, one field at a time, and follows an edit', async () => {
    const machines = await demoMachines();
    const matching = (term: string) => machines.filter((m) => [m.name, m.code, m.location, m.city].some((text) => text.toLowerCase().includes(term.toLowerCase()))).length;
    // One and two characters (no trigram to use), and a city typed in capitals.
    for (const term of ['7', 'a', 'Vm', machines[0].city.toUpperCase()]) {
      expect((await list({ search: term })).body.total, term).toBe(matching(term));
    }
    // The end of a name running into the code: in no single field, so no match.
    const machine = machines.find((m) => m.name.includes(' '))!;
    const across = `${machine.name.split(' ').at(-1)} ${machine.code}`;
    expect(matching(across)).toBe(0);
    expect((await list({ search: across })).body.total).toBe(0);
    // The search text is kept by the database: a renamed machine is found by its new name at once.
    await api.services.db.update(vendingMachines).set({ name: 'Quayside Kiosk' }).where(eq(vendingMachines.id, machine.id));
    try {
      expect((await list({ search: 'quaysIDE' })).body.data.map((m: { id: number }) => m.id)).toEqual([machine.id]);
    } finally {
      await api.services.db.update(vendingMachines).set({ name: machine.name }).where(eq(vendingMachines.id, machine.id));
    }
  });

  it('refuses malformed filters naming the field', async () => {
    const r = await list({ status: [4] });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('status.0');
    const huge = await list({ warehouse_id: [2 ** 40] });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0].path).toBe('warehouse_id.0');
  });

  it('shows a franchise admin only the franchise\'s machines', async () => {
    const token = await api.login('franchise@demo.local');
    const [franchiseUser] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const machines = (await demoMachines()).filter((m) => m.franchise_id === franchiseUser.franchise_id);
    const r = await list({ limit: 200 }, token);
    expect(r.body.total).toBe(machines.length);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.data.every((m: { franchise: { id: number } }) => m.franchise.id === franchiseUser.franchise_id)).toBe(true);
    const outside = (await demoMachines()).find((m) => m.franchise_id !== franchiseUser.franchise_id)!;
    expect((await api.post(VM, { action: 'get.vending_machine', id: outside.id }, token)).status).toBe(404);
  });

  it('keeps companies apart', async () => {
    const rivalToken = await api.login(RIVAL_ADMIN);
    const theirs = await list({}, rivalToken);
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.data[0].name).toBe('Rival Lobby Machine');
    expect((await list({ search: 'Rival' })).body.total).toBe(0);
    expect((await api.post(VM, { action: 'get.vending_machine', id: rival.machineId }, admin)).status).toBe(404);
  });

  it('answers 403 naming the permission to a role without it', async () => {
    const token = await api.login('warehouse@demo.local');
    const r = await list({}, token);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_VIEW_VENDING_MACHINE');
  });
});

describe('list.deleted_vending_machines', () => {
  it('lists only deleted machines, which get.vending_machine still opens with deleted_at', async () => {
    const deleted = await demoMachines(isNotNull(vendingMachines.deleted_at));
    const r = await api.post(VM, { action: 'list.deleted_vending_machines', sortBy: 'deleted_at' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(deleted.length);
    expect(deleted.length).toBeGreaterThan(0);
    expect(r.body.data.every((m: { deleted_at: string | null }) => m.deleted_at !== null)).toBe(true);
    const active = await list({ limit: 2000 });
    const activeIds = new Set(active.body.data.map((m: { id: number }) => m.id));
    for (const m of r.body.data) expect(activeIds.has(m.id)).toBe(false);
    const one = await api.post(VM, { action: 'get.vending_machine', id: r.body.data[0].id }, admin);
    expect(one.status).toBe(200);
    expect(one.body.data.deleted_at).toBe(r.body.data[0].deleted_at);
  });
});

describe('get.vending_machine (/vm/{id})', () => {
  it('answers the machine with its 48 slots in tray order, and totals that match them', async () => {
    const [machine] = await demoMachines();
    const r = await api.post(VM, { action: 'get.vending_machine', id: machine.id }, admin);
    expect(r.status).toBe(200);
    const m = r.body.data;
    expect(m).toMatchObject({ id: machine.id, name: machine.name, code: machine.code, rows: 6, columns: 8, hardware_board_name: machine.hardware_board_name });
    expect(m.slots).toHaveLength(48);
    expect(m.slots[0]).toMatchObject({ coil: '11', row: 1, column: 1 });
    expect(m.slots[47]).toMatchObject({ coil: '68', row: 6, column: 8 });
    for (const slot of m.slots) {
      expect(typeof slot.motor_activated).toBe('boolean');
      expect(slot.quantity).toBeLessThanOrEqual(slot.item_layout_max);
    }
    const quantity = m.slots.reduce((s: number, x: { quantity: number }) => s + x.quantity, 0);
    const capacity = m.slots.reduce((s: number, x: { item_layout_max: number }) => s + x.item_layout_max, 0);
    expect(m.stock_percent).toBe(Math.round((quantity * 100) / capacity));
    expect(m.motors_off).toBe(m.slots.filter((s: { motor_activated: boolean }) => !s.motor_activated).length);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.post(VM, { action: 'get.vending_machine', id: 99_999_999 }, admin)).status).toBe(404);
    const bad = await api.post(VM, { action: 'get.vending_machine', id: 'one' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('id');
  });
});

describe('get.vending_machine_stock (/vm-snapshot/{vmId})', () => {
  it('gives each slot its fill percentage, and is open to PERM_VIEW_STOCK without machine access', async () => {
    const [machine] = await demoMachines();
    await api.services.db.update(vmSlots).set({ quantity: 3, item_layout_max: 8 }).where(and(eq(vmSlots.vending_machine_id, machine.id), eq(vmSlots.coil, '11')));
    const token = await api.login('warehouse@demo.local'); // PERM_VIEW_STOCK only
    const r = await api.post(VM, { action: 'get.vending_machine_stock', id: machine.id }, token);
    expect(r.status).toBe(200);
    expect(r.body.data.slots.find((s: { coil: string }) => s.coil === '11')).toMatchObject({ quantity: 3, item_layout_max: 8, percent: 38 });
    expect(Date.parse(r.body.data.read_at)).not.toBeNaN();
  });
});

describe('get.vending_machine_filter_options', () => {
  it("lists the warehouses, stores, zones and cities of the caller's machines", async () => {
    const r = await api.post(VM, { action: 'get.vending_machine_filter_options' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.warehouses.length).toBe(6);
    expect(r.body.data.stores.length).toBeGreaterThan(0);
    expect(r.body.data.cities).toContain('Delhi');
    const franchise = await api.post(VM, { action: 'get.vending_machine_filter_options' }, await api.login('franchise@demo.local'));
    expect(franchise.body.data.cities).toEqual(['Delhi']);
  });
});
