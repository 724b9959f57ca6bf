/**
 * The hardware board chosen on the machine form (create.vending_machine / update.vending_machine
 * `hardware_board_id`): linked in the machine's transaction (the board's machine, the machine's
 * hardware_board_name, the board's version), switched, kept when left out, taken off with null;
 * the form's options list only boards on the shelf; a board in another machine is refused (409),
 * a board of another type than the board settings template or out of reach (400), a caller
 * without PERM_UPDATE_HARDWARE_BOARD (403) — each refusal changing nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_CONFIG_MESSAGES as M } from '../../contract/actions/machine-config.ts';
import { auditLog, boardSettingsTemplates, hardwareBoards, vendingMachines, warehouses } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { demoMachineFields } from './machine-form-fixtures.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let VALID: Record<string, unknown>;
let withDisplay: number;
let withoutDisplay: number;
let n = 0;
const code = () => `VM-HB-${++n}-${Date.now() % 100000}`;
const serial = () => `HB-T-${Date.now().toString(36).toUpperCase()}-${++n}`;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const boardRow = async (id: number) => (await api.services.db.select().from(hardwareBoards).where(eq(hardwareBoards.id, id)))[0]!;
const machineRow = async (id: number) => (await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, id)))[0]!;
const machineCount = async () => (await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines)).length;

async function onboard(boardType: 1 | 2 = 1, token = admin): Promise<{ id: number; serial: string }> {
  const r = await post({ action: 'onboard.hardware_board', serial: serial(), board_type: boardType, firmware: 'v3.1.0' }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
async function create(fields: Record<string, unknown> = {}, token = admin) {
  return post({ action: 'create.vending_machine', ...VALID, code: code(), ...fields }, token);
}
async function config(id: number, token = admin) {
  const r = await post({ action: 'get.vending_machine_config', id }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}
/** The update request of a machine as its form would send it, with `fields` changed. */
async function update(id: number, fields: Record<string, unknown>, token = admin) {
  const m = await config(id, token);
  return post({
    action: 'update.vending_machine', id, version: m.version, name: m.name, code: m.code, location: m.location, city: m.city,
    latitude: m.latitude, longitude: m.longitude, warehouse_id: m.warehouse?.id ?? null, store_id: m.store?.id ?? null,
    vm_template_id: m.vm_template.id, planogram_template_id: m.planogram_template.id,
    board_settings_template_id: m.board_settings_template?.id ?? null, status: m.status, ...fields,
  }, token);
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  const db = api.services.db;
  const templates = await db.select().from(boardSettingsTemplates);
  withDisplay = templates.find((t) => t.board_type === 1)!.id;
  withoutDisplay = templates.find((t) => t.board_type === 2)!.id;
  VALID = await demoMachineFields(db, 'Board test VM');
});
afterAll(() => api.close());

