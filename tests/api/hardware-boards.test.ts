/**
 * Hardware boards: the list (paging, search, linked/unlinked filter), onboarding (one
 * HARDWARE_BOARD_ONBOARD notification each), linking a board to a machine and taking it off
 * (one board per machine, one machine per board, refused with a clear 409), versions, audit,
 * bad input, roles and another company.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hardwareBoards, notifications, vendingMachines } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'vending-machine-management';

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
let serialNo = 0;
const nextSerial = () => `TST-${Date.now().toString(36).toUpperCase()}-${++serialNo}`;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

type Board = { id: number; serial: string; version: number; board_type: number; firmware: string; vending_machine: { id: number; name: string; code: string } | null };

async function onboard(fields: Record<string, unknown> = {}, token = admin): Promise<Board> {
  const r = await post({ action: 'onboard.hardware_board', serial: nextSerial(), board_type: 1, firmware: 'v3.0.0', ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const list = async (fields: Record<string, unknown> = {}, token = admin) => {
  const r = await post({ action: 'list.hardware_boards', limit: 200, ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: Board[]; total: number };
};
const boardRow = async (id: number) => (await api.services.db.select().from(hardwareBoards).where(eq(hardwareBoards.id, id)))[0]!;
const machineRow = async (id: number) => (await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, id)))[0]!;
const notesFor = async (serial: string) =>
  (await api.services.db.select().from(notifications).where(eq(notifications.type, 'HARDWARE_BOARD_ONBOARD')))
    .filter((n) => (n.payload as { hardware_board_name?: string }).hardware_board_name === serial);
const audits = async (id: number) =>
  (await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'hardware_board'), eq(auditLog.entity_id, id))).orderBy(auditLog.id)).map((a) => a.action);

/** A machine of the demo company without a board row. */
async function freeMachine(): Promise<{ id: number; name: string; code: string }> {
  const linked = new Set((await list({ link: ['linked'] })).data.map((b) => b.vending_machine!.id));
  const machines = (await post({ action: 'list.active_vending_machines', limit: 200, sortBy: 'code', sortDir: 'DESC' })).body.data as { id: number; name: string; code: string }[];
  const machine = machines.find((m) => !linked.has(m.id));
  if (!machine) throw new Error('no machine without a board');
  return machine;
}

