/**
 * Board settings templates: list, view, add, edit, clone and delete through the API, with the
 * permissions of routes.tsv, the company's scope, stale versions refused, bad input refused with
 * nothing changed, the network priority kept in the order saved, and one audit row per change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_SETTINGS_TEMPLATE_MESSAGES } from '../../contract/actions/board-settings-templates.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'template-management';
const VALID = {
  name: 'Test template',
  vm_brand_model: 'Sanden Vendo SDV-48',
  carrier_board: 'VC-Carrier 3.2',
  board_type: 1,
  expiry_display: 2,
  non_available_display: 3,
  network_priority: ['LTE', 'WIFI', 'ETHERNET', '3G'],
};

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.board_settings_template', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'board_settings_template'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
const total = async (token = admin) => (await post({ action: 'list.board_settings_templates', limit: 1 }, token)).body.total as number;

describe('board settings templates', () => {
  it('the demo company has templates covering every display option, paged and sorted on the server', async () => {
    const r = await post({ action: 'list.board_settings_templates', limit: 20, sortBy: 'name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    const rows = r.body.data as { name: string; board_type: number; expiry_display: number; non_available_display: number; network_priority: string[] }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((t) => t.name)).toEqual([...rows.map((t) => t.name)].sort((a, b) => a.localeCompare(b)));
    expect(new Set(rows.map((t) => t.board_type))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((t) => t.expiry_display))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((t) => t.non_available_display))).toEqual(new Set([1, 2, 3]));
    for (const t of rows) expect([...t.network_priority].sort()).toEqual(['3G', 'ETHERNET', 'LTE', 'WIFI']);
    const paged = await post({ action: 'list.board_settings_templates', limit: 2 });
    expect(paged.body.data).toHaveLength(2);
  });

  it('filters by board type and searches name, brand and carrier board', async () => {
    const without = await post({ action: 'list.board_settings_templates', board_type: [2] });
    expect(without.body.data.length).toBeGreaterThan(0);
    expect(without.body.data.every((t: { board_type: number }) => t.board_type === 2)).toBe(true);
    const found = await post({ action: 'list.board_settings_templates', search: 'mdb bridge' });
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.data.every((t: { carrier_board: string }) => t.carrier_board === 'MDB Bridge 2.0')).toBe(true);
  });

  it('adds one, reads it back with its order, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, version: 0 });
    expect((await post({ action: 'get.board_settings_template', id: created.id })).body.data).toEqual(created);
    const reordered = ['WIFI', '3G', 'LTE', 'ETHERNET'];
    const edited = await post({ action: 'update.board_settings_template', id: created.id, version: 0, ...VALID, name: 'Edited', network_priority: reordered });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', network_priority: reordered, version: 1 });
    const stale = await post({ action: 'update.board_settings_template', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'get.board_settings_template', id: created.id })).body.data.network_priority).toEqual(reordered);
    expect((await post({ action: 'delete.board_settings_template', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.board_settings_template', id: created.id })).status).toBe(404);
    const trail = await audits(created.id);
    expect(trail.map((a) => a.action)).toEqual(['create.board_settings_template', 'update.board_settings_template', 'delete.board_settings_template']);
    expect((trail[1]!.before as { network_priority: string[] }).network_priority).toEqual(VALID.network_priority);
    expect((trail[1]!.after as { network_priority: string[] }).network_priority).toEqual(reordered);
  });

  it('a clone is a new template with the same settings; the original is untouched', async () => {
    const original = await create({ name: 'Clone source', network_priority: ['3G', 'LTE', 'WIFI', 'ETHERNET'] });
    const { id: _id, version: _v, created_at: _c, updated_at: _u, ...settings } = original;
    const clone = await create({ ...settings, name: 'Clone source (copy)' });
    expect(clone.id).not.toBe(original.id);
    expect(clone).toMatchObject({ ...settings, name: 'Clone source (copy)', version: 0 });
    expect((await post({ action: 'get.board_settings_template', id: original.id })).body.data).toEqual(original);
  });

  it.each([
    ['empty names', { name: '', vm_brand_model: ' ', carrier_board: '' }],
    ['an unknown board type', { board_type: 3 }],
    ['an unknown expiry display', { expiry_display: 0 }],
    ['an unknown non-available display', { non_available_display: 4 }],
    ['a network left out', { network_priority: ['LTE', 'WIFI', 'ETHERNET'] }],
    ['a network twice', { network_priority: ['LTE', 'LTE', 'ETHERNET', '3G'] }],
    ['an unknown network', { network_priority: ['LTE', 'WIFI', 'ETHERNET', '5G'] }],
    ['too many networks', { network_priority: ['LTE', 'WIFI', 'ETHERNET', '3G', 'LTE'] }],
    ['an unknown field', { unknown_field: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_what, bad) => {
    const before = await total();
    const r = await post({ action: 'create.board_settings_template', ...VALID, ...bad });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(await total()).toBe(before);
  });

  it('names the order rule and the missing fields', async () => {
    const r = await post({ action: 'create.board_settings_template', ...VALID, name: '', network_priority: ['LTE'] });
    expect(r.status).toBe(400);
    const messages = (r.body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain(BOARD_SETTINGS_TEMPLATE_MESSAGES.nameRequired);
    expect(messages, JSON.stringify(r.body)).toContain(BOARD_SETTINGS_TEMPLATE_MESSAGES.networkOrder);
  });

  it('an update with bad input changes nothing', async () => {
    const created = await create({ name: 'Kept as is' });
    const r = await post({ action: 'update.board_settings_template', id: created.id, version: 0, ...VALID, name: 'Changed', network_priority: ['WIFI', 'WIFI', 'LTE', '3G'] });
    expect(r.status).toBe(400);
    expect((await post({ action: 'get.board_settings_template', id: created.id })).body.data).toEqual(created);
  });

  it('is refused to roles without the permission: operators see nothing, technicians only read', async () => {
    const operator = await api.login('operator@demo.local');
    expect((await post({ action: 'list.board_settings_templates' }, operator)).status).toBe(403);
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.board_settings_templates' }, technician)).status).toBe(200);
    const before = await total();
    expect((await post({ action: 'create.board_settings_template', ...VALID }, technician)).status).toBe(403);
    const created = await create({ name: 'Technician probe' });
    expect((await post({ action: 'update.board_settings_template', id: created.id, version: 0, ...VALID }, technician)).status).toBe(403);
    expect((await post({ action: 'delete.board_settings_template', id: created.id, version: 0 }, technician)).status).toBe(403);
    expect(await total()).toBe(before + 1);
  });

  it('another company never sees nor changes them', async () => {
    const created = await create({ name: 'Demo company only' });
    const solo = await api.login(OTHER_COMPANY_ADMIN);
    expect((await post({ action: 'get.board_settings_template', id: created.id }, solo)).status).toBe(404);
    expect((await post({ action: 'update.board_settings_template', id: created.id, version: 0, ...VALID, name: 'Taken' }, solo)).status).toBe(404);
    expect((await post({ action: 'delete.board_settings_template', id: created.id, version: 0 }, solo)).status).toBe(404);
    const theirs = await post({ action: 'list.board_settings_templates', limit: 200 }, solo);
    expect(theirs.body.data.some((t: { id: number }) => t.id === created.id)).toBe(false);
    expect((await post({ action: 'get.board_settings_template', id: created.id })).body.data).toEqual(created);
  });
});