describe('a hardware board on the machine form', () => {
  it('links a board when the machine is added, switches it on edit, keeps it when left out and takes it off with null', async () => {
    const first = await onboard(1);
    const second = await onboard(2);
    const created = await create({ hardware_board_id: first.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const m = created.body.data;
    expect(m.hardware_board).toEqual({ id: first.id, name: first.serial, board_type: 1 });
    expect((await boardRow(first.id)).vending_machine_id).toBe(m.id);
    expect((await machineRow(m.id)).hardware_board_name).toBe(first.serial);
    // The hardware boards list shows the machine.
    const listed = await post({ action: 'list.hardware_boards', search: first.serial });
    expect(listed.body.data[0].vending_machine).toMatchObject({ id: m.id, code: m.code });

    const firstVersion = (await boardRow(first.id)).version;
    const switched = await update(m.id, { hardware_board_id: second.id });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.data.hardware_board).toEqual({ id: second.id, name: second.serial, board_type: 2 });
    expect((await boardRow(first.id)).vending_machine_id).toBeNull();
    expect((await boardRow(first.id)).version).toBe(firstVersion + 1);
    expect((await boardRow(second.id)).vending_machine_id).toBe(m.id);
    expect((await machineRow(m.id)).hardware_board_name).toBe(second.serial);

    const kept = await update(m.id, { name: 'Board test VM renamed' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.hardware_board).toMatchObject({ id: second.id });

    const off = await update(m.id, { hardware_board_id: null });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.hardware_board).toBeNull();
    expect((await boardRow(second.id)).vending_machine_id).toBeNull();
    expect((await machineRow(m.id)).hardware_board_name).toBe('');

    // Each change of board is in the machine's audit trail.
    const trail = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, m.id))).orderBy(asc(auditLog.id));
    expect(trail.map((a) => (a.after as { hardware_board?: unknown }).hardware_board)).toEqual([
      { id: first.id, serial: first.serial }, { id: second.id, serial: second.serial }, undefined, null,
    ]);
  });

  it('offers only boards on the shelf, with their type; none to a caller who may not link boards', async () => {
    const free = await onboard(2);
    const linked = await onboard(1);
    expect((await create({ hardware_board_id: linked.id })).status).toBe(201);
    const options = (await post({ action: 'get.vending_machine_form_options' })).body.data;
    const ids = options.hardware_boards.map((b: { id: number }) => b.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(linked.id);
    expect(options.hardware_boards.find((b: { id: number }) => b.id === free.id)).toEqual({ id: free.id, name: free.serial, board_type: 2 });
    expect(options.board_settings_templates.find((t: { id: number }) => t.id === withoutDisplay)).toMatchObject({ board_type: 2 });
    const franchise = await post({ action: 'get.vending_machine_form_options' }, await api.login('franchise@demo.local'));
    expect(franchise.body.data.hardware_boards).toEqual([]);
  });

  it('refuses a board already in another machine with a clear 409, and changes nothing', async () => {
    const board = await onboard(1);
    const holder = (await create({ hardware_board_id: board.id })).body.data;
    const before = await machineCount();
    const refused = await create({ hardware_board_id: board.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.hardwareBoardTaken(board.serial, `${holder.name} (${holder.code})`));
    expect(await machineCount()).toBe(before);

    const other = (await create()).body.data;
    const versionBefore = other.version;
    const onEdit = await update(other.id, { hardware_board_id: board.id, name: 'Should not be saved' });
    expect(onEdit.status).toBe(409);
    expect((await boardRow(board.id)).vending_machine_id).toBe(holder.id);
    expect(await config(other.id)).toMatchObject({ name: 'Board test VM', version: versionBefore, hardware_board: null });
    expect((await machineRow(other.id)).hardware_board_name).toBe('');
  });

  it('refuses a board of another type than the board settings template, or out of reach, with 400', async () => {
    const noDisplay = await onboard(2);
    const before = await machineCount();
    const mismatch = await create({ hardware_board_id: noDisplay.id, board_settings_template_id: withDisplay });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body)).toContain(M.hardwareBoardType('Without display', 'With display'));
    expect((await create({ hardware_board_id: noDisplay.id, board_settings_template_id: withoutDisplay })).status).toBe(201);

    const spare = await onboard(1);
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    const theirOptions = (await post({ action: 'get.vending_machine_form_options' }, outsider)).body.data;
    expect(theirOptions.hardware_boards.map((b: { id: number }) => b.id)).not.toContain(spare.id);
    const unknown = await create({ hardware_board_id: 2_000_000_000 });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(M.unknownHardwareBoard);
    expect((await create({ hardware_board_id: 'HB-1' })).status).toBe(400);
    expect(await machineCount()).toBe(before + 1);
    expect((await boardRow(spare.id)).vending_machine_id).toBeNull();
  });

  it('needs PERM_UPDATE_HARDWARE_BOARD to change the board: the franchise admin may not, the technician may', async () => {
    const board = await onboard(1);
    const franchise = await api.login('franchise@demo.local');
    const [okhla] = await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Delhi Okhla Warehouse'));
    const own = (await create({ warehouse_id: okhla!.id }, franchise)).body.data;
    const refused = await update(own.id, { hardware_board_id: board.id }, franchise);
    expect(refused.status).toBe(403);
    expect((await boardRow(board.id)).vending_machine_id).toBeNull();
    // Left out (or the same), the franchise admin's edit keeps the board as it is.
    expect((await update(own.id, { name: 'Franchise board VM' }, franchise)).status).toBe(200);
    expect((await update(own.id, { hardware_board_id: null }, franchise)).status).toBe(200);

    const technician = await api.login('technician@demo.local');
    const machine = (await create()).body.data;
    const linked = await update(machine.id, { hardware_board_id: board.id }, technician);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect((await boardRow(board.id)).vending_machine_id).toBe(machine.id);
  });
});