describe('hardware boards', () => {
  it('the demo has boards in machines and boards on the shelf; the filter and the search find them', async () => {
    const all = await list();
    const linked = await list({ link: ['linked'] });
    const free = await list({ link: ['unlinked'] });
    expect(linked.total).toBeGreaterThan(0);
    expect(free.total).toBeGreaterThan(0);
    expect(linked.total + free.total).toBe(all.total);
    expect(linked.data.every((b) => b.vending_machine !== null)).toBe(true);
    expect(free.data.every((b) => b.vending_machine === null)).toBe(true);
    expect((await list({ link: ['linked', 'unlinked'] })).total).toBe(all.total);
    // A linked board's serial is the name its machine shows.
    const first = linked.data[0]!;
    expect((await machineRow(first.vending_machine!.id)).hardware_board_name).toBe(first.serial);
    const byMachine = await list({ search: first.vending_machine!.code });
    expect(byMachine.data.map((b) => b.id)).toContain(first.id);
    const paged = await list({ limit: 3, offset: 0, sortBy: 'serial', sortDir: 'ASC' });
    expect(paged.data).toHaveLength(3);
    expect(paged.data.map((b) => b.serial)).toEqual([...paged.data.map((b) => b.serial)].sort());
    const without = await list({ board_type: [2] });
    expect(without.data.every((b) => b.board_type === 2)).toBe(true);
  });

  it('onboarding a board adds it unlinked, audited, and raises one HARDWARE_BOARD_ONBOARD notification', async () => {
    const board = await onboard({ board_type: 2, firmware: 'v3.1.0' });
    expect(board).toMatchObject({ board_type: 2, firmware: 'v3.1.0', vending_machine: null, version: 0 });
    const notes = await notesFor(board.serial);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.franchise_id).toBeNull();
    expect(await audits(board.id)).toEqual(['onboard.hardware_board']);
    expect((await list({ search: board.serial })).data.map((b) => b.id)).toEqual([board.id]);
  });

  it('onboarding straight into a machine links it and names the machine in the notification', async () => {
    const machine = await freeMachine();
    const board = await onboard({ vending_machine_id: machine.id });
    expect(board.vending_machine).toMatchObject({ id: machine.id, name: machine.name });
    expect((await machineRow(machine.id)).hardware_board_name).toBe(board.serial);
    const [note] = await notesFor(board.serial);
    expect((note!.payload as { VendingMachine: { id: number } }).VendingMachine.id).toBe(machine.id);
    expect(note!.franchise_id).toBe((await machineRow(machine.id)).franchise_id);
  });

  it('refuses a serial already onboarded (any case), and raises nothing', async () => {
    const board = await onboard();
    const before = (await list()).total;
    const again = await post({ action: 'onboard.hardware_board', serial: board.serial.toLowerCase(), board_type: 1, firmware: 'v1' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Board ${board.serial.toLowerCase()} is already onboarded.`);
    expect((await list()).total).toBe(before);
    expect(await notesFor(board.serial.toLowerCase())).toHaveLength(0);
  });

  it('links a free board to a free machine and unlinks it, with versions and one audit row each', async () => {
    const machine = await freeMachine();
    const board = await onboard();
    const linked = await post({ action: 'link.hardware_board', id: board.id, version: 0, vending_machine_id: machine.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({ vending_machine: { id: machine.id }, version: 1 });
    expect((await machineRow(machine.id)).hardware_board_name).toBe(board.serial);
    const stale = await post({ action: 'unlink.hardware_board', id: board.id, version: 0 });
    expect(stale.status).toBe(409);
    const unlinked = await post({ action: 'unlink.hardware_board', id: board.id, version: 1 });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data).toMatchObject({ vending_machine: null, version: 2 });
    expect((await machineRow(machine.id)).hardware_board_name).toBe('');
    expect(await audits(board.id)).toEqual(['onboard.hardware_board', 'link.hardware_board', 'unlink.hardware_board']);
  });

  it('a board links to one machine, a machine takes one board: conflicts are refused with a clear message and change nothing', async () => {
    const machine = await freeMachine();
    const first = await onboard({ vending_machine_id: machine.id });
    const second = await onboard();
    const taken = await post({ action: 'link.hardware_board', id: second.id, version: 0, vending_machine_id: machine.id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`${machine.name} (${machine.code}) already has board ${first.serial}; unlink that board first.`);
    expect((await boardRow(second.id))).toMatchObject({ vending_machine_id: null, version: 0 });

    const other = await freeMachine();
    const twice = await post({ action: 'link.hardware_board', id: first.id, version: 0, vending_machine_id: other.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Board ${first.serial} is already linked to ${machine.name} (${machine.code}); unlink it first.`);
    expect((await machineRow(other.id)).hardware_board_name).not.toBe(first.serial);

    const notLinked = await post({ action: 'unlink.hardware_board', id: second.id, version: 0 });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.message).toBe(`Board ${second.serial} is not linked to a machine.`);

    const onboardInto = await post({ action: 'onboard.hardware_board', serial: nextSerial(), board_type: 1, firmware: 'v1', vending_machine_id: machine.id });
    expect(onboardInto.status).toBe(409);
    expect((await boardRow(first.id)).vending_machine_id).toBe(machine.id);
  });

  it('refuses a deleted or unknown machine', async () => {
    const board = await onboard();
    const deleted = (await post({ action: 'list.deleted_vending_machines', limit: 1 })).body.data[0] as { id: number };
    expect((await post({ action: 'link.hardware_board', id: board.id, version: 0, vending_machine_id: deleted.id })).status).toBe(404);
    expect((await post({ action: 'link.hardware_board', id: board.id, version: 0, vending_machine_id: 2_000_000_000 })).status).toBe(404);
    expect((await boardRow(board.id)).version).toBe(0);
  });

  it.each([
    ['an empty serial', { serial: ' ' }],
    ['an empty firmware', { firmware: '' }],
    ['an unknown board type', { board_type: 3 }],
    ['a machine id that is no id', { vending_machine_id: 0 }],
    ['an unknown field', { colour: 'red' }],
  ])('refuses %s with 400 and changes nothing', async (_what, bad) => {
    const before = (await list()).total;
    const serial = nextSerial();
    const r = await post({ action: 'onboard.hardware_board', serial, board_type: 1, firmware: 'v1', ...bad });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect((await list()).total).toBe(before);
    expect(await notesFor(serial)).toHaveLength(0);
  });

  it('names the missing fields with the form\'s messages', async () => {
    const r = await post({ action: 'onboard.hardware_board', serial: '', board_type: 1, firmware: '' });
    expect((r.body.errors as { message: string }[]).map((e) => e.message)).toEqual(['Please enter board serial number', 'Please enter firmware version']);
  });

  it('roles: technicians onboard and link, partners only read, store managers see nothing', async () => {
    const technician = await api.login('technician@demo.local');
    const board = await onboard({}, technician);
    const machine = await freeMachine();
    expect((await post({ action: 'link.hardware_board', id: board.id, version: 0, vending_machine_id: machine.id }, technician)).status).toBe(200);
    const partner = await api.login('partner@demo.local');
    expect((await post({ action: 'list.hardware_boards' }, partner)).status).toBe(200);
    expect((await post({ action: 'onboard.hardware_board', serial: nextSerial(), board_type: 1, firmware: 'v1' }, partner)).status).toBe(403);
    expect((await post({ action: 'unlink.hardware_board', id: board.id, version: 1 }, partner)).status).toBe(403);
    const store = await api.login('store@demo.local');
    expect((await post({ action: 'list.hardware_boards' }, store)).status).toBe(403);
    expect((await boardRow(board.id))).toMatchObject({ vending_machine_id: machine.id, version: 1 });
  });

  it('another company never sees the boards nor links them, nor links its boards to our machines', async () => {
    const board = await onboard();
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect((await list({}, outsider)).data.some((b) => b.id === board.id)).toBe(false);
    expect((await post({ action: 'unlink.hardware_board', id: board.id, version: 0 }, outsider)).status).toBe(404);
    const machine = await freeMachine();
    expect((await post({ action: 'link.hardware_board', id: board.id, version: 0, vending_machine_id: machine.id }, outsider)).status).toBe(404);
    const theirs = await onboard({}, outsider);
    expect((await post({ action: 'link.hardware_board', id: theirs.id, version: 0, vending_machine_id: machine.id }, outsider)).status).toBe(404);
    expect((await post({ action: 'onboard.hardware_board', serial: nextSerial(), board_type: 1, firmware: 'v1', vending_machine_id: machine.id }, outsider)).status).toBe(404);
    // The same serial may exist in two companies.
    expect((await onboard({ serial: board.serial }, outsider)).serial).toBe(board.serial);
    expect(await boardRow(board.id)).toMatchObject({ vending_machine_id: null, version: 0 });
  });
});
