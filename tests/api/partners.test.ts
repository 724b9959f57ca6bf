/**
 * Refill partners (issue 40, the people): list, view, add and edit through the API with the
 * permissions of routes.tsv, the company's scope, the status on its own ("Status updated
 * successfully"), the app PIN (stored hashed, never answered; its state only for
 * PERM_VIEW_PASSWORD), vehicles as warehouse rows of storage type Vehicle, an inactive partner
 * refused on a new refill plan, stale versions and bad input refused with nothing changed, and
 * one audit row per change.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFILL_PARTNER_MESSAGES } from '../../contract/actions/refill-partners.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { auditLog, refillPartners, vendingMachines, vmSlots, warehouses } from '../../server/db/schema/index.ts';
import { DEMO_VEHICLES } from '../../server/seed/demo-partners.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const AREA = 'refill-management';
const VALID = { name: 'Test partner', mobile_number: '9876543210', email: 'partner@example.com' };

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}, token = admin) {
  const r = await post({ action: 'create.refill_partner', ...VALID, ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (entity: string, id: number) =>
  (await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id)));
const stored = async (id: number) => (await api.services.db.select().from(refillPartners).where(eq(refillPartners.id, id)))[0]!;

describe('refill partners', () => {
  it('the demo company has them, paged, filtered by status and sorted on the server, with the vehicles seeded', async () => {
    const r = await post({ action: 'list.refill_partner_directory', limit: 5, sortBy: 'created_at', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(8);
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data[0]).toMatchObject({ name: 'Ramesh Kumar', status: 1, vehicle_count: 2 });
    const inactive = await post({ action: 'list.refill_partner_directory', status: [2], limit: 50 });
    expect(inactive.body.data.length).toBeGreaterThan(0);
    expect(inactive.body.data.every((p: any) => p.status === 2)).toBe(true);
    const ramesh = (await post({ action: 'get.refill_partner', id: r.body.data[0].id })).body.data;
    expect(ramesh.vehicles.map((v: any) => v.registration_number).sort()).toEqual(DEMO_VEHICLES.filter((v) => v.partner === 0).map((v) => v.registration_number).sort());
    expect(ramesh.vehicles.find((v: any) => v.name === 'Ramesh van').stock).toBeGreaterThan(0);
  });

  it('adds one, reads it back, edits it with the version read, changes its status; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, status: 1, version: 0, vehicles: [], pin: { is_set: false, changed_at: null } });
    expect((await post({ action: 'get.refill_partner', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.refill_partner', id: created.id, version: 0, ...VALID, name: 'Edited' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', version: 1 });
    const stale = await post({ action: 'update.refill_partner', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    const off = await post({ action: 'change_status.refill_partner', id: created.id, version: 1, status: 2 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ status: 2, version: 2 });
    expect((await audits('refill_partner', created.id)).map((a) => a.action)).toEqual(['create.refill_partner', 'update.refill_partner', 'change_status.refill_partner']);
  });

  it('keeps the PIN hashed: never answered, its state only for PERM_VIEW_PASSWORD, the audit naming only that it changed', async () => {
    const created = await create({ pin: '2580' });
    const row = await stored(created.id);
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('2580', row.pin_hash!)).toBe(true);
    expect(created.pin).toMatchObject({ is_set: true });
    const changed = await post({ action: 'change_pin.refill_partner', id: created.id, version: 0, pin: '135790' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await verifyPassword('135790', (await stored(created.id)).pin_hash!)).toBe(true);
    for (const body of [created, changed.body.data]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('"2580"');
      expect(text).not.toContain('"135790"');
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain('pin_hash');
    }
    const trail = JSON.stringify(await audits('refill_partner', created.id));
    expect(trail).not.toContain('scrypt');
    expect(trail).not.toContain('135790');
    expect(trail).not.toContain('2580"');
    // The operator views refill partners but holds no PERM_VIEW_PASSWORD: no PIN state at all.
    const operator = await api.login('operator@demo.local');
    const seen = await post({ action: 'get.refill_partner', id: created.id }, operator);
    expect(seen.status).toBe(200);
    expect(seen.body.data.pin).toBeNull();
    expect((await post({ action: 'change_pin.refill_partner', id: created.id, version: 1, pin: '1111' }, operator)).status).toBe(403);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = (await post({ action: 'list.refill_partner_directory', limit: 1 })).body.total;
    const r = await post({ action: 'create.refill_partner', name: '', mobile_number: '12', email: 'x', pin: '12' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(REFILL_PARTNER_MESSAGES.pinPattern);
    expect((await post({ action: 'list.refill_partner_directory', limit: 1 })).body.total).toBe(before);
    const partner = await create();
    expect((await post({ action: 'change_pin.refill_partner', id: partner.id, version: 0, pin: 'abcd' })).status).toBe(400);
    expect((await post({ action: 'change_status.refill_partner', id: partner.id, version: 0, status: 3 })).status).toBe(400);
    expect(await stored(partner.id)).toMatchObject({ pin_hash: null, status: 1, version: 0 });
  });

  it('is refused to roles without the permission and out of reach of another company', async () => {
    const partner = await create();
    const operator = await api.login('operator@demo.local');
    expect((await post({ action: 'list.refill_partner_directory' }, operator)).status).toBe(200);
    expect((await post({ action: 'create.refill_partner', ...VALID }, operator)).status).toBe(403);
    expect((await post({ action: 'change_status.refill_partner', id: partner.id, version: 0, status: 2 }, operator)).status).toBe(403);
    const store = await api.login('store@demo.local');
    expect((await post({ action: 'list.refill_partner_directory' }, store)).status).toBe(403);
    const franchise = await api.login('franchise@demo.local');
    expect((await post({ action: 'update.refill_partner', id: partner.id, version: 0, ...VALID, name: 'By franchise' }, franchise)).status).toBe(200);
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect((await post({ action: 'get.refill_partner', id: partner.id }, outsider)).status).toBe(404);
    expect((await post({ action: 'change_status.refill_partner', id: partner.id, version: 1, status: 2 }, outsider)).status).toBe(404);
    expect((await post({ action: 'create.vehicle', refill_partner_id: partner.id, name: 'Van', registration_number: 'MH 01 ZZ 0001' }, outsider)).status).toBe(404);
    const listed = (await post({ action: 'list.refill_partner_directory', limit: 200 }, outsider)).body.data;
    expect(listed.some((p: any) => p.id === partner.id)).toBe(false);
    expect(await stored(partner.id)).toMatchObject({ name: 'By franchise', status: 1 });
  });
});

describe('vehicles', () => {
  it('adds a vehicle as a warehouse row of storage type Vehicle, edits it, refuses a registration number twice', async () => {
    const partner = await create();
    const r = await post({ action: 'create.vehicle', refill_partner_id: partner.id, name: 'Test van', registration_number: 'mh 12 ab 9999' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const vehicle = r.body.data.vehicles[0];
    expect(vehicle).toMatchObject({ name: 'Test van', registration_number: 'MH 12 AB 9999', stock: 0, version: 0 });
    const [row] = await api.services.db.select().from(warehouses).where(eq(warehouses.id, vehicle.id));
    expect(row).toMatchObject({ storage_type: 'Vehicle', refill_partner_id: partner.id });
    const twice = await post({ action: 'create.vehicle', refill_partner_id: partner.id, name: 'Copy', registration_number: 'MH12AB 9999' });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(REFILL_PARTNER_MESSAGES.registrationTaken);
    const edited = await post({ action: 'update.vehicle', id: vehicle.id, version: 0, name: 'Test van 2', registration_number: 'MH 12 AB 9999' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.vehicles[0]).toMatchObject({ name: 'Test van 2', version: 1 });
    expect((await post({ action: 'update.vehicle', id: vehicle.id, version: 0, name: 'Stale', registration_number: 'MH 12 AB 9999' })).status).toBe(409);
    expect((await audits('warehouse', vehicle.id)).map((a) => a.action)).toEqual(['create.vehicle', 'update.vehicle']);
    // A warehouse that is not a vehicle is not edited as one.
    const [plain] = await api.services.db.select().from(warehouses).where(eq(warehouses.storage_type, 'Warehouse')).limit(1);
    expect((await post({ action: 'update.vehicle', id: plain!.id, version: plain!.version, name: 'X', registration_number: 'AB 1' })).status).toBe(404);
  });
});

describe('storage types in the warehouses', () => {
  const WM = 'warehouse-management';
  it('lists vehicles by storage type with their registration numbers and owner; a Vehicle needs a registration number', async () => {
    const r = await api.post(WM, { action: 'list.warehouses', storage_type: ['Vehicle'], limit: 200 }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.every((w: any) => w.storage_type === 'Vehicle')).toBe(true);
    const van = r.body.data.find((w: any) => w.name === 'Ramesh van');
    expect(van).toMatchObject({ registration_number: 'KA 01 AB 1234' });
    expect((await api.post(WM, { action: 'get.warehouse', id: van.id }, admin)).body.data.refill_partner).toMatchObject({ name: 'Ramesh Kumar' });
    const plain = await api.post(WM, { action: 'list.warehouses', storage_type: ['Warehouse'], limit: 200 }, admin);
    expect(plain.body.data.some((w: any) => w.name === 'Ramesh van')).toBe(false);
    const base = { name: 'Store room van', address_line_1: 'Plot 1', address_line_2: '', country: 'India', state: 'Delhi', city: 'Delhi', pincode: '110020', latitude: null, longitude: null, location_tracking: false, is_visible: true, po_approval_required: false, zone_id: null };
    const refused = await api.post(WM, { action: 'create.warehouse', ...base, storage_type: 'Vehicle' }, admin);
    expect(refused.status).toBe(400);
    const made = await api.post(WM, { action: 'create.warehouse', ...base, storage_type: 'Vehicle', registration_number: 'dl 1 ca 2020' }, admin);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ storage_type: 'Vehicle', registration_number: 'DL 1 CA 2020', refill_partner: null });
  });
});

describe('refill plans and partner status', () => {
  it('an inactive partner cannot be given a new refill plan; an active one can', async () => {
    const [machine] = await api.services.db.select().from(vendingMachines)
      .where(and(isNotNull(vendingMachines.warehouse_id), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`,
        sql`exists (select 1 from ${vmSlots} where ${vmSlots.vending_machine_id} = ${vendingMachines.id} and ${vmSlots.product_id} is not null and ${vmSlots.quantity} < ${vmSlots.item_layout_max})`))
      .orderBy(asc(vendingMachines.id)).limit(1);
    const draft = (await post({ action: 'get.refill_plan_draft', vending_machine_id: machine!.id })).body.data;
    // A slot whose units are fresh: an expired one's new units would need a runout quantity and expiry.
    const slot = draft.slots.find((s: any) => s.product && !s.expired && s.quantity < s.capacity);
    const plan = { action: 'create.refill_plan', vending_machine_id: machine!.id, lines: [{ coil: slot.coil, product_id: slot.product.id, quantity_to_add: 1 }] };
    const partner = await create();
    // Only a partner linked to the machine may be given its plan (issue 40: links are access).
    expect((await post({ action: 'link.partner_machines', id: partner.id, add: [machine!.id] })).status).toBe(200);
    await post({ action: 'change_status.refill_partner', id: partner.id, version: 0, status: 2 });
    const count = async () => (await post({ action: 'list.refills', vending_machine_id: machine!.id, limit: 1 })).body.total;
    const before = await count();
    const refused = await post({ ...plan, refill_partner_id: partner.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'refill_partner_id', message: REFILL_PARTNER_MESSAGES.inactivePartner }]);
    expect(await count()).toBe(before);
    await post({ action: 'change_status.refill_partner', id: partner.id, version: 1, status: 1 });
    const accepted = await post({ ...plan, refill_partner_id: partner.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.data.RefillPartner).toMatchObject({ id: partner.id });
  });
});

describe('warehouse managers', () => {
  const UM = 'user-management';
  it('are users of the Warehouse Manager role, added and edited with PERM_*_WAREHOUSE_MANAGER on the user actions', async () => {
    const roles = (await api.post(UM, { action: 'list.assignable_roles' }, admin)).body.data as any[];
    const role = roles.find((r) => r.role_code === 'ROLE_WAREHOUSE_MANAGER');
    expect(role).toBeTruthy();
    const fields = { first_name: 'Keyboard', last_name: 'Manager', email: `wm-${Date.now()}@demo.local`, mobile_number: null, role_id: role.id, password: 'Demo@1234' };
    const made = await api.post(UM, { action: 'create.user', ...fields }, admin);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.Role.role_code).toBe('ROLE_WAREHOUSE_MANAGER');
    const listed = await api.post(UM, { action: 'list.users', role_ids: [role.id], limit: 100 }, admin);
    expect(listed.body.data.some((u: any) => u.id === made.body.data.id)).toBe(true);
    // The operator holds no PERM_ADD_WAREHOUSE_MANAGER; a warehouse manager may not add another.
    for (const who of ['operator@demo.local', 'warehouse@demo.local']) {
      const token = await api.login(who);
      expect((await api.post(UM, { action: 'create.user', ...fields, email: `wm-${who}-${Date.now()}@demo.local` }, token)).status, who).toBe(403);
    }
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect((await api.post(UM, { action: 'get.user', id: made.body.data.id }, outsider)).status).toBe(404);
  });
});
