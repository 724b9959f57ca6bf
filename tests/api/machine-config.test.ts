/**
 * Machine configuration (create.vending_machine, update.vending_machine, get.vending_machine_config):
 * slots from the planogram template in the same transaction, versions and audit, the two
 * zone refusals by role (domain.md §5 "Machine configuration"), bad input refused with nothing
 * changed, permissions, the franchise admin's reach, and templates not deleted while machines use them.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_CONFIG_MESSAGES as M } from '../../contract/actions/machine-config.ts';
import {
  auditLog, boardSettingsTemplates, planogramTemplateSlots, planogramTemplates, stores, vendingMachines, vmSlots, vmTemplates, warehouses,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let franchiseAdmin: string;
let ids: { snack: number; drinks: number; office: number; metro: number; cold: number; board: number; bengaluru: number; okhla: number; store: number };
let VALID: Record<string, unknown>;
let n = 0;
const code = () => `VM-CFG-${++n}-${Date.now() % 100000}`;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const machineCount = async () => (await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines)).length;
const slotsOf = (id: number) => api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, id)).orderBy(asc(vmSlots.row), asc(vmSlots.column));
const templateSlots = (id: number) => api.services.db.select().from(planogramTemplateSlots).where(eq(planogramTemplateSlots.planogram_template_id, id)).orderBy(asc(planogramTemplateSlots.row), asc(planogramTemplateSlots.column));

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchiseAdmin = await api.login('franchise@demo.local');
  const db = api.services.db;
  const byName = <T extends { name: string; id: number }>(rows: T[], name: string) => rows.find((r) => r.name === name)!.id;
  const vts = await db.select().from(vmTemplates);
  const pts = await db.select().from(planogramTemplates);
  const bts = await db.select().from(boardSettingsTemplates);
  const whs = await db.select().from(warehouses);
  const sts = await db.select().from(stores);
  ids = {
    snack: byName(vts, 'Standard snack machine 6 × 8'), drinks: byName(vts, 'Drinks cooler 5 × 6'),
    office: byName(pts, 'Office snacks'), metro: byName(pts, 'Metro rush hour'), cold: byName(pts, 'Cold drinks'),
    board: bts[0]!.id, bengaluru: byName(whs, 'Bengaluru Central Warehouse'), okhla: byName(whs, 'Delhi Okhla Warehouse'),
    store: byName(sts, 'Connaught Place Store'),
  };
  VALID = {
    name: 'Koramangala Tech Park VM', location: 'Tower B lobby, Koramangala', city: 'Bengaluru', latitude: 12.9352, longitude: 77.6245,
    warehouse_id: ids.bengaluru, store_id: null, vm_template_id: ids.snack, planogram_template_id: ids.office,
    board_settings_template_id: ids.board, status: 1,
  };
});
afterAll(() => api.close());

describe('create.vending_machine and update.vending_machine', () => {
  it('adds a machine with the planogram\'s slots, empty with motors on; edits it with the version read; each change audited', async () => {
    const c = code();
    const created = await post({ action: 'create.vending_machine', ...VALID, code: c });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const m = created.body.data;
    const [wh] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, ids.bengaluru));
    expect(m).toMatchObject({
      name: VALID.name, code: c, rows: 6, columns: 8, status: 1, warehouse: { id: ids.bengaluru }, store: null,
      zone: { id: wh!.zone_id }, franchise: null, vm_template: { id: ids.snack }, planogram_template: { id: ids.office },
      board_settings_template: { id: ids.board }, version: 0,
    });
    const planned = await templateSlots(ids.office);
    const slots = await slotsOf(m.id);
    expect(m.slot_count).toBe(planned.length);
    expect(slots.map((s) => [s.coil, s.row, s.column, s.product_id, s.item_layout_max, s.quantity, s.motor_activated]))
      .toEqual(planned.map((p) => [p.coil, p.row, p.column, p.product_id, p.item_layout_max, 0, true]));
    expect((await post({ action: 'get.vending_machine_config', id: m.id })).body.data).toEqual(m);

    // Another planogram of the same shape, on an empty machine: the slots are rewritten.
    const edited = await post({ action: 'update.vending_machine', id: m.id, version: 0, ...VALID, code: c, name: 'Koramangala VM 2', planogram_template_id: ids.metro });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Koramangala VM 2', planogram_template: { id: ids.metro }, version: 1 });
    expect((await slotsOf(m.id)).map((s) => s.coil)).toEqual((await templateSlots(ids.metro)).map((p) => p.coil));

    const stale = await post({ action: 'update.vending_machine', id: m.id, version: 0, ...VALID, code: c });
    expect(stale.status).toBe(409);

    const trail = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, m.id))).orderBy(asc(auditLog.id));
    expect(trail.map((a) => a.action)).toEqual(['create.vending_machine', 'update.vending_machine']);
    expect((trail[0]!.after as { slots: unknown[] }).slots).toHaveLength(planned.length);
    expect(trail[1]!.before).toMatchObject({ name: VALID.name, planogram_template_id: ids.office });
    expect(trail[1]!.after).toMatchObject({ name: 'Koramangala VM 2', planogram_template_id: ids.metro });
  });

  it('refuses a planogram change while the machine holds units, naming /change-planogram-multiple-vm; other edits still save', async () => {
    const c = code();
    const m = (await post({ action: 'create.vending_machine', ...VALID, code: c })).body.data;
    const [first] = await slotsOf(m.id);
    await api.services.db.update(vmSlots).set({ quantity: 3 }).where(eq(vmSlots.id, first!.id));
    const before = await slotsOf(m.id);
    const refused = await post({ action: 'update.vending_machine', id: m.id, version: 0, ...VALID, code: c, planogram_template_id: ids.metro });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.planogramChangeWithStock(3));
    expect(refused.body.message).toContain('/change-planogram-multiple-vm');
    expect(await slotsOf(m.id)).toEqual(before);
    const renamed = await post({ action: 'update.vending_machine', id: m.id, version: 0, ...VALID, code: c, name: 'Still stocked', status: 2 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await slotsOf(m.id)).toEqual(before);
  });

  it('a warehouse without a zone is refused with the company admin\'s and the franchise admin\'s own message', async () => {
    const base = { address_line_1: 'Plot 1', address_line_2: '', country: 'India', state: 'Delhi', city: 'Delhi', pincode: '110020', latitude: null, longitude: null, location_tracking: false, is_visible: true, po_approval_required: false, zone_id: null };
    const companyWh = (await api.post('warehouse-management', { action: 'create.warehouse', ...base, name: 'Zoneless company WH' }, admin)).body.data;
    const franchiseWh = (await api.post('warehouse-management', { action: 'create.warehouse', ...base, name: 'Zoneless franchise WH' }, franchiseAdmin)).body.data;
    const before = await machineCount();
    const byAdmin = await post({ action: 'create.vending_machine', ...VALID, code: code(), warehouse_id: companyWh.id });
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body.errors[0]).toMatchObject({ path: 'warehouse_id', message: M.warehouseWithoutZoneCompany });
    const byFranchise = await post({ action: 'create.vending_machine', ...VALID, code: code(), warehouse_id: franchiseWh.id }, franchiseAdmin);
    expect(byFranchise.status).toBe(400);
    expect(byFranchise.body.errors[0]).toMatchObject({ path: 'warehouse_id', message: M.warehouseWithoutZoneFranchise });
    expect(M.warehouseWithoutZoneCompany).not.toBe(M.warehouseWithoutZoneFranchise);
    expect(await machineCount()).toBe(before);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const taken = code();
    expect((await post({ action: 'create.vending_machine', ...VALID, code: taken })).status).toBe(201);
    const before = await machineCount();
    const slotCount = (await api.services.db.select({ id: vmSlots.id }).from(vmSlots)).length;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ name: ' ' }, 'name', M.nameRequired],
      [{ code: '' }, 'code', M.codeRequired],
      [{ code: taken }, 'code', M.codeTaken],
      [{ location: '' }, 'location', M.locationRequired],
      [{ latitude: 95 }, 'latitude', 'Latitude must be between -90 and 90.'],
      [{ longitude: null }, 'longitude', M.locationPair],
      [{ store_id: ids.store }, 'warehouse_id', M.servedByOne],
      [{ warehouse_id: null }, 'warehouse_id', M.servedByOne],
      [{ warehouse_id: 999_999 }, 'warehouse_id', M.unknownWarehouse],
      [{ warehouse_id: null, store_id: 999_999 }, 'store_id', M.unknownStore],
      [{ vm_template_id: 999_999 }, 'vm_template_id', M.unknownVmTemplate],
      [{ planogram_template_id: ids.cold }, 'planogram_template_id', M.planogramNotForVmTemplate],
      [{ board_settings_template_id: 999_999 }, 'board_settings_template_id', M.unknownBoardSettings],
      [{ franchise_id: 999_999 }, 'franchise_id', M.unknownFranchise],
      [{ status: 9 }, 'status', /./],
    ];
    for (const [fields, path, message] of cases) {
      const r = await post({ action: 'create.vending_machine', ...VALID, code: code(), ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.errors[0].path, JSON.stringify(r.body)).toBe(path);
      if (typeof message === 'string') expect(r.body.errors[0].message).toBe(message);
    }
    expect(await machineCount()).toBe(before);
    expect((await api.services.db.select({ id: vmSlots.id }).from(vmSlots)).length).toBe(slotCount);

    const [row] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.code, taken));
    const bad = await post({ action: 'update.vending_machine', id: row!.id, version: row!.version, ...VALID, code: taken, planogram_template_id: ids.cold });
    expect(bad.status).toBe(400);
    const [after] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, row!.id));
    expect(after).toEqual(row);
  });

  it('the form\'s options: warehouses with their zone, templates, and franchises for company staff only', async () => {
    const company = (await post({ action: 'get.vending_machine_form_options' })).body.data;
    expect(company.warehouses.find((w: { id: number }) => w.id === ids.bengaluru).zone).not.toBeNull();
    expect(company.planogram_templates).toContainEqual({ id: ids.office, name: 'Office snacks', vm_template_id: ids.snack });
    expect(company.franchises.length).toBeGreaterThan(0);
    const franchise = (await post({ action: 'get.vending_machine_form_options' }, franchiseAdmin)).body.data;
    expect(franchise.warehouses.map((w: { id: number }) => w.id)).toContain(ids.okhla);
    expect(franchise.warehouses.map((w: { id: number }) => w.id)).not.toContain(ids.bengaluru);
    expect(franchise.franchises).toEqual([]);
  });

  it('a store serves a machine with no zone', async () => {
    const r = await post({ action: 'create.vending_machine', ...VALID, code: code(), warehouse_id: null, store_id: ids.store });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ warehouse: null, store: { id: ids.store }, zone: null });
  });

  it('roles without the permission get 403', async () => {
    const [row] = await api.services.db.select().from(vendingMachines).limit(1);
    for (const email of ['store@demo.local', 'location@demo.local', 'warehouse@demo.local']) {
      const token = await api.login(email);
      expect((await post({ action: 'create.vending_machine', ...VALID, code: code() }, token)).status, email).toBe(403);
      expect((await post({ action: 'update.vending_machine', id: row!.id, version: row!.version, ...VALID, code: row!.code }, token)).status, email).toBe(403);
    }
    // A technician fixes machines (PERM_UPDATE_VENDING_MACHINE) but does not add them.
    expect((await post({ action: 'create.vending_machine', ...VALID, code: code() }, await api.login('technician@demo.local'))).status).toBe(403);
  });

  it('a franchise admin adds machines in their franchise only, from their warehouses, and edits only theirs', async () => {
    const mine = await post({ action: 'create.vending_machine', ...VALID, code: code(), warehouse_id: ids.okhla }, franchiseAdmin);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const [okhla] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, ids.okhla));
    expect(mine.body.data.franchise?.id).toBe(okhla!.franchise_id);
    const other = await post({ action: 'create.vending_machine', ...VALID, code: code() }, franchiseAdmin);
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({ path: 'warehouse_id', message: M.unknownWarehouse });
    const foreignFranchise = await post({ action: 'create.vending_machine', ...VALID, code: code(), warehouse_id: ids.okhla, franchise_id: null }, franchiseAdmin);
    expect(foreignFranchise.body.errors[0]).toMatchObject({ path: 'franchise_id', message: M.ownFranchiseOnly });

    const companyMachine = (await post({ action: 'create.vending_machine', ...VALID, code: code() })).body.data;
    const reach = await post({ action: 'update.vending_machine', id: companyMachine.id, version: 0, ...VALID, code: companyMachine.code, warehouse_id: ids.okhla }, franchiseAdmin);
    expect(reach.status).toBe(404);
  });

  it('a board settings, planogram or VM template is not deleted while machines use it', async () => {
    const board = (await api.post('template-management', {
      action: 'create.board_settings_template', name: 'In use by a machine', vm_brand_model: 'X', carrier_board: 'Y', board_type: 1,
      expiry_display: 1, non_available_display: 1, network_priority: ['ETHERNET', 'WIFI', 'LTE', '3G'],
    }, admin));
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    await post({ action: 'create.vending_machine', ...VALID, code: code(), board_settings_template_id: board.body.data.id });
    const refused = await api.post('template-management', { action: 'delete.board_settings_template', id: board.body.data.id, version: 0 }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.templateUsedByMachines(1));

    // A VM template whose planograms are gone but machines remain.
    const [snack] = await api.services.db.select().from(vmTemplates).where(eq(vmTemplates.id, ids.snack));
    const [copy] = await api.services.db.insert(vmTemplates).values({ ...snack!, id: undefined, name: 'Machine-held copy', version: 0 }).returning();
    const [plan] = await api.services.db.insert(planogramTemplates).values({ company_id: snack!.company_id, name: 'Soon gone', vm_template_id: copy!.id }).returning();
    expect((await post({ action: 'create.vending_machine', ...VALID, code: code(), vm_template_id: copy!.id, planogram_template_id: plan!.id })).status).toBe(201);
    const planRefused = await api.post('template-management', { action: 'delete.planogram_template', id: plan!.id, version: 0 }, admin);
    expect(planRefused.status, JSON.stringify(planRefused.body)).toBe(409);
    expect(planRefused.body.message).toBe(M.templateUsedByMachines(1));
    await api.services.db.update(planogramTemplates).set({ deleted_at: new Date() }).where(eq(planogramTemplates.id, plan!.id));
    const vmRefused = await api.post('template-management', { action: 'delete.vm_template', id: copy!.id, version: 0 }, admin);
    expect(vmRefused.status, JSON.stringify(vmRefused.body)).toBe(409);
    expect(vmRefused.body.message).toBe(M.templateUsedByMachines(1));
  });
});
